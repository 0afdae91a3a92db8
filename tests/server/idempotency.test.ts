// Exactly-once outbox writes (docs/architecture.md §5, point 3): a write sent again with the same Idempotency-Key,
// one after the other or at the same moment, is applied once and answered identically; a key used
// for another request is refused; rejections are recorded, server errors are not.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionTask, ActionTaskList } from '@contract/action-tasks';
import { kitMessages, type KitOrder, type ProjectSummary } from '@contract/projects';
import { buildApp } from '@server/app';
import { actionTasks, inventoryCounts, kitOrders, kitReturns, processedMutations, projects } from '@server/db/schema';
import type { Tx } from '@server/db/connect';
import { requireAuth } from '@server/plugins/auth-guard';
import { conflict } from '@server/plugins/http-error';
import { idempotencyMessages, withIdempotency } from '@server/plugins/idempotency';
import { generateSecrets } from '@server/plugins/secrets';
import { COORDINATOR, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiCall, type CallOptions } from '../helpers/api-call';
import { districtIdOf, makePerson, makeProject, makeSchool, tokenFor } from '../helpers/factories';
import { apiPath, routes, type RouteDef } from '@contract/routes';

let t: TestApp;
let token: string;
let bridge: ProjectSummary;
let counted: ProjectSummary;
/** A project of the coordinator's district of the test's own, with 8 kits on hand: 3 more may be requested. */
let nearlyFull: { id: string };
/** The coordinator's district. */
let districtId: string;
let shippedOrder: KitOrder;
let pendingTask: ActionTask;

const CLIENT = 'device-A1b2C3d4';
let nextMutation = 1;
const newKey = () => `${CLIENT}:${nextMutation++}`;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token.accessToken;
  districtId = await districtIdOf(t.database.db, COORDINATOR.email);
  nearlyFull = await makeProject(t.database.db, await makeSchool(t.database.db, districtId), { kitsOnHand: 8 });
  const list = (await send(routes.projects)).json() as { items: ProjectSummary[] };
  bridge = list.items.find((p) => p.name === 'Bridge Engineering')!;
  // Counted: a project with no kits out on checkouts, so any count from 0 to 10 is taken.
  counted = list.items.find((p) => p.kitsCheckedOut === 0 && p.id !== nearlyFull.id)!;
  shippedOrder = ((await send(routes.myOrders, { query: { status: 'Shipped' } })).json() as { items: KitOrder[] }).items[0]!;
  pendingTask = ((await send(routes.actionTasks, { query: { limit: 1 } })).json() as ActionTaskList).items[0]!;
});
afterAll(() => t.close());

function send<R extends RouteDef>(
  route: R,
  options: Pick<CallOptions<R>, 'params' | 'query' | 'body'> = {},
  key?: string,
  as = token,
  app: FastifyInstance = t.app,
) {
  return apiCall(app, route, { ...options, token: as, headers: key ? { 'idempotency-key': key } : {} });
}

/** A write to send later: with a key, and as someone else or to another app when told. */
type Write = (key?: string, as?: string, app?: FastifyInstance) => Promise<LightMyRequestResponse>;
const writeTo =
  <R extends RouteDef>(route: R, options: Pick<CallOptions<R>, 'params' | 'body'>): Write =>
  (key, as, app) =>
    send(route, options, key, as, app);

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
    request: (kits: number) => writeTo(routes.onsiteInventory, { body: { projectId: counted.id, kitsOnHand: kits } }),
    applications: () => countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id)),
    state: async () => (await db().select().from(projects).where(eq(projects.id, counted.id)))[0]!,
  },
  'kits return': {
    request: () => writeTo(routes.returnKits, { body: { orderId: shippedOrder.id, kits: 1 } }),
    applications: () => countRows(kitReturns, eq(kitReturns.orderId, shippedOrder.id)),
    state: async () => (await db().select().from(kitOrders).where(eq(kitOrders.id, shippedOrder.id)))[0]!,
  },
  'checklist completion': {
    request: () => writeTo(routes.completeActionTask, { params: { id: pendingTask.id }, body: { isCompleted: true } }),
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
    const request = write.request(5);
    const first = await request(key);
    expect(first.statusCode).toBe(200);
    const applied = await write.state();
    const again = await request(key);
    expectSameAnswers([first, again], 200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await write.state()).toEqual(applied);
    if (before !== null) expect(await write.applications()).toBe(before + 1);
  });

  it('five copies at the same moment: applied once, five identical answers', async () => {
    if (name === 'checklist completion') await reopenTask();
    const before = await write.applications();
    const key = newKey();
    const request = write.request(6);
    const responses = await Promise.all(Array.from({ length: 5 }, () => request(key)));
    expectSameAnswers(responses, 200);
    if (before !== null) expect(await write.applications()).toBe(before + 1);
    const applied = await write.state();
    await request(key);
    expect(await write.state()).toEqual(applied);
  });

  it('a later session of the same user (expired token renewed, server restarted) gets the recorded answer', async () => {
    if (name === 'checklist completion') await reopenTask();
    const key = newKey();
    const request = write.request(4);
    const first = await request(key);
    const applied = await write.state();
    // A second app on the same database with new signing keys: as after a restart.
    const restarted = await buildApp({ config: t.app.config, database: t.database, secrets: generateSecrets() });
    try {
      const later = (await signIn(restarted)).token.accessToken;
      const again = await request(key, later, restarted);
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
    const task = { params: { id: pendingTask.id } };
    const completed = await send(routes.completeActionTask, { ...task, body: { isCompleted: true } }, completeKey);
    await send(routes.completeActionTask, { ...task, body: { isCompleted: false } }, newKey());
    const replay = await send(routes.completeActionTask, { ...task, body: { isCompleted: true } }, completeKey);
    expect(replay.body).toBe(completed.body);
    const [row] = await db().select().from(actionTasks).where(eq(actionTasks.id, pendingTask.id));
    expect(row!.completedAt).toBeNull();
  });

  it('is stored with the user, method, path and status', async () => {
    const key = newKey();
    const response = await send(routes.requestKits, { body: { projectId: bridge.id, requestedKits: 1 } }, key);
    expect(response.statusCode).toBe(201);
    const mutationId = Number(key.split(':')[1]);
    const [row] = await db()
      .select()
      .from(processedMutations)
      .where(and(eq(processedMutations.clientId, CLIENT), eq(processedMutations.mutationId, mutationId)));
    expect(row).toMatchObject({ method: 'POST', path: apiPath(routes.requestKits), statusCode: 201, response: response.json() });
    const again = await send(routes.requestKits, { body: { projectId: bridge.id, requestedKits: 1 } }, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(response.json().id);
  });
});

describe('rejections are recorded, so a repeat gets the same one', () => {
  it('a return refused with 409 stays refused after the order ships', async () => {
    const created = (await send(routes.requestKits, { body: { projectId: bridge.id, requestedKits: 1 } })).json() as KitOrder;
    const key = newKey();
    const refused = await send(routes.returnKits, { body: { orderId: created.id, kits: 1 } }, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(kitMessages.returnNotShipped);
    await db().update(kitOrders).set({ status: 'Shipped' }).where(eq(kitOrders.id, created.id));
    const again = await send(routes.returnKits, { body: { orderId: created.id, kits: 1 } }, key);
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe(refused.body);
    expect(await countRows(kitReturns, eq(kitReturns.orderId, created.id))).toBe(0);
  });

  it('a request refused with 400 over the limit stays refused after kits on hand drop', async () => {
    const key = newKey();
    const refused = await send(routes.requestKits, { body: { projectId: nearlyFull.id, requestedKits: 5 } }, key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('requestedKits');
    await db().update(projects).set({ kitsOnHand: 0 }).where(eq(projects.id, nearlyFull.id));
    const again = await send(routes.requestKits, { body: { projectId: nearlyFull.id, requestedKits: 5 } }, key);
    expect(again.statusCode).toBe(400);
    expect(again.body).toBe(refused.body);
  });
});

describe('the key itself', () => {
  it('used for another request (path, method, body or user) is refused with 422', async () => {
    const key = newKey();
    const first = await send(routes.onsiteInventory, { body: { projectId: counted.id, kitsOnHand: 3 } }, key);
    expect(first.statusCode).toBe(200);
    // Another person of the district (programme staff may not count a district's kits at all).
    const colleague = await tokenFor(t.app, await makePerson(t.database.db, { districtId }));
    const reuses = await Promise.all([
      send(routes.returnKits, { body: { orderId: shippedOrder.id, kits: 1 } }, key),
      send(routes.completeActionTask, { params: { id: pendingTask.id }, body: { isCompleted: true } }, key),
      send(routes.onsiteInventory, { body: { projectId: counted.id, kitsOnHand: 4 } }, key),
      send(routes.onsiteInventory, { body: { projectId: counted.id, kitsOnHand: 3 } }, key, colleague),
    ]);
    for (const response of reuses) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ statusCode: 422, message: idempotencyMessages.reused });
    }
    // The same body with its keys in another order is the same request.
    const reordered = await send(routes.onsiteInventory, { body: { kitsOnHand: 3, projectId: counted.id } }, key);
    expect(reordered.body).toBe(first.body);
  });

  it('malformed is refused with 400 naming the header, and nothing is applied', async () => {
    const before = await countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id));
    for (const key of ['nocolon', 'short:1', `${CLIENT}:0`, `${CLIENT}:-3`, `${CLIENT}:1.5`, `${CLIENT}:2147483648`, `bad client!:1`, `${CLIENT}:`]) {
      const response = await send(routes.onsiteInventory, { body: { projectId: counted.id, kitsOnHand: 2 } }, key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'Idempotency-Key', message: idempotencyMessages.malformed }]);
    }
    expect(await countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id))).toBe(before);
  });

  it('is optional: without it every write applies (online use)', async () => {
    const before = await countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id));
    const payload = { projectId: counted.id, kitsOnHand: 2 };
    const [a, b] = [await send(routes.onsiteInventory, { body: payload }), await send(routes.onsiteInventory, { body: payload })];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id))).toBe(before + 2);
  });
});

describe('inside the change', () => {
  // Routes of the test's own, registered below on a second app: not in the route table.
  const flaky = { method: 'POST', path: '/test/flaky' } as const satisfies RouteDef;
  const refuse = { method: 'POST', path: '/test/refuse' } as const satisfies RouteDef;
  let app: FastifyInstance;
  let attempts = 0;
  const countFor = (tx: Tx) => tx.insert(inventoryCounts).values({ projectId: counted.id, kitsOnHand: 1 });

  beforeAll(async () => {
    // A second app on the same database with two routes that fail on purpose.
    app = await buildApp({ config: t.app.config, database: t.database, secrets: generateSecrets() });
    app.post(apiPath(flaky), { preHandler: requireAuth }, (request, reply) =>
      withIdempotency(request, reply, async (tx) => {
        await countFor(tx);
        if (attempts++ === 0) throw new Error('the database went away');
        return { ok: true };
      }),
    );
    app.post(apiPath(refuse), { preHandler: requireAuth }, (request, reply) =>
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
    const failed = await send(flaky, { body: {} }, key, as, app);
    expect(failed.statusCode).toBe(500);
    expect(await mutation(key)).toBeUndefined();
    expect(await countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id))).toBe(before);

    const retried = await send(flaky, { body: {} }, key, as, app);
    expect(retried.statusCode).toBe(200);
    expect(await mutation(key)).toMatchObject({ statusCode: 200, response: { ok: true } });
    expect(await countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id))).toBe(before + 1);
  });

  it('a rejection is recorded while the change’s own writes are rolled back', async () => {
    const as = (await signIn(app)).token.accessToken;
    const before = await countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id));
    const key = newKey();
    const refused = await send(refuse, { body: {} }, key, as, app);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'Refused after writing' });
    expect(await mutation(key)).toMatchObject({ statusCode: 409 });
    expect(await countRows(inventoryCounts, eq(inventoryCounts.projectId, counted.id))).toBe(before);
  });
});
