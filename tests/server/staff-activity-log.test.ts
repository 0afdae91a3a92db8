// The activity log's filters beyond what an entry is about: who did it and on which days (UTC,
// both ends included), each refused with its field when wrong; and the same entries as CSV, within
// the caller's districts, for staff who hold both the activity and the exports abilities.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityListSchema } from '@contract/activity';
import { routes, type QueryValue } from '@contract/routes';
import { activityLog } from '@server/db/schema';
import { makeDistrict } from '../helpers/factories';
import { ADMIN, callerFor, COORDINATOR, MANAGER, type Caller } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Caller;
let manager: Caller;
let coordinator: Caller;
let districtId: string;

const list = async (caller: Caller, query: Record<string, QueryValue>) => {
  const response = await caller.request(routes.staffActivity, { query: { districtId, limit: 50, ...query } });
  expect(response.statusCode, response.body).toBe(200);
  return activityListSchema.parse(response.json()).items;
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, coordinator] = await Promise.all([callerFor(t, ADMIN), callerFor(t, MANAGER), callerFor(t, COORDINATOR)]);
  // A district of its own, so only these three entries are in it: one by the admin, one by the
  // manager, one by the system, on three days.
  districtId = (await makeDistrict(t.app.db)).id;
  const entry = (actorId: string | null, day: string, title: string) => ({
    entityType: 'action-task',
    entityId: randomUUID(),
    districtId,
    actorId,
    action: 'task-created',
    after: { title },
    createdAt: new Date(`${day}T12:00:00.000Z`),
  });
  await t.app.db
    .insert(activityLog)
    .values([
      entry(admin.userId, '2026-03-01', 'By the admin'),
      entry(manager.userId, '2026-03-05', 'By the manager'),
      entry(null, '2026-03-09', 'By the system'),
    ]);
});
afterAll(() => t.close());

describe('GET /staff/activity filters', () => {
  it('keeps the entries of one person', async () => {
    expect((await list(admin, { actorId: admin.userId })).map((e) => e.subject)).toEqual(['By the admin']);
    expect((await list(admin, { actorId: manager.userId })).map((e) => e.subject)).toEqual(['By the manager']);
  });

  it('keeps the entries of a range of days, both ends included', async () => {
    expect((await list(admin, { from: '2026-03-05', to: '2026-03-09' })).map((e) => e.subject)).toEqual(['By the system', 'By the manager']);
    expect((await list(admin, { from: '2026-03-02' })).map((e) => e.subject)).toEqual(['By the system', 'By the manager']);
    expect((await list(admin, { to: '2026-03-01' })).map((e) => e.subject)).toEqual(['By the admin']);
    // The last calendar day has no next day a timestamp holds (it was a 500 on PostgreSQL): every entry.
    expect(await list(admin, { to: '9999-12-31' })).toHaveLength(3);
    const orders = await admin.request(routes.staffKitOrders, { query: { to: '9999-12-31', limit: 5 } });
    expect(orders.statusCode, orders.body).toBe(200);
  });

  it('refuses a wrong filter, naming its field', async () => {
    for (const [query, field] of [
      [{ from: '2026-03-09', to: '2026-03-01' }, 'to'],
      [{ from: '2026-02-30' }, 'from'],
      [{ to: '09/03/2026' }, 'to'],
      [{ actorId: 'someone' }, 'actorId'],
    ] as const) {
      const response = await admin.request(routes.staffActivity, { query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
  });
});

describe('GET /staff/exports/activity.csv', () => {
  it('holds exactly the filtered entries, newest first, with who and what', async () => {
    const response = await admin.request(routes.exportActivity, { query: { districtId, from: '2026-03-02' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parse(response.body.replace(/^\uFEFF/, '')) as string[][];
    expect(header).toEqual(['When (UTC)', 'About', 'What happened', 'Subject', 'District', 'By', 'Seen by', 'Before', 'After']);
    expect(rows.map((row) => [row[0], row[3], row[5]])).toEqual([
      ['2026-03-09T12:00:00.000Z', 'By the system', 'System'],
      ['2026-03-05T12:00:00.000Z', 'By the manager', expect.stringMatching(/\S/)],
    ]);
    expect(rows[0]![8]).toBe(JSON.stringify({ title: 'By the system' }));
  });

  it('stays within the caller’s districts and needs the activity ability', async () => {
    // The demo manager does not look after this new district.
    const response = await manager.request(routes.exportActivity, { query: { districtId } });
    expect(response.statusCode).toBe(200);
    expect(parse(response.body.replace(/^\uFEFF/, ''))).toHaveLength(1);
    expect((await coordinator.request(routes.exportActivity)).statusCode).toBe(403);
    expect((await admin.request(routes.exportActivity, { query: { from: 'soon' } })).statusCode).toBe(400);
  });
});
