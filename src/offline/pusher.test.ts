// The pusher against the real API over real HTTP (tests/helpers/outbox-harness.ts): entries go in
// each entity's order, several in a batch (POST /changes) or one to its own endpoint, different
// entities side by side, each with Idempotency-Key clientId:mutationId; a lost answer is resent and applied once; a refusal lands in Needs
// attention; a 401 renews then retries; another user's entries are never sent; concurrent pushes
// send each entry once.
import 'fake-indexeddb/auto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KitOrder, ProjectSummary } from '@contract/projects';
import {
  demoData,
  networkBetween,
  projectDetail,
  resetDeviceDatabase,
  startApiServer,
  taskById,
  type ApiServer,
} from '../../tests/helpers/outbox-harness';
import { districtIdOf, makeProject, makeSchool } from '../../tests/helpers/factories';
import { COORDINATOR } from '../../tests/helpers/test-app';
import { db } from './db';
import type { OutboxKind } from './mutations';
import { pendingReturns } from './local-values';
import { getSnapshot, queueMutation, resendRejected } from './outbox';
import { startPusher, type PusherOptions } from './pusher';
import { getSyncStatus } from './sync-status';
import { apiPath, routes } from '@contract/routes';

let server: ApiServer;
let projects: ProjectSummary[];
let returnable: KitOrder[];
let taskIds: string[];

beforeAll(async () => {
  server = await startApiServer();
  ({ projects, returnable } = await demoData(server));
  taskIds = (await demoData(server)).tasks.map((t) => t.id);
});
afterAll(() => server.close());
beforeEach(resetDeviceDatabase);
// A pusher left running would pick up the next test's entries (queueMutation nudges every pusher).
const started: { stop(): void }[] = [];
afterEach(() => started.splice(0).forEach((p) => p.stop()));
const task = (i: number) => taskIds[i % taskIds.length]!;

function pusherWith(overrides: Partial<PusherOptions> = {}) {
  let token: string | null = server.token;
  const options: PusherOptions = {
    baseUrl: server.baseUrl,
    getAccessToken: () => token,
    renewSession: async () => false,
    onSessionLost: () => undefined,
    userId: () => server.userId,
    pushOnStart: false,
    ...overrides,
  };
  const pusher = startPusher(options);
  started.push(pusher);
  return { pusher, setToken: (next: string | null) => (token = next) };
}

const queue = <K extends OutboxKind>(kind: K, payload: Parameters<typeof queueMutation<K>>[0]['payload']) =>
  queueMutation({ userId: server.userId, kind, payload });

describe('sending', () => {
  it('sends every entry in seq order with its idempotency key: several in one batch, one to its spec endpoint', async () => {
    const project = projects[0]!;
    const before = (await projectDetail(server, project.id)).inventoryCounts.length;
    const net = networkBetween();
    const a = await queue('inventory', { projectId: project.id, kitsOnHand: 3 });
    const b = await queue('task-completion', { taskId: task(0), isCompleted: true });
    const c = await queue('inventory', { projectId: project.id, kitsOnHand: 6 });
    const { pusher } = pusherWith({ fetch: net.fetch });
    const result = await pusher.pushNow();

    expect(result).toMatchObject({ outcome: 'done', synced: 3, rejected: 0, remaining: 0 });
    expect(net.requests).toEqual([`POST ${apiPath(routes.sendChanges)}`]);
    expect(net.sent.map((r) => [r.method, r.path, r.key, r.body])).toEqual([
      ['POST', apiPath(routes.onsiteInventory), `${a.clientId}:1`, { projectId: project.id, kitsOnHand: 3, madeAt: a.payload.madeAt }],
      ['PATCH', apiPath(routes.completeActionTask, { id: task(0) }), `${b.clientId}:2`, { isCompleted: true }],
      ['POST', apiPath(routes.onsiteInventory), `${c.clientId}:3`, { projectId: project.id, kitsOnHand: 6, madeAt: c.payload.madeAt }],
    ]);
    const detail = await projectDetail(server, project.id);
    expect(detail.kitsOnHand).toBe(6);
    // The history has the two counts, newest first, in the order they were made.
    expect(detail.inventoryCounts.length).toBe(Math.min(before + 2, 10));
    expect(detail.inventoryCounts.slice(0, 2).map((c) => c.kitsOnHand)).toEqual([6, 3]);
    expect((await taskById(server, task(0), true))?.isCompleted).toBe(true);

    // Synced entries keep the server's answer, which is also the entity's new snapshot.
    const synced = await db.outbox.get(c.seq);
    expect(synced).toMatchObject({ status: 'synced', response: { id: project.id, kitsOnHand: 6 } });
    expect((await getSnapshot<ProjectSummary>(`project:${project.id}`))?.value.kitsOnHand).toBe(6);

    // One change alone goes to its own endpoint, with the key in its header.
    const d = await queue('inventory', { projectId: project.id, kitsOnHand: 7 });
    expect(await pusher.pushNow()).toMatchObject({ outcome: 'done', synced: 1 });
    pusher.stop();
    expect(net.requests.slice(1)).toEqual([`POST ${apiPath(routes.onsiteInventory)}`]);
    expect(net.sent.at(-1)).toEqual({
      method: 'POST',
      path: apiPath(routes.onsiteInventory),
      key: `${d.clientId}:4`,
      body: { projectId: project.id, kitsOnHand: 7, madeAt: d.payload.madeAt },
    });
  });

  it('sends the moment a change was made, and the server records the count at it', async () => {
    // Counted two minutes before the connection came back (an injected clock), on a project never
    // counted before (the server never dates a count before the one before it).
    const madeAt = Date.now() - 120_000;
    const db = server.t.database.db;
    const project = await makeProject(db, await makeSchool(db, await districtIdOf(db, COORDINATOR.email)));
    const entry = await queueMutation({ userId: server.userId, kind: 'inventory', payload: { projectId: project.id, kitsOnHand: 4 } }, madeAt);
    const net = networkBetween();
    const { pusher } = pusherWith({ fetch: net.fetch });
    expect(await pusher.pushNow()).toMatchObject({ outcome: 'done', synced: 1 });
    expect(net.sent.map((r) => r.body)).toEqual([{ projectId: project.id, kitsOnHand: 4, madeAt: new Date(madeAt).toISOString() }]);
    expect(entry.payload.madeAt).toBe(new Date(madeAt).toISOString());
    const detail = await projectDetail(server, project.id);
    expect(detail.inventoryCounts[0]).toMatchObject({ kitsOnHand: 4, countedAt: new Date(madeAt).toISOString() });
    expect(detail.lastCountedAt).toBe(new Date(madeAt).toISOString());
  });

  it('sends each entry on its own when the server takes no batches', async () => {
    const project = projects[1]!;
    const net = networkBetween((first) => (first.batch !== undefined ? { status: 404 } : null));
    const a = await queue('inventory', { projectId: project.id, kitsOnHand: 1 });
    const b = await queue('task-completion', { taskId: task(7), isCompleted: true });
    const { pusher } = pusherWith({ fetch: net.fetch });
    expect(await pusher.pushNow()).toMatchObject({ outcome: 'done', synced: 2, rejected: 0 });
    pusher.stop();
    expect(net.requests).toEqual([
      `POST ${apiPath(routes.sendChanges)}`,
      `POST ${apiPath(routes.onsiteInventory)}`,
      `PATCH ${apiPath(routes.completeActionTask, { id: task(7) })}`,
    ]);
    expect(net.delivered.map((r) => r.key)).toEqual([`${a.clientId}:${a.mutationId}`, `${b.clientId}:${b.mutationId}`]);
    expect((await projectDetail(server, project.id)).kitsOnHand).toBe(1);
  });

  it('answers each entry of a batch on its own: one refused, the others synced, one the server failed on sent again', async () => {
    const [p0, p1] = projects;
    const refused = await queue('inventory', { projectId: crypto.randomUUID(), kitsOnHand: 1 });
    const fine = await queue('inventory', { projectId: p0!.id, kitsOnHand: 2 });
    const failing = await queue('count-session', {
      id: crypto.randomUUID(),
      schoolId: p1!.school.id,
      startedAt: '2026-03-02T09:00:00.000Z',
      finishedAt: '2026-03-02T09:10:00.000Z',
      projects: [{ projectId: p1!.id, expected: 0, found: 1, missing: 0, scanned: 1, tapped: 0 }],
      unexpected: [],
    });
    const after = await queue('task-completion', { taskId: task(8), isCompleted: true });
    // The server fails on the session record (as a broken disk would); what follows it is not tried.
    const database = server.t.database.db;
    await database.execute(
      sql`create or replace function refuse_session_writes() returns trigger language plpgsql as $$ begin raise exception 'disk trouble'; end $$`,
    );
    await database.execute(
      sql`create trigger refuse_session_writes before insert on count_sessions for each row execute function refuse_session_writes()`,
    );
    const net = networkBetween();
    const { pusher } = pusherWith({ fetch: net.fetch });
    try {
      expect(await pusher.pushNow()).toMatchObject({ outcome: 'retry', synced: 1, rejected: 1 });
    } finally {
      pusher.stop();
      await database.execute(sql`drop trigger refuse_session_writes on count_sessions`);
    }
    expect(await db.outbox.get(refused.seq)).toMatchObject({ status: 'rejected', rejection: { status: 404 } });
    expect(await db.outbox.get(fine.seq)).toMatchObject({ status: 'synced' });
    expect(await db.outbox.get(failing.seq)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('(500)') });
    expect(await db.outbox.get(after.seq)).toMatchObject({ status: 'pending' });
    expect(net.requests).toEqual([`POST ${apiPath(routes.sendChanges)}`]);
    expect((await projectDetail(server, p0!.id)).kitsOnHand).toBe(2);
  });

  it('applies a change once when its answer was lost and it is sent again', async () => {
    const project = projects[1]!;
    const countsBefore = (await projectDetail(server, project.id)).inventoryCounts;
    let lose = true;
    const net = networkBetween(() => (lose ? ((lose = false), 'lose-answer') : null));
    const entry = await queue('inventory', { projectId: project.id, kitsOnHand: 2 });
    const { pusher } = pusherWith({ fetch: net.fetch });

    expect((await pusher.pushNow()).outcome).toBe('retry');
    expect((await db.outbox.get(entry.seq))?.status).toBe('pending');
    expect((await pusher.pushNow()).outcome).toBe('done');
    pusher.stop();

    expect(net.delivered.map((r) => r.key)).toEqual([`${entry.clientId}:${entry.mutationId}`, `${entry.clientId}:${entry.mutationId}`]);
    const counts = (await projectDetail(server, project.id)).inventoryCounts;
    // Delivered twice, counted once.
    expect(counts.filter((c) => !countsBefore.some((b) => b.id === c.id))).toHaveLength(1);
    expect((await db.outbox.get(entry.seq))?.status).toBe('synced');
  });

  it("never sends another user's entries with this user's token", async () => {
    const net = networkBetween();
    const theirs = await queueMutation({ userId: 'another-user', kind: 'inventory', payload: { projectId: projects[0]!.id, kitsOnHand: 1 } });
    const mine = await queue('task-completion', { taskId: task(1), isCompleted: true });
    const { pusher } = pusherWith({ fetch: net.fetch });
    const result = await pusher.pushNow();
    pusher.stop();
    expect(result).toMatchObject({ outcome: 'done', synced: 1 });
    expect(net.sent.map((r) => r.key)).toEqual([`${mine.clientId}:${mine.mutationId}`]);
    expect((await db.outbox.get(theirs.seq))?.status).toBe('pending');
  });
});

describe('several at once', () => {
  /** A network that takes a while and records what was on its way together (a batch's entities travel together). */
  function slowNetwork() {
    const onTheWay = new Map<string, number>();
    const log = { most: 0, largest: 0, sameEntityTogether: false, returnBesideOthers: false };
    let total = 0;
    let returnOnTheWay = false;
    const fetchImpl: typeof fetch = async (input, init) => {
      const body = JSON.parse(String(init?.body)) as {
        projectId?: string;
        orderId?: string;
        changes?: { path: string; body: { projectId?: string; orderId?: string } }[];
      };
      const changes = body.changes ?? [{ path: new URL(String(input)).pathname, body }];
      const entities = new Set(changes.map((change) => change.body.projectId ?? change.body.orderId ?? change.path));
      const isReturn = changes.some((change) => change.body.orderId !== undefined);
      if (isReturn ? total > 0 || changes.length > 1 : returnOnTheWay) log.returnBesideOthers = true;
      for (const entity of entities) if ((onTheWay.get(entity) ?? 0) > 0) log.sameEntityTogether = true;
      total += 1;
      returnOnTheWay ||= isReturn;
      log.most = Math.max(log.most, total);
      log.largest = Math.max(log.largest, changes.length);
      for (const entity of entities) onTheWay.set(entity, (onTheWay.get(entity) ?? 0) + 1);
      try {
        await new Promise((resolve) => setTimeout(resolve, 15));
        return await fetch(input, init);
      } finally {
        total -= 1;
        if (isReturn) returnOnTheWay = false;
        for (const entity of entities) onTheWay.set(entity, onTheWay.get(entity)! - 1);
      }
    };
    return { fetch: fetchImpl, log };
  }

  it('sends different entities side by side, one entity in order, and the server ends as if one by one', async () => {
    const net = slowNetwork();
    const last = new Map<string, number>();
    for (let i = 0; i < 18; i++) {
      const project = projects[i % projects.length]!;
      last.set(project.id, (i * 5) % 11);
      await queue('inventory', { projectId: project.id, kitsOnHand: (i * 5) % 11 });
      if (i % 3 === 2) await queue('task-completion', { taskId: task(i), isCompleted: i % 2 === 0 });
    }
    // Small batches, so that several requests are on their way at once.
    const { pusher } = pusherWith({ fetch: net.fetch, limits: { batchSize: 4 } });
    const result = await pusher.pushNow();
    pusher.stop();

    expect(result).toMatchObject({ outcome: 'done', synced: 24, remaining: 0 });
    expect(net.log.most).toBeGreaterThan(1);
    expect(net.log.largest).toBe(4);
    expect(net.log.sameEntityTogether).toBe(false);
    for (const [projectId, kits] of last) expect((await projectDetail(server, projectId)).kitsOnHand).toBe(kits);
  });

  it('sends a kit return alone, after what came before it and before what comes after', async () => {
    const net = slowNetwork();
    const order = returnable[returnable.length - 1]!;
    for (const project of projects) await queue('inventory', { projectId: project.id, kitsOnHand: 4 });
    await queue('kits-return', { orderId: order.id, kits: 1 });
    for (const project of projects) await queue('inventory', { projectId: project.id, kitsOnHand: 5 });
    const { pusher } = pusherWith({ fetch: net.fetch, limits: { batchSize: 1 } });
    expect(await pusher.pushNow()).toMatchObject({ outcome: 'done', synced: projects.length * 2 + 1 });
    pusher.stop();
    expect(net.log.most).toBeGreaterThan(1);
    expect(net.log.returnBesideOthers).toBe(false);
  });
});

describe('refusals', () => {
  it("rejects a 4xx entry with the server's reason, rolls its overlay back, and goes on with the next", async () => {
    const order = returnable[0]!;
    const tooMany = await queue('kits-return', { orderId: order.id, kits: Math.min(order.kitsOutstanding + 1, 10) });
    const next = await queue('task-completion', { taskId: task(2), isCompleted: true });
    expect(await pendingReturns(order.id, server.userId)).toBe(Math.min(order.kitsOutstanding + 1, 10));

    const { pusher } = pusherWith();
    const result = await pusher.pushNow();
    expect(result).toMatchObject({ outcome: 'done', synced: 1, rejected: 1 });

    const rejected = await db.outbox.get(tooMany.seq);
    expect(rejected?.status).toBe('rejected');
    expect(rejected?.rejection).toMatchObject({ status: 400, message: expect.stringContaining('you can return at most') });
    expect(rejected?.rejection?.fieldErrors?.[0]?.field).toBe('kits');
    expect(await pendingReturns(order.id, server.userId)).toBe(0);
    expect((await db.outbox.get(next.seq))?.status).toBe('synced');

    // Edit and resend: a new mutation id, and this time the server takes it.
    const resent = await resendRejected(tooMany, { orderId: order.id, kits: 1 });
    expect(resent.mutationId).toBeGreaterThan(tooMany.mutationId);
    expect((await pusher.pushNow()).synced).toBe(1);
    pusher.stop();
    const orders = (await server.get<{ items: KitOrder[] }>('/projects/orders?limit=50')).items;
    expect(orders.find((o) => o.id === order.id)?.kitsReturned).toBe(order.kitsReturned + 1);
  });
});

describe('sessions', () => {
  it('renews on a 401 and retries the same entry', async () => {
    const renew = vi.fn(async () => {
      control.setToken(server.token);
      return true;
    });
    const entry = await queue('task-completion', { taskId: task(3), isCompleted: true });
    const control = pusherWith({ renewSession: renew });
    control.setToken('expired.token.value');
    const result = await control.pusher.pushNow();
    control.pusher.stop();
    expect(renew).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ outcome: 'done', synced: 1 });
    expect((await db.outbox.get(entry.seq))?.status).toBe('synced');
  });

  it('keeps the entries and asks for sign-in once when renewal fails; a new sign-in resumes the queue', async () => {
    const lost = vi.fn();
    const net = networkBetween();
    const entry = await queue('task-completion', { taskId: task(4), isCompleted: true });
    const control = pusherWith({ fetch: net.fetch, onSessionLost: lost, renewSession: async () => false });
    control.setToken('expired.token.value');

    expect((await control.pusher.pushNow()).outcome).toBe('session-lost');
    expect(lost).toHaveBeenCalledTimes(1);
    expect((await db.outbox.get(entry.seq))?.status).toBe('pending');
    expect(await getSyncStatus(server.userId)).toMatchObject({ waiting: 1, needsSignIn: true });
    // The same dead token is not tried again by every trigger.
    expect((await control.pusher.pushNow()).outcome).toBe('session-lost');
    expect(net.sent).toHaveLength(1);

    control.setToken(server.token);
    expect(await control.pusher.pushNow()).toMatchObject({ outcome: 'done', synced: 1 });
    control.pusher.stop();
    expect((await db.outbox.get(entry.seq))?.status).toBe('synced');
  });
});

describe("the service worker's pusher", () => {
  it('leaves a 401 to the page: no renewal, no "sign in again", the entry waits', async () => {
    const renew = vi.fn(async () => true);
    const entry = await queue('task-completion', { taskId: task(5), isCompleted: true });
    const control = pusherWith({ renewSession: renew, ownsSession: false, listenToEnvironment: false });
    control.setToken('expired.token.value');
    expect((await control.pusher.pushNow()).outcome).toBe('session-lost');
    expect(renew).not.toHaveBeenCalled();
    expect((await db.outbox.get(entry.seq))?.status).toBe('pending');
    expect(await getSyncStatus(server.userId)).toMatchObject({ waiting: 1, needsSignIn: false });
  });
});

describe('one pusher at a time', () => {
  it('sends each entry exactly once while two "tabs" push concurrently and repeatedly', async () => {
    const project = projects.at(-1)!;
    const net = networkBetween();
    const entries = [];
    for (let i = 0; i < 20; i++) entries.push(await queue('inventory', { projectId: project.id, kitsOnHand: i % 11 }));
    // Both start with the app-start push, then get pushed from every side at once.
    const tabA = pusherWith({ fetch: net.fetch, pushOnStart: true });
    const tabB = pusherWith({ fetch: net.fetch, pushOnStart: true });
    await Promise.all([tabA.pusher.pushNow(), tabB.pusher.pushNow(), tabA.pusher.pushNow(), tabB.pusher.pushNow(), tabA.pusher.pushNow()]);
    tabA.pusher.stop();
    tabB.pusher.stop();
    const keys = net.sent.map((r) => r.key);
    expect(keys).toHaveLength(20);
    expect(new Set(keys).size).toBe(20);
    expect(keys).toEqual(entries.map((e) => `${e.clientId}:${e.mutationId}`));
    expect((await projectDetail(server, project.id)).kitsOnHand).toBe(19 % 11);
  });

  it('pushes an entry left "syncing" by a pusher that died mid-request', async () => {
    const entry = await queue('task-completion', { taskId: task(5), isCompleted: true });
    await db.outbox.update(entry.seq, { status: 'syncing' });
    const { pusher } = pusherWith();
    expect((await pusher.pushNow()).synced).toBe(1);
    pusher.stop();
  });

  it('is nudged by queueMutation: a change queued while online goes without anyone calling pushNow', async () => {
    const { pusher } = pusherWith();
    const entry = await queue('task-completion', { taskId: task(6), isCompleted: true });
    await expect.poll(async () => (await db.outbox.get(entry.seq))?.status, { timeout: 10_000 }).toBe('synced');
    pusher.stop();
  });
});
