// Two processes racing on one PostgreSQL: `npm run jobs:run-once` twice at the same instant over a
// database with many reminders due. Each reminder is e-mailed exactly once, and both processes
// did part of the work. PostgreSQL only: the embedded database belongs to one process.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '@contract/projects';
import { actionTasks, districts, jobs, sentReminders, users } from '@server/db/schema';
import { seedIfEmpty } from '@server/db/seed/run-seed';
import { addDays } from '@server/jobs/schedule';
import { readOutbox } from '../helpers/mail';
import { repoRoot } from '../helpers/server-process';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../helpers/test-db';
import { cliArgs } from '../helpers/server-bundle';

const onPostgres = testDatabaseKind() === 'postgresql';
const RACE_TASKS = 120;
let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  await seedIfEmpty(database.db, 'demo');
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-jobs-race-'));
});
afterAll(async () => {
  if (!onPostgres) return;
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function runOnce(now: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...cliArgs('jobs-run-once'), '--now', now], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: database.url!, DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe.skipIf(!onPostgres)('jobs:run-once in two processes at once', () => {
  it('sends every reminder exactly once between them', async () => {
    const db = database.db;
    const [district] = await db.select().from(districts).where(eq(districts.name, 'Cedar Valley Unified School District'));
    const [coordinator] = await db.select().from(users).where(eq(users.email, 'coordinator@example.org'));
    const today = utcDay();
    // Overdue tasks for the coordinator, on top of the demo's own: enough work that the process
    // which planned first is still sending when the other has planned too.
    await db.insert(actionTasks).values(
      Array.from({ length: RACE_TASKS }, (_, i) => ({
        districtId: district!.id,
        userId: coordinator!.id,
        title: `Race task ${i}`,
        dueDate: addDays(today, -1 - (i % 5)),
      })),
    );

    // Hold the jobs table so both processes start their run and wait at its first statement; let
    // go once both are waiting, so they race from the same moment.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table jobs in access exclusive mode');
    const now = `${today}T08:00:00.000Z`;
    const runs = [runOnce(now), runOnce(now)];
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await holder.query<{ n: string }>(
        "select count(*) as n from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'jobs' and not l.granted",
      );
      if (Number(rows[0]!.n) >= 2) break;
      if (Date.now() > deadline) throw new Error('the two runs never reached the jobs table');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await holder.query('commit');
    await holder.end();
    const results = await Promise.all(runs);
    for (const result of results) expect(result.code, result.output).toBe(0);

    const mails = readOutbox(dataDir);
    const sent = await db.select().from(sentReminders);
    const done = await db.select().from(jobs);
    // Each of the race tasks reminded its one assignee exactly once; the demo's own overdue
    // tasks add reminders for their district's members, however many the demo data has.
    const tasks = await db.select({ id: actionTasks.id, title: actionTasks.title }).from(actionTasks);
    const raceTaskIds = new Set(tasks.filter((task) => task.title.startsWith('Race task ')).map((task) => task.id));
    const raceReminders = sent.filter((row) => row.subjectId !== null && raceTaskIds.has(row.subjectId));
    expect(raceReminders).toHaveLength(RACE_TASKS);
    expect(new Set(raceReminders.map((row) => row.subjectId)).size).toBe(RACE_TASKS);
    // One e-mail per recorded reminder, and never two to one person about the same thing.
    expect(mails).toHaveLength(sent.length);
    const pairs = mails.map((m) => `${m.to}|${m.subject}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(done.every((job) => job.status === 'done')).toBe(true);
    expect(new Set(done.map((job) => job.completedBy)).size).toBe(2);
  });
});
