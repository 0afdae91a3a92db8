// The dashboard's answer checks must agree with the contract's schemas: for answers of the schema's
// shape where any leaf may be wrong (a missing key, an unknown one, a wrong type, a number out of
// range, a status the contract does not know), both take or refuse the same ones, with the same result.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodArbitrary } from '../../../../tests/helpers/zod-arbitrary';
import { actionTaskListSchema } from '@contract/action-tasks';
import { dashboardSummarySchema } from '@contract/dashboard';
import { kitOrderListSchema } from '@contract/projects';
import { actionTaskListShape, dashboardSummaryShape, kitOrderListShape } from './answer-shapes';

const NASTY: unknown[] = [undefined, null, '', 'x', 0, -1, 1.5, 2 ** 60, Number.NaN, true, [], {}, ['x'], { id: 1 }, 'Unknown'];
const nasty = fc.constantFrom(...NASTY);

type Check = { safeParse(value: unknown): { success: boolean; data?: unknown } };

function expectSame(schema: Check, shape: Check, value: unknown) {
  const theirs = schema.safeParse(value);
  const ours = shape.safeParse(value);
  expect(ours.success, JSON.stringify(value)).toBe(theirs.success);
  if (ours.success) expect(ours.data).toStrictEqual(theirs.data);
}

/** The value with one leaf or key changed: each key dropped, and each value swapped for each nasty one. */
function variants(value: unknown): unknown[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => variants(item).map((changed) => value.map((v, j) => (j === i ? changed : v))));
  }
  if (value === null || typeof value !== 'object') return NASTY;
  const record = value as Record<string, unknown>;
  return [
    ...NASTY,
    { ...record, unknownKey: 1 },
    ...Object.keys(record).flatMap((key) => [
      Object.fromEntries(Object.entries(record).filter(([k]) => k !== key)),
      ...variants(record[key]).map((changed) => ({ ...record, [key]: changed })),
    ]),
  ];
}

function agree(schema: z.ZodType, shape: Check) {
  // Answers of the schema's shape, leaves now and then hostile, and then each one changed everywhere.
  fc.assert(
    fc.property(zodArbitrary(schema, { nasty, nastyOneIn: 40, ids: fc.uuid() }), (value) => expectSame(schema, shape, value)),
    { numRuns: 300 },
  );
  const valid = fc.sample(zodArbitrary(schema, { nasty, nastyOneIn: 1_000_000, ids: fc.uuid() }), { numRuns: 30, seed: 19 });
  for (const value of valid.filter((v) => schema.safeParse(v).success).slice(0, 5)) {
    for (const changed of variants(value)) expectSame(schema, shape, changed);
  }
}

describe("the dashboard's answer checks", () => {
  it('agree with the checklist list schema', () => agree(actionTaskListSchema, actionTaskListShape));
  it('agree with the dashboard summary schema', () => agree(dashboardSummarySchema, dashboardSummaryShape));
  it('agree with the kit order list schema', () => agree(kitOrderListSchema, kitOrderListShape));

  it('take a valid answer and refuse a broken one, whatever else it holds', () => {
    const summary = { application: null, blueprint: { id: 'b', stage: 'Draft', approval: 'Approved' }, funding: null, extra: 1 };
    expect(dashboardSummaryShape.parse(summary)).toEqual({
      application: null,
      blueprint: { id: 'b', stage: 'Draft', approval: 'Approved' },
      funding: null,
      // A copy saved before counts came due reads as none due.
      countsDue: [],
    });
    expect(
      dashboardSummaryShape.safeParse({ ...summary, funding: { allocatedCents: -1, useBy: '2026-01-01', allocatedOn: '2025-01-01' } }).success,
    ).toBe(false);
    expect(() => kitOrderListShape.parse({ items: [], total: 1.5 })).toThrow();
  });
});

describe('an order saved before order numbers existed', () => {
  it('reads with no number through both the schema and the check', () => {
    const order = {
      id: 'o1',
      projectId: 'p1',
      projectName: 'Bridge Engineering',
      school: { id: 's1', name: 'Lincoln Middle School' },
      kind: 'request',
      status: 'Requested',
      checkoutName: null,
      startDate: null,
      returnDate: null,
      supportOptions: [],
      totalStudents: null,
      groupSize: null,
      kitsNeeded: null,
      requestedKits: 2,
      kits: 2,
      kitsReturned: 0,
      kitsOutstanding: 2,
      contactHoursMin: null,
      contactHoursMax: null,
      note: null,
      createdById: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      version: 1,
      overdue: false,
      scheduled: false,
      reason: null,
      carrier: null,
      trackingReference: null,
      expectedArrival: null,
      shippedAt: null,
      kitsReceived: null,
      deliveredAt: null,
    };
    const saved = { items: [order], total: 1 };
    expect(kitOrderListShape.parse(saved).items[0]!.orderNumber).toBeNull();
    expect(kitOrderListSchema.parse(saved).items[0]!.orderNumber).toBeNull();
    expect(kitOrderListShape.parse({ items: [{ ...order, orderNumber: 1042 }], total: 1 }).items[0]!.orderNumber).toBe(1042);
  });
});
