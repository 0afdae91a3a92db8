// PATCH /projects/orders/{id}/return-date: the district moves a checkout's Return Date while its
// kits are out, with a reason. The order's version grows, its timeline says from when to when and
// why, overdue follows the new day everywhere it is counted, and a reminder planned for the old
// day is not sent (one for the new day still is).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitMessages, utcDay, type KitOrder } from '@contract/projects';
import { fulfilmentMessages, type StaffKitOrder, type TimelineEntry } from '@contract/projects-fulfilment';
import { MAX_REASON_LENGTH } from '@contract/projects-fulfilment-messages';
import { routes } from '@contract/routes';
import { madeAtMessages } from '@contract/made-at';
import { jobs, sentReminders } from '@server/db/schema';
import { planReminders } from '@server/features/reminders/planner';
import { createAppJobRunner } from '@server/jobs/app-jobs';
import type { JobRunner } from '@server/jobs/runner';
import { addDays } from '@server/jobs/schedule';
import { ADMIN, coordinatorProject, insertOrder, riverbendProject, routeCaller, tokenOf } from '../helpers/kit-orders';
import { mailsTo } from '../helpers/mail';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';

const TODAY = utcDay();
let now = new Date(`${TODAY}T06:00:00.000Z`);
const setClock = (day: string) => (now = new Date(`${day}T06:00:00.000Z`));

let t: TestApp;
let coordinator: string;
let coordinatorId: string;
let admin: string;
let projectId: string;
let runner: JobRunner;
const call = routeCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const session = await signIn(t.app);
  coordinator = session.token.accessToken;
  coordinatorId = session.user.id;
  admin = await tokenOf(t.app, ADMIN);
  projectId = (await coordinatorProject(t.database.db, 'bridge-engineering', 10, 'Cedar Valley High School')).id;
  runner = createAppJobRunner({ db: t.app.db, mailer: t.app.mailer, publicUrl: 'http://portal.test', log: t.app.log, clock: () => now });
  // The demo's reminders due today go out first, so the runs below send only what a test set up.
  await runner.runDue();
});
afterAll(() => t.close());

/** A class checkout of the coordinator, out since 20 days ago, due back `returnOffset` days from today. */
async function checkout(returnOffset: number, name = 'Forest class') {
  const response = await call(coordinator, routes.requestKits, {
    body: {
      kind: 'checkout',
      projectId,
      checkoutName: name,
      startDate: addDays(TODAY, -20),
      returnDate: addDays(TODAY, returnOffset),
      totalStudents: 1,
      groupSize: 'one-to-one',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as KitOrder;
}
const move = (token: string, id: string, body: Record<string, unknown>) => call(token, routes.changeReturnDate, { params: { id }, body });
const timeline = async (id: string) =>
  ((await call(coordinator, routes.orderTimeline, { params: { id } })).json() as { items: TimelineEntry[] }).items;
const myOrder = async (id: string) =>
  ((await call(coordinator, routes.myOrders, { query: { projectId, limit: 50 } })).json() as { items: KitOrder[] }).items.find((o) => o.id === id)!;
const overdueQueue = async () =>
  ((await call(admin, routes.staffKitOrders, { query: { overdue: 'true', limit: 50 } })).json() as { items: StaffKitOrder[] }).items.map((o) => o.id);
const overdueReturns = async () =>
  ((await call(admin, routes.staffDashboard)).json() as { kitOrders: { overdueReturns: number } }).kitOrders.overdueReturns;

describe('moving a Return Date', () => {
  it('moves it, grows the version and puts the old and new day and the reason on the timeline', async () => {
    const order = await checkout(3);
    const response = await move(coordinator, order.id, {
      returnDate: addDays(TODAY, 10),
      reason: '  The class runs a week longer  ',
      version: order.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: order.id,
      returnDate: addDays(TODAY, 10),
      version: order.version + 1,
      status: 'Active',
      overdue: false,
    });

    const last = (await timeline(order.id)).at(-1)!;
    expect(last).toMatchObject({
      action: 'return-date-changed',
      status: null,
      reason: 'The class runs a week longer',
      returnDateBefore: addDays(TODAY, 3),
      returnDateAfter: addDays(TODAY, 10),
      actor: { staff: false },
    });
  });

  it('an overdue checkout moved to a later day is no longer overdue anywhere', async () => {
    const order = await checkout(-2, 'Late class');
    expect((await myOrder(order.id)).overdue).toBe(true);
    expect(await overdueQueue()).toContain(order.id);
    const before = await overdueReturns();

    expect((await move(coordinator, order.id, { returnDate: TODAY, reason: 'Kits come back today', version: order.version })).statusCode).toBe(200);
    expect((await myOrder(order.id)).overdue).toBe(false);
    expect(await overdueQueue()).not.toContain(order.id);
    expect(await overdueReturns()).toBe(before - 1);
  });

  it('refuses each field with its own message', async () => {
    const order = await checkout(3, 'Checked class');
    const expectField = async (body: Record<string, unknown>, field: string, message: string) => {
      const response = await move(coordinator, order.id, { returnDate: addDays(TODAY, 5), reason: 'Longer unit', version: order.version, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    };
    await expectField({ returnDate: undefined }, 'returnDate', kitMessages.returnDateRequired);
    await expectField({ returnDate: '2026-02-30' }, 'returnDate', kitMessages.dateInvalid);
    await expectField({ returnDate: '2100-01-01' }, 'returnDate', kitMessages.dateTooLate);
    await expectField({ returnDate: addDays(TODAY, -20) }, 'returnDate', kitMessages.returnDateAfterStart);
    await expectField({ returnDate: addDays(TODAY, -1) }, 'returnDate', fulfilmentMessages.returnDatePast);
    await expectField({ returnDate: addDays(TODAY, 3) }, 'returnDate', fulfilmentMessages.returnDateUnchanged);
    await expectField({ reason: '   ' }, 'reason', fulfilmentMessages.reasonRequired);
    await expectField({ reason: undefined }, 'reason', fulfilmentMessages.reasonRequired);
    await expectField({ reason: 'x'.repeat(MAX_REASON_LENGTH + 1) }, 'reason', fulfilmentMessages.reasonTooLong);
    await expectField({ version: undefined }, 'version', fulfilmentMessages.versionRequired);
    await expectField({ madeAt: 'yesterday' }, 'madeAt', madeAtMessages.invalid);
    expect((await myOrder(order.id)).returnDate).toBe(addDays(TODAY, 3));
  });

  it('refuses a stale version (409), and an order that is no longer out', async () => {
    const order = await checkout(3, 'Stale class');
    const stale = await move(coordinator, order.id, { returnDate: addDays(TODAY, 6), reason: 'Longer', version: order.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(fulfilmentMessages.staleOrder('Active'));

    // Staff cancel it meanwhile: the district's change, made on the old version, is refused.
    const cancelled = await call(admin, routes.moveKitOrder, {
      params: { id: order.id },
      body: { status: 'Cancelled', version: order.version, reason: 'Made twice' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await move(coordinator, order.id, { returnDate: addDays(TODAY, 6), reason: 'Longer', version: order.version })).statusCode).toBe(409);
    const now = await myOrder(order.id);
    expect(now).toMatchObject({ status: 'Cancelled', returnDate: addDays(TODAY, 3) });
    const refused = await move(coordinator, order.id, { returnDate: addDays(TODAY, 6), reason: 'Longer', version: now.version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(fulfilmentMessages.returnDateNotOut);

    const returned = await insertOrder(t.database.db, { projectId, kind: 'checkout', status: 'Returned', kits: 1, kitsReturned: 1 });
    expect((await move(coordinator, returned.id, { returnDate: addDays(TODAY, 6), reason: 'Longer', version: returned.version })).statusCode).toBe(
      409,
    );
    const request = await insertOrder(t.database.db, { projectId, status: 'Delivered', kits: 1 });
    expect((await move(coordinator, request.id, { returnDate: addDays(TODAY, 6), reason: 'Longer', version: request.version })).statusCode).toBe(409);
  });

  it("another district's order is not found (404), and programme staff may not (403)", async () => {
    const { project } = await riverbendProject(t.database.db);
    const theirs = await insertOrder(t.database.db, {
      projectId: project.id,
      kind: 'checkout',
      status: 'Active',
      kits: 1,
      returnDate: addDays(TODAY, 2),
      startDate: addDays(TODAY, -2),
    });
    const notFound = await move(coordinator, theirs.id, { returnDate: addDays(TODAY, 6), reason: 'Longer', version: theirs.version });
    expect(notFound.statusCode).toBe(404);

    const order = await checkout(3, 'Staff class');
    expect((await move(admin, order.id, { returnDate: addDays(TODAY, 6), reason: 'Longer', version: order.version })).statusCode).toBe(403);
    expect((await myOrder(order.id)).version).toBe(order.version);
  });

  it('is applied once when the outbox sends it again with the same key', async () => {
    const order = await checkout(3, 'Outbox class');
    const body = {
      returnDate: addDays(TODAY, 8),
      reason: 'Longer unit',
      version: order.version,
      madeAt: new Date(now.getTime() - 60_000).toISOString(),
    };
    const headers = { 'idempotency-key': 'abcdefabcdefabcdefabcdefabcdefab:7' };
    const first = await call(coordinator, routes.changeReturnDate, { params: { id: order.id }, body, headers });
    const again = await call(coordinator, routes.changeReturnDate, { params: { id: order.id }, body, headers });
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await timeline(order.id)).filter((e) => e.action === 'return-date-changed')).toHaveLength(1);
  });
});

describe('reminders after a move', () => {
  it('sends no overdue reminder for the old day, and one once the new day has passed', async () => {
    const order = await checkout(-1, 'Reminded class');
    // Planned for the old day before the move reaches the server.
    expect(await planReminders(t.app.db, now)).toBeGreaterThan(0);
    const moved = await move(coordinator, order.id, { returnDate: addDays(TODAY, 4), reason: 'Field trip week', version: order.version });
    expect(moved.statusCode).toBe(200);

    const before = mailsTo(t.dataDir, 'coordinator@example.org').length;
    await runner.runDue();
    const sent = mailsTo(t.dataDir, 'coordinator@example.org').slice(before);
    expect(sent.map((m) => m.subject)).not.toContain('Kits overdue: Reminded class');
    const [old] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `checkout-overdue:${order.id}:${addDays(TODAY, -1)}:${coordinatorId}`));
    expect(old).toMatchObject({ status: 'done', outcome: 'settled' });

    setClock(addDays(TODAY, 5));
    try {
      const later = mailsTo(t.dataDir, 'coordinator@example.org').length;
      await runner.runDue();
      const mails = mailsTo(t.dataDir, 'coordinator@example.org').slice(later);
      expect(mails.map((m) => m.subject)).toContain('Kits overdue: Reminded class');
      const rows = await t.database.db.select().from(sentReminders).where(eq(sentReminders.subjectId, order.id));
      expect(rows.filter((r) => r.kind === 'checkout-overdue').map((r) => r.key)).toEqual([
        `checkout-overdue:${order.id}:${addDays(TODAY, 4)}:${coordinatorId}`,
      ]);
    } finally {
      setClock(TODAY);
    }
  });
});
