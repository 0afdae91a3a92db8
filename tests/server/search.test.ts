// GET /search: the top bar's groups, each within what the caller may see, matched by number, name,
// tracking reference or class, with LIKE's wildcards taken literally and the query's length checked.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@contract/routes';
import { searchMessages, type SearchResults } from '@contract/search';
import { blueprints, kitOrders } from '@server/db/schema';
import { makeApplication, makeDistrict, makePerson, makeProject, makeSchool, tokenFor } from '../helpers/factories';
import { insertOrder } from '../helpers/kit-orders';
import { ADMIN, callerFor, type Caller } from '../helpers/staff';
import { apiCall } from '../helpers/api-call';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Caller;
let mine: { token: string; districtName: string; orderId: string; orderNumber: number; applicationNumber: number; blueprintId: string };
let theirs: { districtName: string; orderId: string };
let managerToken: string;
let outsiderToken: string;

async function find(token: string, q: string): Promise<SearchResults> {
  const response = await apiCall(t.app, routes.search, { token, query: { q } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchResults;
}
const names = (results: SearchResults) => ({
  districts: results.districts.items.map((d) => d.name),
  schools: results.schools.items.map((s) => s.name),
  orders: results.orders.items.map((o) => o.id),
  people: results.people.items.map((p) => p.email),
  applications: results.applications.items.map((a) => a.districtName),
  blueprints: results.blueprints.items.map((b) => b.districtName),
});

/** A district named Quokka with a school, a project, an order, an application, a blueprint and a member. */
async function quokkaDistrict(label: string) {
  const db = t.database.db;
  const district = await makeDistrict(db, { name: `Quokka ${label} District` });
  const school = await makeSchool(db, district.id, { name: `Quokka ${label} School` });
  const project = await makeProject(db, school);
  const order = await insertOrder(db, { projectId: project.id, kind: 'checkout', status: 'Active' });
  await db
    .update(kitOrders)
    .set({ checkoutName: `Quokka ${label} class`, trackingReference: `QK-${label}-TRACK` })
    .where(eq(kitOrders.id, order.id));
  const member = await makePerson(db, { districtId: district.id, email: `quokka-${label.toLowerCase()}@example.test` });
  const application = await makeApplication(db, district.id, { applicantName: `Quokka ${label} Applicant` });
  const [blueprint] = await db
    .insert(blueprints)
    .values({ applicationId: application.id, districtId: district.id, preparedFor: `Quokka ${label} Board` })
    .returning();
  return { district, school, order, member, application, blueprint: blueprint! };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await callerFor(t, ADMIN);
  const a = await quokkaDistrict('North');
  const b = await quokkaDistrict('South');
  mine = {
    token: await tokenFor(t.app, a.member),
    districtName: a.district.name,
    orderId: a.order.id,
    orderNumber: a.order.orderNumber,
    applicationNumber: a.application.applicationNumber,
    blueprintId: a.blueprint.id,
  };
  theirs = { districtName: b.district.name, orderId: b.order.id };
  managerToken = await tokenFor(t.app, await makePerson(t.database.db, { roles: ['SCHOOL_SUCCESS_MANAGER'], staffOf: [a.district.id] }));
  outsiderToken = await tokenFor(t.app, await makePerson(t.database.db, { districtId: null }));
});
afterAll(() => t.close());

describe('GET /search scope', () => {
  it('gives a district member their own district’s rows only', async () => {
    const found = names(await find(mine.token, 'quokka'));
    expect(found.districts).toEqual([mine.districtName]);
    expect(found.schools).toEqual(['Quokka North School']);
    expect(found.orders).toEqual([mine.orderId]);
    expect(found.people).toEqual(['quokka-north@example.test']);
    expect(found.applications).toEqual([mine.districtName]);
    expect(found.blueprints).toEqual([mine.districtName]);
    expect(JSON.stringify(await find(mine.token, 'south'))).not.toContain('South');
  });

  it('gives a school success manager the districts they look after, and an admin every district', async () => {
    const managed = names(await find(managerToken, 'quokka'));
    expect(managed.districts).toEqual([mine.districtName]);
    expect(managed.orders).toEqual([mine.orderId]);
    expect(managed.people).toEqual(['quokka-north@example.test']);
    expect(managed.blueprints).toEqual([mine.districtName]);
    const everything = names(await find(admin.token, 'quokka'));
    expect(everything.districts).toEqual([mine.districtName, theirs.districtName]);
    expect(everything.orders.sort()).toEqual([mine.orderId, theirs.orderId].sort());
    expect(everything.applications).toHaveLength(2);
  });

  it('gives a person with no district nothing of any district', async () => {
    const found = await find(outsiderToken, 'quokka');
    expect(Object.values(found).every((group) => group.total === 0 && group.items.length === 0)).toBe(true);
  });
});

describe('GET /search matching', () => {
  it('finds an order by its number in any written form, its tracking reference and its class', async () => {
    for (const q of [`K-${mine.orderNumber}`, `k${mine.orderNumber}`, String(mine.orderNumber), 'qk-north-tr', 'north class']) {
      const orders = (await find(mine.token, q)).orders;
      expect(
        orders.items.map((o) => [o.id, o.orderNumber]),
        q,
      ).toEqual([[mine.orderId, mine.orderNumber]]);
    }
  });

  it('finds applications and blueprints by application number, and by name', async () => {
    for (const q of [`#${mine.applicationNumber}`, String(mine.applicationNumber)]) {
      const found = await find(admin.token, q);
      expect(
        found.applications.items.map((a) => a.applicationNumber),
        q,
      ).toEqual([mine.applicationNumber]);
      expect(
        found.blueprints.items.map((b) => b.id),
        q,
      ).toEqual([mine.blueprintId]);
    }
    expect((await find(admin.token, 'north applicant')).applications.items.map((a) => a.applicantName)).toEqual(['Quokka North Applicant']);
    expect((await find(admin.token, 'north board')).blueprints.items.map((b) => b.preparedFor)).toEqual(['Quokka North Board']);
  });

  it('finds people by name or e-mail', async () => {
    expect((await find(admin.token, 'quokka-south@')).people.items.map((p) => p.email)).toEqual(['quokka-south@example.test']);
    const byName = await find(admin.token, 'Test quokka-south');
    expect(byName.people.items.map((p) => p.name)).toEqual(['Test quokka-south']);
  });

  it('shows at most five hits of a group with the whole count', async () => {
    const district = await makeDistrict(t.database.db, { name: 'Wombat District' });
    for (let i = 0; i < 7; i += 1) await makeSchool(t.database.db, district.id, { name: `Wombat School ${i}` });
    const schools = (await find(admin.token, 'wombat school')).schools;
    expect(schools.items).toHaveLength(5);
    expect(schools.total).toBe(7);
  });

  it('takes % and _ literally', async () => {
    const district = await makeDistrict(t.database.db, { name: 'Numbat District' });
    await makeSchool(t.database.db, district.id, { name: 'Numbat 100% School' });
    await makeSchool(t.database.db, district.id, { name: 'Numbat 1000 School' });
    expect((await find(admin.token, '0% s')).schools.items.map((s) => s.name)).toEqual(['Numbat 100% School']);
    expect((await find(admin.token, 'numb_t')).schools.total).toBe(0);
    expect((await find(admin.token, "'; drop table schools; --")).schools.total).toBe(0);
  });
});

describe('GET /search validation', () => {
  it('needs 2 to 100 characters after trimming, and a session', async () => {
    for (const q of ['a', '  b  ', 'x'.repeat(101)]) {
      const response = await apiCall(t.app, routes.search, { token: admin.token, query: { q } });
      expect(response.statusCode, q).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'q', message: searchMessages.queryLength }]);
    }
    expect((await apiCall(t.app, routes.search, { token: admin.token })).statusCode).toBe(400);
    expect((await apiCall(t.app, routes.search, { token: admin.token, query: { q: `  ${'x'.repeat(100)}  ` } })).statusCode).toBe(200);
    expect((await apiCall(t.app, routes.search, { query: { q: 'quokka' } })).statusCode).toBe(401);
  });
});
