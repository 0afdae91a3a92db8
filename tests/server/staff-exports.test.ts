// The CSV downloads: exactly the filtered list (the queue's own filters), RFC 4180 with a BOM,
// formula cells neutralised, within the caller's districts; and the inventory with its figures.
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewListSchema } from '../../src/contract/applications-staff';
import { ADMIN, callerFor, COORDINATOR, MANAGER, type Caller } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Caller;
let manager: Caller;
let coordinator: Caller;

async function csv(caller: Caller, url: string): Promise<{ header: string[]; rows: string[][]; raw: Buffer }> {
  const response = await caller.call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[a-z]+-\d{4}-\d{2}-\d{2}\.csv"$/);
  const records = parse(response.body.replace(/^\uFEFF/, ''), { relax_column_count: false }) as string[][];
  return { header: records[0]!, rows: records.slice(1), raw: response.rawPayload };
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, coordinator] = await Promise.all([callerFor(t, ADMIN), callerFor(t, MANAGER), callerFor(t, COORDINATOR)]);
});
afterAll(() => t.close());

describe('GET /staff/exports/applications.csv', () => {
  it('holds exactly the rows of the filtered queue, in its order, with a BOM', async () => {
    const query = 'status=New&status=Building%20Blueprint&sort=applicant';
    const queue = reviewListSchema.parse((await admin.call('GET', `/staff/applications?${query}&limit=50`)).json());
    const { header, rows, raw } = await csv(admin, `/staff/exports/applications.csv?${query}`);
    expect(raw.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(header).toEqual([
      'Application ID',
      'Applicant name',
      'District',
      'Number of schools',
      'Application date',
      'Status',
      'Assigned admin',
      'Funding option',
      'Funds allocated (USD)',
      'Funds must be used by',
      'Contact name',
      'Contact email',
      'Contact phone',
    ]);
    expect(rows.map((row) => row[1])).toEqual(queue.items.map((item) => item.applicantName));
    expect(rows.length).toBe(queue.total);
    const gomez = rows.find((row) => row[1] === 'Alicia Gomez')!;
    expect(gomez.slice(2, 8)).toEqual([
      'Riverbend County Schools',
      '1',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      'Building Blueprint',
      'Renee Alvarez',
      'Matching funds',
    ]);
    expect(rows.find((row) => row[1] === 'Marcus Bell')![6]).toBe('Not assigned yet');
  });

  it("writes money as dollars, and a manager's export holds their district only", async () => {
    const all = await csv(admin, '/staff/exports/applications.csv?search=Whitfield');
    expect(all.rows[0]!.slice(8, 10)).toEqual(['48500.00', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]);
    const theirs = await csv(manager, '/staff/exports/applications.csv');
    expect(theirs.rows).toHaveLength(6);
    expect(new Set(theirs.rows.map((row) => row[2]))).toEqual(new Set(['Riverbend County Schools']));
  });

  it('neutralises cells a spreadsheet would run, and quotes commas, quotes and line breaks', async () => {
    await t.database.db.execute(sql`update applications set applicant_name = '=HYPERLINK("http://evil.example","Click")',
      contact_name = 'Lee, "Sam"', contact_phone = '+15135550100' where applicant_name = 'Marcus Bell'`);
    const response = await admin.call('GET', '/staff/exports/applications.csv?search=HYPERLINK');
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(response.body).toContain('"Lee, ""Sam"""');
    expect(response.body).toContain(",'+15135550100\r\n");
    const { rows } = await csv(admin, '/staff/exports/applications.csv?search=HYPERLINK');
    expect(rows[0]![1]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
  });

  it('refuses bad filters with 400 and district staff with 403', async () => {
    expect((await admin.call('GET', '/staff/exports/applications.csv?status=Maybe')).statusCode).toBe(400);
    expect((await coordinator.call('GET', '/staff/exports/applications.csv')).statusCode).toBe(403);
  });
});

describe('GET /staff/exports/inventory.csv', () => {
  it("lists every project kit with its counts, within the caller's districts", async () => {
    const { header, rows } = await csv(admin, '/staff/exports/inventory.csv');
    expect(header).toEqual(['District', 'School', 'Project', 'Project kit', 'Kits on hand', 'Kits checked out', 'Kits requested', 'Last counted']);
    const projects = (await coordinator.call('GET', '/projects?limit=50')).json().items as {
      name: string;
      kitsOnHand: number;
      kitsCheckedOut: number;
      kitsRequested: number;
    }[];
    expect(rows).toHaveLength(projects.length);
    for (const project of projects) {
      const row = rows.find((r) => r[2] === project.name)!;
      expect(row.slice(4, 7).map(Number), project.name).toEqual([project.kitsOnHand, project.kitsCheckedOut, project.kitsRequested]);
    }
    const searched = await csv(admin, `/staff/exports/inventory.csv?search=${encodeURIComponent(projects[0]!.name)}`);
    expect(searched.rows.map((row) => row[2])).toEqual([projects[0]!.name]);
    // The manager's district has no project kits yet: the header alone.
    expect((await csv(manager, '/staff/exports/inventory.csv')).rows).toEqual([]);
  });
});
