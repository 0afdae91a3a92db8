// The CSV downloads: exactly the filtered list (the queue's own filters), RFC 4180 with a BOM,
// formula cells neutralised, within the caller's districts; and the inventory with its figures.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewListSchema } from '@contract/applications-staff';
import { routes, type QueryValue, type RouteDef } from '@contract/routes';
import { makeApplication, makeDistrict } from '../helpers/factories';
import { ADMIN, callerFor, COORDINATOR, MANAGER, type Caller } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Query = Record<string, QueryValue | readonly QueryValue[]>;

let t: TestApp;
let admin: Caller;
let manager: Caller;
let coordinator: Caller;

async function csv(caller: Caller, route: RouteDef, query: Query = {}): Promise<{ header: string[]; rows: string[][]; raw: Buffer }> {
  const response = await caller.request(route, { query });
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
    const query = { status: ['New', 'Building Blueprint'], sort: 'applicant' };
    const queue = reviewListSchema.parse((await admin.request(routes.staffApplications, { query: { ...query, limit: 50 } })).json());
    const { header, rows, raw } = await csv(admin, routes.exportApplications, query);
    expect(raw.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(header).toEqual([
      'Application ID',
      'Applicant name',
      'District',
      'Number of schools',
      'Application date',
      'Status',
      'Status reason',
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
    expect(gomez.slice(2, 9)).toEqual([
      'Riverbend County Schools',
      '1',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      'Building Blueprint',
      '',
      'Renee Alvarez',
      'Matching funds',
    ]);
    expect(rows.find((row) => row[1] === 'Marcus Bell')![7]).toBe('Not assigned yet');
  });

  it("writes money as dollars, and a manager's export holds their district only", async () => {
    const all = await csv(admin, routes.exportApplications, { search: 'Whitfield' });
    expect(all.rows[0]!.slice(9, 11)).toEqual(['48500.00', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]);
    const theirs = await csv(manager, routes.exportApplications);
    expect(theirs.rows).toHaveLength(6);
    expect(new Set(theirs.rows.map((row) => row[2]))).toEqual(new Set(['Riverbend County Schools']));
  });

  it('neutralises cells a spreadsheet would run, and quotes commas, quotes and line breaks', async () => {
    // An application of its own, in a district of its own and past the statuses the first test
    // filters on, so the demo queue stays as the other tests read it.
    const district = await makeDistrict(t.database.db);
    await makeApplication(t.database.db, district.id, {
      status: 'Blueprint Created',
      applicantName: '=HYPERLINK("http://evil.example","Click")',
      contactName: 'Lee, "Sam"',
      contactPhone: '+15135550100',
    });
    const response = await admin.request(routes.exportApplications, { query: { search: 'HYPERLINK' } });
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(response.body).toContain('"Lee, ""Sam"""');
    expect(response.body).toContain(",'+15135550100\r\n");
    const { rows } = await csv(admin, routes.exportApplications, { search: 'HYPERLINK' });
    expect(rows[0]![1]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
  });

  it('refuses bad filters with 400 and district staff with 403', async () => {
    expect((await admin.request(routes.exportApplications, { query: { status: 'Maybe' } })).statusCode).toBe(400);
    expect((await coordinator.request(routes.exportApplications)).statusCode).toBe(403);
  });
});

describe('GET /staff/exports/inventory.csv', () => {
  it("lists every project kit with its counts, within the caller's districts", async () => {
    const { header, rows } = await csv(admin, routes.exportInventory);
    expect(header).toEqual(['District', 'School', 'Project', 'Project kit', 'Kits on hand', 'Kits checked out', 'Kits requested', 'Last counted']);
    const projects = (await coordinator.request(routes.projects, { query: { limit: 50 } })).json().items as {
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
    const searched = await csv(admin, routes.exportInventory, { search: projects[0]!.name });
    expect(searched.rows.map((row) => row[2])).toEqual([projects[0]!.name]);
    // The manager's district has no project kits yet: the header alone.
    expect((await csv(manager, routes.exportInventory)).rows).toEqual([]);
  });
});
