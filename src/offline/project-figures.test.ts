// The figures a project screen shows while counts and returns wait in the outbox: the same as the
// server's once they arrive (src/server/features/projects/kits-return-service.ts, project-queries.ts).
import { describe, expect, it } from 'vitest';
import type { ProjectSummary } from '@contract/projects';
import type { OutboxEntry } from './outbox';
import { projectWithPending, type ReturnedOrder } from './project-figures';

const PROJECT = 'p1';

// The Bridge project of the demo data: 10 on hand, 6 out with one class, nothing on the way.
const bridge: ProjectSummary = {
  id: PROJECT,
  name: 'Bridge',
  resource: { id: 'r', name: 'Bridge' },
  school: { id: 's', name: 'School' },
  district: { id: 'd', name: 'District' },
  blueprintId: null,
  kitsOnHand: 10,
  activeCheckouts: 1,
  kitsCheckedOut: 6,
  kitsScheduled: 0,
  kitsAvailable: 4,
  openRequests: 0,
  kitsRequested: 0,
  kitsRequestable: 0,
  inventoryUpdatedAt: '2026-01-01T10:00:00.000Z',
  lastCountedAt: '2026-01-01T09:59:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

const classCheckout: ReturnedOrder = { id: 'o1', projectId: PROJECT, kind: 'checkout', status: 'Active', scheduled: false, kitsOutstanding: 6 };

let seq = 0;
const fields = (status: OutboxEntry['status']) => {
  seq += 1;
  return { seq, clientId: 'c', mutationId: seq, userId: 'u', createdAt: Date.UTC(2026, 0, 21, 12), status, attempts: 0, nextAttemptAt: 0 };
};
const count = (kitsOnHand: number, madeAt = '2026-01-21T12:00:00.000Z', status: OutboxEntry['status'] = 'pending'): OutboxEntry => ({
  ...fields(status),
  kind: 'inventory',
  entityKey: `project:${PROJECT}`,
  payload: { projectId: PROJECT, kitsOnHand, basedOn: bridge.inventoryUpdatedAt, madeAt },
});
const giveBack = (orderId: string, kits: number, status: OutboxEntry['status'] = 'pending'): OutboxEntry => ({
  ...fields(status),
  kind: 'kits-return',
  entityKey: `order:${orderId}`,
  payload: { orderId, kits, madeAt: '2026-01-21T12:01:00.000Z' },
});

const takeOut = (kitCodes: string[] | undefined, startDate = '2026-01-21', status: OutboxEntry['status'] = 'pending'): OutboxEntry => ({
  ...fields(status),
  kind: 'kits-checkout',
  entityKey: `project:${PROJECT}`,
  payload: {
    id: 'c1',
    kind: 'checkout',
    projectId: PROJECT,
    checkoutName: 'Grade 6',
    startDate,
    returnDate: '2026-02-21',
    totalStudents: 6,
    groupSize: 'pairs',
    ...(kitCodes ? { kitCodes } : {}),
  },
});

const figuresOf = (p: ProjectSummary) => ({
  onHand: p.kitsOnHand,
  available: p.kitsAvailable,
  checkedOut: p.kitsCheckedOut,
  activeCheckouts: p.activeCheckouts,
  onTheWay: p.kitsRequested,
  requestable: p.kitsRequestable,
});

describe('projectWithPending', () => {
  it('leaves the server figures alone when nothing waits', () => {
    const result = projectWithPending(bridge, [count(8, undefined, 'synced'), count(3, undefined, 'rejected')], [classCheckout]);
    expect(figuresOf(result)).toEqual(figuresOf(bridge));
    expect(result.lastCountedAt).toBe(bridge.lastCountedAt);
    expect(result.pending).toEqual({ count: null, returnedKits: 0, checkedOutKits: 0 });
  });

  it('a waiting count moves kits available and requestable with kits on hand, and is the latest count', () => {
    const result = projectWithPending({ ...bridge, kitsCheckedOut: 0, activeCheckouts: 0, kitsAvailable: 10 }, [count(9)], []);
    expect(result.kitsOnHand).toBe(9);
    expect(result.kitsAvailable).toBe(9);
    expect(result.kitsRequestable).toBe(1);
    expect(result.lastCountedAt).toBe('2026-01-21T12:00:00.000Z');
    expect(result.pending.count).toEqual({ kitsOnHand: 9, madeAt: '2026-01-21T12:00:00.000Z' });
  });

  it('the latest of two waiting counts wins; a count queued before madeAt existed is dated when it was queued', () => {
    const first = count(9);
    const old = count(7);
    if (old.kind === 'inventory') delete old.payload.madeAt;
    expect(projectWithPending(bridge, [old, first], []).pending.count).toEqual({ kitsOnHand: 7, madeAt: '2026-01-21T12:00:00.000Z' });
  });

  it('a return of a class checkout puts kits back on the shelf: fewer checked out, more available, same on hand', () => {
    const result = projectWithPending(bridge, [giveBack('o1', 4)], [classCheckout]);
    expect(figuresOf(result)).toEqual({ onHand: 10, available: 8, checkedOut: 2, activeCheckouts: 1, onTheWay: 0, requestable: 0 });
    expect(result.pending.returnedKits).toBe(4);
  });

  it('returning the last kits of a checkout ends it, over two returns too', () => {
    const result = projectWithPending(bridge, [giveBack('o1', 4), giveBack('o1', 2)], [classCheckout]);
    expect(figuresOf(result)).toEqual({ onHand: 10, available: 10, checkedOut: 0, activeCheckouts: 0, onTheWay: 0, requestable: 0 });
  });

  it('applies a count and a return in the order they were made (the e2e journey: count 8, return 2)', () => {
    const result = projectWithPending(bridge, [count(8), giveBack('o1', 2)], [classCheckout]);
    expect(figuresOf(result)).toEqual({ onHand: 8, available: 4, checkedOut: 4, activeCheckouts: 1, onTheWay: 0, requestable: 2 });
  });

  it('a return of a Scheduled checkout frees booked kits, not checked-out ones', () => {
    const booked: ReturnedOrder = { ...classCheckout, id: 'o2', scheduled: true, kitsOutstanding: 3 };
    const project = { ...bridge, kitsScheduled: 3, kitsAvailable: 1 };
    const result = projectWithPending(project, [giveBack('o2', 3)], [classCheckout, booked]);
    expect(result.kitsScheduled).toBe(0);
    expect(result.kitsCheckedOut).toBe(6);
    expect(result.kitsAvailable).toBe(4);
  });

  it('a delivered request sent back lowers kits on hand (never below 0), after a count made before it', () => {
    const delivered: ReturnedOrder = { id: 'o3', projectId: PROJECT, kind: 'request', status: 'Delivered', scheduled: false, kitsOutstanding: 3 };
    const project = { ...bridge, kitsCheckedOut: 0, activeCheckouts: 0, kitsAvailable: 10 };
    expect(projectWithPending(project, [count(5), giveBack('o3', 2)], [delivered]).kitsOnHand).toBe(3);
    expect(projectWithPending(project, [count(1), giveBack('o3', 2)], [delivered]).kitsOnHand).toBe(0);
    // A count made after the return is the shelf as it is then: it stands.
    expect(projectWithPending(project, [giveBack('o3', 2), count(5)], [delivered]).kitsOnHand).toBe(5);
  });

  it('a shipped request sent back is no longer on the way, which makes room to request', () => {
    const shipped: ReturnedOrder = { id: 'o4', projectId: PROJECT, kind: 'request', status: 'Shipped', scheduled: false, kitsOutstanding: 2 };
    const project = { ...bridge, kitsOnHand: 6, kitsAvailable: 0, openRequests: 1, kitsRequested: 2, kitsRequestable: 2 };
    const result = projectWithPending(project, [giveBack('o4', 2)], [shipped]);
    expect(result.kitsRequested).toBe(0);
    expect(result.openRequests).toBe(0);
    expect(result.kitsRequestable).toBe(4);
  });

  it('ignores returns of orders it does not know or of another project, and more kits than are out', () => {
    const elsewhere: ReturnedOrder = { ...classCheckout, id: 'o5', projectId: 'p2' };
    const result = projectWithPending(bridge, [giveBack('unknown', 1), giveBack('o5', 1), giveBack('o1', 7)], [classCheckout, elsewhere]);
    expect(figuresOf(result)).toEqual(figuresOf(bridge));
    expect(result.pending.returnedKits).toBe(0);
  });

  it('a waiting checkout takes its kits off the shelf: by its codes, else by its students and group size', () => {
    const byCode = projectWithPending(bridge, [takeOut(['BRD-LMS-07', 'BRD-LMS-08'])], [], '2026-01-21');
    expect(figuresOf(byCode)).toEqual({ ...figuresOf(bridge), checkedOut: 8, activeCheckouts: 2, available: 2 });
    expect(byCode.pending.checkedOutKits).toBe(2);
    // 6 students in pairs: 3 kits; a synced or rejected checkout is the server's to show.
    const byNumber = projectWithPending(bridge, [takeOut(undefined), takeOut(['X-1'], '2026-01-21', 'rejected')], [], '2026-01-21');
    expect(figuresOf(byNumber)).toEqual({ ...figuresOf(bridge), checkedOut: 9, activeCheckouts: 2, available: 1 });
  });

  it('a waiting checkout whose Start Date is ahead books its kits (Scheduled) and leaves available as the server will', () => {
    const result = projectWithPending(bridge, [takeOut(['BRD-LMS-07'], '2026-02-01')], [], '2026-01-21');
    expect(result).toMatchObject({ kitsScheduled: 1, kitsCheckedOut: 6, activeCheckouts: 1, kitsAvailable: 3 });
  });

  it('a return of a waiting checkout’s kits, made before the checkout is sent, puts them back on the shelf', () => {
    const part = projectWithPending(bridge, [takeOut(['BRD-LMS-07', 'BRD-LMS-08']), giveBack('c1', 1)], [], '2026-01-21');
    expect(figuresOf(part)).toEqual({ ...figuresOf(bridge), checkedOut: 7, activeCheckouts: 2, available: 3 });
    const all = projectWithPending(bridge, [takeOut(['BRD-LMS-07', 'BRD-LMS-08']), giveBack('c1', 2)], [], '2026-01-21');
    expect(figuresOf(all)).toEqual(figuresOf(bridge));
    expect(all.pending).toMatchObject({ checkedOutKits: 2, returnedKits: 2 });
  });

  it('ignores another project’s counts', () => {
    const other = count(2);
    if (other.kind === 'inventory') other.payload.projectId = 'p2';
    expect(projectWithPending(bridge, [other], []).kitsOnHand).toBe(10);
  });
});
