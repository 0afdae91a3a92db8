// Exactly-once outbox writes (docs/architecture.md §5, point 3): a write sent again with the same Idempotency-Key,
// one after the other or at the same moment, is applied once and answered identically; a key used
// for another request is refused; rejections are recorded, server errors are not.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionTask, ActionTaskList } from '../../src/contract/action-tasks';
import { kitMessages, type KitOrder, type ProjectSummary } from '../../src/contract/projects';
import { buildApp } from '../../src/server/app';
import { actionTasks, inventoryCounts, kitOrders, kitReturns, processedMutations, projects } from '../../src/server/db/schema';
import type { Tx } from '../../src/server/db/connect';
import { requireAuth } from '../../src/server/plugins/auth-guard';
import { conflict } from '../../src/server/plugins/http-error';
import { idempotencyMessages, withIdempotency } from '../../src/server/plugins/idempotency';
import { generateSecrets } from '../../src/server/plugins/secrets';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { addPerson, districtNamed } from '../helpers/kit-orders';
import { apiPath, routes } from '../../src/contract/routes';
import { API_PREFIX } from '../../src/contract/constants';

let t: TestApp;
let token: string;
let bridge: ProjectSummary;
let counted: ProjectSummary;
let solar: ProjectSummary;
let shippedOrder: KitOrder;
let pendingTask: ActionTask;

const CLIENT = 'device-A1b2C3d4';
let nextMutation = 1;
const newKey = () => `${CLIENT}:${nextMutation++}`;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token.accessToken;
  const list = (await send('GET', '/projects')).json() as { items: ProjectSummary[] };
  bridge = list.items.find((p) => p.name === 'Bridge Engineering')!;
  solar = list.items.find((p) => p.name === 'Solar Car Challenge')!;
  // Counted: a project with no kits out on checkouts, so any count from 0 to 10 is taken.
  counted = list.items.find((p) => p.kitsCheckedOut === 0)!;
  shippedOrder = ((await send('GET', '/projects/orders?status=Shipped')).json() as { items: KitOrder[] }).items[0]!;
  pendingTask = ((await send('GET', '/action-tasks?limit=1')).json() as ActionTaskList).items[0]!;
});
afterAll(() => t.close());

function send(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, key?: string, as = token, app: FastifyInstance = t.app) {
  return app.inject({
    method,
    url: `${API_PREFIX}${url}`,
    headers: { ...bearer(as), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

const db = () => t.database.db;
const countRows = async (table: typeof inventoryCounts | typeof kitReturns, where: ReturnType<typeof eq>) =>
  Number(
    (
      await db()
        .select({ n: sql<number>`count(*)` })
        .from(table)
        .where(where)
    )[0]!.n,
  );

function expectSameAnswers(responses: LightMyRequestResponse[], statusCode: number) {
  for (const r of responses) {
    expect(r.statusCode).toBe(statusCode);
    expect(r.body).toBe(responses[0]!.body);
  }
  // Exactly one of them did the work; the others are marked as replays.
  expect(responses.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
}

/**
 * The three writes the outbox sends. `applications` counts rows each application adds, where one
 * does; `state` is what a repeat must leave exactly as the first application left it.
 */
const outboxWrites = {
  'onsite inventory': {
    request: (kits: number) => ['POST', '/projects/onsite-inventory-kits', { projectId: counted.id, kitsOnHand: kits }] as const,
    applications: () => countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id)),
    state: async () => (await db().select().from(projects).where(eq(projects.id, counted.id)))[0]!,
  },
  'kits return': {
    request: () => ['POST', '/projects/kits-return', { orderId: shippedOrder.id, kits: 1 }] as const,
    applications: () => countRows(kitReturns, eq(kitReturns.orderId, shippedOrder.id)),
    state: async () => (await db().select().from(kitOrders).where(eq(kitOrders.id, shippedOrder.id)))[0]!,
  },
  'checklist completion': {
    request: () => ['PATCH', `/action-tasks/${pendingTask.id}`, { isCompleted: true }] as const,
    // Completing twice adds no row, but every update through Drizzle stamps updated_at.
    applications: async () => null,
    state: async () => (await db().select().from(actionTasks).where(eq(actionTasks.id, pendingTask.id)))[0]!,
  },
};

describe.each(Object.entries(outboxWrites))('%s', (name, write) => {
  const reopenTask = () => db().update(actionTasks).set({ completedAt: null, completedById: null }).where(eq(actionTasks.id, pendingTask.id));

  it('sent twice with one key: applied once, the same answer twice', async () => {
    const before = await write.applications();
    const key = newKey();
    const [method, url, payload] = write.request(5);
    const first = await send(method, url, payload, key);
    expect(first.statusCode).toBe(200);
    const applied = await write.state();
    const again = await send(method, url, payload, key);
    expectSameAnswers([first, again], 200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await write.state()).toEqual(applied);
    if (before !== null) expect(await write.applications()).toBe(before + 1);
  });

  it('five copies at the same moment: applied once, five identical answers', async () => {
    if (name === 'checklist completion') await reopenTask();
    const before = await write.applications();
    const key = newKey();
    const [method, url, payload] = write.request(6);
    const responses = await Promise.all(Array.from({ length: 5 }, () => send(method, url, payload, key)));
    expectSameAnswers(responses, 200);
    if (before !== null) expect(await write.applications()).toBe(before + 1);
    const applied = await write.state();
    await send(method, url, payload, key);
    expect(await write.state()).toEqual(applied);
  });

  it('a later session of the same user (expired token renewed, server restarted) gets the recorded answer', async () => {
    if (name === 'checklist completion') await reopenTask();
    const key = newKey();
    const [method, url, payload] = write.request(4);
    const first = await send(method, url, payload, key);
    const applied = await write.state();
    // A second app on the same database with new signing keys: as after a restart.
    const restarted = await buildApp({ config: t.app.config, database: t.database, secrets: generateSecrets() });
    try {
      const later = (await signIn(restarted)).token.accessToken;
      const again = await send(method, url, payload, key, later, restarted);
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body).toBe(first.body);
      expect(await write.state()).toEqual(applied);
    } finally {
      await restarted.close();
    }
  });
});

describe('the recorded answer', () => {
  it('stands even when the state moved on: a replay changes nothing', async () => {
    const completeKey = newKey();
    await db().update(actionTasks).set({ completedAt: null, completedById: null }).where(eq(actionTasks.id, pendingTask.id));
    const completed = await send('PATCH', `/action-tasks/${pendingTask.id}`, { isCompleted: true }, completeKey);
    await send('PATCH', `/action-tasks/${pendingTask.id}`, { isCompleted: false }, newKey());
    const replay = await send('PATCH', `/action-tasks/${pendingTask.id}`, { isCompleted: true }, completeKey);
    expect(replay.body).toBe(completed.body);
    const [row] = await db().select().from(actionTasks).where(eq(actionTasks.id, pendingTask.id));
    expect(row!.completedAt).toBeNull();
  });

  it('is stored with the user, method, path and status', async () => {
    const key = newKey();
    const response = await send('POST', '/projects/kits-request', { projectId: bridge.id, requestedKits: 1 }, key);
    expect(response.statusCode).toBe(201);
    const mutationId = Number(key.split(':')[1]);
    const [row] = await db()
      .select()
      .from(processedMutations)
      .where(and(eq(processedMutations.clientId, CLIENT), eq(processedMutations.mutationId, mutationId)));
    expect(row).toMatchObject({ method: 'POST', path: apiPath(routes.requestKits), statusCode: 201, response: response.json() });
    const again = await send('POST', '/projects/kits-request', { projectId: bridge.id, requestedKits: 1 }, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(response.json().id);
  });
});

describe('rejections are recorded, so a repeat gets the same one', () => {
  it('a return refused with 409 stays refused after the order ships', async () => {
    const created = (await send('POST', '/projects/kits-request', { projectId: bridge.id, requestedKits: 1 })).json() as KitOrder;
    const key = newKey();
    const refused = await send('POST', '/projects/kits-return', { orderId: created.id, kits: 1 }, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(kitMessages.returnNotShipped);
    await db().update(kitOrders).set({ status: 'Shipped' }).where(eq(kitOrders.id, created.id));
    const again = await send('POST', '/projects/kits-return', { orderId: created.id, kits: 1 }, key);
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe(refused.body);
    expect(await countRows(kitReturns, eq(kitReturns.orderId, created.id))).toBe(0);
  });

  it('a request refused with 400 over the limit stays refused after kits on hand drop', async () => {
    const key = newKey();
    const refused = await send('POST', '/projects/kits-request', { projectId: solar.id, requestedKits: 5 }, key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('requestedKits');
    await db().update(projects).set({ kitsOnHand: 0 }).where(eq(projects.id, solar.id));
    const again = await send('POST', '/projects/kits-request', { projectId: solar.id, requestedKits: 5 }, key);
    expect(again.statusCode).toBe(400);
    expect(again.body).toBe(refused.body);
  });
});

describe('the key itself', () => {
  it('used for another request (path, method, body or user) is refused with 422', async () => {
    const key = newKey();
    const first = await send('POST', '/projects/onsite-inventory-kits', { projectId: counted.id, kitsOnHand: 3 }, key);
    expect(first.statusCode).toBe(200);
    // Another person of the district (programme staff may not count a district's kits at all).
    const district = await districtNamed(t.database.db, 'Cedar Valley Unified School District');
    await addPerson(t.database.db, 'colleague@cedarvalley.example', 'Other-pass1', { districtId: district.id });
    const colleague = (await signIn(t.app, { email: 'colleague@cedarvalley.example', password: 'Other-pass1' })).token.accessToken;
    const reuses = await Promise.all([
      send('POST', '/projects/kits-return', { orderId: shippedOrder.id, kits: 1 }, key),
      send('PATCH', `/action-tasks/${pendingTask.id}`, { isCompleted: true }, key),
      send('POST', '/projects/onsite-inventory-kits', { projectId: counted.id, kitsOnHand: 4 }, key),
      send('POST', '/projects/onsite-inventory-kits', { projectId: counted.id, kitsOnHand: 3 }, key, colleague),
    ]);
    for (const response of reuses) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ statusCode: 422, message: idempotencyMessages.reused });
    }
    // The same body with its keys in another order is the same request.
    const reordered = await send('POST', '/projects/onsite-inventory-kits', { kitsOnHand: 3, projectId: counted.id }, key);
    expect(reordered.body).toBe(first.body);
  });

  it('malformed is refused with 400 naming the header, and nothing is applied', async () => {
    const before = await countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id));
    for (const key of ['nocolon', 'short:1', `${CLIENT}:0`, `${CLIENT}:-3`, `${CLIENT}:1.5`, `${CLIENT}:2147483648`, `bad client!:1`, `${CLIENT}:`]) {
      const response = await send('POST', '/projects/onsite-inventory-kits', { projectId: counted.id, kitsOnHand: 2 }, key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'Idempotency-Key', message: idempotencyMessages.malformed }]);
    }
    expect(await countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id))).toBe(before);
  });

  it('is optional: without it every write applies (online use)', async () => {
    const before = await countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id));
    const payload = { projectId: counted.id, kitsOnHand: 2 };
    const [a, b] = [await send('POST', '/projects/onsite-inventory-kits', payload), await send('POST', '/projects/onsite-inventory-kits', payload)];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id))).toBe(before + 2);
  });
});

describe('inside the change', () => {
  let app: FastifyInstance;
  let attempts = 0;
  const countFor = (tx: Tx) => tx.insert(inventoryCounts).values({ projectId: counted.id, kitsOnHand: 1 });

  beforeAll(async () => {
    // A second app on the same database with two routes that fail on purpose.
    app = await buildApp({ config: t.app.config, database: t.database, secrets: generateSecrets() });
    app.post(`${API_PREFIX}/test/flaky`, { preHandler: requireAuth }, (request, reply) =>
      withIdempotency(request, reply, async (tx) => {
        await countFor(tx);
        if (attempts++ === 0) throw new Error('the database went away');
        return { ok: true };
      }),
    );
    app.post(`${API_PREFIX}/test/refuse`, { preHandler: requireAuth }, (request, reply) =>
      withIdempotency(request, reply, async (tx) => {
        await countFor(tx);
        throw conflict('Refused after writing');
      }),
    );
  });
  afterAll(() => app.close());

  const mutation = async (key: string) =>
    (
      await db()
        .select()
        .from(processedMutations)
        .where(and(eq(processedMutations.clientId, CLIENT), eq(processedMutations.mutationId, Number(key.split(':')[1]))))
    )[0];

  it('a server error is not recorded and leaves nothing: the retry applies', async () => {
    const as = (await signIn(app)).token.accessToken;
    const before = await countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id));
    const key = newKey();
    const failed = await send('POST', '/test/flaky', {}, key, as, app);
    expect(failed.statusCode).toBe(500);
    expect(await mutation(key)).toBeUndefined();
    expect(await countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id))).toBe(before);

    const retried = await send('POST', '/test/flaky', {}, key, as, app);
    expect(retried.statusCode).toBe(200);
    expect(await mutation(key)).toMatchObject({ statusCode: 200, response: { ok: true } });
    expect(await countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id))).toBe(before + 1);
  });

  it('a rejection is recorded while the change’s own writes are rolled back', async () => {
    const as = (await signIn(app)).token.accessToken;
    const before = await countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id));
    const key = newKey();
    const refused = await send('POST', '/test/refuse', {}, key, as, app);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'Refused after writing' });
    expect(await mutation(key)).toMatchObject({ statusCode: 409 });
    expect(await countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id))).toBe(before);
  });
});
