// GET /action-tasks: tabs, order, paging, the resourceType filter, overdue flags and the dashboard
// counts, on the demo checklist (9 tasks: 3 completed, 6 pending of which 1 overdue; one of the pending is
// the demo term's outcome report).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionTaskListSchema, type ActionTaskList } from '@contract/action-tasks';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';
import { routes } from '@contract/routes';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token.accessToken;
});
afterAll(() => t.close());

type Query = Record<string, string | number | boolean>;

async function tasks(query: Query = {}): Promise<ActionTaskList> {
  const response = await apiCall(t.app, routes.actionTasks, { query, token });
  expect(response.statusCode, response.body).toBe(200);
  // The answer is exactly the contract's shape.
  return actionTaskListSchema.parse(response.json());
}

const today = new Date().toISOString().slice(0, 10);

describe('pending tab (the default)', () => {
  it('lists pending tasks by due date, undated last, with the counts', async () => {
    const body = await tasks();
    expect(body.total).toBe(6);
    expect(body.counts).toEqual({ pending: 6, completed: 3, overdue: 1 });
    expect(body.items.map((i) => i.title)).toEqual([
      'Register educators for the PD workshop',
      'Count kits on hand: Solar Car Challenge',
      expect.stringMatching(/^File the .+ outcome report for /),
      'Schedule the Mobile Maker Lab visit',
      'Share the family newsletter template',
      'Try the Career Pathways Explorer with a class',
    ]);
    const dates = body.items.map((i) => i.dueDate);
    expect(dates.at(-1)).toBeNull();
    expect(dates.slice(0, -1)).toEqual([...dates.slice(0, -1)].sort());
    expect(await tasks({ IsCompletedTab: false })).toEqual(body);
  });

  it('flags overdue tasks: pending and due before today', async () => {
    const body = await tasks();
    const overdue = body.items.filter((i) => i.isOverdue);
    expect(overdue.map((i) => i.title)).toEqual(['Register educators for the PD workshop']);
    expect(overdue[0]!.dueDate! < today).toBe(true);
    for (const item of body.items) {
      expect(item).toMatchObject({ isCompleted: false, status: 'Pending', completedAt: null });
    }
  });

  it('describes each task', async () => {
    const [first] = (await tasks({ limit: 1 })).items;
    expect(first).toMatchObject({
      id: expect.any(String),
      title: 'Register educators for the PD workshop',
      description: expect.stringContaining('Inquiry in Action'),
      kind: 'resource',
      resourceType: 'workshop',
      resource: { id: expect.any(String), name: 'Inquiry in Action: Educator PD' },
      isRequired: true,
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });
});

describe('completed tab', () => {
  it('lists completed tasks, most recently completed first, never overdue', async () => {
    const body = await tasks({ IsCompletedTab: true });
    expect(body.total).toBe(3);
    expect(body.items.map((i) => i.title)).toEqual([
      'Invite an implementation contact',
      'Review and approve your blueprint',
      'Confirm participating schools',
    ]);
    for (const item of body.items) {
      expect(item).toMatchObject({ isCompleted: true, status: 'Completed', isOverdue: false });
      expect(Date.parse(item.completedAt!)).toBeLessThan(Date.now());
    }
  });
});

describe('paging and filters', () => {
  it('pages with limit and offset; total is the whole tab', async () => {
    const first = await tasks({ limit: 2, offset: 0 });
    const second = await tasks({ limit: 2, offset: 2 });
    const third = await tasks({ limit: 2, offset: 4 });
    expect([first.items.length, second.items.length, third.items.length]).toEqual([2, 2, 2]);
    expect(first.total).toBe(6);
    expect(new Set([...first.items, ...second.items, ...third.items].map((i) => i.id)).size).toBe(6);
    // Every page carries the counts, and one past the end (no row to carry them) counts on its own.
    for (const page of [first, second, third, await tasks({ offset: 15 }), await tasks({ IsCompletedTab: true, offset: 15 })]) {
      expect(page.counts).toEqual({ pending: 6, completed: 3, overdue: 1 });
    }
    expect((await tasks({ offset: 15 })).items).toEqual([]);
    expect((await tasks({ IsCompletedTab: true, limit: 1 })).counts).toEqual({ pending: 6, completed: 3, overdue: 1 });
  });

  it('filters by resourceType, with the counts under the same filter', async () => {
    const projects = await tasks({ resourceType: 'project' });
    expect(projects.items.map((i) => i.title)).toEqual(['Count kits on hand: Solar Car Challenge']);
    expect(projects.counts).toEqual({ pending: 1, completed: 0, overdue: 0 });
    const workshops = await tasks({ resourceType: 'workshop' });
    expect(workshops.counts).toEqual({ pending: 1, completed: 0, overdue: 1 });
    const classboxes = await tasks({ resourceType: 'classbox', IsCompletedTab: true });
    expect(classboxes).toEqual({ items: [], total: 0, counts: { pending: 0, completed: 0, overdue: 0 } });
  });

  it('refuses a bad tab value, resource type or page size', async () => {
    for (const query of [{ IsCompletedTab: 'yes' }, { resourceType: 'book' }, { limit: 100 }]) {
      const response = await apiCall(t.app, routes.actionTasks, { query, token });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('a project kit task', () => {
  it("names the district's one project of that kit, so it can open the count screen", async () => {
    const body = await tasks();
    const count = body.items.find((i) => i.title === 'Count kits on hand: Solar Car Challenge')!;
    const projects = (await apiCall(t.app, routes.projects, { query: { limit: 50 }, token })).json() as {
      items: { id: string; name: string; resource: { id: string } }[];
    };
    const solar = projects.items.filter((p) => p.resource.id === count.resource!.id);
    expect(solar).toHaveLength(1);
    expect(count.projectId).toBe(solar[0]!.id);
    // Tasks about other kinds of resource name no project.
    expect(body.items.filter((i) => i.resourceType !== 'project').every((i) => i.projectId === null)).toBe(true);
  });
});
