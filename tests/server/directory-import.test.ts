// The directory import (NCES CCD layout): a good file, a file with bad rows (every problem with its
// line, nothing written), and a re-import that updates by NCES id. Also the command itself.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/connect';
import { districts, projects, schools } from '@server/db/schema';
import { importDirectoryCsv } from '@server/features/directory/import-service';
import { repoRoot } from '../helpers/server-process';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { cliArgs } from '../helpers/server-bundle';
import { testDatabaseKind } from '../helpers/test-db';
import { apiCall } from '../helpers/api-call';
import { routes } from '@contract/routes';

const fixture = (name: string) => readFileSync(path.join(repoRoot, 'tests/fixtures', name), 'utf8');

let t: TestApp;
/**
 * Each describe starts from a copy of the demo database of its own, so none builds on what another
 * imported; `setUp` imports what its tests start from.
 */
function ownApp(setUp: () => Promise<void> = async () => {}) {
  beforeAll(async () => {
    t = await createTestApp();
    await setUp();
  });
  afterAll(() => t.close());
}
const importGoodFile = async () => {
  const outcome = await importDirectoryCsv(t.database.db, fixture('directory-good.csv'));
  if (!outcome.ok) throw new Error(`the good file did not import: ${JSON.stringify(outcome.errors)}`);
};

async function schoolByNces(ncesId: string) {
  const [row] = await t.database.db.select().from(schools).where(eq(schools.ncesId, ncesId));
  return row;
}

async function counts() {
  const d = await t.database.db.select({ id: districts.id }).from(districts);
  const s = await t.database.db.select({ id: schools.id }).from(schools);
  return { districts: d.length, schools: s.length };
}

describe('a good file', () => {
  // Imported once for the describe: the first test checks what the import did, the second what it feeds.
  let before: Awaited<ReturnType<typeof counts>>;
  let outcome: Awaited<ReturnType<typeof importDirectoryCsv>>;
  ownApp(async () => {
    before = await counts();
    outcome = await importDirectoryCsv(t.database.db, fixture('directory-good.csv'));
  });

  it('loads districts and schools with the spec school fields, skipping closed schools', async () => {
    expect(outcome).toEqual({
      ok: true,
      summary: { districts: { created: 2, updated: 0 }, schools: { created: 4, updated: 0 }, skipped: 1 },
    });
    expect(await counts()).toEqual({ districts: before.districts + 2, schools: before.schools + 4 });

    // LEAID 100005 and NCESSCH 10000500870 lost their leading zero in a spreadsheet.
    const [albertville] = await t.database.db.select().from(districts).where(eq(districts.ncesId, '0100005'));
    expect(albertville).toMatchObject({
      name: 'Albertville City',
      state: 'AL',
      city: 'Albertville',
      emailDomains: ['albertk12.example', 'albertville.example'],
    });
    expect(await schoolByNces('010000500870')).toMatchObject({
      districtId: albertville!.id,
      name: 'Albertville High School',
      city: 'Albertville',
      state: 'AL',
      gradeBand: '9-12',
      titleIStatus: 'Title I targeted assistance',
      estimatedEnrollment: 1615,
      economicallyDisadvantagedPct: 65, // 1050 of 1615
      contactEmails: ['principal.ahs@albertk12.example'],
    });
    expect(await schoolByNces('010000500871')).toMatchObject({
      name: 'Evans Elementary School, Albertville',
      gradeBand: 'K-5',
      titleIStatus: 'Title I schoolwide',
      economicallyDisadvantagedPct: 85,
    });
    expect(await schoolByNces('010000500872')).toBeUndefined(); // closed (SY_STATUS 2)
    // NCES "missing" codes (-9, MISSING, empty) are stored as not reported.
    expect(await schoolByNces('350090000220')).toMatchObject({
      titleIStatus: 'Not Title I',
      estimatedEnrollment: null,
      economicallyDisadvantagedPct: null,
    });
    expect(await schoolByNces('350090000231')).toMatchObject({ gradeBand: 'PK-5', titleIStatus: null, estimatedEnrollment: 410 });
  });

  it('feeds the e-mail check and the wizard search', async () => {
    const check = await apiCall(t.app, routes.emailCheck, { query: { email: 'principal.ahs@albertk12.example' }, remoteAddress: '10.9.0.1' });
    expect(check.json()).toMatchObject({ linked: true, school: { name: 'Albertville High School' } });
    const token = (await signIn(t.app, { email: 'new@example.org', password: 'Demo-pass1' })).token.accessToken;
    const search = await apiCall(t.app, routes.districts, { token, query: { search: 'gallup' }, body: { getAll: true } });
    expect(search.json().items).toEqual([expect.objectContaining({ name: 'Gallup-McKinley County Schools', state: 'NM', schoolCount: 2 })]);
  });
});

describe('a file with bad rows', () => {
  ownApp(importGoodFile);

  it('reports every problem with its line number and writes nothing', async () => {
    const before = await counts();
    const outcome = await importDirectoryCsv(t.database.db, fixture('directory-bad.csv'));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toEqual([
      { line: 3, message: 'NCESSCH 010000500870 appears again (first on line 2)' },
      { line: 4, message: 'LEAID "01000X5" is not a 7-digit NCES district id' },
      { line: 5, message: 'NCESSCH 350090000220 does not belong to LEAID 0100005' },
      { line: 6, message: 'Free/reduced-price lunch count 13 exceeds the enrollment 10' },
      { line: 7, message: 'LSTATE "Alabama" is not a 2-letter state code' },
      { line: 7, message: 'Title I status "Sort of Title I" is not a CCD value' },
      { line: 7, message: 'MEMBER "ten" is not a whole number' },
      { line: 8, message: 'Has 5 fields; the header has 10' },
    ]);
    expect(await counts()).toEqual(before);
    // Line 2 was fine, but all or nothing: it was not written either (it would have changed the name).
    expect((await schoolByNces('010000500870'))?.titleIStatus).toBe('Title I targeted assistance');
  });

  it('names missing columns, an empty file and broken CSV', async () => {
    expect(await importDirectoryCsv(t.database.db, 'LEAID,SCH_NAME\n1,x\n')).toEqual({
      ok: false,
      errors: [{ line: 1, message: 'Missing column(s): LEA_NAME, NCESSCH, LSTATE or ST' }],
    });
    expect(await importDirectoryCsv(t.database.db, '')).toEqual({ ok: false, errors: [{ line: 1, message: 'The file is empty' }] });
    const broken = await importDirectoryCsv(t.database.db, 'LEAID,LEA_NAME,NCESSCH,SCH_NAME,ST\n"0100005,x,y,z,AL\n');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.errors[0]).toMatchObject({ line: 2, message: expect.stringContaining('not valid CSV') });
  });
});

describe('re-importing', () => {
  ownApp(importGoodFile);

  it('updates rows by NCES id, keeps ids and the facts the file does not carry, adds new schools', async () => {
    const albertvilleHigh = await schoolByNces('010000500870');
    const cedarHigh = await schoolByNces('390007100101');
    const before = await counts();

    const outcome = await importDirectoryCsv(t.database.db, fixture('directory-update.csv'));
    expect(outcome).toEqual({
      ok: true,
      summary: { districts: { created: 0, updated: 2 }, schools: { created: 1, updated: 2 }, skipped: 0 },
    });
    expect(await counts()).toEqual({ districts: before.districts, schools: before.schools + 1 });

    const [district] = await t.database.db.select().from(districts).where(eq(districts.ncesId, '0100005'));
    // No EMAIL_DOMAINS column in this file: the stored domains stay.
    expect(district).toMatchObject({ name: 'Albertville City Schools', emailDomains: ['albertk12.example', 'albertville.example'] });
    expect(await schoolByNces('010000500870')).toMatchObject({
      id: albertvilleHigh!.id,
      titleIStatus: 'Title I schoolwide',
      estimatedEnrollment: 1700,
      economicallyDisadvantagedPct: 65,
      gradeBand: '9-12',
      contactEmails: ['principal.ahs@albertk12.example'],
    });

    // A demo school the coordinator's projects use: updated in place, its projects still attached.
    expect(await schoolByNces('390007100101')).toMatchObject({
      id: cedarHigh!.id,
      estimatedEnrollment: 1302,
      titleIStatus: 'Title I schoolwide',
      contactEmails: cedarHigh!.contactEmails,
    });
    const attached = await t.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(inArray(projects.schoolId, [cedarHigh!.id]));
    expect(attached.length).toBeGreaterThan(0);

    // The same file again changes nothing new.
    const again = await importDirectoryCsv(t.database.db, fixture('directory-update.csv'));
    expect(again).toMatchObject({ ok: true, summary: { districts: { created: 0 }, schools: { created: 0, updated: 3 } } });
    expect(await counts()).toEqual({ districts: before.districts, schools: before.schools + 1 });
  });
});

// The command always opens the embedded database in a fresh folder: run once, by the embedded project.
describe.skipIf(testDatabaseKind() !== 'embedded')('npm run import:directory', () => {
  const run = (dataDir: string, file: string) =>
    spawnSync(process.execPath, [...cliArgs('import-directory'), file], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, SEED: 'none', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 120_000,
    });

  it('imports a good file, refuses a bad one with line numbers, and says what it did', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-import-'));
    try {
      const bad = run(dataDir, 'tests/fixtures/directory-bad.csv');
      expect(bad.status).toBe(65);
      expect(bad.stderr).toContain('8 problem(s); nothing was imported.');
      expect(bad.stderr).toContain('line 5: NCESSCH 350090000220 does not belong to LEAID 0100005');

      const good = run(dataDir, 'tests/fixtures/directory-good.csv');
      expect(good.stderr).toBe('');
      expect(good.status).toBe(0);
      expect(good.stdout).toContain('districts 2 new, 0 updated; schools 4 new, 0 updated; 1 closed school(s) skipped.');

      const database = await openDatabase({ kind: 'embedded', dataDir });
      try {
        expect(await database.db.select({ id: schools.id }).from(schools)).toHaveLength(4);
      } finally {
        await database.close();
      }

      const missing = run(dataDir, 'tests/fixtures/no-such-file.csv');
      expect(missing.status).toBe(64);
      expect(missing.stderr).toContain('Cannot read tests/fixtures/no-such-file.csv');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
