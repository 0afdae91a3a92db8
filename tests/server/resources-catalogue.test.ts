// GET /resources, GET /resources/subjects and GET /resources/{id} on the demo catalogue (16 active resources of five types,
// with lessons that have a link, a file, both or neither).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceDetailSchema, resourceListSchema, resourceSubjectsSchema, type ResourceList } from '@contract/resources';
import { lessons, resources } from '@server/db/schema';
import { apiCall, type CallOptions } from '../helpers/api-call';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { routes, type RouteDef } from '@contract/routes';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token.accessToken;
});
afterAll(() => t.close());

type Query = CallOptions['query'];
const get = <R extends RouteDef>(route: R, options: Omit<CallOptions<R>, 'token'> = {}, auth = true) =>
  apiCall(t.app, route, { ...options, ...(auth ? { token } : {}) });
const resourceById = (id: string, auth = true) => get(routes.resource, { params: { id } }, auth);

async function list(query: Query = {}): Promise<ResourceList> {
  const response = await get(routes.resources, { query });
  expect(response.statusCode, response.body).toBe(200);
  return resourceListSchema.parse(response.json());
}

async function subjects(query: Query = {}): Promise<string[]> {
  const response = await get(routes.resourceSubjects, { query });
  expect(response.statusCode, response.body).toBe(200);
  return resourceSubjectsSchema.parse(response.json()).subjects;
}

describe('GET /resources', () => {
  it('needs a signed-in user', async () => {
    expect((await get(routes.resources, {}, false)).statusCode).toBe(401);
    expect((await get(routes.resourceSubjects, {}, false)).statusCode).toBe(401);
    expect((await resourceById('00000000-0000-4000-8000-000000000000', false)).statusCode).toBe(401);
  });

  it('lists the whole catalogue by name (ignoring case), 15 to a page, with the total', async () => {
    const first = await list();
    expect(first.total).toBe(16);
    expect(first.items).toHaveLength(15);
    const names = first.items.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(names.indexOf('solar car challenge')).toBeLessThan(names.indexOf('stem career interest survey'));
    const second = await list({ offset: 15 });
    expect(second.total).toBe(16);
    expect(second.items).toHaveLength(1);
    expect(first.items.map((r) => r.id)).not.toContain(second.items[0]!.id);
  });

  it('honours the page sizes 10, 30 and 50', async () => {
    expect((await list({ limit: 10 })).items).toHaveLength(10);
    expect((await list({ limit: 10, offset: 10 })).items).toHaveLength(6);
    expect((await list({ limit: 30 })).items).toHaveLength(16);
    expect((await list({ limit: 50 })).items).toHaveLength(16);
    // Past the end: no items, and still the total of all.
    const past = await list({ limit: 10, offset: 40 });
    expect([past.items.length, past.total]).toEqual([0, 16]);
  });

  it('describes each resource with its lesson count', async () => {
    const { items } = await list({ search: 'solar car' });
    expect(items).toEqual([
      {
        id: expect.any(String),
        type: 'project',
        slug: 'solar-car-challenge',
        name: 'Solar Car Challenge',
        summary: 'Teams design, build and race solar-powered model cars.',
        gradeBand: '6-8',
        subject: 'Physics',
        duration: '6 weeks',
        unitCostCents: 85_000,
        lessonCount: 4,
      },
    ]);
  });

  it('keeps one type, with that type’s subjects as filter choices', async () => {
    const projects = await list({ type: 'project' });
    expect(projects.total).toBe(4);
    expect(new Set(projects.items.map((r) => r.type))).toEqual(new Set(['project']));
    expect(await subjects({ type: 'project' })).toEqual(['Computer Science', 'Engineering', 'Environmental Science', 'Physics']);
    for (const [type, total] of [
      ['onsite-field-trip', 3],
      ['workshop', 3],
      ['career-tool', 3],
      ['classbox', 3],
    ] as const) {
      expect((await list({ type })).total, type).toBe(total);
    }
  });

  it('offers the subjects of the whole catalogue (or type) as filter choices, in order, each once', async () => {
    const all = await list({ limit: 50 });
    expect(all.items).toHaveLength(all.total);
    const everySubject = [...new Set(all.items.map((r) => r.subject).filter((s): s is string => Boolean(s)))].sort();
    expect(everySubject.length).toBeGreaterThan(3);
    expect(await subjects()).toEqual(everySubject);
    // Not a page's subjects: other filters are not taken, so a filter never offers nothing.
    expect(await subjects({ type: 'project', limit: 1, search: 'solar', grade: 'K' })).toEqual(await subjects({ type: 'project' }));
    expect(await list({ limit: 15, offset: all.total + 15 })).toMatchObject({ items: [], total: all.total });
  });

  it("leaves a retired resource's subject out of the choices", async () => {
    const [before] = await t.database.db.select().from(resources).where(eq(resources.slug, 'family-stem-night'));
    const [only] = await t.database.db
      .update(resources)
      .set({ subject: 'Retired Subject', isActive: false })
      .where(eq(resources.id, before!.id))
      .returning({ id: resources.id });
    try {
      expect(await subjects()).not.toContain('Retired Subject');
      await t.database.db.update(resources).set({ isActive: true }).where(eq(resources.id, only!.id));
      expect(await subjects()).toContain('Retired Subject');
      expect(await subjects({ type: 'workshop' })).toContain('Retired Subject');
      expect(await subjects({ type: 'project' })).not.toContain('Retired Subject');
    } finally {
      await t.database.db.update(resources).set({ isActive: true, subject: before!.subject }).where(eq(resources.id, only!.id));
    }
  });

  it('searches name, summary and subject, case-insensitively, wildcards taken literally', async () => {
    expect((await list({ search: 'ROBOT' })).items.map((r) => r.slug).sort()).toEqual(['micro-robots', 'robotics-classbox']);
    // "rockets" appears only in a summary; "career readiness" only as a subject.
    expect((await list({ search: 'rockets' })).items.map((r) => r.slug)).toEqual(['aerospace-day']);
    expect((await list({ search: 'career readiness' })).total).toBe(3);
    expect((await list({ search: '%' })).total).toBe(0);
    expect((await list({ search: '_' })).total).toBe(0);
    expect((await list({ search: 'nothing like this' })).items).toEqual([]);
  });

  it('filters by subject and by the grade a band covers, combined with type and search', async () => {
    const physics = await list({ subject: 'physics' });
    expect(physics.items.map((r) => r.slug).sort()).toEqual(['aerospace-day', 'circuits-classbox', 'solar-car-challenge']);

    // Grade 4 is inside K-8, 3-8, 3-5, 4-8, K-12 and 4-8; not inside 6-8 or 9-12.
    const grade4 = await list({ grade: 4, limit: 50 });
    for (const r of grade4.items) {
      const [low, high] = r.gradeBand!.split('-').map((g) => (g === 'K' ? 0 : Number(g)));
      expect(low! <= 4 && high! >= 4, `${r.slug} ${r.gradeBand}`).toBe(true);
    }
    expect(grade4.items.map((r) => r.slug)).toContain('micro-robots');
    expect(grade4.items.map((r) => r.slug)).not.toContain('solar-car-challenge');

    const kindergarten = await list({ grade: 'k', limit: 50 });
    expect(kindergarten.items.every((r) => r.gradeBand!.startsWith('K'))).toBe(true);
    expect(kindergarten.total).toBeGreaterThan(0);

    const combined = await list({ type: 'classbox', grade: 9, search: 'microscope' });
    expect(combined.items.map((r) => r.slug)).toEqual(['microscopy-classbox']);
    expect(combined.total).toBe(1);
  });

  it('hides retired resources from the list but still answers their details', async () => {
    const [retired] = await t.database.db
      .update(resources)
      .set({ isActive: false })
      .where(eq(resources.slug, 'family-stem-night'))
      .returning({ id: resources.id });
    try {
      expect((await list({ type: 'workshop' })).items.map((r) => r.slug)).not.toContain('family-stem-night');
      const response = await resourceById(retired!.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ slug: 'family-stem-night', isActive: false });
    } finally {
      await t.database.db.update(resources).set({ isActive: true }).where(eq(resources.id, retired!.id));
    }
  });

  it('answers bad query values with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ type: 'spaceship' }, 'type'],
      [{ grade: 13 }, 'grade'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 51 }, 'limit'],
      [{ offset: -1 }, 'offset'],
      [{ search: 'x'.repeat(101) }, 'search'],
    ] as const) {
      const response = await get(routes.resources, { query });
      expect(response.statusCode, field).toBe(400);
      expect(
        response.json().errors.map((e: { field: string }) => e.field),
        field,
      ).toContain(field);
    }
    const badType = await get(routes.resourceSubjects, { query: { type: 'spaceship' } });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors.map((e: { field: string }) => e.field)).toContain('type');
  });
});

describe('lesson counts', () => {
  // Kept by the database (migration 0009), so every writer keeps them right, not only the editor.
  it('follow every lesson added, moved or removed, whoever writes it', async () => {
    const countOf = async (slug: string) => (await list({ limit: 50 })).items.find((r) => r.slug === slug)!.lessonCount;
    const [solar] = await t.database.db.select().from(resources).where(eq(resources.slug, 'solar-car-challenge'));
    const [stemNight] = await t.database.db.select().from(resources).where(eq(resources.slug, 'family-stem-night'));
    const solarBefore = await countOf('solar-car-challenge');
    const stemNightBefore = await countOf('family-stem-night');
    expect(solarBefore).toBeGreaterThan(0);

    const added = await t.database.db
      .insert(lessons)
      .values([1, 2].map((n) => ({ resourceId: solar!.id, title: `Extra ${n}`, position: 90 + n })))
      .returning({ id: lessons.id });
    try {
      expect(await countOf('solar-car-challenge')).toBe(solarBefore + 2);
      await t.database.db.update(lessons).set({ resourceId: stemNight!.id }).where(eq(lessons.id, added[0]!.id));
      expect(await countOf('solar-car-challenge')).toBe(solarBefore + 1);
      expect(await countOf('family-stem-night')).toBe(stemNightBefore + 1);
      // A change that keeps the resource leaves the counts alone.
      await t.database.db.update(lessons).set({ title: 'Renamed' }).where(eq(lessons.id, added[1]!.id));
      expect(await countOf('solar-car-challenge')).toBe(solarBefore + 1);
    } finally {
      for (const { id } of added) await t.database.db.delete(lessons).where(eq(lessons.id, id));
    }
    expect(await countOf('solar-car-challenge')).toBe(solarBefore);
    expect(await countOf('family-stem-night')).toBe(stemNightBefore);
    const detail = (await resourceById(solar!.id)).json();
    expect(detail.lessonCount).toBe(solarBefore);
    expect(detail.lessons).toHaveLength(solarBefore);
  });
});

describe('GET /resources/{id}', () => {
  it('gives the resource with its lessons in order, links and files as stored', async () => {
    const [solar] = (await list({ search: 'solar car' })).items;
    const response = await resourceById(solar!.id);
    expect(response.statusCode).toBe(200);
    const detail = resourceDetailSchema.parse(response.json());
    expect(detail).toMatchObject({
      id: solar!.id,
      name: 'Solar Car Challenge',
      isActive: true,
      lessonCount: 4,
      description: expect.stringContaining('Teams design, build and race'),
    });
    expect(detail.lessons.map((l) => [l.position, l.title, Boolean(l.url), Boolean(l.fileUrl)])).toEqual([
      [1, 'Energy from the sun', true, false],
      [2, 'Gears and torque', true, true],
      [3, 'Build day', false, true],
      [4, 'Race day and redesign', false, false],
    ]);
    expect(detail.lessons[0]).toMatchObject({ durationMinutes: 45, url: expect.stringMatching(/^https:\/\//) });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '123']) {
      const response = await resourceById(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: 'Resource not found' });
    }
  });
});
