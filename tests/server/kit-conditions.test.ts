// Condition reports with photos (issue 32, item 3): PUT/GET /uploads/{sha256} (photos by their bytes,
// by their hash, read only where they belong), POST /kits/{code}/condition-reports (alone, under a
// key, in a batch), reports written by a return, and staff's kit issues with their three actions.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionReportMessages } from '@contract/kit-conditions-messages';
import type { KitIssue, KitIssueOutcome } from '@contract/kit-conditions';
import type { KitCodesResponse } from '@contract/kits';
import type { KitOrder } from '@contract/projects';
import { apiPath, routes } from '@contract/routes';
import { uploadMessages } from '@contract/uploads';
import { activityLog, kitConditionReports, kitEvents, kitOrders, kits, projects, uploads } from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { districtIdOf, makeDistrictWorld, makePerson, makeProject, makeSchool, tokenFor } from '../helpers/factories';
import { ADMIN, callerFor, type Caller } from '../helpers/staff';
import { COORDINATOR, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let school: { id: string; districtId: string };
let admin: Caller;
/** Another district's person and one kit of theirs. */
let other: { token: string; code: string };

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
let counter = 0;
/** Bytes that start as the type's files do, different every call (so each is a new photo). */
function photo(type: 'jpeg' | 'png' | 'webp'): Buffer {
  const tail = Buffer.from(`photo ${(counter += 1)} ${Math.random()}`);
  if (type === 'jpeg') return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), tail]);
  if (type === 'png') return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), tail]);
  return Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 0, 0, 0]), Buffer.from('WEBPVP8 '), tail]);
}

const put = (bytes: Buffer, options: { token?: string; hash?: string; type?: string } = {}) =>
  t.app.inject({
    method: 'PUT',
    url: apiPath(routes.putUpload, { sha256: options.hash ?? sha(bytes) }),
    headers: { authorization: `Bearer ${options.token ?? token}`, 'content-type': options.type ?? 'application/octet-stream' },
    payload: bytes,
  });
const read = (hash: string, as = token) => apiCall(t.app, routes.upload, { params: { sha256: hash }, token: as });
const report = (code: string, body: unknown, headers: Record<string, string> = {}, as = token) =>
  apiCall(t.app, routes.reportKitCondition, { params: { code }, body, token: as, headers });

/** A stored photo of the coordinator's district: its hash. */
async function uploaded(type: 'jpeg' | 'png' | 'webp' = 'jpeg', as = token): Promise<string> {
  const bytes = photo(type);
  expect((await put(bytes, { token: as })).statusCode).toBe(201);
  return sha(bytes);
}

async function labelledProject(kitsOnHand = 3) {
  const project = await makeProject(t.database.db, school, { kitsOnHand });
  const answer = await apiCall(t.app, routes.kitCodes, { token, query: { projectId: project.id } });
  return { projectId: project.id, codes: (answer.json() as KitCodesResponse).items.map((kit) => kit.code) };
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token.accessToken;
  admin = await callerFor(t, ADMIN);
  school = await makeSchool(t.database.db, await districtIdOf(t.database.db, COORDINATOR.email));
  const world = await makeDistrictWorld(t.app, t.database.db);
  const theirs = await makeProject(t.database.db, world.school, { kitsOnHand: 1 });
  const answer = await apiCall(t.app, routes.kitCodes, { token: world.token, query: { projectId: theirs.id } });
  other = { token: world.token, code: (answer.json() as KitCodesResponse).items[0]!.code };
});
afterAll(() => t.close());

describe('PUT /uploads/{sha256}', () => {
  it('takes JPEG, PNG and WebP by their bytes, whatever type the request states', async () => {
    for (const [type, stated] of [
      ['jpeg', 'image/png'],
      ['png', 'application/octet-stream'],
      ['webp', 'image/webp'],
    ] as const) {
      const bytes = photo(type);
      const response = await put(bytes, { type: stated });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ sha256: sha(bytes), contentType: `image/${type}`, byteSize: bytes.length });
    }
  });

  it('takes a resend of the same bytes harmlessly: 200, one row', async () => {
    const bytes = photo('jpeg');
    expect((await put(bytes)).statusCode).toBe(201);
    const again = await put(bytes);
    expect(again.statusCode).toBe(200);
    expect(
      await t.database.db
        .select({ sha256: uploads.sha256 })
        .from(uploads)
        .where(eq(uploads.sha256, sha(bytes))),
    ).toHaveLength(1);
  });

  it('refuses a text file named as a photo, a wrong hash, a bad name and an unknown type, naming the field', async () => {
    const text = Buffer.from('just some notes, saved as photo.jpg');
    const notImage = await put(text, { type: 'image/jpeg' });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors).toEqual([{ field: 'photo', message: uploadMessages.notImage }]);
    const mismatch = await put(photo('png'), { hash: sha(Buffer.from('something else')) });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([{ field: 'sha256', message: uploadMessages.hashMismatch }]);
    const badName = await put(photo('png'), { hash: 'not-a-hash' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().errors[0].field).toBe('sha256');
    const html = await put(photo('jpeg'), { type: 'text/html' });
    expect(html.statusCode).toBe(400);
    expect(html.json().errors[0].field).toBe('photo');
    expect((await apiCall(t.app, routes.putUpload, { params: { sha256: sha(text) } })).statusCode).toBe(401);
  });

  it('refuses 20 MB with 413 and a clear message, never a 5xx', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024, 1);
    big.set([0xff, 0xd8, 0xff], 0);
    const response = await put(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(uploadMessages.tooLarge);
    // Just over the limit too, the photo's own words.
    const over = Buffer.alloc(2 * 1024 * 1024 + 1, 1);
    over.set([0xff, 0xd8, 0xff], 0);
    expect((await put(over)).statusCode).toBe(413);
  });
});

describe('GET /uploads/{sha256}', () => {
  it("serves the photo to its district with its type and cache headers; another district's person or unrelated staff get 404", async () => {
    const bytes = photo('png');
    await put(bytes);
    const response = await read(sha(bytes));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(response.rawPayload, bytes)).toBe(0);
    expect((await read(sha(bytes), other.token)).statusCode).toBe(404);
    expect((await read(sha(bytes), admin.token)).statusCode).toBe(404);
    expect((await read('0'.repeat(64))).statusCode).toBe(404);
  });
});

describe('POST /kits/{code}/condition-reports', () => {
  it('names each bad field', async () => {
    const { codes } = await labelledProject(1);
    const response = await report(codes[0]!, { condition: 'broken', note: 'x'.repeat(301), photoIds: ['abc'], source: 'shelf' });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['condition', 'note', 'photoIds.0', 'source']);
  });

  it("answers 404 for another district's kit and an unknown code; 400 naming a photo that never arrived or is another district's", async () => {
    expect((await report(other.code, { condition: 'damaged' })).statusCode).toBe(404);
    expect((await report('NOPE-00-01', { condition: 'damaged' })).statusCode).toBe(404);
    const { codes } = await labelledProject(1);
    const mine = await uploaded();
    const theirs = await uploaded('jpeg', other.token);
    const response = await report(codes[0]!, { condition: 'damaged', photoIds: [mine, '1'.repeat(64), theirs] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'photoIds.1', message: conditionReportMessages.photoMissing(2) },
      { field: 'photoIds.2', message: conditionReportMessages.photoMissing(3) },
    ]);
  });

  it('sets the kit condition, logs it for the district, and an ok report clears it; a replay under its key is one report', async () => {
    const { codes } = await labelledProject(1);
    const code = codes[0]!;
    const photoId = await uploaded('webp');
    const body = { condition: 'needs-parts', note: 'Two motors missing', photoIds: [photoId], madeAt: new Date(Date.now() - 60_000).toISOString() };
    const first = await report(code.toLowerCase(), body, { 'idempotency-key': 'device-cr:1' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ kitCode: code, condition: 'needs-parts', photoIds: [photoId], source: 'kit-page' });
    const replay = await report(code.toLowerCase(), body, { 'idempotency-key': 'device-cr:1' });
    expect(replay.json()).toEqual(first.json());
    const [kit] = await t.database.db.select().from(kits).where(eq(kits.code, code));
    expect(kit!.condition).toBe('needs-parts');
    expect(await t.database.db.select().from(kitConditionReports).where(eq(kitConditionReports.kitId, kit!.id))).toHaveLength(1);
    const logged = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, kit!.id), eq(activityLog.action, 'condition-reported')));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.visibility).toBe('district');
    // Through a batch, as the outbox sends it.
    const batch = await apiCall(t.app, routes.sendChanges, {
      token,
      body: { changes: [{ idempotencyKey: 'device-cr:2', method: 'POST', path: `/kits/${code}/condition-reports`, body: { condition: 'ok' } }] },
    });
    expect(batch.json().results[0].statusCode).toBe(201);
    const [after] = await t.database.db.select().from(kits).where(eq(kits.code, code));
    expect(after!.condition).toBe('ok');
  });
});

describe('returns with photos', () => {
  it('writes a return report for a kit that came back damaged or with photos, with the order', async () => {
    const { projectId, codes } = await labelledProject(3);
    const order = (
      await apiCall(t.app, routes.requestKits, {
        token,
        body: {
          kind: 'checkout',
          projectId,
          checkoutName: 'Grade 7',
          startDate: new Date().toISOString().slice(0, 10),
          returnDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
          totalStudents: 3,
          groupSize: 'one-to-one',
          kitCodes: codes,
        },
      })
    ).json() as KitOrder;
    const photoId = await uploaded();
    const missing = await apiCall(t.app, routes.returnKits, {
      token,
      body: { orderId: order.id, kitCodes: codes, conditions: [{ code: codes[1], condition: 'damaged', photoIds: ['2'.repeat(64)] }] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('conditions.0.photoIds.0');
    const response = await apiCall(t.app, routes.returnKits, {
      token,
      body: {
        orderId: order.id,
        kitCodes: codes,
        conditions: [
          { code: codes[1], condition: 'damaged', note: 'Cracked frame', photoIds: [photoId] },
          { code: codes[2], condition: 'ok', photoIds: [photoId] },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const rows = await t.database.db
      .select({ code: kits.code, condition: kitConditionReports.condition, source: kitConditionReports.source, orderId: kitConditionReports.orderId })
      .from(kitConditionReports)
      .innerJoin(kits, eq(kits.id, kitConditionReports.kitId))
      .where(eq(kits.projectId, projectId));
    expect(rows.sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { code: codes[1], condition: 'damaged', source: 'return', orderId: order.id },
      { code: codes[2], condition: 'ok', source: 'return', orderId: order.id },
    ]);
  });
});

describe('staff kit issues', () => {
  async function issueOf(condition: 'damaged' | 'needs-parts' | 'lost', kitsOnHand = 2) {
    const { projectId, codes } = await labelledProject(kitsOnHand);
    const photoId = await uploaded();
    const made = (await report(codes[0]!, { condition, photoIds: [photoId], source: 'count' })).json() as { id: string };
    return { projectId, code: codes[0]!, photoId, id: made.id };
  }
  const list = async (caller: Caller, query: Record<string, string> = {}) =>
    (await caller.request(routes.staffKitIssues, { query: { limit: 50, ...query } })).json() as { items: KitIssue[]; total: number };
  const act = (caller: Caller, route: typeof routes.repairKitIssue | typeof routes.replaceKitIssue | typeof routes.writeOffKitIssue, id: string) =>
    caller.request(route, { params: { id } });

  it("lists the latest open issue per kit within the staff member's scope, with photos staff may then read", async () => {
    const issue = await issueOf('damaged');
    // A newer report of the same kit supersedes the older one on the list.
    const newer = (await report(issue.code, { condition: 'lost' })).json() as { id: string };
    const items = (await list(admin)).items.filter((item) => item.kit.code === issue.code);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: newer.id, condition: 'lost', district: { id: school.districtId } });
    const lostOnly = await list(admin, { condition: 'lost', districtId: school.districtId });
    expect(lostOnly.items.every((item) => item.condition === 'lost' && item.district.id === school.districtId)).toBe(true);
    expect((await admin.request(routes.staffKitIssues, { query: { condition: 'fine' } })).json().errors[0].field).toBe('condition');
    // The older report's photo is readable by staff who reach the district.
    const older = (await list(admin, { condition: 'damaged' })).items;
    expect(older.some((item) => item.id === issue.id)).toBe(false);
    expect((await read(issue.photoId, admin.token)).statusCode).toBe(200);
    // A manager with no district assigned sees nothing and reads no photo.
    const manager = await makePerson(t.database.db, { roles: ['SCHOOL_SUCCESS_MANAGER'] });
    const outsider = await callerFor(t, manager);
    expect((await list(outsider)).total).toBe(0);
    expect((await read(issue.photoId, outsider.token)).statusCode).toBe(404);
    expect((await act(outsider, routes.repairKitIssue, newer.id)).statusCode).toBe(404);
    const theirs = await makePerson(t.database.db, { roles: ['SCHOOL_SUCCESS_MANAGER'], staffOf: [school.districtId] });
    const inScope = await callerFor(t, theirs);
    expect((await list(inScope)).items.some((item) => item.id === newer.id)).toBe(true);
    expect((await read(issue.photoId, await tokenFor(t.app, theirs))).statusCode).toBe(200);
  });

  it('sends a replacement: an Approved order of one kit for the project, the event, and 409 once settled', async () => {
    const issue = await issueOf('damaged');
    const response = await act(admin, routes.replaceKitIssue, issue.id);
    expect(response.statusCode).toBe(200);
    const outcome = response.json() as KitIssueOutcome;
    expect(outcome).toMatchObject({ resolution: 'replaced', kitStatus: 'active' });
    const [order] = await t.database.db.select().from(kitOrders).where(eq(kitOrders.id, outcome.replacementOrder!.id));
    expect(order).toMatchObject({ projectId: issue.projectId, kind: 'request', status: 'Approved', requestedKits: 1 });
    expect(order!.note).toContain(issue.code);
    const events = await t.database.db.select().from(kitEvents).innerJoin(kits, eq(kits.id, kitEvents.kitId)).where(eq(kits.code, issue.code));
    // Labelled when its project's kits were, then the replacement.
    expect(events.map((e) => e.kit_events.kind).filter((kind) => kind !== 'labelled')).toEqual(['replacement-sent']);
    expect((await list(admin)).items.some((item) => item.id === issue.id)).toBe(false);
    for (const route of [routes.replaceKitIssue, routes.repairKitIssue, routes.writeOffKitIssue]) {
      const again = await act(admin, route, issue.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(conditionReportMessages.issueSettled);
    }
  });

  it('marks a kit repaired: back to ok, so it may go out again', async () => {
    const issue = await issueOf('needs-parts');
    expect((await act(admin, routes.repairKitIssue, issue.id)).json()).toMatchObject({ resolution: 'repaired', kitStatus: 'active' });
    const [kit] = await t.database.db.select().from(kits).where(eq(kits.code, issue.code));
    expect(kit!.condition).toBe('ok');
  });

  it('writes a kit off: retired, kits on hand one lower, active kits still numbering them', async () => {
    const issue = await issueOf('lost', 3);
    expect((await act(admin, routes.writeOffKitIssue, issue.id)).json()).toMatchObject({ resolution: 'written-off', kitStatus: 'retired' });
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, issue.projectId));
    const active = await t.database.db
      .select()
      .from(kits)
      .where(and(eq(kits.projectId, issue.projectId), eq(kits.status, 'active')));
    expect(project!.kitsOnHand).toBe(2);
    expect(active.map((kit) => kit.code)).not.toContain(issue.code);
    expect(active).toHaveLength(2);
  });
});
