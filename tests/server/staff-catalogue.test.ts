// The catalogue editor: create a resource with its lessons, edit it (lessons reordered, added,
// removed), retire it — gone from the catalogue and the wizard, still on the applications and
// blueprints that name it — and bring it back. ADMIN only. Each test makes the resources it works on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityListSchema } from '@contract/activity';
import { resourceDetailSchema, staffResourceListSchema } from '@contract/resources';
import { routes, type QueryValue } from '@contract/routes';
import { makeApplication, makeResource, uniqueName } from '../helpers/factories';
import { ADMIN, callerFor, COORDINATOR, MANAGER, type Caller } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Caller;
let manager: Caller;
let coordinator: Caller;

const kit = {
  type: 'project',
  name: 'Wind Turbine Design',
  summary: 'Design, build and test blades for a small wind turbine.',
  description: '',
  gradeBand: '6-8',
  subject: 'Engineering',
  duration: '4 weeks',
  unitCostCents: 185_000,
  lessons: [
    { title: 'What makes wind power?', url: 'https://curriculum.example/wind/1', durationMinutes: 45 },
    { title: 'Blade design challenge', fileUrl: 'https://curriculum.example/wind/2.pdf' },
    { title: 'Testing day' },
  ],
};

const catalogueNames = async (caller: Caller, query: Record<string, QueryValue> = {}) =>
  ((await caller.request(routes.resources, { query: { limit: 50, ...query } })).json().items as { name: string }[]).map((r) => r.name);
const create = (caller: Caller, body: object) => caller.request(routes.createResource, { body });
/** A resource made through the editor, as the tests after the first one start from. */
const created = async (body: object) => resourceDetailSchema.parse((await create(admin, body)).json());

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, coordinator] = await Promise.all([callerFor(t, ADMIN), callerFor(t, MANAGER), callerFor(t, COORDINATOR)]);
});
afterAll(() => t.close());

describe('the catalogue editor', () => {
  it('creates a resource with its lessons; a lesson with no link keeps neither', async () => {
    const response = await create(admin, kit);
    expect(response.statusCode, response.body).toBe(201);
    const made = resourceDetailSchema.parse(response.json());
    expect(made).toMatchObject({ slug: 'wind-turbine-design', isActive: true, description: null, lessonCount: 3 });
    expect(made.lessons.map((l) => [l.position, l.title, l.url, l.fileUrl])).toEqual([
      [1, 'What makes wind power?', 'https://curriculum.example/wind/1', null],
      [2, 'Blade design challenge', null, 'https://curriculum.example/wind/2.pdf'],
      [3, 'Testing day', null, null],
    ]);
    expect(await catalogueNames(coordinator, { type: 'project' })).toContain('Wind Turbine Design');
    // The same name again gets a slug of its own.
    const twin = await create(admin, { ...kit, lessons: [] });
    expect(twin.json().slug).toBe('wind-turbine-design-2');
  });

  it('edits the resource and its lessons: reordered, changed, added and removed', async () => {
    const { id } = await created({ ...kit, name: 'Wind Turbine Basics' });
    const current = resourceDetailSchema.parse((await admin.request(routes.resource, { params: { id } })).json());
    const [intro, blades] = current.lessons;
    const response = await admin.request(routes.editResource, {
      params: { id },
      body: {
        ...kit,
        name: 'Wind Turbine Engineering',
        unitCostCents: 190_000,
        lessons: [
          { id: blades!.id, title: 'Blade design challenge', url: 'https://curriculum.example/wind/2' },
          { id: intro!.id, title: 'Where wind power comes from', url: intro!.url, durationMinutes: 50 },
          { title: 'Presenting results' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = resourceDetailSchema.parse(response.json());
    // The slug stays the one the resource was created with.
    expect(edited).toMatchObject({ name: 'Wind Turbine Engineering', unitCostCents: 190_000, slug: 'wind-turbine-basics' });
    expect(edited.lessons.map((l) => [l.id === blades!.id, l.id === intro!.id, l.title, l.url, l.durationMinutes])).toEqual([
      [true, false, 'Blade design challenge', 'https://curriculum.example/wind/2', null],
      [false, true, 'Where wind power comes from', 'https://curriculum.example/wind/1', 50],
      [false, false, 'Presenting results', null, null],
    ]);

    const log = activityListSchema.parse((await admin.request(routes.staffActivity, { query: { entityType: 'resource', entityId: id } })).json());
    expect(log.items[0]).toMatchObject({
      action: 'resource-updated',
      subject: 'Wind Turbine Engineering',
      before: { name: 'Wind Turbine Basics', unitCostCents: 185_000, lessons: 3 },
      after: { name: 'Wind Turbine Engineering', unitCostCents: 190_000, lessons: 3 },
    });
  });

  it('refuses a lesson of another resource, bad links and prices, naming the field', async () => {
    const { id } = await created({ ...kit, name: 'Solar Oven Design' });
    const other = await created({ ...kit, name: 'Water Filter Design' });
    const stranger = await admin.request(routes.editResource, {
      params: { id },
      body: { ...kit, lessons: [{ id: other.lessons[0]!.id, title: 'Mine now' }] },
    });
    expect(stranger.json().errors).toEqual([{ field: 'lessons.0.id', message: 'This lesson belongs to another resource' }]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ lessons: [{ title: 'x', url: 'javascript:alert(1)' }] }, 'lessons.0.url', 'Enter a full link starting with https:// or http://'],
      [{ lessons: [{ title: '' }] }, 'lessons.0.title', 'Lesson title is required'],
      [{ unitCostCents: -1 }, 'unitCostCents', 'Enter a price of $0 or more'],
      [{ name: ' ' }, 'name', 'Name is required'],
      [{ type: 'gadget' }, 'type', 'Choose a resource type from the list'],
    ];
    for (const [patch, field, message] of cases) {
      const response = await create(admin, { ...kit, ...patch });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json().errors[0]).toEqual({ field, message });
    }
  });

  it('retires a resource: gone from the catalogue and the wizard, still on the applications that name it', async () => {
    // A resource of the test's own, named by an application of the coordinator's district.
    const name = uniqueName('Robotics Classbox');
    const robotics = await makeResource(t.database.db, { name });
    const me = (await coordinator.request(routes.me)).json() as { district: { id: string } };
    const application = await makeApplication(t.database.db, me.district.id, { resources: [{ resourceId: robotics.id, quantity: 1 }] });
    const setState = (isActive: boolean) => admin.request(routes.setResourceState, { params: { id: robotics.id }, body: { isActive } });

    const retired = await setState(false);
    expect(retired.statusCode).toBe(200);
    expect(retired.json().isActive).toBe(false);

    expect(await catalogueNames(coordinator)).not.toContain(name);
    const wizard = (await coordinator.request(routes.applicationResources)).json().items as { name: string }[];
    expect(wizard.map((r) => r.name)).not.toContain(name);
    expect((await coordinator.request(routes.resource, { params: { id: robotics.id } })).json()).toMatchObject({ name, isActive: false });
    const detail = (await coordinator.request(routes.application, { params: { id: application.id } })).json();
    expect(detail.resources.map((r: { name: string }) => r.name)).toContain(name);

    const listed = staffResourceListSchema.parse((await admin.request(routes.staffResources, { query: { state: 'retired' } })).json());
    expect(listed.items.map((r) => r.name)).toEqual([name]);

    const restored = await setState(true);
    expect(restored.json().isActive).toBe(true);
    expect(await catalogueNames(coordinator)).toContain(name);
    const log = activityListSchema.parse((await admin.request(routes.staffActivity, { query: { entityId: robotics.id } })).json());
    expect(log.items.map((entry) => entry.action)).toEqual(['resource-restored', 'resource-retired']);
  });

  it('is for admins only', async () => {
    const { id } = await makeResource(t.database.db);
    expect((await create(manager, kit)).statusCode).toBe(403);
    expect((await manager.request(routes.staffResources)).statusCode).toBe(403);
    expect((await coordinator.request(routes.setResourceState, { params: { id }, body: { isActive: false } })).statusCode).toBe(403);
    expect(
      (await admin.request(routes.setResourceState, { params: { id: '00000000-0000-4000-8000-000000000000' }, body: { isActive: false } }))
        .statusCode,
    ).toBe(404);
  });
});
