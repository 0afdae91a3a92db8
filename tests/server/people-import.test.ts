// Many people at once: a CSV previewed row by row (bad address, unknown school, already a member,
// already invited, twice in the file, a role an import may not grant) without sending anything;
// sent, each invitation made and mailed once and a resend inviting nobody; the file's shape refused
// with 400 naming it; staff name the district, a coordinator imports into their own district only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PEOPLE_IMPORT_ROWS, peopleImportResultSchema } from '@contract/people-import';
import { peopleMessages } from '@contract/people-messages';
import { routes } from '@contract/routes';
import { invitations, users } from '@server/db/schema';
import { mailsTo, waitForMail } from '../helpers/mail';
import { makeDistrict, makePerson, makeSchool } from '../helpers/factories';
import { ADMIN, callerFor, MANAGER, type Caller } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Caller;
let manager: Caller;
let coordinator: Caller;
let districtId: string;
let schoolName: string;
let memberEmail: string;

const HEADER = 'email,firstName,lastName,role,school';
const csv = (...lines: string[]) => [HEADER, ...lines].join('\n') + '\n';
const CSV_HEADERS = { 'content-type': 'text/csv' };

const staffImport = (caller: Caller, body: string, query: Record<string, string> = {}) =>
  caller.request(routes.importStaffPeople, { query, body, headers: CSV_HEADERS });
const districtImport = (caller: Caller, body: string, query: Record<string, string> = {}) =>
  caller.request(routes.importDistrictPeople, { query, body, headers: CSV_HEADERS });
const invitationsTo = (email: string) => t.database.db.select().from(invitations).where(eq(invitations.email, email));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  districtId = (await makeDistrict(db)).id;
  schoolName = (await makeSchool(db, districtId, { name: 'Lakeview Middle School' })).name;
  const lead = await makePerson(db, { districtId });
  await db.update(users).set({ currentRole: 'District Office' }).where(eq(users.id, lead.id));
  memberEmail = (await makePerson(db, { districtId })).email;
  [admin, manager, coordinator] = await Promise.all([callerFor(t, ADMIN), callerFor(t, MANAGER), callerFor(t, lead)]);
});
afterAll(() => t.close());

describe('POST /staff/people/import?preview=true', () => {
  it('answers one result per row, naming each bad field, and sends nothing', async () => {
    const file = csv(
      'ana.ortiz@example.test,Ana,Ortiz,USER,lakeview middle school',
      'not-an-address,Ben,Lee,,',
      'cy@example.test,Cy,Hall,,Nowhere Elementary',
      `${memberEmail},Dee,Member,,`,
      'ANA.ORTIZ@example.test,Ana,Again,,',
      'boss@example.test,Eve,Boss,ADMIN,',
      'odd@example.test,Odd,Role,Principal,',
      'short@example.test,Short',
    );
    const response = await staffImport(admin, file, { districtId, preview: 'true' });
    expect(response.statusCode, response.body).toBe(200);
    const result = peopleImportResultSchema.parse(response.json());
    expect(result.preview).toBe(true);
    const byRow = new Map(result.rows.map((row) => [row.row, row]));
    expect(byRow.get(2)).toMatchObject({ status: 'invite', email: 'ana.ortiz@example.test', school: { name: schoolName }, errors: [] });
    expect(byRow.get(3)).toMatchObject({ status: 'error', errors: [{ field: 'email' }] });
    expect(byRow.get(4)).toMatchObject({
      status: 'error',
      errors: [{ field: 'school', message: 'No school named "Nowhere Elementary" in the district' }],
    });
    expect(byRow.get(5)).toMatchObject({ status: 'already-member', errors: [] });
    expect(byRow.get(6)).toMatchObject({ status: 'error', errors: [{ field: 'email', message: 'Appears again (first on row 2)' }] });
    expect(byRow.get(7)).toMatchObject({ status: 'error', errors: [{ field: 'role', message: peopleMessages.importRoleNotGrantable }] });
    expect(byRow.get(8)).toMatchObject({ status: 'error', errors: [{ field: 'role', message: peopleMessages.importRoleInvalid }] });
    expect(byRow.get(9)).toMatchObject({ status: 'error', errors: [{ field: 'row' }] });
    expect(result.totals).toEqual({ rows: 8, invite: 1, alreadyMember: 1, alreadyInvited: 0, error: 6, mailFailed: 0 });
    expect(await invitationsTo('ana.ortiz@example.test')).toEqual([]);
    expect(mailsTo(t.dataDir, 'ana.ortiz@example.test')).toEqual([]);
  });
});

describe('POST /staff/people/import', () => {
  it('invites every good row in one go, mails each once, and a resend invites nobody', async () => {
    const file = csv('first.wave@example.test,Fay,Wave,,Lakeview Middle School', 'second.wave@example.test,Gus,Wave,user,', 'bad@,x,y,,');
    const sent = await staffImport(admin, file, { districtId });
    expect(sent.statusCode, sent.body).toBe(200);
    const result = peopleImportResultSchema.parse(sent.json());
    expect(
      result.rows.map((row) => row.status),
      JSON.stringify(result.rows),
    ).toEqual(['invited', 'invited', 'error']);
    expect(result.totals).toMatchObject({ invite: 2, error: 1, mailFailed: 0 });
    const [invitation] = await invitationsTo('first.wave@example.test');
    expect(invitation).toMatchObject({ role: 'USER', districtId });
    expect(invitation!.schoolId).not.toBeNull();
    await waitForMail(t.dataDir, 'first.wave@example.test');
    await waitForMail(t.dataDir, 'second.wave@example.test');

    const again = peopleImportResultSchema.parse((await staffImport(admin, file, { districtId })).json());
    expect(again.rows.map((row) => row.status)).toEqual(['already-invited', 'already-invited', 'error']);
    expect(again.totals).toMatchObject({ invite: 0, alreadyInvited: 2 });
    expect(await invitationsTo('first.wave@example.test')).toHaveLength(1);
    // Give a stray second e-mail the time to land before counting.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(t.dataDir, 'first.wave@example.test')).toHaveLength(1);
    expect(mailsTo(t.dataDir, 'second.wave@example.test')).toHaveLength(1);
  });

  it('two sends of the same file at once invite each person once', async () => {
    const file = csv('race.one@example.test,R,One,,', 'race.two@example.test,R,Two,,');
    const [a, b] = await Promise.all([staffImport(admin, file, { districtId }), staffImport(admin, file, { districtId })]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    const statuses = [a, b].flatMap((response) => peopleImportResultSchema.parse(response.json()).rows.map((row) => row.status));
    expect(statuses.sort()).toEqual(['already-invited', 'already-invited', 'invited', 'invited']);
    expect(await invitationsTo('race.one@example.test')).toHaveLength(1);
  });

  it('refuses a file of the wrong shape with 400 naming what is expected', async () => {
    const wrong = await staffImport(admin, 'mail,first,last\nx@example.test,X,Y\n', { districtId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'file', message: 'The header must be exactly the columns email,firstName,lastName,role,school; found mail,first,last' },
    ]);

    const many = csv(...Array.from({ length: 10_000 }, (_, i) => `p${i}@example.test,P,${i},,`));
    const tooMany = await staffImport(admin, many, { districtId });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([
      { field: 'file', message: `A file holds at most ${MAX_PEOPLE_IMPORT_ROWS} people; this one has 10000: split it` },
    ]);

    const empty = await staffImport(admin, '', { districtId });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('file');
    const headerOnly = await staffImport(admin, csv(), { districtId });
    expect(headerOnly.json().errors).toEqual([{ field: 'file', message: peopleMessages.importNoRows }]);
    const json = await admin.request(routes.importStaffPeople, { query: { districtId }, body: { email: 'x@example.test' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual([{ field: 'file', message: peopleMessages.importNotCsv }]);
    const huge = await staffImport(admin, csv(`big@example.test,${'x'.repeat(3 * 1024 * 1024)},Y,,`), { districtId });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors[0].field).toBe('file');
  });

  it('needs a district within the caller’s reach', async () => {
    const none = await staffImport(admin, csv('n@example.test,N,N,,'), { preview: 'true' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ field: 'districtId', message: peopleMessages.importDistrictRequired }]);
    // The demo manager does not look after this district.
    const outside = await staffImport(manager, csv('n@example.test,N,N,,'), { districtId, preview: 'true' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual([{ field: 'districtId', message: peopleMessages.districtInvalid }]);
    const district = await coordinator.request(routes.importStaffPeople, { query: { districtId }, body: csv(), headers: CSV_HEADERS });
    expect(district.statusCode).toBe(403);
  });
});

describe('POST /district/people/import', () => {
  it('imports into the coordinator’s own district only, never another', async () => {
    const file = csv('colleague.one@example.test,Col,One,,Lakeview Middle School', 'boss2@example.test,B,Two,SCHOOL_SUCCESS_MANAGER,');
    const preview = peopleImportResultSchema.parse((await districtImport(coordinator, file, { preview: 'true' })).json());
    expect(preview.district.id).toBe(districtId);
    expect(preview.rows.map((row) => row.status)).toEqual(['invite', 'error']);
    expect(preview.rows[1]!.errors).toEqual([{ field: 'role', message: peopleMessages.importRoleNotGrantable }]);

    const other = (await makeDistrict(t.database.db)).id;
    const elsewhere = await districtImport(coordinator, file, { districtId: other });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().errors).toEqual([{ field: 'districtId', message: peopleMessages.importDistrictNotYours }]);
    expect(await invitationsTo('colleague.one@example.test')).toEqual([]);

    const sent = peopleImportResultSchema.parse((await districtImport(coordinator, file)).json());
    expect(sent.rows.map((row) => row.status)).toEqual(['invited', 'error']);
    const [invitation] = await invitationsTo('colleague.one@example.test');
    expect(invitation).toMatchObject({ districtId, role: 'USER', invitedById: coordinator.userId });
    expect(await invitationsTo('boss2@example.test')).toEqual([]);
    await waitForMail(t.dataDir, 'colleague.one@example.test');

    // A colleague who is not the coordinator may not import.
    const plain = await callerFor(t, await makePerson(t.database.db, { districtId }));
    expect((await districtImport(plain, file, { preview: 'true' })).statusCode).toBe(403);
  });
});
