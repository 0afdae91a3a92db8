// The database itself refuses what the programme's hard rules forbid, whichever code writes.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '@server/db/raw-rows';
import { districts, kitOrders, projects, resources, schools, users } from '@server/db/schema';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
let projectId: string;
let schoolId: string;
let resourceId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [district] = await db.insert(districts).values({ name: 'Test District', state: 'OH' }).returning();
  const [school] = await db.insert(schools).values({ districtId: district!.id, name: 'Test School' }).returning();
  const [resource] = await db.insert(resources).values({ type: 'project', name: 'Test Kit', slug: 'test-kit', unitCostCents: 1000 }).returning();
  const [project] = await db
    .insert(projects)
    .values({ districtId: district!.id, schoolId: school!.id, resourceId: resource!.id, name: 'Test Kit' })
    .returning();
  projectId = project!.id;
  schoolId = school!.id;
  resourceId = resource!.id;
});

afterAll(async () => {
  await database?.close();
});

/** The PostgreSQL error behind a failed query (Drizzle wraps the driver's error as `cause`). */
async function databaseError(promise: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await promise;
  } catch (error) {
    let current: unknown = error;
    while (current instanceof Error) {
      const candidate = current as Error & { code?: unknown; constraint?: unknown };
      if (typeof candidate.code === 'string') {
        return { code: candidate.code, constraint: candidate.constraint as string | undefined };
      }
      current = current.cause;
    }
    throw error;
  }
  throw new Error('The database accepted a row it should have refused');
}

const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';

describe('kits on hand', () => {
  it('accepts 0 through 10 kits on hand', async () => {
    for (const kits of [0, 10]) {
      await database.db.update(projects).set({ kitsOnHand: kits }).where(eq(projects.id, projectId));
    }
    const [row] = await database.db.select().from(projects).where(eq(projects.id, projectId));
    expect(row!.kitsOnHand).toBe(10);
  });

  it.each([11, -1])('refuses %i kits on hand', async (kits) => {
    const error = await databaseError(database.db.update(projects).set({ kitsOnHand: kits }).where(eq(projects.id, projectId)));
    expect(error).toMatchObject({ code: CHECK_VIOLATION, constraint: 'projects_kits_on_hand_check' });
  });
});

describe('projects', () => {
  it("refuses a project whose district is not its school's", async () => {
    const [other] = await database.db.insert(districts).values({ name: 'Other District' }).returning();
    const [kit] = await database.db.insert(resources).values({ type: 'project', name: 'Other Kit', slug: 'other-kit' }).returning();
    const error = await databaseError(
      database.db.insert(projects).values({ districtId: other!.id, schoolId, resourceId: kit!.id, name: 'Other Kit' }),
    );
    expect(error).toMatchObject({ code: '23503', constraint: 'projects_school_district_fk' });
  });

  it('refuses the same project kit twice at one school', async () => {
    const [project] = await database.db.select().from(projects).where(eq(projects.id, projectId));
    const error = await databaseError(
      database.db.insert(projects).values({ districtId: project!.districtId, schoolId, resourceId, name: 'Test Kit again' }),
    );
    expect(error).toMatchObject({ code: UNIQUE_VIOLATION, constraint: 'projects_school_resource_key' });
  });
});

describe('kit order dates', () => {
  const order = (startDate: string, returnDate: string) =>
    database.db.insert(kitOrders).values({
      projectId,
      kind: 'checkout',
      status: 'Active',
      startDate,
      returnDate,
      totalStudents: 12,
      groupSize: 'pairs',
      kitsNeeded: 6,
    });

  it('accepts a return date after the start date', async () => {
    await expect(order('2030-03-01', '2030-03-02')).resolves.toBeDefined();
  });

  it.each([
    ['the same day', '2030-03-01', '2030-03-01'],
    ['an earlier day', '2030-03-01', '2030-02-28'],
  ])('refuses a return date on %s', async (_label, startDate, returnDate) => {
    const error = await databaseError(order(startDate, returnDate));
    expect(error).toMatchObject({ code: CHECK_VIOLATION, constraint: 'kit_orders_dates_check' });
  });
});

describe('users', () => {
  it('refuses a second account with the same e-mail', async () => {
    await database.db.insert(users).values({ email: 'twice@example.org' });
    const error = await databaseError(database.db.insert(users).values({ email: 'twice@example.org' }));
    expect(error).toMatchObject({ code: UNIQUE_VIOLATION, constraint: 'users_email_key' });
  });
});

// Not a rule of the programme: a test's in-memory database starts with a small buffer pool, which
// PostgreSQL clears at every start (src/server/db/connect.ts).
describe.runIf(testDatabaseKind() === 'embedded')('the in-memory database', () => {
  it('runs with 16 MB of shared buffers', async () => {
    const [setting] = rawRows<{ shared_buffers: string }>(await database.db.execute(sql`show shared_buffers`));
    expect(setting?.shared_buffers).toBe('16MB');
  });
});
