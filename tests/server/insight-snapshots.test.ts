// The whole programme's kept insights (features/insights/snapshots.ts): a large programme's default
// view comes from the job's snapshot, with `asOf`, until the snapshot is two periods old; any other
// view, every CSV and a district's own charts are counted live; a small programme is never kept.
// The size from which a programme is kept is lowered to one project here. One test walks the
// whole story, as each step needs the one before (the suite's tests run in a shuffled order).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHT_SNAPSHOT_MINUTES } from '@contract/insights-messages';
import { routes } from '@contract/routes';
import { insightSnapshotPlanner } from '@server/features/insights/snapshot-job';
import { programmeIsLarge } from '@server/features/insights/snapshots';
import { apiCall } from '../helpers/api-call';
import { makeDistrict, makeProject, makeSchool, tokenFor } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let now = new Date();
let t: TestApp;
let admin: string;
let coordinator: string;

interface Freshness {
  asOf?: string;
  rows: { bucket: string; projects: number }[];
}
/** Projects never counted (a new project). */
const recent = (answer: Freshness) => answer.rows.find((row) => row.bucket === 'never')!.projects;

async function staffFreshness(query: Record<string, string> = {}): Promise<Freshness> {
  const response = await apiCall(t.app, routes.staffInsights, { params: { chart: 'count-freshness' }, query, token: admin });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function signIn() {
  admin = await tokenFor(t.app, { email: 'admin@example.org', password: 'Admin-pass1' });
  coordinator = await tokenFor(t.app, { email: 'coordinator@example.org', password: 'Demo-pass1' });
}

beforeAll(async () => {
  t = await createTestApp({ env: { INSIGHTS_SNAPSHOT_PROJECTS: '1' }, clock: () => now });
  await signIn();
});
afterAll(() => t?.close());

describe('insight snapshots', () => {
  it('answers the default view from the kept snapshot until it is two periods old, and every other view live', async () => {
    const live = await staffFreshness();
    expect(live.asOf).toBeUndefined();

    await t.app.jobs.runDue();
    const kept = await staffFreshness();
    expect(kept.asOf).toBe(now.toISOString());
    expect(kept.rows).toEqual(live.rows);

    // A new project: the snapshot keeps the old figure; a filter, the CSV and a district count it.
    const district = await makeDistrict(t.database.db);
    const school = await makeSchool(t.database.db, district.id);
    await makeProject(t.database.db, school);
    const stillKept = await staffFreshness();
    expect(stillKept.asOf).toBe(kept.asOf);
    expect(recent(stillKept)).toBe(recent(live));

    const filtered = await staffFreshness({ districtId: district.id });
    expect(filtered.asOf).toBeUndefined();
    expect(recent(filtered)).toBe(1);

    const csv = await apiCall(t.app, routes.staffInsights, { params: { chart: 'count-freshness' }, query: { format: 'csv' }, token: admin });
    expect(csv.statusCode).toBe(200);
    const recentLine = csv.body.split('\n').find((line) => line.startsWith('Never'))!;
    expect(Number(recentLine.split(',')[1])).toBe(recent(live) + 1);

    const own = await apiCall(t.app, routes.districtInsights, { params: { chart: 'count-freshness' }, token: coordinator });
    expect(own.statusCode).toBe(200);
    expect((own.json() as Freshness).asOf).toBeUndefined();

    // Two periods later the snapshot is not used; the next run keeps the new figures.
    now = new Date(now.getTime() + (2 * INSIGHT_SNAPSHOT_MINUTES + 1) * 60_000);
    await signIn();
    const later = await staffFreshness();
    expect(later.asOf).toBeUndefined();
    expect(recent(later)).toBe(recent(live) + 1);

    await t.app.jobs.runDue();
    const again = await staffFreshness();
    expect(again.asOf).toBe(now.toISOString());
    expect(recent(again)).toBe(recent(live) + 1);
  });

  it('keeps nothing for a programme smaller than the size set', async () => {
    expect(await programmeIsLarge(t.database.db, 1)).toBe(true);
    expect(await programmeIsLarge(t.database.db, 1_000_000)).toBe(false);
    // A day ahead: a period of its own, whatever the other test queued.
    const plan = (minProjects: number) =>
      insightSnapshotPlanner(minProjects).plan({ db: t.database.db, now: new Date(now.getTime() + 86_400_000), deps: {} as never });
    expect(await plan(1_000_000)).toBe(0);
    expect(await plan(1)).toBe(1);
  });
});
