// The catalogue editor: create a resource with its lessons, edit it (lessons reordered, added,
// removed), retire it — gone from the catalogue and the wizard, still on the applications and
// blueprints that name it — and bring it back. ADMIN only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityListSchema } from '../../src/contract/activity';
import { resourceDetailSchema, staffResourceListSchema } from '../../src/contract/resources';
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

const catalogueNames = async (caller: Caller, query = '') =>
  ((await caller.call('GET', `/resources?limit=50${query}`)).json().items as { name: string }[]).map((r) => r.name);

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, coordinator] = await Promise.all([callerFor(t, ADMIN), callerFor(t, MANAGER), callerFor(t, COORDINATOR)]);
});
afterAll(() => t.close());

describe('the catalogue editor', () => {
  let id: string;

  it('creates a resource with its lessons; a lesson with no link keeps neither', async () => {
    const response = await admin.call('POST', '/staff/resources', kit);
    expect(response.statusCode, response.body).toBe(201);
    const created = resourceDetailSchema.parse(response.json());
    id = created.id;
    expect(created).toMatchObject({ slug: 'wind-turbine-design', isActive: true, description: null, lessonCount: 3 });
    expect(created.lessons.map((l) => [l.position, l.title, l.url, l.fileUrl])).toEqual([
      [1, 'What makes wind power?', 'https://curriculum.example/wind/1', null],
      [2, 'Blade design challenge', null, 'https://curriculum.example/wind/2.pdf'],
      [3, 'Testing day', null, null],
    ]);
    expect(await catalogueNames(coordinator, '&type=project')).toContain('Wind Turbine Design');
    // The same name again gets a slug of its own.
    const twin = await admin.call('POST', '/staff/resources', { ...kit, lessons: [] });
    expect(twin.json().slug).toBe('wind-turbine-design-2');
  });

  it('edits the resource and its lessons: reordered, changed, added and removed', async () => {
    const current = resourceDetailSchema.parse((await admin.call('GET', `/resources/${id}`)).json());
    const [intro, blades] = current.lessons;
    const response = await admin.call('PUT', `/staff/resources/${id}`, {
      ...kit,
      name: 'Wind Turbine Engineering',
      unitCostCents: 190_000,
      lessons: [
        { id: blades!.id, title: 'Blade design challenge', url: 'https://curriculum.example/wind/2' },
        { id: intro!.id, title: 'Where wind power comes from', url: intro!.url, durationMinutes: 50 },
        { title: 'Presenting results' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = resourceDetailSchema.parse(response.json());
    expect(edited).toMatchObject({ name: 'Wind Turbine Engineering', unitCostCents: 190_000, slug: 'wind-turbine-design' });
    expect(edited.lessons.map((l) => [l.id === blades!.id, l.id === intro!.id, l.title, l.url, l.durationMinutes])).toEqual([
      [true, false, 'Blade design challenge', 'https://curriculum.example/wind/2', null],
      [false, true, 'Where wind power comes from', 'https://curriculum.example/wind/1', 50],
      [false, false, 'Presenting results', null, null],
    ]);

    const log = activityListSchema.parse((await admin.call('GET', `/staff/activity?entityType=resource&entityId=${id}`)).json());
    expect(log.items[0]).toMatchObject({
      action: 'resource-updated',
      subject: 'Wind Turbine Engineering',
      before: { name: 'Wind Turbine Design', unitCostCents: 185_000, lessons: 3 },
      after: { name: 'Wind Turbine Engineering', unitCostCents: 190_000, lessons: 3 },
    });
  });

  it('refuses a lesson of another resource, bad links and prices, naming the field', async () => {
    const other = resourceDetailSchema.parse(
      (await admin.call('GET', `/resources/${(await admin.call('GET', '/resources?type=project')).json().items[0].id}`)).json(),
    );
    const stranger = await admin.call('PUT', `/staff/resources/${id}`, { ...kit, lessons: [{ id: other.lessons[0]!.id, title: 'Mine now' }] });
    expect(stranger.json().errors).toEqual([{ field: 'lessons.0.id', message: 'This lesson belongs to another resource' }]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ lessons: [{ title: 'x', url: 'javascript:alert(1)' }] }, 'lessons.0.url', 'Enter a full link starting with https:// or http://'],
      [{ lessons: [{ title: '' }] }, 'lessons.0.title', 'Lesson title is required'],
      [{ unitCostCents: -1 }, 'unitCostCents', 'Enter a price of $0 or more'],
      [{ name: ' ' }, 'name', 'Name is required'],
      [{ type: 'gadget' }, 'type', 'Choose a resource type from the list'],
    ];
    for (const [patch, field, message] of cases) {
      const response = await admin.call('POST', '/staff/resources', { ...kit, ...patch });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json().errors[0]).toEqual({ field, message });
    }
  });

  it('retires a resource: gone from the catalogue and the wizard, still on the applications that name it', async () => {
    const robotics = (await admin.call('GET', '/staff/resources?search=robotics%20classbox')).json().items[0];
    const retired = await admin.call('PATCH', `/staff/resources/${robotics.id}`, { isActive: false });
    expect(retired.statusCode).toBe(200);
    expect(retired.json().isActive).toBe(false);

    expect(await catalogueNames(coordinator)).not.toContain('Robotics Classbox');
    const wizard = (await coordinator.call('GET', '/lookups/application-resources')).json().items as { name: string }[];
    expect(wizard.map((r) => r.name)).not.toContain('Robotics Classbox');
    expect((await coordinator.call('GET', `/resources/${robotics.id}`)).json()).toMatchObject({ name: 'Robotics Classbox', isActive: false });
    const demo = (await coordinator.call('POST', '/applications/me', {})).json().items[0];
    const detail = (await coordinator.call('GET', `/applications/${demo.id}`)).json();
    expect(detail.resources.map((r: { name: string }) => r.name)).toContain('Robotics Classbox');

    const listed = staffResourceListSchema.parse((await admin.call('GET', '/staff/resources?state=retired')).json());
    expect(listed.items.map((r) => r.name)).toEqual(['Robotics Classbox']);

    const restored = await admin.call('PATCH', `/staff/resources/${robotics.id}`, { isActive: true });
    expect(restored.json().isActive).toBe(true);
    expect(await catalogueNames(coordinator)).toContain('Robotics Classbox');
    const log = activityListSchema.parse((await admin.call('GET', `/staff/activity?entityId=${robotics.id}`)).json());
    expect(log.items.map((entry) => entry.action)).toEqual(['resource-restored', 'resource-retired']);
  });

  it('is for admins only', async () => {
    expect((await manager.call('POST', '/staff/resources', kit)).statusCode).toBe(403);
    expect((await manager.call('GET', '/staff/resources')).statusCode).toBe(403);
    expect((await coordinator.call('PATCH', `/staff/resources/${id}`, { isActive: false })).statusCode).toBe(403);
    expect((await admin.call('PATCH', '/staff/resources/00000000-0000-4000-8000-000000000000', { isActive: false })).statusCode).toBe(404);
  });
});
