// One record per kind of change: every kind has one, each becomes exactly its endpoint's request,
// and a kind the build does not know (an entry a newer version wrote) is refused by name.
import { describe, expect, it } from 'vitest';
import { kitMessages } from '@contract/projects';
import { fulfilmentMessages } from '@contract/projects-fulfilment';
import { routes } from '@contract/routes';
import {
  entityKeyOf,
  OUTBOX_KINDS,
  outboxKinds,
  OutboxPayloadError,
  sentRaw,
  travelsAlone,
  validatePayload,
  wireRequestOf,
  type OutboxKind,
} from './mutations';

const ID = '0b6f9a8e-3c1d-4e5f-9a7b-1c2d3e4f5a6b';

describe('outboxKinds', () => {
  it('has a record for every kind and no other', () => {
    expect(Object.keys(outboxKinds).sort()).toEqual([...OUTBOX_KINDS].sort());
  });

  it('turns each kind into its endpoint’s request, ordered by its entity', () => {
    expect(wireRequestOf('inventory', { projectId: ID, kitsOnHand: 3 })).toEqual({
      route: expect.objectContaining(routes.onsiteInventory),
      params: {},
      body: { projectId: ID, kitsOnHand: 3 },
    });
    expect(wireRequestOf('kits-return', { orderId: ID, kits: 2 })).toEqual({
      route: expect.objectContaining(routes.returnKits),
      params: {},
      body: { orderId: ID, kits: 2 },
    });
    expect(wireRequestOf('task-completion', { taskId: ID, isCompleted: true })).toEqual({
      route: expect.objectContaining(routes.completeActionTask),
      params: { id: ID },
      body: { isCompleted: true },
    });
    expect(entityKeyOf('task-completion', { taskId: ID, isCompleted: false })).toBe(`task:${ID}`);
    expect(entityKeyOf('kits-return', { orderId: ID, kits: 1 })).toBe(`order:${ID}`);
    expect(OUTBOX_KINDS.filter(travelsAlone)).toEqual(['kits-return', 'photo-upload']);
  });

  it('sends a photo raw by its hash, alone, and a condition report to its kit with exactly its body', () => {
    const sha256 = 'a'.repeat(64);
    expect(wireRequestOf('photo-upload', { sha256, contentType: 'image/jpeg', byteSize: 10 })).toEqual({
      route: expect.objectContaining(routes.putUpload),
      params: { sha256 },
      body: undefined,
    });
    expect(sentRaw('photo-upload')).toBe(true);
    expect(sentRaw('condition-report')).toBe(false);
    expect(() => validatePayload('photo-upload', { sha256: 'nope', contentType: 'image/jpeg', byteSize: 10 })).toThrow(OutboxPayloadError);
    const report = validatePayload('condition-report', { code: ' brd-lms-01 ', condition: 'damaged', photoIds: [sha256] });
    expect(report.code).toBe('BRD-LMS-01');
    expect(entityKeyOf('condition-report', report)).toBe('kit:BRD-LMS-01');
    expect(wireRequestOf('condition-report', report)).toEqual({
      route: expect.objectContaining(routes.reportKitCondition),
      params: { code: 'BRD-LMS-01' },
      body: { condition: 'damaged', photoIds: [sha256] },
    });
    expect(() => validatePayload('condition-report', { code: 'BRD-LMS-01', condition: 'broken' as 'damaged' })).toThrow(OutboxPayloadError);
  });

  it('checks a payload with the contract and names the field it refuses', () => {
    expect(() => validatePayload('kits-return', { orderId: ID, kits: 0 })).toThrow(OutboxPayloadError);
    expect(() => validatePayload('task-completion', { taskId: 'nope', isCompleted: true })).toThrow(/Choose a task/);
  });

  it('queues a checkout by kit code for its project, dated, and sends exactly its body', () => {
    const checkout = {
      id: ID,
      kind: 'checkout' as const,
      projectId: ID,
      checkoutName: 'Grade 6',
      startDate: new Date().toISOString().slice(0, 10),
      returnDate: '2099-01-01',
      totalStudents: 2,
      groupSize: 'one-to-one' as const,
      kitCodes: ['BRD-LMS-01', 'BRD-LMS-02'],
    };
    expect(entityKeyOf('kits-checkout', checkout)).toBe(`project:${ID}`);
    expect(validatePayload('kits-checkout', checkout)).toEqual(checkout);
    expect(wireRequestOf('kits-checkout', checkout)).toEqual({ route: expect.objectContaining(routes.requestKits), params: {}, body: checkout });
    // A code twice is refused before it is queued, at its place.
    expect(() => validatePayload('kits-checkout', { ...checkout, kitCodes: ['BRD-LMS-01', 'brd-lms-01'] })).toThrow('BRD-LMS-01 is listed twice');
    expect(() => validatePayload('kits-checkout', { ...checkout, id: 'nope' })).toThrow(OutboxPayloadError);
  });

  it('sends a return by code with its codes and conditions, and one by number exactly as before', () => {
    const byCode = { orderId: ID, kits: 1, kitCodes: ['BRD-LMS-01'], conditions: [{ code: 'BRD-LMS-01', condition: 'damaged' as const }] };
    expect(wireRequestOf('kits-return', byCode).body).toEqual(byCode);
    expect(wireRequestOf('kits-return', { orderId: ID, kits: 2, madeAt: '2026-01-01T00:00:00.000Z' }).body).toEqual({
      orderId: ID,
      kits: 2,
      madeAt: '2026-01-01T00:00:00.000Z',
    });
    expect(() => validatePayload('kits-return', { ...byCode, conditions: [{ code: 'BRD-LMS-09', condition: 'lost' }] })).toThrow(
      'BRD-LMS-09 is not among the kits returned',
    );
  });

  it('refuses a kind it does not know, by name', () => {
    const unknown = 'loan-kit' as OutboxKind;
    expect(() => wireRequestOf(unknown, { projectId: ID, kitsOnHand: 1 } as never)).toThrow('Unknown outbox kind "loan-kit"');
  });
});

describe("the 'return-date' kind", () => {
  const payload = { orderId: ID, returnDate: '2099-03-17', reason: 'The class runs longer', version: 4 };

  it('becomes PATCH /projects/orders/{id}/return-date, ordered with the order’s returns', () => {
    expect(wireRequestOf('return-date', payload)).toEqual({
      route: expect.objectContaining(routes.changeReturnDate),
      params: { id: ID },
      body: { returnDate: '2099-03-17', reason: 'The class runs longer', version: 4 },
    });
    const madeAt = '2099-03-01T10:00:00.000Z';
    expect(wireRequestOf('return-date', { ...payload, madeAt }).body).toMatchObject({ madeAt });
    expect(entityKeyOf('return-date', payload)).toBe(entityKeyOf('kits-return', { orderId: ID, kits: 1 }));
    expect(travelsAlone('return-date')).toBe(false);
  });

  it('is checked with the contract before it is queued, each field by name', () => {
    expect(validatePayload('return-date', { ...payload, reason: '  trimmed  ' }).reason).toBe('trimmed');
    const fields = (bad: Record<string, unknown>) => {
      try {
        validatePayload('return-date', { ...payload, ...bad } as typeof payload);
        return [];
      } catch (error) {
        return (error as OutboxPayloadError).fieldErrors;
      }
    };
    expect(fields({ orderId: 'nope' })).toEqual([{ field: 'orderId', message: kitMessages.orderInvalid }]);
    expect(fields({ returnDate: '2099-02-30' })).toEqual([{ field: 'returnDate', message: kitMessages.dateInvalid }]);
    expect(fields({ reason: ' ' })).toEqual([{ field: 'reason', message: fulfilmentMessages.reasonRequired }]);
    expect(fields({ version: 0 })).toEqual([{ field: 'version', message: fulfilmentMessages.versionRequired }]);
  });
});
