// Labelled kits: each kit on hand has its own code, labelled when kits arrive (a delivery, a count
// raising the figure, or the first time labels are asked for) and retired when they leave (a count
// lowering the figure retires the highest-numbered codes, a return of delivered kits). GET /kits
// lists the active codes of a project, a school or everything the caller reaches.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitMessagesText, type KitIdentity } from '@contract/kits';
import { kitCodePrefixes, kits, projects, resources, schools } from '@server/db/schema';
import { ADMIN, assignDistrict, coordinatorProject, insertOrder, riverbendProject, routeCaller, tokenOf } from '../helpers/kit-orders';
import { makePerson, tokenFor } from '../helpers/factories';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';
import { routes } from '@contract/routes';

let t: TestApp;
let admin: string;
let coordinator: string;
let coordinatorId: string;
const call = routeCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenOf(t.app, ADMIN);
  const session = await signIn(t.app);
  coordinator = session.token.accessToken;
  coordinatorId = session.user.id;
});
afterAll(() => t.close());

const codes = async (query: { projectId?: string; schoolId?: string }, token = coordinator) => {
  const response = await call(token, routes.kitCodes, { query });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: KitIdentity[] }).items;
};
const count = (projectId: string, kitsOnHand: number) => call(coordinator, routes.onsiteInventory, { body: { projectId, kitsOnHand } });
const allKitsOf = (projectId: string) =>
  t.database.db.select({ code: kits.code, status: kits.status }).from(kits).where(eq(kits.projectId, projectId)).orderBy(kits.seq);

describe('kit identities', () => {
  it('labels the kits on hand of a project the first time they are asked for, with readable unique codes', async () => {
    const project = await coordinatorProject(t.database.db, 'solar-car-challenge', 3);
    const items = await codes({ projectId: project.id });
    expect(items.map((k) => k.code)).toEqual(['SLR-LMS-01', 'SLR-LMS-02', 'SLR-LMS-03']);
    expect(items[0]).toMatchObject({ seq: 1, project: { id: project.id, name: 'Solar Car Challenge' }, school: { name: 'Lincoln Middle School' } });
    // Asking again labels nothing more.
    expect((await codes({ projectId: project.id })).length).toBe(3);
    expect((await allKitsOf(project.id)).length).toBe(3);
  });

  it('labels new kits when a count raises the figure and retires the highest-numbered when it falls; codes are never reused', async () => {
    const project = await coordinatorProject(t.database.db, 'micro-robots', 0);
    expect(await codes({ projectId: project.id })).toEqual([]);
    expect((await count(project.id, 4)).statusCode).toBe(200);
    expect((await codes({ projectId: project.id })).map((k) => k.code)).toEqual(['CDN-LMS-01', 'CDN-LMS-02', 'CDN-LMS-03', 'CDN-LMS-04']);
    await count(project.id, 2);
    expect((await codes({ projectId: project.id })).map((k) => k.code)).toEqual(['CDN-LMS-01', 'CDN-LMS-02']);
    await count(project.id, 3);
    expect((await codes({ projectId: project.id })).map((k) => k.code)).toEqual(['CDN-LMS-01', 'CDN-LMS-02', 'CDN-LMS-05']);
    expect(await allKitsOf(project.id)).toEqual([
      { code: 'CDN-LMS-01', status: 'active' },
      { code: 'CDN-LMS-02', status: 'active' },
      { code: 'CDN-LMS-03', status: 'retired' },
      { code: 'CDN-LMS-04', status: 'retired' },
      { code: 'CDN-LMS-05', status: 'active' },
    ]);
    const [retired] = await t.database.db
      .select()
      .from(kits)
      .where(and(eq(kits.projectId, project.id), eq(kits.seq, 3)));
    expect(retired!.retiredAt).not.toBeNull();
  });

  it('labels the kits of a delivery and retires them when delivered kits go back', async () => {
    const project = await coordinatorProject(t.database.db, 'micro-robots', 1, 'Cedar Valley High School');
    const order = await insertOrder(t.database.db, { projectId: project.id, status: 'Shipped', kits: 3, createdById: coordinatorId });
    expect((await call(coordinator, routes.confirmDelivery, { params: { id: order.id }, body: { version: 1, kitsReceived: 3 } })).statusCode).toBe(
      200,
    );
    const delivered = (await allKitsOf(project.id)).filter((k) => k.status === 'active');
    expect(delivered.map((k) => k.code)).toEqual(['CDN-CVH-01', 'CDN-CVH-02', 'CDN-CVH-03', 'CDN-CVH-04']);
    expect((await call(coordinator, routes.returnKits, { body: { orderId: order.id, kits: 2 } })).statusCode).toBe(200);
    expect((await codes({ projectId: project.id })).map((k) => k.code)).toEqual(['CDN-CVH-01', 'CDN-CVH-02']);
  });

  it('gives a project another prefix when one with the same initials holds it', async () => {
    const holder = await coordinatorProject(t.database.db, 'bridge-engineering', 0, 'Cedar Valley High School');
    await t.database.db.insert(kitCodePrefixes).values({ prefix: 'WTR-LMS', projectId: holder.id });
    const project = await coordinatorProject(t.database.db, 'water-filtration', 2);
    expect((await codes({ projectId: project.id })).map((k) => k.code)).toEqual(['WTR-LMS2-01', 'WTR-LMS2-02']);
  });

  it('finds a free prefix when more than a hundred projects hold the same initials', async () => {
    // A circuits classbox at 120 schools named alike ("Lincoln Middle School 1"… are LMS too).
    const [lincoln] = await t.database.db.select().from(schools).where(eq(schools.name, 'Lincoln Middle School'));
    const [circuits] = await t.database.db.select().from(resources).where(eq(resources.slug, 'circuits-classbox'));
    const alike = await t.database.db
      .insert(schools)
      .values(Array.from({ length: 120 }, (_, i) => ({ districtId: lincoln!.districtId, name: `Lincoln Middle School ${i + 1}` })))
      .returning({ id: schools.id });
    const holders = await t.database.db
      .insert(projects)
      .values(alike.map((school) => ({ districtId: lincoln!.districtId, schoolId: school.id, resourceId: circuits!.id, name: circuits!.name })))
      .returning({ id: projects.id });
    // CRC-LMS, CRC-LMS2 … CRC-LMS120 are held; CRC-LMS121 is the first free one.
    await t.database.db.insert(kitCodePrefixes).values(holders.map((h, i) => ({ prefix: i === 0 ? 'CRC-LMS' : `CRC-LMS${i + 1}`, projectId: h.id })));
    const project = await coordinatorProject(t.database.db, 'circuits-classbox', 1);
    expect((await codes({ projectId: project.id })).map((k) => k.code)).toEqual(['CRC-LMS121-01']);
  });

  it('lists a school’s kits, and every kit the caller reaches without a filter', async () => {
    const [lincoln] = await t.database.db.select().from(schools).where(eq(schools.name, 'Lincoln Middle School'));
    const school = await codes({ schoolId: lincoln!.id });
    expect(school.length).toBeGreaterThan(0);
    expect(new Set(school.map((k) => k.school.id))).toEqual(new Set([lincoln!.id]));
    const onHand = await t.database.db.select({ kitsOnHand: projects.kitsOnHand }).from(projects).where(eq(projects.schoolId, lincoln!.id));
    expect(school.length).toBe(onHand.reduce((sum, p) => sum + p.kitsOnHand, 0));
    const everything = await codes({});
    expect(everything.length).toBeGreaterThan(school.length);
    expect(new Set(everything.map((k) => k.code)).size).toBe(everything.length);
  });

  it('keeps to the district: another district’s project or school lists nothing; staff see their scope', async () => {
    const { project, district } = await riverbendProject(t.database.db, 2);
    expect(await codes({ projectId: project.id })).toEqual([]);
    expect(await codes({ schoolId: project.schoolId })).toEqual([]);
    expect((await codes({ projectId: project.id }, admin)).length).toBe(2);

    const managerPerson = await makePerson(t.database.db, { roles: ['SCHOOL_SUCCESS_MANAGER'] });
    const managerId = managerPerson.id;
    const manager = await tokenFor(t.app, managerPerson);
    expect(await codes({ projectId: project.id }, manager)).toEqual([]);
    await assignDistrict(t.database.db, managerId, district.id);
    expect((await codes({ projectId: project.id }, manager)).length).toBe(2);
    const [lincoln] = await t.database.db.select().from(schools).where(eq(schools.name, 'Lincoln Middle School'));
    const reached = await codes({}, manager);
    expect(reached.length).toBeGreaterThanOrEqual(2);
    expect(reached.some((k) => k.school.id === lincoln!.id)).toBe(false);
  });

  it('refuses a school and a project together, and malformed ids, naming the field', async () => {
    const both = await call(coordinator, routes.kitCodes, { query: { projectId: coordinatorId, schoolId: coordinatorId } });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual([{ field: 'schoolId', message: kitMessagesText.schoolOrProject }]);
    const bad = await call(coordinator, routes.kitCodes, { query: { projectId: 'nope' } });
    expect(bad.json().errors).toEqual([{ field: 'projectId', message: kitMessagesText.projectInvalid }]);
    expect((await apiCall(t.app, routes.kitCodes)).statusCode).toBe(401);
  });
});
