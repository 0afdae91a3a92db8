// Count conflicts: two people count one project without seeing each other's count. Both counts
// are applied in arrival order and kept; the one based on an older count flags a conflict that
// the project shows ("7 by A, then 6 by B") until someone records the right number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitMessages, type ProjectDetail } from '@contract/projects';
import { and, desc, eq } from 'drizzle-orm';
import { activityLog, countConflicts } from '@server/db/schema';
import { ADMIN, addPerson, routeCaller, tokenOf } from '../helpers/kit-orders';
import { districtIdOf, makePerson, makeProject, makeSchool, tokenFor } from '../helpers/factories';
import { COORDINATOR, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { routes } from '@contract/routes';

let t: TestApp;
let dana: string;
let second: string;
/** The coordinator's (Dana's) district, and a school of it of the suite's own. */
let districtId: string;
let school: { id: string; districtId: string };
const call = routeCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  dana = (await signIn(t.app)).token.accessToken;
  districtId = await districtIdOf(t.database.db, COORDINATOR.email);
  school = await makeSchool(t.database.db, districtId);
  await addPerson(t.database.db, 'second-counter@example.org', 'Demo-pass1', { districtId });
  second = await tokenOf(t.app, { email: 'second-counter@example.org', password: 'Demo-pass1' });
});
afterAll(() => t.close());

/** A new project of Dana's district with this many kits on hand. */
const newProject = (kitsOnHand: number) => makeProject(t.database.db, school, { kitsOnHand });
const count = (token: string, body: object) => call(token, routes.onsiteInventory, { body });
const detail = async (id: string) => (await call(dana, routes.project, { params: { id } })).json() as ProjectDetail;
/** The district's resolution of a conflict, and the staff side's. */
const resolve = (token: string, id: string, conflictId: string, kitsOnHand: number) =>
  call(token, routes.resolveCountConflict, { params: { id, conflictId }, body: { kitsOnHand } });
const staffResolve = (token: string, id: string, conflictId: string, kitsOnHand: number) =>
  call(token, routes.staffResolveCountConflict, { params: { id, conflictId }, body: { kitsOnHand } });

describe('count conflicts', () => {
  it('keeps both counts of two people who did not see each other, flags the later one, and resolves with the right number', async () => {
    const project = await newProject(5);
    const seen = (await detail(project.id)).inventoryUpdatedAt; // null: never counted
    expect((await count(dana, { projectId: project.id, kitsOnHand: 7, basedOn: seen })).statusCode).toBe(200);
    expect((await detail(project.id)).countConflicts).toEqual([]);
    // The second person's device still had the figure from before Dana's count.
    expect((await count(second, { projectId: project.id, kitsOnHand: 6, basedOn: seen })).statusCode).toBe(200);

    const after = await detail(project.id);
    expect(after.kitsOnHand).toBe(6);
    expect(after.inventoryCounts.slice(0, 2).map((c) => c.kitsOnHand)).toEqual([6, 7]);
    expect(after.countConflicts).toHaveLength(1);
    expect(after.countConflicts[0]).toMatchObject({
      earlier: { kitsOnHand: 7, countedBy: 'Dana Whitfield' },
      later: { kitsOnHand: 6, countedBy: 'second counter' },
    });

    const resolved = await resolve(dana, project.id, after.countConflicts[0]!.id, 7);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ kitsOnHand: 7 });
    const settled = await detail(project.id);
    expect(settled.countConflicts).toEqual([]);
    expect(settled.inventoryCounts.slice(0, 3).map((c) => c.kitsOnHand)).toEqual([7, 6, 7]);
    const [row] = await t.database.db.select().from(countConflicts).where(eq(countConflicts.projectId, project.id));
    expect(row).toMatchObject({ resolvedKits: 7 });
    expect(row!.resolvedAt).not.toBeNull();
    // Resolving it again is refused: it is no longer open.
    const again = await resolve(dana, project.id, row!.id, 5);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(kitMessages.conflictNotFound);
  });

  it('flags nothing for a count based on the latest one, a recount by the same person, or a count without basedOn', async () => {
    const target = await newProject(2);
    const first = (await count(dana, { projectId: target.id, kitsOnHand: 3, basedOn: null })).json();
    // Based on the count just made: no conflict.
    await count(second, { projectId: target.id, kitsOnHand: 4, basedOn: first.inventoryUpdatedAt });
    // The same person again, from an older figure: a recount.
    await count(second, { projectId: target.id, kitsOnHand: 5, basedOn: first.inventoryUpdatedAt });
    // An older client that says nothing about what it saw.
    await count(dana, { projectId: target.id, kitsOnHand: 6 });
    expect((await detail(target.id)).countConflicts).toEqual([]);
  });

  it('refuses a basedOn that is not a time, and a conflict of another project', async () => {
    const project = await newProject(1);
    const bad = await count(dana, { projectId: project.id, kitsOnHand: 2, basedOn: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'basedOn', message: kitMessages.basedOnInvalid }]);
    const unknown = await resolve(dana, project.id, crypto.randomUUID(), 2);
    expect(unknown.statusCode).toBe(409);
  });

  it('is settled by the district from its screens and by staff from the staff side, within their districts only', async () => {
    const project = await newProject(3);
    const seen = (await detail(project.id)).inventoryUpdatedAt;
    await count(dana, { projectId: project.id, kitsOnHand: 4, basedOn: seen });
    await count(second, { projectId: project.id, kitsOnHand: 5, basedOn: seen });
    const [open] = (await detail(project.id)).countConflicts;
    expect(open).toBeDefined();
    const admin = await tokenOf(t.app, ADMIN);
    const elsewhereSsm = await makePerson(t.database.db, { roles: ['SCHOOL_SUCCESS_MANAGER'] });
    const assignedSsm = await makePerson(t.database.db, { roles: ['SCHOOL_SUCCESS_MANAGER'], staffOf: [districtId] });
    const elsewhere = await tokenFor(t.app, elsewhereSsm);
    const assigned = await tokenFor(t.app, assignedSsm);
    const assignedId = assignedSsm.id;
    expect(elsewhereSsm.id).not.toBe(assignedId);

    // Programme staff never act on a district's data through its screens, ADMIN included.
    expect((await resolve(admin, project.id, open!.id, 4)).statusCode).toBe(403);
    expect((await resolve(assigned, project.id, open!.id, 4)).statusCode).toBe(403);
    // The district does not use the staff side.
    expect((await staffResolve(dana, project.id, open!.id, 4)).statusCode).toBe(403);
    // A school success manager reaches only the districts assigned to them: another is not found.
    expect((await staffResolve(elsewhere, project.id, open!.id, 4)).statusCode).toBe(404);
    expect((await staffResolve(assigned, 'not-a-uuid', open!.id, 4)).statusCode).toBe(404);
    expect((await detail(project.id)).countConflicts).toHaveLength(1);

    const settled = await staffResolve(assigned, project.id, open!.id, 4);
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toMatchObject({ kitsOnHand: 4 });
    const after = await detail(project.id);
    expect(after.countConflicts).toEqual([]);
    expect(after.inventoryCounts[0]).toMatchObject({ kitsOnHand: 4 });
    const [row] = await t.database.db.select().from(countConflicts).where(eq(countConflicts.id, open!.id));
    expect(row).toMatchObject({ resolvedKits: 4, resolvedById: assignedId });
    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, project.id), eq(activityLog.action, 'count-conflict-resolved')))
      .orderBy(desc(activityLog.createdAt));
    expect(entry).toMatchObject({ actorId: assignedId, districtId, entityType: 'inventory-count', after: { kitsOnHand: 4 } });
    // Settled already: the district's own attempt is refused as no longer open.
    expect((await resolve(dana, project.id, open!.id, 5)).statusCode).toBe(409);
  });
});
