// The bell's answer checks must agree with the contract's schemas: for answers of the schema's shape
// where any leaf may be wrong, both take or refuse the same ones, with the same result.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodArbitrary } from '../../../../tests/helpers/zod-arbitrary';
import { notificationListSchema, notificationsReadAllSchema, notificationUpdatedSchema } from '@contract/notifications';
import { notificationListShape, notificationsReadAllShape, notificationUpdatedShape } from './answer-shapes';

const NASTY: unknown[] = [undefined, null, '', 'x', 0, -1, 1.5, 2 ** 60, Number.NaN, true, [], {}, ['x'], 'district-comment'];
const nasty = fc.constantFrom(...NASTY);

type Check = { safeParse(value: unknown): { success: boolean; data?: unknown } };

function agree(schema: z.ZodType, shape: Check) {
  fc.assert(
    fc.property(zodArbitrary(schema, { nasty, nastyOneIn: 30, ids: fc.uuid() }), (value) => {
      const theirs = schema.safeParse(value);
      const ours = shape.safeParse(value);
      expect(ours.success, JSON.stringify(value)).toBe(theirs.success);
      if (ours.success) expect(ours.data).toStrictEqual(theirs.data);
    }),
    { numRuns: 300 },
  );
}

describe("the bell's answer checks", () => {
  it('agree with the notification list schema', () => agree(notificationListSchema, notificationListShape));
  it('agree with the marked-read answer schema', () => agree(notificationUpdatedSchema, notificationUpdatedShape));
  it('agree with the read-all answer schema', () => agree(notificationsReadAllSchema, notificationsReadAllShape));

  it('refuse an unknown kind and a negative count', () => {
    const item = {
      id: 'n1',
      kind: 'district-comment',
      title: 'Lincoln USD commented on STEM Start',
      body: null,
      link: '/blueprints/b1',
      districtId: null,
      actorName: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      readAt: null,
    };
    expect(notificationListShape.safeParse({ items: [item], unread: 1, nextBefore: null }).success).toBe(true);
    expect(notificationListShape.safeParse({ items: [{ ...item, kind: 'party' }], unread: 1, nextBefore: null }).success).toBe(false);
    expect(notificationListShape.safeParse({ items: [], unread: -1, nextBefore: null }).success).toBe(false);
  });
});
