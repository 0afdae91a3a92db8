// Who is asking about blueprints, and which blueprints they reach: a district member their district's,
// an applicant those of their own applications, programme staff (staff:blueprints) those of the
// districts in their scope (staff-scope.ts). A blueprint out of reach answers 404, as if missing.
// The viewer is the district rule's (viewer.ts) with the staff scope added, so who belongs to which
// district is read in one place.
import { and, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isSetAside } from '@contract/applications-messages';
import { blueprintMessages } from '@contract/blueprints-messages';
import { can, type BlueprintActor } from '@contract/permissions';
import type { Db, Tx } from '@server/db/connect';
import { applications, blueprints, users } from '@server/db/schema';
import { authOf } from '@server/plugins/auth-guard';
import { conflict, notFound } from '@server/plugins/http-error';
import { inStaffScope, scopeIncludes, staffScopeOf, type StaffScope } from '@server/plugins/staff-scope';
import { viewerOf, type Viewer } from '@server/plugins/viewer';
import { isUuid } from '../directory/service';

/** The viewer of the district rule (viewer.ts), with what the blueprint rules add. */
export interface BlueprintViewer extends Viewer {
  roles: readonly string[];
  /** Set for programme staff who build blueprints: the districts they reach. */
  staff: StaffScope | null;
}

export async function blueprintViewerOf(db: Db | Tx, request: FastifyRequest): Promise<BlueprintViewer> {
  const { user } = authOf(request);
  const staff = can(user.roles, 'staff:blueprints') ? await staffScopeOf(db, request) : null;
  return { ...viewerOf(request), roles: user.roles, staff };
}

/**
 * Which form of the visibility rule applies: every district (ADMIN), one district and the
 * viewer's own applications, or only their own; null for staff with a list of districts.
 */
export type BlueprintScope = 'all' | 'district' | 'own';

export function blueprintScopeOf(viewer: BlueprintViewer): BlueprintScope | null {
  if (viewer.staff) return viewer.staff.all ? 'all' : null;
  return viewer.districtId ? 'district' : 'own';
}

/** The visibility rule of a scope, on values or on a prepared statement's placeholders. */
export function visibleIn(db: Db | Tx, scope: BlueprintScope, userId: string | Placeholder, districtId: string | Placeholder | null): SQL {
  if (scope === 'all') return sql`true`;
  const own = inArray(blueprints.applicationId, db.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId)));
  return scope === 'district' && districtId !== null ? or(eq(blueprints.districtId, districtId), own)! : own;
}

/** A condition keeping the blueprints the viewer reaches. */
export function visibleBlueprints(db: Db | Tx, viewer: BlueprintViewer): SQL {
  const scope = blueprintScopeOf(viewer);
  if (scope) return visibleIn(db, scope, viewer.userId, viewer.districtId);
  // Only staff with a list of districts have none of the three scopes.
  return viewer.staff ? inStaffScope(viewer.staff, blueprints.districtId) : sql`false`;
}

/** Whether the viewer reaches a district (for lookups by district). */
export function reachesDistrict(viewer: BlueprintViewer, districtId: string): boolean {
  return viewer.staff ? scopeIncludes(viewer.staff, districtId) : viewer.districtId === districtId;
}

export type BlueprintRow = typeof blueprints.$inferSelect & { applicantId: string | null; applicationStatus: string };

/**
 * The blueprint row with its application's applicant, or 404. `lock` takes the row for the rest of
 * the transaction (SELECT … FOR UPDATE), so two writes on one blueprint never both pass a check.
 */
export async function findBlueprint(tx: Db | Tx, viewer: BlueprintViewer, id: string, options: { lock?: boolean } = {}): Promise<BlueprintRow> {
  if (!isUuid(id)) throw notFound(blueprintMessages.notFound);
  const query = tx
    .select({ blueprint: blueprints, applicantId: applications.userId, applicationStatus: applications.status })
    .from(blueprints)
    .innerJoin(applications, eq(applications.id, blueprints.applicationId))
    .where(and(eq(blueprints.id, id), visibleBlueprints(tx, viewer)));
  const [row] = options.lock ? await query.for('update', { of: blueprints }) : await query;
  if (!row) throw notFound(blueprintMessages.notFound);
  return { ...row.blueprint, applicantId: row.applicantId, applicationStatus: row.applicationStatus };
}

/**
 * Refuses a change to the blueprint of a waitlisted, declined or withdrawn application: what was set
 * aside stays as it was decided on until staff reopen the application. Comments stay open.
 */
export function refuseIfSetAside(row: Pick<BlueprintRow, 'applicationStatus'>): void {
  if (isSetAside(row.applicationStatus)) throw conflict(blueprintMessages.applicationSetAside(row.applicationStatus));
}

/** The viewer as the permission rules see them, with their profile's current role. */
export async function actorOf(tx: Db | Tx, viewer: BlueprintViewer): Promise<BlueprintActor> {
  const [row] = await tx.select({ currentRole: users.currentRole }).from(users).where(eq(users.id, viewer.userId));
  return { id: viewer.userId, roles: viewer.roles, districtId: viewer.districtId, currentRole: row?.currentRole ?? null };
}

/** "First Last", or the e-mail when the profile has no name. */
export function displayName(firstName: string | null, lastName: string | null, email: string): string {
  return (
    [firstName, lastName]
      .filter((part) => part && part.trim())
      .join(' ')
      .trim() || email
  );
}

/** A person reference from a left-joined user's columns; null when the join found nobody. */
export function personRef(id: string | null, firstName: string | null, lastName: string | null, email: string | null) {
  return id && email !== null ? { id, name: displayName(firstName, lastName, email) } : null;
}
