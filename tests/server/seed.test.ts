// The demo seed: what a person trying the portal finds, and that it runs once per database.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/connect';
import {
  actionTasks,
  appMeta,
  applications,
  applicationSchools,
  blueprints,
  blueprintSchools,
  districts,
  kitOrders,
  lessons,
  outcomeReports,
  projects,
  RESOURCE_TYPES,
  resources,
  schools,
  staffDistricts,
  userSchools,
  users,
} from '@server/db/schema';
import { seedIfEmpty } from '@server/db/seed/run-seed';
import { verifyPassword } from '@server/features/auth/passwords';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const today = new Date().toISOString().slice(0, 10);

describe('demo seed', () => {
  let database: TestDatabase;
  let db: Db;
  let first: 'seeded' | 'skipped';

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    first = await seedIfEmpty(db, 'demo');
  });

  afterAll(async () => {
    await database?.close();
  });

  it('reports that it seeded', () => {
    expect(first).toBe('seeded');
  });

  it.each([
    ['coordinator@example.org', 'Demo-pass1'],
    ['admin@example.org', 'Admin-pass1'],
    ['new@example.org', 'Demo-pass1'],
    ['coordinator2@example.org', 'Demo-pass1'],
    ['manager@example.org', 'Manager-pass1'],
  ])('creates %s with its password', async (email, password) => {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user).toBeDefined();
    expect(user!.isEmailConfirmed).toBe(true);
    expect(await verifyPassword(user!.passwordHash!, password)).toBe(true);
    expect(await verifyPassword(user!.passwordHash!, 'Wrong-pass1')).toBe(false);
  });

  it('creates exactly the demo accounts, each in its state, and one colleague who cannot sign in yet', async () => {
    const all = await db.select().from(users);
    expect(all.map((u) => u.email).sort()).toEqual([
      'admin@example.org',
      'coordinator2@example.org',
      'coordinator@example.org',
      'manager@example.org',
      'new@example.org',
      'priya.natarajan@cedarvalleyschools.example',
    ]);
    expect(all.find((u) => u.email.startsWith('priya'))!.passwordHash).toBeNull();
    const byEmail = new Map(all.map((u) => [u.email, u]));
    const coordinator = byEmail.get('coordinator@example.org')!;
    expect(coordinator).toMatchObject({
      firstName: 'Dana',
      roles: ['USER'],
      onboardingStep: 7,
      showPlanningPopUp: true,
    });
    expect(coordinator.districtId).not.toBeNull();
    const [home] = await db.select().from(schools).where(eq(schools.id, coordinator.schoolId!));
    expect(home!.districtId).toBe(coordinator.districtId);
    const profileSchools = await db.select().from(userSchools).where(eq(userSchools.userId, coordinator.id));
    expect(profileSchools).toHaveLength(2);
    expect(byEmail.get('admin@example.org')).toMatchObject({ roles: ['ADMIN'], onboardingStep: 7 });
    expect(byEmail.get('new@example.org')).toMatchObject({ onboardingStep: 0, firstName: null, districtId: null });
    expect(byEmail.get('manager@example.org')).toMatchObject({ roles: ['SCHOOL_SUCCESS_MANAGER'], onboardingStep: 7, districtId: null });
  });

  it('gives the coordinator a blueprint that needs approval with a fresh quote, and the second district a New application', async () => {
    const [coordinator] = await db.select().from(users).where(eq(users.email, 'coordinator@example.org'));
    const own = await db.select().from(blueprints).where(eq(blueprints.districtId, coordinator!.districtId!));
    expect(own.map((b) => b.approval).sort()).toEqual(['Approved', 'Needs approval']);
    const pending = own.find((b) => b.approval === 'Needs approval')!;
    expect(pending).toMatchObject({ stage: 'In Review', quoteRevision: 1 });
    expect(pending.quoteExpiresAt! > today).toBe(true);
    const [second] = await db.select().from(users).where(eq(users.email, 'coordinator2@example.org'));
    expect(second!.districtId).not.toBe(coordinator!.districtId);
    // Their own application is New with no blueprint yet (the district's earlier ones have theirs).
    const secondApplications = await db.select().from(applications).where(eq(applications.userId, second!.id));
    expect(secondApplications.map((a) => a.status)).toEqual(['New']);
    expect(secondApplications[0]!.districtId).toBe(second!.districtId);
    expect(await db.$count(blueprints, eq(blueprints.applicationId, secondApplications[0]!.id))).toBe(0);
  });

  it('loads 3 districts and at least 12 schools, and links the coordinator by e-mail', async () => {
    const allDistricts = await db.select().from(districts);
    expect(allDistricts).toHaveLength(3);
    for (const d of allDistricts) {
      expect(d.emailDomains.length).toBeGreaterThan(0);
      expect(d.emailDomains).not.toContain('example.org');
    }
    const allSchools = await db.select().from(schools);
    expect(allSchools.length).toBeGreaterThanOrEqual(12);
    expect(new Set(allSchools.map((s) => s.titleIStatus)).size).toBeGreaterThan(1);
    const linked = allSchools.filter((s) => s.contactEmails.includes('coordinator@example.org'));
    const [coordinator] = await db.select().from(users).where(eq(users.email, 'coordinator@example.org'));
    expect(linked.map((s) => s.districtId)).toEqual([coordinator!.districtId]);
  });

  it('fills all five resource types, with lessons that have links and lessons that have none', async () => {
    const catalogue = await db.select().from(resources);
    expect(new Set(catalogue.map((r) => r.type))).toEqual(new Set(RESOURCE_TYPES));
    const allLessons = await db.select().from(lessons);
    expect(allLessons.some((l) => l.url !== null)).toBe(true);
    expect(allLessons.some((l) => l.fileUrl !== null)).toBe(true);
    expect(allLessons.some((l) => l.url === null && l.fileUrl === null)).toBe(true);
    const withLessons = new Set(allLessons.map((l) => l.resourceId));
    expect(catalogue.every((r) => withLessons.has(r.id))).toBe(true);
  });

  it('gives the coordinator an application on 2 schools with an approved blueprint', async () => {
    const [coordinator] = await db.select().from(users).where(eq(users.email, 'coordinator@example.org'));
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.org'));
    const apps = await db.select().from(applications).where(eq(applications.userId, coordinator!.id));
    expect(apps).toHaveLength(1);
    const app = apps[0]!;
    expect(app).toMatchObject({ status: 'Blueprint Created', fundingOption: 'full', assignedAdminId: admin!.id });
    expect(app.fundsAllocatedCents).toBeGreaterThan(0);
    expect(app.fundsUsageDeadline! > today).toBe(true);
    const appSchools = await db.select().from(applicationSchools).where(eq(applicationSchools.applicationId, app.id));
    expect(appSchools).toHaveLength(2);

    const [blueprint] = await db.select().from(blueprints).where(eq(blueprints.applicationId, app.id));
    expect(blueprint).toMatchObject({ approval: 'Approved', stage: 'Implementing' });
    expect(blueprint!.approvedAt).not.toBeNull();
    expect(blueprint!.quoteExpiresAt! > today).toBe(true);
    const plannedSchools = await db.select().from(blueprintSchools).where(eq(blueprintSchools.blueprintId, blueprint!.id));
    expect(plannedSchools.map((s) => s.schoolId).sort()).toEqual(appSchools.map((s) => s.schoolId).sort());
  });

  it('has 3 projects within 0..10 kits on hand and exactly one active checkout', async () => {
    const all = await db.select().from(projects);
    expect(all).toHaveLength(3);
    for (const p of all) expect(p.kitsOnHand).toBeGreaterThanOrEqual(0);
    for (const p of all) expect(p.kitsOnHand).toBeLessThanOrEqual(10);
    const active = await db
      .select()
      .from(kitOrders)
      .where(and(eq(kitOrders.kind, 'checkout'), eq(kitOrders.status, 'Active')));
    expect(active).toHaveLength(1);
    const order = active[0]!;
    const project = all.find((p) => p.id === order.projectId)!;
    expect(order.kitsNeeded!).toBeLessThanOrEqual(project.kitsOnHand);
    expect(order.returnDate! > order.startDate!).toBe(true);
  });

  it('gives the district 8 checklist tasks covering every state, and the outcome report task', async () => {
    const [coordinator] = await db.select().from(users).where(eq(users.email, 'coordinator@example.org'));
    const all = await db.select().from(actionTasks).where(eq(actionTasks.districtId, coordinator!.districtId!));
    const tasks = all.filter((t) => t.sourceKey === null);
    expect(tasks).toHaveLength(8);
    // The demo term's report of the approved blueprint, due in two weeks, is a task of its own.
    const [report] = await db.select().from(outcomeReports).where(eq(outcomeReports.districtId, coordinator!.districtId!));
    expect(report).toMatchObject({ status: 'Draft' });
    const outcomeTask = all.find((t) => t.sourceKey === `outcome-report:${report!.id}`);
    expect(outcomeTask).toMatchObject({ completedAt: null, isRequired: true });
    expect(outcomeTask!.dueDate! > today).toBe(true);
    expect(tasks.some((t) => t.completedAt !== null)).toBe(true);
    expect(tasks.some((t) => t.completedAt === null)).toBe(true);
    expect(tasks.some((t) => t.isRequired)).toBe(true);
    expect(tasks.some((t) => !t.isRequired)).toBe(true);
    expect(tasks.some((t) => t.kind === 'general')).toBe(true);
    expect(tasks.some((t) => t.kind === 'resource')).toBe(true);
    expect(tasks.some((t) => t.dueDate !== null && t.dueDate < today)).toBe(true);
    expect(tasks.some((t) => t.dueDate !== null && t.dueDate > today)).toBe(true);
  });

  it('gives the staff console 14 applications (two of them from the blueprint demo) over 3 districts, every status, some not assigned yet', async () => {
    const all = await db.select().from(applications);
    expect(all).toHaveLength(14);
    expect(new Set(all.map((a) => a.districtId)).size).toBe(3);
    expect(new Set(all.map((a) => a.status))).toEqual(new Set(['New', 'Building Blueprint', 'Blueprint Created', 'Program Completed']));
    expect(all.filter((a) => a.assignedAdminId === null).length).toBeGreaterThanOrEqual(3);
    const [manager] = await db.select().from(users).where(eq(users.email, 'manager@example.org'));
    const looksAfter = await db.select().from(staffDistricts).where(eq(staffDistricts.userId, manager!.id));
    expect(looksAfter).toHaveLength(1);
    const [riverbend] = await db.select().from(districts).where(eq(districts.id, looksAfter[0]!.districtId));
    expect(riverbend!.name).toBe('Riverbend County Schools');
    expect(all.filter((a) => a.assignedAdminId === manager!.id).every((a) => a.districtId === riverbend!.id)).toBe(true);
  });

  it('is skipped the second time and duplicates nothing', async () => {
    const counts = () => Promise.all([users, districts, schools, resources, applications, projects, kitOrders, actionTasks].map((t) => db.$count(t)));
    const before = await counts();
    expect(await seedIfEmpty(db, 'demo')).toBe('skipped');
    const after = await counts();
    expect(after).toEqual(before);
  });
});

describe("seed mode 'none'", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });

  it('records the marker, loads nothing, and a later demo seed is skipped', async () => {
    const { db } = database;
    expect(await seedIfEmpty(db, 'none')).toBe('seeded');
    const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, 'seed'));
    expect(marker!.value).toMatchObject({ mode: 'none' });
    expect(await db.$count(users)).toBe(0);

    expect(await seedIfEmpty(db, 'demo')).toBe('skipped');
    expect(await db.$count(users)).toBe(0);
    expect(await db.$count(districts)).toBe(0);
  });
});

describe('two processes starting together', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });

  it('seed the database once', async () => {
    const results = await Promise.all([seedIfEmpty(database.db, 'demo'), seedIfEmpty(database.db, 'demo')]);
    expect(results.sort()).toEqual(['seeded', 'skipped']);
    expect(await database.db.$count(users)).toBe(6);
    expect(await database.db.$count(districts)).toBe(3);
  });
});
