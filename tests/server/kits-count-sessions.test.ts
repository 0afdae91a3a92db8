// POST /kits/count-sessions records a finished onsite count session once (the outbox's
// Idempotency-Key); GET /kits/count-sessions/:id and its receipt.csv give it back, to whoever
// reaches its district.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countSessionMessages, type CountSession, type CountSessionBody } from '@contract/count-sessions';
import { countSessions } from '@server/db/schema';
import { ADMIN, coordinatorProject, routeCaller, tokenOf } from '../helpers/kit-orders';
import { makeDistrictWorld, makeProject, makeSchool } from '../helpers/factories';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { MANAGER } from '../helpers/staff';
import { routes } from '@contract/routes';

let t: TestApp;
let coordinator: string;
let admin: string;
let lincolnId: string;
let districtId: string;
let projectId: string;
const call = routeCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  coordinator = (await signIn(t.app)).token.accessToken;
  admin = await tokenOf(t.app, ADMIN);
  const project = await coordinatorProject(t.database.db, 'solar-car-challenge', 3);
  projectId = project.id;
  lincolnId = project.schoolId;
  districtId = project.districtId;
});
afterAll(() => t.close());

const body = (id: string, overrides: Partial<CountSessionBody> = {}): CountSessionBody => ({
  id,
  schoolId: lincolnId,
  startedAt: '2026-03-02T09:00:00.000Z',
  finishedAt: '2026-03-02T09:12:00.000Z',
  projects: [{ projectId, expected: 3, found: 2, missing: 1, scanned: 2, tapped: 0 }],
  unexpected: [{ code: '=BRD-OGM-01', belongsTo: 'Bridge Engineering, Oak Grove Middle School' }],
  ...overrides,
});
const post = (body: object, key?: string, token = coordinator) =>
  call(token, routes.recordCountSession, { body, headers: key ? { 'idempotency-key': key } : {} });

describe('count sessions', () => {
  it('records a session once per Idempotency-Key and answers a repeat with the first answer', async () => {
    const id = crypto.randomUUID();
    const key = `${'a'.repeat(32)}:1`;
    const first = await post(body(id), key);
    expect(first.statusCode).toBe(201);
    const session = first.json() as CountSession;
    expect(session).toMatchObject({
      id,
      school: { id: lincolnId, name: 'Lincoln Middle School' },
      countedBy: { name: expect.any(String) },
      startedAt: '2026-03-02T09:00:00.000Z',
      projects: [{ projectId, projectName: 'Solar Car Challenge', expected: 3, found: 2, missing: 1 }],
      unexpected: [{ code: '=BRD-OGM-01', belongsTo: 'Bridge Engineering, Oak Grove Middle School' }],
    });
    const again = await post(body(id), key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(session);
    expect(await t.database.db.select().from(countSessions).where(eq(countSessions.id, id))).toHaveLength(1);
    // The same session under another key is not recorded twice.
    const other = await post(body(id), `${'b'.repeat(32)}:1`);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(countSessionMessages.sessionTaken);

    expect((await call(coordinator, routes.countSession, { params: { id } })).json()).toEqual(session);
    expect((await call(admin, routes.countSession, { params: { id } })).statusCode).toBe(200);
  });

  it('gives the receipt as CSV: one row per project and per unexpected kit, formulas neutralised', async () => {
    const id = crypto.randomUUID();
    await post(body(id));
    const csv = await call(coordinator, routes.countSessionCsv, { params: { id } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('School,Counted by,Started,Finished,Project,Expected,Found,Missing,Unexpected');
    expect(lines[1]).toMatch(/^Lincoln Middle School,.+,2026-03-02T09:00:00.000Z,2026-03-02T09:12:00.000Z,Solar Car Challenge,3,2,1,$/);
    expect(lines[2]).toContain(`"Bridge Engineering, Oak Grove Middle School",,,,'=BRD-OGM-01`);
    expect(lines).toHaveLength(3);
  });

  it('refuses projects of another school, a school outside the district, and inconsistent figures', async () => {
    // Another school of the same district, with a project of its own.
    const other = await makeSchool(t.database.db, districtId);
    await makeProject(t.database.db, other);
    const wrongSchool = await post(body(crypto.randomUUID(), { schoolId: other.id }));
    expect(wrongSchool.statusCode).toBe(400);
    expect(wrongSchool.json().errors).toEqual([{ field: 'projects', message: countSessionMessages.schoolMismatch }]);

    const { school: awaySchool } = await makeDistrictWorld(t.app, t.database.db);
    const project = await makeProject(t.database.db, awaySchool, { kitsOnHand: 2 });
    const away = await post(
      body(crypto.randomUUID(), {
        schoolId: project.schoolId,
        projects: [{ projectId: project.id, expected: 0, found: 0, missing: 0, scanned: 0, tapped: 0 }],
      }),
    );
    expect(away.statusCode).toBe(400);
    expect(away.json().errors).toEqual([{ field: 'schoolId', message: countSessionMessages.schoolInvalid }]);

    const inconsistent = await post(
      body(crypto.randomUUID(), { projects: [{ projectId, expected: 3, found: 1, missing: 0, scanned: 1, tapped: 0 }] }),
    );
    expect(inconsistent.statusCode).toBe(400);
    expect(inconsistent.json().errors).toEqual([{ field: 'projects', message: countSessionMessages.figuresInconsistent }]);
  });

  it("refuses programme staff: counting is the district's act (403, nothing recorded, in or out of their districts)", async () => {
    const manager = await tokenOf(t.app, MANAGER);
    // A project of another district.
    const { school: otherSchool } = await makeDistrictWorld(t.app, t.database.db);
    const project = await makeProject(t.database.db, otherSchool, { kitsOnHand: 2 });
    const elsewhere = { schoolId: project.schoolId, projects: [{ projectId: project.id, expected: 2, found: 2, missing: 0, scanned: 2, tapped: 0 }] };
    for (const token of [admin, manager]) {
      for (const overrides of [{}, elsewhere]) {
        const id = crypto.randomUUID();
        const answer = await post(
          body(id, overrides),
          `${'c'.repeat(31)}${token === admin ? 'a' : 'm'}:${Math.floor(Math.random() * 1e9) + 1}`,
          token,
        );
        expect(answer.statusCode).toBe(403);
        expect(await t.database.db.select().from(countSessions).where(eq(countSessions.id, id))).toHaveLength(0);
      }
    }
  });

  it('answers 404 to another district and for unknown ids', async () => {
    const id = crypto.randomUUID();
    await post(body(id));
    // A user of another district.
    const { token: outsider } = await makeDistrictWorld(t.app, t.database.db);
    expect((await call(outsider, routes.countSession, { params: { id } })).statusCode).toBe(404);
    expect((await call(outsider, routes.countSessionCsv, { params: { id } })).statusCode).toBe(404);
    expect((await call(coordinator, routes.countSession, { params: { id: crypto.randomUUID() } })).statusCode).toBe(404);
    expect((await call(coordinator, routes.countSession, { params: { id: 'nope' } })).statusCode).toBe(404);
  });
});
