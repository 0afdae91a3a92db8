// Set-ups the kit logistics suites share: orders in any status (written straight to the database,
// as a finished history would leave them), people of each role, and the signed-in calls.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { KitOrderKind, KitOrderStatus, ProjectSummary } from '@contract/projects';
import type { Db } from '@server/db/connect';
import { districts, kitOrders, projects, resources, schools, staffDistricts, users } from '@server/db/schema';
import { hashPassword } from '@server/features/auth/passwords';
import { signIn } from './test-app';
import { routes, type RouteDef } from '@contract/routes';
import { apiCall, type CallOptions } from './api-call';

export const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };

export async function tokenOf(app: FastifyInstance, credentials: { email: string; password: string }) {
  return (await signIn(app, credentials)).token.accessToken;
}

/** A call to a route of the table as the person whose access token is given (api-call.ts). */
export type RouteCall = <R extends RouteDef>(token: string, route: R, options?: Omit<CallOptions<R>, 'token'>) => Promise<LightMyRequestResponse>;

/**
 * Calls by route: `const call = routeCaller(() => t.app)`, then
 * `call(token, routes.moveKitOrder, { params: { id }, body })`. The app may be given as a function,
 * for suites that build it in `beforeAll`.
 */
export function routeCaller(app: FastifyInstance | (() => FastifyInstance)): RouteCall {
  return (token, route, options = {}) => apiCall(typeof app === 'function' ? app() : app, route, { ...options, token });
}

/** A signed-up person with a role, optionally in a district; resolves with their id. */
export async function addPerson(db: Db, email: string, password: string, options: { roles?: string[]; districtId?: string | null } = {}) {
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: email.split('@')[0]!.replace(/\W/g, ' '),
      onboardingStep: 7,
      isEmailConfirmed: true,
      roles: options.roles ?? ['USER'],
      districtId: options.districtId ?? null,
    })
    .returning({ id: users.id });
  return row!.id;
}

export async function assignDistrict(db: Db, userId: string, districtId: string) {
  await db.insert(staffDistricts).values({ userId, districtId });
}

export async function districtNamed(db: Db, name: string) {
  const [row] = await db.select().from(districts).where(eq(districts.name, name));
  return row!;
}

/** A project of another district (Riverbend), for scope tests. */
export async function riverbendProject(db: Db, kitsOnHand = 2) {
  const district = await districtNamed(db, 'Riverbend County Schools');
  const [school] = await db.select().from(schools).where(eq(schools.districtId, district.id)).limit(1);
  const [resource] = await db.select().from(resources).where(eq(resources.slug, 'micro-robots'));
  const [project] = await db
    .insert(projects)
    .values({ districtId: district.id, schoolId: school!.id, resourceId: resource!.id, name: 'Riverbend Robots', kitsOnHand })
    .returning();
  return { project: project!, district };
}

/**
 * A fresh project of the coordinator's district, so a suite's orders do not meet the demo orders'
 * kit limits. Free pairs in the demo: Lincoln Middle School with solar-car-challenge,
 * water-filtration or micro-robots; Cedar Valley High School with bridge-engineering or micro-robots.
 */
export async function coordinatorProject(db: Db, resourceSlug: string, kitsOnHand = 0, schoolName = 'Lincoln Middle School') {
  const district = await districtNamed(db, 'Cedar Valley Unified School District');
  const [school] = await db.select().from(schools).where(eq(schools.name, schoolName));
  const [resource] = await db.select().from(resources).where(eq(resources.slug, resourceSlug));
  const [project] = await db
    .insert(projects)
    .values({ districtId: district.id, schoolId: school!.id, resourceId: resource!.id, name: resource!.name, kitsOnHand })
    .returning();
  return project!;
}

export interface OrderSeed {
  projectId: string;
  kind?: KitOrderKind;
  status: KitOrderStatus;
  kits?: number;
  createdById?: string | null;
  startDate?: string;
  returnDate?: string;
  kitsReturned?: number;
  createdAt?: Date;
}

/** An order as its history would have left it. */
export async function insertOrder(db: Db, seed: OrderSeed) {
  const kind = seed.kind ?? 'request';
  const kits = seed.kits ?? 2;
  const [row] = await db
    .insert(kitOrders)
    .values({
      projectId: seed.projectId,
      kind,
      status: seed.status,
      createdById: seed.createdById ?? null,
      kitsReturned: seed.kitsReturned ?? 0,
      // A parts refill states no kits.
      ...(kind === 'refill'
        ? {}
        : kind === 'request'
          ? { requestedKits: kits }
          : {
              kitsNeeded: kits,
              checkoutName: 'Seeded class',
              totalStudents: kits,
              groupSize: 'one-to-one' as const,
              startDate: seed.startDate ?? '2026-01-05',
              returnDate: seed.returnDate ?? '2026-02-05',
            }),
      ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
    })
    .returning();
  return row!;
}

export async function coordinatorProjects(app: FastifyInstance, token: string) {
  const response = await routeCaller(app)(token, routes.projects, { query: { limit: 50 } });
  return (response.json() as { items: ProjectSummary[] }).items;
}
