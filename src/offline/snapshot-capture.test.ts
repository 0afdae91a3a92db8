// The service worker turns the answers of the project and checklist reads into per-entity
// snapshots: each project, order and task the user has seen, with when it was fetched.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDeviceDatabase } from '../../tests/helpers/outbox-harness';
import { getSnapshot } from './outbox';
import { captureSnapshots, snapshotsFromResponse } from './snapshot-capture';
import { apiPath, routes } from '@contract/routes';

beforeEach(resetDeviceDatabase);

describe('snapshotsFromResponse', () => {
  it('keeps a project detail as the project and each of its orders', () => {
    const body = {
      id: 'p1',
      name: 'Bridge',
      kitsOnHand: 7,
      orders: [{ id: 'o1', kitsReturned: 0 }, { id: 'o2' }],
      ordersTotal: 2,
      inventoryCounts: [],
    };
    expect(snapshotsFromResponse(apiPath(routes.project, { id: 'p1' }), body)).toEqual([
      ['project:p1', { id: 'p1', name: 'Bridge', kitsOnHand: 7 }],
      ['order:o1', { id: 'o1', kitsReturned: 0 }],
      ['order:o2', { id: 'o2' }],
    ]);
  });

  it('reads the lists of projects, orders and tasks item by item, and nothing else', () => {
    const list = { items: [{ id: 'a' }, { id: 'b' }, { noId: true }], total: 3 };
    expect(snapshotsFromResponse(apiPath(routes.projects), list).map(([k]) => k)).toEqual(['project:a', 'project:b']);
    expect(snapshotsFromResponse(apiPath(routes.myProjects), list).map(([k]) => k)).toEqual(['project:a', 'project:b']);
    expect(snapshotsFromResponse(apiPath(routes.myOrders), list).map(([k]) => k)).toEqual(['order:a', 'order:b']);
    expect(snapshotsFromResponse(apiPath(routes.actionTasks), list).map(([k]) => k)).toEqual(['task:a', 'task:b']);
    expect(snapshotsFromResponse(apiPath(routes.projectKits), list)).toEqual([]);
    expect(snapshotsFromResponse('/elsewhere/projects', list)).toEqual([]);
  });
});

it('stores them with the time they were fetched', async () => {
  expect(await captureSnapshots(apiPath(routes.actionTasks), { items: [{ id: 't1', title: 'Count kits' }] }, 42)).toBe(1);
  expect(await getSnapshot('task:t1')).toEqual({ entityKey: 'task:t1', value: { id: 't1', title: 'Count kits' }, fetchedAt: 42 });
});
