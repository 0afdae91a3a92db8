// The charts' answer checks (no zod, for the dashboard's chunk) must agree with the contract's
// schemas: for answers of each chart's shape where a leaf may be wrong, both take or refuse the same
// ones, with the same result (as the dashboard's answer-shapes.test.ts does for its own).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodArbitrary } from '../../../../tests/helpers/zod-arbitrary';
import { insightChartSchema } from '@contract/insights';
import { INSIGHT_CHARTS } from '@contract/insights-messages';
import { chartShape } from './chart-shapes';

const NASTY: unknown[] = [undefined, null, '', 'x', 0, -1, 1.5, 2 ** 60, Number.NaN, true, [], {}, ['x'], 'Unknown'];
const nasty = fc.constantFrom(...NASTY);

const schemaOf = (chart: string) =>
  insightChartSchema.options.find((option) => (option.shape.chart as z.ZodLiteral<string>).value === chart)! as unknown as z.ZodType;

describe("the insights charts' answer checks", () => {
  for (const chart of INSIGHT_CHARTS) {
    it(`agree with the ${chart} schema`, () => {
      const schema = schemaOf(chart);
      const shape = chartShape(chart);
      fc.assert(
        fc.property(zodArbitrary(schema, { nasty, nastyOneIn: 30, ids: fc.uuid() }), (value) => {
          const theirs = schema.safeParse(value);
          const ours = shape.safeParse(value);
          expect(ours.success, JSON.stringify(value)).toBe(theirs.success);
          if (ours.success && theirs.success) expect(ours.data).toStrictEqual(theirs.data);
        }),
        { numRuns: 200 },
      );
    });
  }

  it('refuse an answer of another chart', () => {
    const freshness = { chart: 'count-freshness', from: '2026-01-01', to: '2026-01-31', rows: [] };
    expect(chartShape('count-freshness').safeParse(freshness).success).toBe(true);
    expect(chartShape('overdue').safeParse(freshness).success).toBe(false);
  });
});
