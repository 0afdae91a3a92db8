// A project's supplies (issue 32, item 5): GET /projects/{id}/supplies figures and scope, counts of
// parts (validation by field, replay under one key, a batch carrying one), and the refill request
// staff fulfil like any order, whose delivery raises parts on hand and never kits.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeBatchResponse } from '@contract/change-batches';
import type { KitOrder, ProjectDetail } from '@contract/projects';
import type { StaffKitOrder } from '@contract/projects-fulfilment';
import { buildPath, routes } from '@contract/routes';
import { supplyMessages, type ProjectSupplies } from '@contract/supplies';
import { kitParts, kits, resources, supplyCounts } from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { districtIdOf, makeProject, makeSchool } from '../helpers/factories';
import { insertOrder, riverbendProject } from '../helpers/kit-orders';
import { ADMIN, callerFor, type Caller } from '../helpers/staff';
import { COORDINATOR, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let admin: Caller;
/** The demo bridge kit's parts by name. */
let bridge: Map<string, { id: string; quantityPerKit: number }>;
let bridgeKit: string;
let districtId: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token.accessToken;
  admin = await callerFor(t, ADMIN);
  const rows = await t.database.db
    .select({ id: kitParts.id, name: kitParts.name, quantityPerKit: kitParts.quantityPerKit })
    .from(kitParts)
    .innerJoin(resources, eq(resources.id, kitParts.resourceId))
    .where(eq(resources.slug, 'bridge-engineering'));
  bridge = new Map(rows.map((row) => [row.name, row]));
  const [resource] = await t.database.db.select().from(resources).where(eq(resources.slug, 'bridge-engineering'));
  bridgeKit = resource!.id;
  districtId = await districtIdOf(t.database.db, COORDINATOR.email);
});
afterAll(() => t.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const part = (name: string) => bridge.get(name)!.id;
const supplies = async (id: string) => {
  const response = await apiCall(t.app, routes.projectSupplies, { params: { id }, token });
  expect(response.statusCode).toBe(200);
  return response.json() as ProjectSupplies;
};
const figuresOf = (s: ProjectSupplies, name: string) => s.parts.find((p) => p.name === name)!;
const count = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  apiCall(t.app, routes.countSupplies, { params: { id }, body, token, headers });
/** A bridge kit project at a new school of the coordinator's district (one project per school and kit). */
const bridgeProject = async (kitsOnHand: number) =>
  makeProject(t.database.db, await makeSchool(t.database.db, districtId), { resourceId: bridgeKit, kitsOnHand });

describe('GET /projects/{id}/supplies', () => {
  it('starts uncounted parts at a full kit each and sums what the next checkouts use', async () => {
    const project = await bridgeProject(4);
    // Scheduled: 20 students in 10 kits from tomorrow; out now: 6 students in 6 kits overlapping it;
    // finished (returned) and past ones do not count.
    await insertOrder(t.database.db, { projectId: project.id, kind: 'checkout', status: 'Active', kits: 6, startDate: day(-3), returnDate: day(5) });
    const ahead = await insertOrder(t.database.db, {
      projectId: project.id,
      kind: 'checkout',
      status: 'Active',
      kits: 10,
      startDate: day(1),
      returnDate: day(20),
    });
    await insertOrder(t.database.db, {
      projectId: project.id,
      kind: 'checkout',
      status: 'Returned',
      kits: 3,
      startDate: day(-30),
      returnDate: day(-10),
    });
    expect(ahead.totalStudents).toBe(10);

    const s = await supplies(project.id);
    expect(s).toMatchObject({ kitsOnHand: 4, checkouts: 2, students: 16 });
    // Consumable: 16 students × 4 craft sticks = 64, against 4 kits × 40 = 160 on hand.
    expect(figuresOf(s, 'Craft sticks')).toMatchObject({ onHand: 160, counted: false, countedAt: null, needed: 64, short: 0 });
    // Glue sticks: 16 × 1 = 16 needed, 40 on hand.
    expect(figuresOf(s, 'Glue sticks')).toMatchObject({ onHand: 40, needed: 16, short: 0 });
    // A part that comes back: 16 kits out at once (6 still out + 10 from tomorrow) × 1 glue gun.
    expect(figuresOf(s, 'Glue gun')).toMatchObject({ onHand: 4, needed: 16, short: 12 });
    expect(s.shortParts).toBe(s.parts.filter((p) => p.short > 0).length);
    expect(s.parts.map((p) => p.name)).toEqual(['Craft sticks', 'Glue gun', 'Glue sticks', 'Ruler', 'Load-test weights']);
  });

  it("answers 404 for another district's project and for an unknown id", async () => {
    const { project } = await riverbendProject(t.database.db, 1);
    expect((await apiCall(t.app, routes.projectSupplies, { params: { id: project.id }, token })).statusCode).toBe(404);
    expect((await apiCall(t.app, routes.projectSupplies, { params: { id: crypto.randomUUID() }, token })).statusCode).toBe(404);
    expect((await count(project.id, { counts: [{ partId: part('Ruler'), quantity: 1 }] })).statusCode).toBe(404);
  });
});

describe('POST /projects/{id}/supplies/counts', () => {
  it('refuses bad entries naming each field, and a part of another kit by its name', async () => {
    const project = await bridgeProject(2);
    const bad = await count(project.id, {
      counts: [{ partId: part('Ruler'), quantity: -1 }, { partId: part('Ruler'), quantity: 1.5 }, { quantity: 3 }],
      madeAt: 'yesterday',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'counts.0.quantity', message: supplyMessages.quantityNegative },
        { field: 'counts.1.quantity', message: supplyMessages.wholeNumber },
        { field: 'counts.2.partId', message: supplyMessages.partRequired },
        { field: 'madeAt', message: expect.any(String) },
      ]),
    );
    const [solarPanel] = await t.database.db.select().from(kitParts).where(eq(kitParts.name, 'Solar panel'));
    const foreign = await count(project.id, {
      counts: [
        { partId: part('Ruler'), quantity: 2 },
        { partId: solarPanel!.id, quantity: 1 },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ field: 'counts.1.partId', message: supplyMessages.partNotInKit('Solar panel') }]);
    const unknown = await count(project.id, { counts: [{ partId: crypto.randomUUID(), quantity: 1 }] });
    expect(unknown.json().errors).toEqual([{ field: 'counts.0.partId', message: supplyMessages.partUnknown }]);
    // Nothing was recorded by the refused writes.
    expect(await t.database.db.select().from(supplyCounts).where(eq(supplyCounts.projectId, project.id))).toEqual([]);
  });

  it('records the count once under one key, and an older count made offline does not overwrite a newer one', async () => {
    const project = await bridgeProject(2);
    const body = { counts: [{ partId: part('Glue sticks'), quantity: 7 }], madeAt: new Date().toISOString() };
    const first = await count(project.id, body, { 'idempotency-key': 'supplies-device:1' });
    const replay = await count(project.id, body, { 'idempotency-key': 'supplies-device:1' });
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(figuresOf(first.json() as ProjectSupplies, 'Glue sticks')).toMatchObject({ onHand: 7, counted: true });
    expect(await t.database.db.select().from(supplyCounts).where(eq(supplyCounts.projectId, project.id))).toHaveLength(1);

    const older = await count(project.id, {
      counts: [{ partId: part('Glue sticks'), quantity: 3 }],
      madeAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(older.statusCode).toBe(200);
    // Kept in the history, but the later count stays the figure.
    expect(figuresOf(await supplies(project.id), 'Glue sticks')).toMatchObject({ onHand: 7 });
    expect(await t.database.db.select().from(supplyCounts).where(eq(supplyCounts.projectId, project.id))).toHaveLength(2);
  });

  it('is carried by a change batch, once', async () => {
    const project = await bridgeProject(1);
    const change = {
      idempotencyKey: 'supplies-batch:1',
      method: routes.countSupplies.method,
      path: buildPath(routes.countSupplies.path, { id: project.id }),
      body: { counts: [{ partId: part('Craft sticks'), quantity: 12 }] },
    };
    for (const _ of [1, 2]) {
      const response = await apiCall(t.app, routes.sendChanges, { body: { changes: [change] }, token });
      expect((response.json() as ChangeBatchResponse).results[0]).toMatchObject({ statusCode: 200 });
    }
    expect(figuresOf(await supplies(project.id), 'Craft sticks')).toMatchObject({ onHand: 12, counted: true });
    expect(await t.database.db.select().from(supplyCounts).where(eq(supplyCounts.projectId, project.id))).toHaveLength(1);
  });
});

describe('refill requests', () => {
  const refill = (body: unknown) => apiCall(t.app, routes.requestKits, { body: { kind: 'refill', ...(body as object) }, token });

  it('refuses an empty list, bad quantities and a part of another kit, naming the field', async () => {
    const project = await bridgeProject(1);
    const empty = await refill({ projectId: project.id, parts: [] });
    expect(empty.json().errors).toEqual([{ field: 'parts', message: supplyMessages.partsRequired }]);
    const bad = await refill({
      projectId: project.id,
      parts: [
        { partId: part('Ruler'), quantity: 0 },
        { partId: part('Ruler'), quantity: 2 },
      ],
    });
    expect(bad.json().errors).toEqual([
      { field: 'parts.0.quantity', message: supplyMessages.refillAtLeastOne },
      { field: 'parts.1.partId', message: supplyMessages.partTwice },
    ]);
    const [panel] = await t.database.db.select().from(kitParts).where(eq(kitParts.name, 'Solar panel'));
    const foreign = await refill({ projectId: project.id, parts: [{ partId: panel!.id, quantity: 2 }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ field: 'parts.0.partId', message: supplyMessages.partNotInKit('Solar panel') }]);
  });

  it('goes through the staff queue with its parts; delivery raises the parts, not kits or labels', async () => {
    const project = await bridgeProject(3);
    const created = await refill({
      projectId: project.id,
      parts: [
        { partId: part('Glue sticks'), quantity: 30 },
        { partId: part('Craft sticks'), quantity: 100 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const order = created.json() as KitOrder;
    expect(order).toMatchObject({ kind: 'refill', status: 'Requested', kits: 0, requestedKits: null });
    expect(order.parts).toEqual([
      { partId: part('Craft sticks'), name: 'Craft sticks', quantity: 100 },
      { partId: part('Glue sticks'), name: 'Glue sticks', quantity: 30 },
    ]);

    const queue = await admin.request(routes.staffKitOrders, { query: { kind: 'refill', limit: 50 } });
    expect(queue.statusCode, queue.body).toBe(200);
    const listed = (queue.json().items as StaffKitOrder[]).find((o) => o.id === order.id);
    expect(listed?.parts.map((p) => p.name)).toEqual(['Craft sticks', 'Glue sticks']);

    const approved = await admin.request(routes.moveKitOrder, { params: { id: order.id }, body: { status: 'Approved', version: order.version } });
    expect(approved.statusCode).toBe(200);
    const shipped = await admin.request(routes.moveKitOrder, {
      params: { id: order.id },
      body: { status: 'Shipped', version: approved.json().version, carrier: 'UPS', trackingReference: '1Z-REFILL' },
    });
    expect(shipped.statusCode).toBe(200);
    const version = shipped.json().version as number;

    const withKits = await apiCall(t.app, routes.confirmDelivery, { params: { id: order.id }, body: { version, kitsReceived: 1 }, token });
    expect(withKits.json().errors).toEqual([{ field: 'kitsReceived', message: supplyMessages.refillNoKits }]);
    const delivered = await apiCall(t.app, routes.confirmDelivery, { params: { id: order.id }, body: { version }, token });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ kind: 'refill', status: 'Delivered' });

    const s = await supplies(project.id);
    // Never counted: the starting figure (3 kits × 10) plus the 30 delivered, still "not counted".
    expect(figuresOf(s, 'Glue sticks')).toMatchObject({ onHand: 60, counted: false });
    expect(figuresOf(s, 'Craft sticks')).toMatchObject({ onHand: 220 });
    const detail = (await apiCall(t.app, routes.project, { params: { id: project.id }, token })).json() as ProjectDetail;
    expect(detail).toMatchObject({ kitsOnHand: 3, openRequests: 0 });
    expect(await t.database.db.select().from(kits).where(eq(kits.projectId, project.id))).toEqual([]);

    const mine = await apiCall(t.app, routes.myOrders, { query: { kind: 'refill', projectId: project.id }, token });
    expect((mine.json().items as KitOrder[]).map((o) => o.id)).toEqual([order.id]);
  });

  it('a request still needs its kits received', async () => {
    const project = await bridgeProject(0);
    const request = await insertOrder(t.database.db, { projectId: project.id, kind: 'request', status: 'Shipped', kits: 2 });
    const response = await apiCall(t.app, routes.confirmDelivery, { params: { id: request.id }, body: { version: request.version }, token });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'kitsReceived', message: 'Number is required' }]);
  });
});
