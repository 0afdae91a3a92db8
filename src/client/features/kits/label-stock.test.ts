// Label sheets: every stock's grid fits its paper, and kits are cut into whole sheets.
import { describe, expect, it } from 'vitest';
import { LABEL_STOCKS, printCss, sheetsOf, stockById } from './label-stock';

const PAPER = { letter: { width: 215.9, height: 279.4 }, A4: { width: 210, height: 297 } };

describe('label stocks', () => {
  it('fit their paper', () => {
    for (const stock of LABEL_STOCKS) {
      const width = stock.left * 2 + stock.columns * stock.labelWidth + (stock.columns - 1) * stock.columnGap;
      const height = stock.top * 2 + stock.rows * stock.labelHeight + (stock.rows - 1) * stock.rowGap;
      expect(width, stock.id).toBeCloseTo(PAPER[stock.page].width, 0);
      expect(height, stock.id).toBeCloseTo(PAPER[stock.page].height, 0);
    }
  });

  it('cuts kits into sheets of 30 on Letter and 21 on A4, defaulting to Letter', () => {
    const kits = Array.from({ length: 31 }, (_, i) => i);
    expect(sheetsOf(kits, stockById('letter-3x10')).map((s) => s.length)).toEqual([30, 1]);
    expect(sheetsOf(kits, stockById('a4-3x7')).map((s) => s.length)).toEqual([21, 10]);
    expect(stockById('nonsense').id).toBe('letter-3x10');
  });

  it('prints with zero page margins and the stock’s grid', () => {
    const css = printCss(stockById('a4-3x7'));
    expect(css).toContain('size: A4; margin: 0;');
    expect(css).toContain('grid-template-columns: repeat(3, 63.5mm)');
    expect(css).toContain('grid-auto-rows: 38.1mm');
  });
});
