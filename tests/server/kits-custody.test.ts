// Checkouts and returns by kit: POST /projects/kits-request (checkout) with `kitCodes` or
// `pickKits`, POST /projects/kits-return with `kitCodes` and `conditions`; each refusal names the
// code, a kit is out on one checkout at a time even under concurrency, and a replay arrives once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { custodyMessages } from '@contract/kit-custody-messages';
import type { KitCodesResponse } from '@contract/kits';
import { kitMessages, type KitOrder, type ProjectSummary } from '@contract/projects';
import { routes } from '@contract/routes';
import { kitCustody, kitOrders, kits } from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { districtIdOf, makeProject, makeSchool } from '../helpers/factories';
import { riverbendProject } from '../helpers/kit-orders';
import { ADMIN, callerFor } from '../helpers/staff';
import { COORDINATOR, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let school: { id: string; districtId: string };
/** A project of another district (Riverbend) with one labelled kit. */
let theirs: { projectId: string; code: string };

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token.accessToken;
  school = await makeSchool(t.database.db, await districtIdOf(t.database.db, COORDINATOR.email));
  const { project } = await riverbendProject(t.database.db, 1);
  await t.database.db.insert(kits).values({ projectId: project.id, seq: 1, code: 'ZZZ-RIV-01' });
  theirs = { projectId: project.id, code: 'ZZZ-RIV-01' };
});
afterAll(() => t.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A new project of the coordinator's with kits on hand, and its kit codes (labelled by GET /kits). */
async function labelledProject(kitsOnHand = 5) {
  const project = await makeProject(t.database.db, school, { kitsOnHand });
  const answer = await apiCall(t.app, routes.kitCodes, { token, query: { projectId: project.id } });
  expect(answer.statusCode).toBe(200);
  const codes = (answer.json() as KitCodesResponse).items.map((kit) => kit.code);
  expect(codes).toHaveLength(kitsOnHand);
  return { projectId: project.id, codes };
}

/** A checkout of `students` one-to-one students (so that many kits), with extra fields. */
const checkoutBody = (projectId: string, students: number, extra: Record<string, unknown> = {}) => ({
  kind: 'checkout',
  projectId,
  checkoutName: 'Grade 6',
  startDate: day(0),
  returnDate: day(14),
  totalStudents: students,
  groupSize: 'one-to-one',
  ...extra,
});

const checkout = (body: unknown, headers: Record<string, string> = {}) => apiCall(t.app, routes.requestKits, { token, body, headers });
const giveBack = (body: unknown, headers: Record<string, string> = {}) => apiCall(t.app, routes.returnKits, { token, body, headers });
const project = async (id: string) => (await apiCall(t.app, routes.project, { params: { id }, token })).json() as ProjectSummary;

describe('checkout by code', () => {
  it('takes the named kits out: the order lists them and the figures count them', async () => {
    const { projectId, codes } = await labelledProject(5);
    // Typed as a person or a scanner would: lower case, spaces.
    const response = await checkout(checkoutBody(projectId, 2, { kitCodes: [` ${codes[3]!.toLowerCase()} `, codes[1]] }));
    expect(response.statusCode).toBe(201);
    const order = response.json() as KitOrder;
    expect(order).toMatchObject({ kind: 'checkout', status: 'Active', kits: 2, kitsOutstanding: 2, kitCodesOut: [codes[1], codes[3]] });
    expect(await project(projectId)).toMatchObject({ kitsOnHand: 5, kitsCheckedOut: 2, kitsAvailable: 3 });
  });

  it('refuses each bad code by name and place: unknown, another project, retired, listed twice', async () => {
    const { projectId, codes } = await labelledProject(4);
    const other = await labelledProject(2);
    const [retired] = await t.database.db.update(kits).set({ status: 'retired' }).where(eq(kits.code, codes[3]!)).returning({ code: kits.code });
    const response = await checkout(checkoutBody(projectId, 3, { kitCodes: ['NOPE-XX-01', other.codes[0], retired!.code] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'kitCodes.0', message: custodyMessages.unknown('NOPE-XX-01') },
      { field: 'kitCodes.1', message: custodyMessages.otherProject(other.codes[0]!) },
      { field: 'kitCodes.2', message: custodyMessages.retired(codes[3]!) },
    ]);
    const twice = await checkout(checkoutBody(projectId, 2, { kitCodes: [codes[0], codes[0]!.toLowerCase()] }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([{ field: 'kitCodes.1', message: custodyMessages.listedTwice(codes[0]!) }]);
    // Nothing went out.
    expect(await project(projectId)).toMatchObject({ kitsCheckedOut: 0, activeCheckouts: 0 });
  });

  it('refuses a kit of another district as unknown, revealing nothing of it', async () => {
    const { projectId } = await labelledProject(2);
    const response = await checkout(checkoutBody(projectId, 1, { kitCodes: [theirs.code] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'kitCodes.0', message: custodyMessages.unknown(theirs.code) }]);
  });

  it('refuses a kit already out with the checkout it is out with (409), and a number of codes the class does not need', async () => {
    const { projectId, codes } = await labelledProject(4);
    expect((await checkout(checkoutBody(projectId, 1, { kitCodes: [codes[0]] }))).statusCode).toBe(201);
    const again = await checkout(checkoutBody(projectId, 2, { checkoutName: 'Grade 7', kitCodes: [codes[1], codes[0]] }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ field: 'kitCodes.1', message: custodyMessages.alreadyOut(codes[0]!, 'Grade 6') }]);
    const mismatch = await checkout(checkoutBody(projectId, 3, { kitCodes: [codes[1], codes[2]] }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([{ field: 'kitCodes', message: custodyMessages.codesForGroups(3) }]);
    const kitsNeeded = await checkout(checkoutBody(projectId, 2, { kitsNeeded: 3, kitCodes: [codes[1], codes[2]] }));
    expect(kitsNeeded.statusCode).toBe(400);
    expect(kitsNeeded.json().errors).toEqual([{ field: 'kitsNeeded', message: kitMessages.kitsNeededMismatch(2) }]);
  });

  it('lets one of two concurrent checkouts of the same kit win; the other is refused', async () => {
    const { projectId, codes } = await labelledProject(3);
    const answers = await Promise.all([
      checkout(checkoutBody(projectId, 1, { checkoutName: 'Class A', kitCodes: [codes[2]] })),
      checkout(checkoutBody(projectId, 1, { checkoutName: 'Class B', kitCodes: [codes[2]] })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const open = await t.database.db.select().from(kitCustody).innerJoin(kits, eq(kits.id, kitCustody.kitId)).where(eq(kits.code, codes[2]!));
    expect(open.filter((row) => row.kit_custody.returnedAt === null)).toHaveLength(1);
  });

  it('keeps the database from holding one kit out twice, whatever the code checked', async () => {
    const { projectId, codes } = await labelledProject(1);
    const order = (await checkout(checkoutBody(projectId, 1, { kitCodes: [codes[0]] }))).json() as KitOrder;
    const [kit] = await t.database.db.select().from(kits).where(eq(kits.code, codes[0]!));
    await expect(t.database.db.insert(kitCustody).values({ orderId: order.id, kitId: kit!.id })).rejects.toThrow();
  });

  it('lets the portal pick the lowest-numbered free kits, skipping those out or not in good order', async () => {
    const { projectId, codes } = await labelledProject(5);
    await checkout(checkoutBody(projectId, 1, { kitCodes: [codes[0]] }));
    await t.database.db.update(kits).set({ condition: 'damaged' }).where(eq(kits.code, codes[1]!));
    const picked = await checkout(checkoutBody(projectId, 2, { checkoutName: 'Grade 8', pickKits: true }));
    expect(picked.statusCode).toBe(201);
    expect((picked.json() as KitOrder).kitCodesOut).toEqual([codes[2], codes[3]]);
    const damaged = await checkout(checkoutBody(projectId, 1, { kitCodes: [codes[1]] }));
    expect(damaged.json().errors).toEqual([{ field: 'kitCodes.0', message: custodyMessages.notOk(codes[1]!, 'damaged') }]);
    const both = await checkout(checkoutBody(projectId, 1, { kitCodes: [codes[4]], pickKits: true }));
    expect(both.json().errors).toEqual([{ field: 'pickKits', message: custodyMessages.codesOrPick }]);
  });

  it('still takes a number of kits alone, with no kit named', async () => {
    const { projectId } = await labelledProject(3);
    const response = await checkout(checkoutBody(projectId, 2));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ kits: 2, kitCodesOut: [] });
    expect(await project(projectId)).toMatchObject({ kitsCheckedOut: 2, kitsAvailable: 1 });
  });

  it('records a checkout once: a replay of its key answers the first answer, its id under another key is refused', async () => {
    const { projectId, codes } = await labelledProject(3);
    const id = crypto.randomUUID();
    const body = checkoutBody(projectId, 2, { id, kitCodes: [codes[0], codes[1]], madeAt: new Date().toISOString() });
    const first = await checkout(body, { 'idempotency-key': 'device-a:1' });
    const replay = await checkout(body, { 'idempotency-key': 'device-a:1' });
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect((first.json() as KitOrder).id).toBe(id);
    const otherKey = await checkout(body, { 'idempotency-key': 'device-a:2' });
    expect(otherKey.statusCode).toBe(409);
    const orders = await t.database.db.select().from(kitOrders).where(eq(kitOrders.projectId, projectId));
    expect(orders).toHaveLength(1);
  });
});

describe('return by code', () => {
  async function outOnCheckout(kitsOnHand: number, out: number) {
    const { projectId, codes } = await labelledProject(kitsOnHand);
    const order = (await checkout(checkoutBody(projectId, out, { kitCodes: codes.slice(0, out) }))).json() as KitOrder;
    return { projectId, codes, order };
  }

  it('gives back part of the kits with their conditions; the rest stay out, a damaged kit stays on the shelf unused', async () => {
    const { projectId, codes, order } = await outOnCheckout(4, 3);
    const response = await giveBack({
      orderId: order.id,
      kitCodes: [codes[0]!.toLowerCase(), codes[2]],
      conditions: [{ code: codes[2], condition: 'damaged', note: 'Cracked base' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Active', kitsReturned: 2, kitsOutstanding: 1, kitCodesOut: [codes[1]] });
    const rows = await t.database.db.select().from(kits).where(eq(kits.projectId, projectId));
    expect(Object.fromEntries(rows.map((kit) => [kit.code, kit.condition]))).toEqual({
      [codes[0]!]: 'ok',
      [codes[1]!]: 'ok',
      [codes[2]!]: 'damaged',
      [codes[3]!]: 'ok',
    });
    const custody = await t.database.db.select().from(kitCustody).where(eq(kitCustody.orderId, order.id));
    expect(custody.find((row) => row.returnCondition === 'damaged')?.returnNote).toBe('Cracked base');
    expect(await project(projectId)).toMatchObject({ kitsOnHand: 4, kitsCheckedOut: 1, kitsAvailable: 3 });
    // The last kit sets the order Returned.
    const last = await giveBack({ orderId: order.id, kitCodes: [codes[1]] });
    expect(last.json()).toMatchObject({ status: 'Returned', kitsOutstanding: 0, kitCodesOut: [] });
  });

  it('refuses a code not out on the order, a condition for a code not returned, and a number that is not the codes', async () => {
    const { codes, order } = await outOnCheckout(4, 2);
    const notOut = await giveBack({ orderId: order.id, kitCodes: [codes[3]] });
    expect(notOut.statusCode).toBe(400);
    expect(notOut.json().errors).toEqual([{ field: 'kitCodes.0', message: custodyMessages.notOnOrder(codes[3]!) }]);
    const condition = await giveBack({ orderId: order.id, kitCodes: [codes[0]], conditions: [{ code: codes[1], condition: 'lost' }] });
    expect(condition.json().errors).toEqual([{ field: 'conditions.0.code', message: custodyMessages.conditionNotReturned(codes[1]!) }]);
    const count = await giveBack({ orderId: order.id, kits: 2, kitCodes: [codes[0]] });
    expect(count.json().errors).toEqual([{ field: 'kits', message: custodyMessages.kitsMatchCodes(1) }]);
    const badCondition = await giveBack({ orderId: order.id, kitCodes: [codes[0]], conditions: [{ code: codes[0], condition: 'broken' }] });
    expect(badCondition.json().errors).toEqual([{ field: 'conditions.0.condition', message: custodyMessages.conditionInvalid }]);
    // A number alone cannot say which labelled kits came back.
    const byNumber = await giveBack({ orderId: order.id, kits: 1 });
    expect(byNumber.json().errors).toEqual([{ field: 'kitCodes', message: custodyMessages.returnByCode }]);
  });

  it('still takes a number alone for a checkout of unlabelled kits', async () => {
    const { projectId } = await labelledProject(3);
    const order = (await checkout(checkoutBody(projectId, 2))).json() as KitOrder;
    const response = await giveBack({ orderId: order.id, kits: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kitsReturned: 1, kitsOutstanding: 1 });
  });

  it('answers a replay of a return with the first answer and gives the kit back once', async () => {
    const { codes, order } = await outOnCheckout(3, 2);
    const body = { orderId: order.id, kits: 1, kitCodes: [codes[0]], conditions: [{ code: codes[0], condition: 'needs-parts' }] };
    const first = await giveBack(body, { 'idempotency-key': 'device-b:7' });
    const replay = await giveBack(body, { 'idempotency-key': 'device-b:7' });
    expect(replay.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ kitsReturned: 1, kitCodesOut: [codes[1]] });
  });

  it('answers 404 for another district’s order', async () => {
    const [order] = await t.database.db
      .insert(kitOrders)
      .values({ projectId: theirs.projectId, kind: 'checkout', status: 'Active', kitsNeeded: 1, startDate: day(0), returnDate: day(5) })
      .returning();
    const response = await giveBack({ orderId: order!.id, kitCodes: [theirs.code] });
    expect(response.statusCode).toBe(404);
  });
});

describe('a count that lowers the kits on hand', () => {
  it('retires kits on the shelf, never one out with a class by code', async () => {
    const { projectId, codes } = await labelledProject(5);
    expect((await checkout(checkoutBody(projectId, 1, { kitCodes: [codes[4]] }))).statusCode).toBe(201);
    const counted = await apiCall(t.app, routes.onsiteInventory, { token, body: { projectId, kitsOnHand: 3 } });
    expect(counted.statusCode, counted.body).toBe(200);
    const rows = await t.database.db.select({ code: kits.code, status: kits.status }).from(kits).where(eq(kits.projectId, projectId));
    const retired = rows.filter((row) => row.status === 'retired').map((row) => row.code);
    expect(retired.sort()).toEqual([codes[2], codes[3]].sort());
  });
});

describe('a cancelled checkout', () => {
  it('puts its kits back on the shelf: none out, and the same codes go out again', async () => {
    const { projectId, codes } = await labelledProject(3);
    const taken = await checkout(checkoutBody(projectId, 2, { kitCodes: [codes[0], codes[1]] }));
    expect(taken.statusCode).toBe(201);
    const order = taken.json() as KitOrder;
    const admin = await callerFor(t, ADMIN);
    const cancelled = await admin.request(routes.moveKitOrder, {
      params: { id: order.id },
      body: { status: 'Cancelled', version: order.version, reason: 'Entered for the wrong class' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const open = await t.database.db.select().from(kitCustody).where(eq(kitCustody.orderId, order.id));
    expect(open.map((row) => row.returnedAt !== null)).toEqual([true, true]);
    expect(await project(projectId)).toMatchObject({ kitsCheckedOut: 0, kitsAvailable: 3 });
    const again = await checkout(checkoutBody(projectId, 2, { kitCodes: [codes[1], codes[0]] }));
    expect(again.statusCode, again.body).toBe(201);
  });
});
