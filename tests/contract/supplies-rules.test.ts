import { describe, expect, it } from 'vitest';
import { partNeeded, peakKitsOut, supplyFigures, supplyCountSchema, type CheckoutUse, type PartRule } from '@contract/supplies';

const use = (students: number, kits: number, startDate: string, returnDate: string): CheckoutUse => ({
  totalStudents: students,
  kitsNeeded: kits,
  startDate,
  returnDate,
});
const glueSticks: PartRule = { id: 'g', quantityPerKit: 10, consumable: true, usePerStudent: 1 };
const glueGun: PartRule = { id: 'h', quantityPerKit: 1, consumable: false, usePerStudent: null };

describe('supplies figures', () => {
  const checkouts = [use(24, 12, '2026-03-02', '2026-03-16'), use(10, 5, '2026-03-10', '2026-03-20'), use(30, 10, '2026-04-01', '2026-04-10')];

  it('adds up every checkout for a consumable: students × use per student', () => {
    expect(partNeeded(glueSticks, checkouts)).toBe(64);
    // Without a use per student, a kit's worth per kit.
    expect(partNeeded({ ...glueSticks, usePerStudent: null }, checkouts)).toBe(270);
  });

  it('needs a part that comes back only for the kits out at once', () => {
    // 12 + 5 overlap from 03-10; the April checkout comes after both are back.
    expect(peakKitsOut(checkouts)).toBe(17);
    expect(partNeeded({ ...glueGun, quantityPerKit: 2 }, checkouts)).toBe(34);
    // Back the day the next starts: not out together.
    expect(peakKitsOut([use(1, 3, '2026-03-01', '2026-03-05'), use(1, 4, '2026-03-05', '2026-03-09')])).toBe(4);
    expect(peakKitsOut([])).toBe(0);
  });

  it('starts an uncounted part at a full kit per kit on hand, and is short only below what is needed', () => {
    expect(supplyFigures(glueSticks, null, 3, checkouts)).toEqual({ onHand: 30, counted: false, needed: 64, short: 34 });
    expect(supplyFigures(glueSticks, { onHand: 80, countedAt: '2026-03-01T10:00:00Z' }, 3, checkouts)).toEqual({
      onHand: 80,
      counted: true,
      needed: 64,
      short: 0,
    });
    // A refill raised a never-counted figure: stored, still not counted.
    expect(supplyFigures(glueGun, { onHand: 9, countedAt: null }, 3, [])).toEqual({ onHand: 9, counted: false, needed: 0, short: 0 });
  });

  it('names the field of each bad count entry', () => {
    const parsed = supplyCountSchema.safeParse({
      counts: [
        { partId: 'x', quantity: 2 },
        { partId: '0b7f7a3c-1f8e-4c57-9d0e-0e5a5a1b2c3d', quantity: -2 },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path.join('.'))).toEqual(['counts.0.partId', 'counts.1.quantity']);
  });
});
