// Onsite counts of one project sent at the same moment: whatever order they commit in, the kits on
// hand the project shows are the newest row of its count history.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryCounts, projects } from '@server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';
import { makeDistrictWorld, makeProject } from '../helpers/factories';
import { routes } from '@contract/routes';

let t: TestApp;
let token: string;
let project: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  const world = await makeDistrictWorld(t.app, t.database.db);
  token = world.token;
  // A project with no kits out on checkouts, so every count from 0 to 10 is a possible one.
  project = await makeProject(t.database.db, world.school);
});
afterAll(() => t.close());

const BURSTS = 10;
const PARALLEL = 50;

describe('concurrent onsite counts of one project', () => {
  it(`leave the stored figure equal to the newest history row (${BURSTS} bursts of ${PARALLEL})`, async () => {
    const disagreements: string[] = [];
    for (let burst = 0; burst < BURSTS; burst += 1) {
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          apiCall(t.app, routes.onsiteInventory, { token, body: { projectId: project.id, kitsOnHand: (burst + i) % 11 } }),
        ),
      );
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      const [stored] = await t.database.db
        .select({ kitsOnHand: projects.kitsOnHand, at: projects.inventoryUpdatedAt })
        .from(projects)
        .where(eq(projects.id, project.id));
      const [newest] = await t.database.db
        .select({ kitsOnHand: inventoryCounts.kitsOnHand, at: inventoryCounts.countedAt })
        .from(inventoryCounts)
        .where(eq(inventoryCounts.projectId, project.id))
        .orderBy(desc(inventoryCounts.countedAt), desc(inventoryCounts.id))
        .limit(1);
      if (stored!.kitsOnHand !== newest!.kitsOnHand || stored!.at?.getTime() !== newest!.at.getTime()) {
        disagreements.push(`burst ${burst}: stored ${stored!.kitsOnHand}, newest history row ${newest!.kitsOnHand}`);
      }
    }
    expect(disagreements).toEqual([]);
    // What the API shows agrees too.
    const detail = await apiCall(t.app, routes.project, { params: { id: project.id }, token });
    expect(detail.json().kitsOnHand).toBe(detail.json().inventoryCounts[0].kitsOnHand);
  }, 120_000);
});
