// The directory calls on the demo data: POST /admin-programs/districts (getAll and "mine"),
// GET /applications/districts/:id/schools and GET /lookups/schools-applications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districtListSchema, schoolListSchema, schoolLookupListSchema } from '@contract/directory';
import { apiCall, type CallOptions } from '../helpers/api-call';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { routes } from '@contract/routes';

let t: TestApp;
let coordinator: string;
let admin: string;
let newcomer: string;

beforeAll(async () => {
  t = await createTestApp();
  coordinator = (await signIn(t.app)).token.accessToken;
  admin = (await signIn(t.app, { email: 'admin@example.org', password: 'Admin-pass1' })).token.accessToken;
  newcomer = (await signIn(t.app, { email: 'new@example.org', password: 'Demo-pass1' })).token.accessToken;
});
afterAll(() => t.close());

function districts(token: string, body: unknown, query: CallOptions['query'] = {}) {
  return apiCall(t.app, routes.districts, { token, body, query });
}
const schoolsOf = (token: string, id: string, query: CallOptions['query'] = {}) =>
  apiCall(t.app, routes.districtSchools, { token, params: { id }, query });
const schoolsApplications = (token: string, districtId: string) => apiCall(t.app, routes.schoolsApplications, { token, query: { districtId } });

async function districtIdOf(name: string): Promise<string> {
  const list = districtListSchema.parse((await districts(admin, { getAll: true }, { search: name })).json());
  const found = list.items.find((d) => d.name === name);
  if (!found) throw new Error(`no district ${name}`);
  return found.id;
}

describe('POST /admin-programs/districts', () => {
  it('with getAll lists the whole directory, by name, with school counts', async () => {
    const response = await districts(newcomer, { getAll: true });
    expect(response.statusCode).toBe(200);
    const body = districtListSchema.parse(response.json());
    expect(body.total).toBe(3);
    expect(body.items.map((d) => [d.name, d.state, d.schoolCount])).toEqual([
      ['Cedar Valley Unified School District', 'OH', 5],
      ['Harbor Point Independent School District', 'TX', 3],
      ['Riverbend County Schools', 'NC', 4],
    ]);
    // The e-mail check's data stays on the server.
    expect(JSON.stringify(body)).not.toContain('example');
  });

  it('searches by name (any case, wildcards taken literally), city prefix or NCES id, and pages', async () => {
    const byName = districtListSchema.parse((await districts(newcomer, { getAll: true }, { search: 'RIVER' })).json());
    expect(byName.items.map((d) => d.name)).toEqual(['Riverbend County Schools']);
    const byNces = districtListSchema.parse((await districts(newcomer, { getAll: true }, { search: '4800058' })).json());
    expect(byNces.items.map((d) => d.name)).toEqual(['Harbor Point Independent School District']);
    const wildcard = districtListSchema.parse((await districts(newcomer, { getAll: true }, { search: '%' })).json());
    expect(wildcard.total).toBe(0);
    const page = districtListSchema.parse((await districts(newcomer, { getAll: true }, { limit: 1, offset: 1 })).json());
    expect(page).toMatchObject({ total: 3, items: [{ name: 'Harbor Point Independent School District' }] });
  });

  it('without getAll lists only the districts the caller belongs to', async () => {
    const mine = districtListSchema.parse((await districts(coordinator, {})).json());
    expect(mine.items.map((d) => d.name)).toEqual(['Cedar Valley Unified School District']);
    const none = districtListSchema.parse((await districts(newcomer, { getAll: false })).json());
    expect(none).toEqual({ items: [], total: 0 });
    const staff = districtListSchema.parse((await districts(admin, {})).json());
    expect(staff.total).toBe(3);
  });

  it('refuses bad paging and anonymous callers', async () => {
    const bad = await districts(newcomer, { getAll: true }, { limit: 500 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('limit');
    const anonymous = await apiCall(t.app, routes.districts, { body: { getAll: true } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /applications/districts/:id/schools', () => {
  it("lists a district's schools with Title I status, enrollment and % disadvantaged", async () => {
    const id = await districtIdOf('Riverbend County Schools');
    const response = await schoolsOf(newcomer, id);
    expect(response.statusCode).toBe(200);
    const body = schoolListSchema.parse(response.json());
    expect(body.total).toBe(4);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      name: 'Eastside STEM Academy',
      ncesId: '370009300204',
      districtId: id,
      districtName: 'Riverbend County Schools',
      city: 'Riverbend',
      state: 'NC',
      gradeBand: '6-12',
      titleIStatus: 'Not Title I',
      estimatedEnrollment: 610,
      economicallyDisadvantagedPct: 41,
    });
  });

  it('searches within the district', async () => {
    const id = await districtIdOf('Riverbend County Schools');
    const response = await schoolsOf(newcomer, id, { search: 'oak' });
    expect(schoolListSchema.parse(response.json()).items.map((s) => s.name)).toEqual(['Oak Grove Middle School']);
  });

  it('lists only the given ids (the schools already picked)', async () => {
    const id = await districtIdOf('Riverbend County Schools');
    const all = schoolListSchema.parse((await schoolsOf(newcomer, id)).json());
    const picked = [all.items[1]!.id, all.items[3]!.id, 'junk'];
    const response = await schoolsOf(newcomer, id, { ids: picked.join(',') });
    expect(schoolListSchema.parse(response.json()).items.map((s) => s.id)).toEqual([all.items[1]!.id, all.items[3]!.id]);
  });

  it('answers 404 for an unknown or malformed district id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await schoolsOf(newcomer, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe('District not found');
    }
  });
});

describe('GET /lookups/schools-applications', () => {
  it("lists the caller's district's schools with how many applications name each", async () => {
    const id = await districtIdOf('Cedar Valley Unified School District');
    const response = await schoolsApplications(coordinator, id);
    expect(response.statusCode).toBe(200);
    const body = schoolLookupListSchema.parse(response.json());
    expect(body.items).toHaveLength(5);
    const counts = Object.fromEntries(body.items.map((s) => [s.name, s.applicationCount]));
    expect(counts).toMatchObject({ 'Cedar Valley High School': 1, 'Lincoln Middle School': 1, 'Ridgeview Elementary School': 0 });
  });

  it('answers 404 for another district, and staff may ask for any', async () => {
    const other = await districtIdOf('Harbor Point Independent School District');
    expect((await schoolsApplications(coordinator, other)).statusCode).toBe(404);
    expect((await schoolsApplications(newcomer, other)).statusCode).toBe(404);
    const staff = await schoolsApplications(admin, other);
    expect(staff.statusCode).toBe(200);
    expect(schoolLookupListSchema.parse(staff.json()).items).toHaveLength(3);
  });

  it('requires districtId', async () => {
    const response = await apiCall(t.app, routes.schoolsApplications, { token: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'districtId', message: 'districtId is required' }]);
  });
});
