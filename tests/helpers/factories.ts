// Small factories for the server suites: each test makes the rows it needs, with names of its own,
// instead of finding the demo's by name, so it passes alone, in any order, beside any other test.
// Every row gets a unique name from one counter, so two tests in one database never meet.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/connect';
import {
  applicationResources,
  applications,
  applicationSchools,
  districts,
  projects,
  resources,
  schools,
  staffDistricts,
  users,
} from '@server/db/schema';
import { hashPassword } from '@server/features/auth/passwords';
import { signIn } from './test-app';

let counter = 0;
/** A name no other row of this run has: `${prefix} 12`. */
export const uniqueName = (prefix: string) => `${prefix} ${(counter += 1)}`;

export async function makeDistrict(db: Db, values: Partial<typeof districts.$inferInsert> = {}) {
  const [row] = await db
    .insert(districts)
    .values({ name: uniqueName('Test District'), state: 'CA', ...values })
    .returning();
  return row!;
}

export async function makeSchool(db: Db, districtId: string, values: Partial<typeof schools.$inferInsert> = {}) {
  const [row] = await db
    .insert(schools)
    .values({ districtId, name: uniqueName('Test School'), ...values })
    .returning();
  return row!;
}

export async function makeResource(db: Db, values: Partial<typeof resources.$inferInsert> = {}) {
  const name = values.name ?? uniqueName('Test Kit');
  const [row] = await db
    .insert(resources)
    .values({ type: 'project', name, slug: name.toLowerCase().replace(/\W+/g, '-'), unitCostCents: 10_000, ...values })
    .returning();
  return row!;
}

/** A project of a school: its resource is a new one unless given. */
export async function makeProject(db: Db, school: { id: string; districtId: string }, values: Partial<typeof projects.$inferInsert> = {}) {
  const resourceId = values.resourceId ?? (await makeResource(db)).id;
  const [row] = await db
    .insert(projects)
    .values({ districtId: school.districtId, schoolId: school.id, resourceId, name: uniqueName('Test Project'), kitsOnHand: 0, ...values })
    .returning();
  return row!;
}

export interface Person {
  id: string;
  email: string;
  password: string;
}

/**
 * A person who has finished onboarding: USER of a district unless told otherwise. `staffOf` links a
 * school success manager to the districts they look after.
 */
export async function makePerson(
  db: Db,
  options: { roles?: string[]; districtId?: string | null; staffOf?: string[]; email?: string } = {},
): Promise<Person> {
  const email = options.email ?? `${uniqueName('person').replace(' ', '-')}@example.test`;
  const password = 'Factory-pass1';
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Test',
      lastName: email.split('@')[0]!,
      onboardingStep: 7,
      isEmailConfirmed: true,
      roles: options.roles ?? ['USER'],
      districtId: options.districtId ?? null,
    })
    .returning({ id: users.id });
  for (const districtId of options.staffOf ?? []) await db.insert(staffDistricts).values({ userId: row!.id, districtId });
  return { id: row!.id, email, password };
}

/** A person's access token, signed in through the API. */
export async function tokenFor(app: FastifyInstance, person: Pick<Person, 'email' | 'password'>): Promise<string> {
  return (await signIn(app, person)).token.accessToken;
}

/** A district with one school and one signed-in USER of it: the usual start of a district-side test. */
export async function makeDistrictWorld(app: FastifyInstance, db: Db) {
  const district = await makeDistrict(db);
  const school = await makeSchool(db, district.id);
  const person = await makePerson(db, { districtId: district.id });
  return { district, school, person, token: await tokenFor(app, person) };
}

/**
 * An application of a district (New, matching funds, linked to the district as a member's is,
 * unless told otherwise) with the schools and resources it picks: what starting a blueprint copies.
 */
export async function makeApplication(
  db: Db,
  districtId: string,
  options: Partial<typeof applications.$inferInsert> & { schoolIds?: string[]; resources?: { resourceId: string; quantity: number }[] } = {},
) {
  const { schoolIds = [], resources: picks = [], ...values } = options;
  const [row] = await db
    .insert(applications)
    .values({
      districtId,
      applicantName: uniqueName('Test Applicant'),
      numberOfSchools: Math.max(1, schoolIds.length),
      fundingOption: 'matching',
      districtLinked: true,
      ...values,
    })
    .returning();
  if (schoolIds.length) await db.insert(applicationSchools).values(schoolIds.map((schoolId) => ({ applicationId: row!.id, schoolId })));
  if (picks.length) await db.insert(applicationResources).values(picks.map((pick) => ({ applicationId: row!.id, ...pick })));
  return row!;
}

/** The district of a person (a demo account's, say), for rows a test adds beside theirs. */
export async function districtIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ districtId: users.districtId }).from(users).where(eq(users.email, email));
  if (!row?.districtId) throw new Error(`${email} has no district`);
  return row.districtId;
}
