// GET /kits/{code}: a kit's place (on the shelf, with a class, retired), its condition, last count
// and its history newest first, from the delivery that labelled it to a count session that saw it;
// another district's kit is not found and a malformed code is refused by name.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountSession } from '@contract/count-sessions';
import { kitPageMessages, type KitPage } from '@contract/kit-page';
import type { KitCodesResponse } from '@contract/kits';
import type { KitOrder } from '@contract/projects';
import { routes } from '@contract/routes';
import { kitConditionReports, kitCustody, kits } from '@server/db/schema';
import { districtIdOf, makeProject, makeSchool } from '../helpers/factories';
import { ADMIN, insertOrder, riverbendProject, routeCaller, tokenOf } from '../helpers/kit-orders';
import { COORDINATOR, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let userId: string;
let admin: string;
let school: { id: string; districtId: string };
const call = routeCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  const session = await signIn(t.app);
  token = session.token.accessToken;
  userId = session.user.id;
  admin = await tokenOf(t.app, ADMIN);
  school = await makeSchool(t.database.db, await districtIdOf(t.database.db, COORDINATOR.email));
});
afterAll(() => t.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const kitPage = (code: string, as = token) => call(as, routes.kit, { params: { code } });
const page = async (code: string) => {
  const response = await kitPage(code);
  expect(response.statusCode).toBe(200);
  return response.json() as KitPage;
};

/** A project whose two kits came with a delivery (so they were labelled then), and their codes. */
async function deliveredProject() {
  const project = await makeProject(t.database.db, school, { kitsOnHand: 0 });
  const order = await insertOrder(t.database.db, { projectId: project.id, status: 'Shipped', kits: 2, createdById: userId });
  const delivered = await call(token, routes.confirmDelivery, { params: { id: order.id }, body: { version: 1, kitsReceived: 2 } });
  expect(delivered.statusCode).toBe(200);
  const codes = ((await call(token, routes.kitCodes, { query: { projectId: project.id } })).json() as KitCodesResponse).items.map((k) => k.code);
  expect(codes).toHaveLength(2);
  return { project, order, codes };
}

describe('a kit’s page', () => {
  it('follows a kit from its delivery out to a class, back damaged, and retired, newest first', async () => {
    const { project, order, codes } = await deliveredProject();
    const code = codes[0]!;
    const fresh = await page(code.toLowerCase());
    expect(fresh).toMatchObject({
      code,
      status: 'active',
      project: { id: project.id, name: project.name },
      school: { id: school.id },
      location: 'on-shelf',
      checkout: null,
      condition: 'ok',
      lastCountedAt: null,
    });
    expect(fresh.history.map((e) => e.kind)).toEqual(['delivered', 'labelled']);
    expect(fresh.history[0]!.order).toMatchObject({ id: order.id, number: `K-${order.orderNumber}` });

    const out = await call(token, routes.requestKits, {
      body: {
        kind: 'checkout',
        projectId: project.id,
        checkoutName: 'Grade 7',
        startDate: day(0),
        returnDate: day(10),
        totalStudents: 1,
        groupSize: 'one-to-one',
        kitCodes: [code],
      },
    });
    expect(out.statusCode).toBe(201);
    const checkout = out.json() as KitOrder;
    const withClass = await page(code);
    expect(withClass).toMatchObject({
      location: 'with-class',
      checkout: { orderId: checkout.id, orderNumber: `K-${checkout.orderNumber}`, name: 'Grade 7', returnDate: day(10), overdue: false },
    });
    // The other kit stays on the shelf.
    expect((await page(codes[1]!)).location).toBe('on-shelf');

    const back = await call(token, routes.returnKits, {
      body: { orderId: checkout.id, kitCodes: [code], conditions: [{ code, condition: 'damaged', note: 'Hinge snapped' }] },
    });
    expect(back.statusCode).toBe(200);
    const [kit] = await t.database.db.select().from(kits).where(eq(kits.code, code));
    await t.database.db.insert(kitConditionReports).values({
      kitId: kit!.id,
      condition: 'needs-parts',
      note: 'Two wheels short',
      photoIds: ['a'.repeat(64)],
      source: 'kit-page',
      reportedById: userId,
      madeAt: new Date(Date.now() + 1000),
    });
    const returned = await page(code);
    expect(returned).toMatchObject({ location: 'on-shelf', checkout: null, condition: 'damaged' });
    expect(returned.history.map((e) => e.kind)).toEqual(['condition-reported', 'returned', 'checked-out', 'delivered', 'labelled']);
    expect(returned.history[0]).toMatchObject({ condition: 'needs-parts', photoIds: ['a'.repeat(64)], source: 'kit-page', by: expect.any(String) });
    // The return's own report (source 'return') is the return: one entry, not two.
    expect(returned.history[1]).toMatchObject({ condition: 'damaged', note: 'Hinge snapped', order: { id: checkout.id, name: 'Grade 7' } });

    await t.database.db
      .update(kits)
      .set({ status: 'retired', retiredAt: new Date(Date.now() + 2000) })
      .where(eq(kits.id, kit!.id));
    const retired = await page(code);
    expect(retired).toMatchObject({ location: 'retired', status: 'retired' });
    expect(retired.history[0]!.kind).toBe('retired');
  });

  it('marks a checkout past its return date overdue', async () => {
    const { project, codes } = await deliveredProject();
    const order = await insertOrder(t.database.db, {
      projectId: project.id,
      kind: 'checkout',
      status: 'Active',
      kits: 1,
      returnDate: day(-3),
      startDate: day(-20),
    });
    const [kit] = await t.database.db.select().from(kits).where(eq(kits.code, codes[1]!));
    await t.database.db.insert(kitCustody).values({ orderId: order.id, kitId: kit!.id });
    expect((await page(codes[1]!)).checkout).toMatchObject({ orderId: order.id, name: 'Seeded class', returnDate: day(-3), overdue: true });
  });

  it('records a count session’s scanned codes on their kits, ignoring another project’s', async () => {
    const { project, codes } = await deliveredProject();
    const other = await deliveredProject();
    const id = crypto.randomUUID();
    const response = await call(token, routes.recordCountSession, {
      body: {
        id,
        schoolId: school.id,
        startedAt: new Date(Date.now() - 60_000).toISOString(),
        finishedAt: new Date().toISOString(),
        projects: [
          {
            projectId: project.id,
            expected: 2,
            found: 1,
            missing: 1,
            scanned: 2,
            tapped: 0,
            scannedCodes: [codes[0]!.toLowerCase(), other.codes[0]!],
          },
        ],
        unexpected: [{ code: other.codes[0]!, belongsTo: null }],
      },
      headers: { 'idempotency-key': `${'c'.repeat(32)}:1` },
    });
    expect(response.statusCode).toBe(201);
    const session = response.json() as CountSession;
    expect(session.projects[0]).not.toHaveProperty('scannedCodes');
    const counted = await page(codes[0]!);
    expect(counted.lastCountedAt).toBe(session.madeAt);
    expect(counted.history[0]).toMatchObject({ kind: 'counted', countSessionId: id, at: session.madeAt, by: expect.any(String) });
    expect((await page(codes[1]!)).lastCountedAt).toBeNull();
    const notCounted = await page(other.codes[0]!);
    expect(notCounted.lastCountedAt).toBeNull();
    expect(notCounted.history.some((e) => e.kind === 'counted')).toBe(false);
  });

  it('answers another district’s kit 404, a malformed code 400 naming code, and staff in scope 200', async () => {
    const { project } = await riverbendProject(t.database.db, 1);
    await t.database.db.insert(kits).values({ projectId: project.id, seq: 1, code: 'ZZZ-RIV-01' });
    const theirs = await kitPage('ZZZ-RIV-01');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(kitPageMessages.notFound);
    expect((await kitPage('NOPE-XX-99')).statusCode).toBe(404);
    const bad = await kitPage('<b>!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'code', message: kitPageMessages.codeInvalid }]);
    expect((await kitPage('ZZZ-RIV-01', admin)).statusCode).toBe(200);
  });
});
