// Count conflicts: two people count one project without seeing each other's count. Both counts
// are applied in arrival order and kept; the one based on an older count flags a conflict that
// the project shows ("7 by A, then 6 by B") until someone records the right number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitMessages, type ProjectDetail } from '../../src/contract/projects';
import { and, desc, eq } from 'drizzle-orm';
import { activityLog, countConflicts } from '../../src/server/db/schema';
import { ADMIN, addPerson, assignDistrict, caller, coordinatorProject, districtNamed, tokenOf } from '../helpers/kit-orders';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let dana: string;
let second: string;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.app)(...args);

beforeAll(async () => {
  t = await createTestApp();
  dana = (await signIn(t.app)).token.accessToken;
  const district = await districtNamed(t.database.db, 'Cedar Valley Unified School District');
  await addPerson(t.database.db, 'second-counter@example.org', 'Demo-pass1', { districtId: district.id });
  second = await tokenOf(t.app, { email: 'second-counter@example.org', password: 'Demo-pass1' });
});
afterAll(() => t.close());

const count = (token: string, body: object) => call(token, 'POST', '/projects/onsite-inventory-kits', body);
const detail = async (id: string) => (await call(dana, 'GET', `/projects/${id}`)).json() as ProjectDetail;

describe('count conflicts', () => {
  it('keeps both counts of two people who did not see each other, flags the later one, and resolves with the right number', async () => {
    const project = await coordinatorProject(t.database.db, 'micro-robots', 5);
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

    const resolved = await call(dana, 'POST', `/projects/${project.id}/count-conflicts/${after.countConflicts[0]!.id}/resolution`, { kitsOnHand: 7 });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ kitsOnHand: 7 });
    const settled = await detail(project.id);
    expect(settled.countConflicts).toEqual([]);
    expect(settled.inventoryCounts.slice(0, 3).map((c) => c.kitsOnHand)).toEqual([7, 6, 7]);
    const [row] = await t.database.db.select().from(countConflicts).where(eq(countConflicts.projectId, project.id));
    expect(row).toMatchObject({ resolvedKits: 7 });
    expect(row!.resolvedAt).not.toBeNull();
    // Resolving it again is refused: it is no longer open.
    const again = await call(dana, 'POST', `/projects/${project.id}/count-conflicts/${row!.id}/resolution`, { kitsOnHand: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(kitMessages.conflictNotFound);
  });

  it('flags nothing for a count based on the latest one, a recount by the same person, or a count without basedOn', async () => {
    const target = await coordinatorProject(t.database.db, 'micro-robots', 2, 'Cedar Valley High School');
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
    const project = await coordinatorProject(t.database.db, 'water-filtration', 1);
    const bad = await count(dana, { projectId: project.id, kitsOnHand: 2, basedOn: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'basedOn', message: kitMessages.basedOnInvalid }]);
    const unknown = await call(dana, 'POST', `/projects/${project.id}/count-conflicts/${crypto.randomUUID()}/resolution`, { kitsOnHand: 2 });
    expect(unknown.statusCode).toBe(409);
  });

  it('is settled by the district from its screens and by staff from the staff side, within their districts only', async () => {
    const project = await coordinatorProject(t.database.db, 'bridge-engineering', 3, 'Cedar Valley High School');
    const seen = (await detail(project.id)).inventoryUpdatedAt;
    await count(dana, { projectId: project.id, kitsOnHand: 4, basedOn: seen });
    await count(second, { projectId: project.id, kitsOnHand: 5, basedOn: seen });
    const [open] = (await detail(project.id)).countConflicts;
    expect(open).toBeDefined();
    const district = await districtNamed(t.database.db, 'Cedar Valley Unified School District');
    const admin = await tokenOf(t.app, ADMIN);
    const elsewhereId = await addPerson(t.database.db, 'ssm-elsewhere@example.org', 'Demo-pass1', { roles: ['SCHOOL_SUCCESS_MANAGER'] });
    const assignedId = await addPerson(t.database.db, 'ssm-cedar@example.org', 'Demo-pass1', { roles: ['SCHOOL_SUCCESS_MANAGER'] });
    await assignDistrict(t.database.db, assignedId, district.id);
    const elsewhere = await tokenOf(t.app, { email: 'ssm-elsewhere@example.org', password: 'Demo-pass1' });
    const assigned = await tokenOf(t.app, { email: 'ssm-cedar@example.org', password: 'Demo-pass1' });
    expect(elsewhereId).not.toBe(assignedId);
    const districtPath = `/projects/${project.id}/count-conflicts/${open!.id}/resolution`;
    const staffPath = `/staff/projects/${project.id}/count-conflicts/${open!.id}/resolution`;

    // Programme staff never act on a district's data through its screens, ADMIN included.
    expect((await call(admin, 'POST', districtPath, { kitsOnHand: 4 })).statusCode).toBe(403);
    expect((await call(assigned, 'POST', districtPath, { kitsOnHand: 4 })).statusCode).toBe(403);
    // The district does not use the staff side.
    expect((await call(dana, 'POST', staffPath, { kitsOnHand: 4 })).statusCode).toBe(403);
    // A school success manager reaches only the districts assigned to them: another is not found.
    expect((await call(elsewhere, 'POST', staffPath, { kitsOnHand: 4 })).statusCode).toBe(404);
    expect((await call(assigned, 'POST', `/staff/projects/not-a-uuid/count-conflicts/${open!.id}/resolution`, { kitsOnHand: 4 })).statusCode).toBe(
      404,
    );
    expect((await detail(project.id)).countConflicts).toHaveLength(1);

    const settled = await call(assigned, 'POST', staffPath, { kitsOnHand: 4 });
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
    expect(entry).toMatchObject({ actorId: assignedId, districtId: district.id, entityType: 'inventory-count', after: { kitsOnHand: 4 } });
    // Settled already: the district's own attempt is refused as no longer open.
    expect((await call(dana, 'POST', districtPath, { kitsOnHand: 5 })).statusCode).toBe(409);
  });
});
