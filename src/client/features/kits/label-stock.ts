// Common self-adhesive label sheets, measured from their makers' templates. A sheet is printed
// with the page margins at zero and the first label placed by padding, so the grid lands on the
// stock whatever margins the browser would have added.

export interface LabelStock {
  id: 'letter-3x10' | 'a4-3x7';
  /** CSS @page size. */
  page: 'letter' | 'A4';
  columns: number;
  rows: number;
  /** Every length in millimetres. */
  labelWidth: number;
  labelHeight: number;
  top: number;
  left: number;
  columnGap: number;
  rowGap: number;
}

export const LABEL_STOCKS: readonly LabelStock[] = [
  // US Letter, 30 labels of 2⅝″ × 1″ (the Avery 5160 layout): ½″ top, 3⁄16″ side, ⅛″ between columns.
  {
    id: 'letter-3x10',
    page: 'letter',
    columns: 3,
    rows: 10,
    labelWidth: 66.675,
    labelHeight: 25.4,
    top: 12.7,
    left: 4.7625,
    columnGap: 3.175,
    rowGap: 0,
  },
  // A4, 21 labels of 63.5 × 38.1 mm (the L7160 layout).
  { id: 'a4-3x7', page: 'A4', columns: 3, rows: 7, labelWidth: 63.5, labelHeight: 38.1, top: 15.15, left: 7.21, columnGap: 2.54, rowGap: 0 },
];

export const stockById = (id: string | null) => LABEL_STOCKS.find((stock) => stock.id === id) ?? LABEL_STOCKS[0]!;

/** The items cut into sheets of one stock (the last one may be partly empty). */
export function sheetsOf<T>(items: readonly T[], stock: LabelStock): T[][] {
  const perSheet = stock.columns * stock.rows;
  const sheets: T[][] = [];
  for (let i = 0; i < items.length; i += perSheet) sheets.push(items.slice(i, i + perSheet));
  return sheets;
}

/** The print rules of a stock: zero page margins, the grid placed by the sheet's padding. */
export function printCss(stock: LabelStock): string {
  const mm = (value: number) => `${value}mm`;
  return `@page { size: ${stock.page}; margin: 0; }
@media print {
  .label-sheet { padding: ${mm(stock.top)} 0 0 ${mm(stock.left)}; gap: ${mm(stock.rowGap)} ${mm(stock.columnGap)};
    grid-template-columns: repeat(${stock.columns}, ${mm(stock.labelWidth)}); grid-auto-rows: ${mm(stock.labelHeight)}; }
}`;
}
