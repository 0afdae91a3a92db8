// PATCH /action-tasks/{id}: completing and reopening a task, and who may see which task (their
// district's tasks for everyone or for them; 404 for anything else).
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ActionTask, ActionTaskList } from '@contract/action-tasks';
import { actionTasks, users } from '@server/db/schema';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';
import { makeDistrict, makePerson, type Person } from '../helpers/factories';
import { routes } from '@contract/routes';

let t: TestApp;
let token: string;
let colleague: Person;
let outsiderTaskId: string;
let colleagueTaskId: string;
/** The demo checklist's completion state as seeded, put back after each test that ticks or reopens tasks. */
let seeded: { id: string; completedAt: Date | null; completedById: string | null }[];

/** A task in another district, and a task assigned to a colleague in the coordinator's district. */
async function seedOtherTasks() {
  const db = t.database.db;
  const elsewhere = await makeDistrict(db);
  const [coordinator] = await db.select().from(users).where(eq(users.email, 'coordinator@example.org'));
  colleague = await makePerson(db, { districtId: coordinator!.districtId });
  const [outsiderTask] = await db
    .insert(actionTasks)
    .values({ districtId: elsewhere.id, title: 'Another district’s task', dueDate: '2020-01-01' })
    .returning();
  const [colleagueTask] = await db
    .insert(actionTasks)
    .values({ districtId: coordinator!.districtId!, userId: colleague.id, title: 'Colleague’s own task', dueDate: '2020-01-01' })
    .returning();
  return { outsiderTaskId: outsiderTask!.id, colleagueTaskId: colleagueTask!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  seeded = await t.database.db
    .select({ id: actionTasks.id, completedAt: actionTasks.completedAt, completedById: actionTasks.completedById })
    .from(actionTasks);
  ({ outsiderTaskId, colleagueTaskId } = await seedOtherTasks());
  token = (await signIn(t.app)).token.accessToken;
});
afterAll(() => t.close());

const list = async (query: Record<string, string | number | boolean> = {}, as = token) =>
  (await apiCall(t.app, routes.actionTasks, { query, token: as })).json() as ActionTaskList;
const patch = (id: string, body: unknown, as = token) => apiCall(t.app, routes.completeActionTask, { params: { id }, body, token: as });

describe('completing a task', () => {
  afterEach(async () => {
    for (const row of seeded) {
      await t.database.db
        .update(actionTasks)
        .set({ completedAt: row.completedAt, completedById: row.completedById })
        .where(eq(actionTasks.id, row.id));
    }
  });

  it('completes a pending task and answers 200 with it; the counts follow', async () => {
    const [task] = (await list()).items;
    const response = await patch(task!.id, { isCompleted: true });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ActionTask;
    expect(body).toMatchObject({ id: task!.id, isCompleted: true, status: 'Completed', isOverdue: false });
    expect(Date.now() - Date.parse(body.completedAt!)).toBeLessThan(60_000);

    const after = await list();
    expect(after.counts).toEqual({ pending: 5, completed: 4, overdue: 0 });
    expect(after.items.map((i) => i.id)).not.toContain(task!.id);
    expect((await list({ IsCompletedTab: true })).items[0]!.id).toBe(task!.id);
  });

  it('keeps the first completion time when a completed task is completed again', async () => {
    const [done] = (await list({ IsCompletedTab: true })).items;
    const again = (await patch(done!.id, { isCompleted: true })).json() as ActionTask;
    expect(again.completedAt).toBe(done!.completedAt);
  });

  it('reopens a task with isCompleted false; it is overdue again if past due', async () => {
    // The overdue task (first by due date), completed: the most recently completed task.
    const [overdue] = (await list()).items;
    expect(overdue!.isOverdue).toBe(true);
    expect((await patch(overdue!.id, { isCompleted: true })).statusCode).toBe(200);
    const [done] = (await list({ IsCompletedTab: true })).items;
    expect(done!.id).toBe(overdue!.id);
    const response = await patch(done!.id, { isCompleted: false });
    expect(response.json()).toMatchObject({ isCompleted: false, status: 'Pending', completedAt: null, isOverdue: true });
    expect((await list()).counts).toEqual({ pending: 6, completed: 3, overdue: 1 });
  });

  it('refuses any other body', async () => {
    const [task] = (await list()).items;
    for (const payload of [{}, { isCompleted: 'true' }, { isCompleted: 1 }]) {
      const response = await patch(task!.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'isCompleted', message: 'isCompleted must be true or false' }]);
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await patch('00000000-0000-4000-8000-000000000000', { isCompleted: true })).statusCode).toBe(404);
    expect((await patch('42', { isCompleted: true })).statusCode).toBe(404);
  });
});

describe('who sees which task', () => {
  it('hides another district’s tasks and a colleague’s own tasks: not listed, not counted, 404', async () => {
    const pending = await list({ limit: 50 });
    expect(pending.items.map((i) => i.id)).not.toContain(outsiderTaskId);
    expect(pending.items.map((i) => i.id)).not.toContain(colleagueTaskId);
    expect(pending.counts.overdue).toBe(1);
    for (const id of [outsiderTaskId, colleagueTaskId]) {
      const response = await patch(id, { isCompleted: true });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    const [row] = await t.database.db.select().from(actionTasks).where(eq(actionTasks.id, outsiderTaskId));
    expect(row!.completedAt).toBeNull();
  });

  it('shows the colleague their own task and the district’s shared ones', async () => {
    const colleagueToken = (await signIn(t.app, colleague)).token.accessToken;
    const body = await list({ limit: 50 }, colleagueToken);
    expect(body.items.map((i) => i.id)).toContain(colleagueTaskId);
    expect(body.items.map((i) => i.id)).not.toContain(outsiderTaskId);
    // The coordinator's two personal tasks are completed ones: the colleague sees only the shared one.
    expect((await list({ IsCompletedTab: true }, colleagueToken)).total).toBe(1);
  });

  it('lets programme staff (ADMIN) see every district’s tasks', async () => {
    const admin = (await signIn(t.app, { email: 'admin@example.org', password: 'Admin-pass1' })).token.accessToken;
    const body = await list({ limit: 50 }, admin);
    expect(body.items.map((i) => i.id)).toEqual(expect.arrayContaining([outsiderTaskId, colleagueTaskId]));
  });
});
