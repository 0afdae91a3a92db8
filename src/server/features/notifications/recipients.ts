// Who hears of a change. Staff: the assignee of the application the change belongs to, while they
// still reach its district; when it has none, every ADMIN and each school success manager whose
// staff scope holds the district. A district: its members (not programme staff), or the one person
// a notice concerns. Never the person who made the change. Each of these may see the activity
// entry the notice comes from (docs/architecture.md, "Notifications"), so the live stream that
// announces the entry reaches them and their bell can count up.
import { and, arrayContains, desc, eq, exists, isNull, or, sql } from 'drizzle-orm';
import { isProgrammeStaff } from '@contract/permissions';
import type { Db, Tx } from '@server/db/connect';
import { applications, blueprints, projects, staffDistricts, users } from '@server/db/schema';
import { scopeIncludes, staffScopeOfUser } from '@server/plugins/staff-scope';
import { districtRecipients } from '../reminders/recipients';

/**
 * The staff who hear of a change in `districtId`: the assignee of `applicationId` (or, without one,
 * of the district's latest application), else the admins and the district's managers.
 */
export async function staffRecipients(db: Db | Tx, districtId: string, applicationId: string | null): Promise<string[]> {
  const [application] = await db
    .select({ assigneeId: applications.assignedAdminId })
    .from(applications)
    .where(applicationId ? eq(applications.id, applicationId) : eq(applications.districtId, districtId))
    .orderBy(desc(applications.applicationNumber))
    .limit(1);
  if (application?.assigneeId) {
    const [assignee] = await db
      .select({ id: users.id, roles: users.roles })
      .from(users)
      .where(and(eq(users.id, application.assigneeId), isNull(users.deactivatedAt)));
    // An assignee whose district was taken from them no longer sees its entries: the others hear instead.
    if (assignee && isProgrammeStaff(assignee.roles) && scopeIncludes(await staffScopeOfUser(db, assignee.id, assignee.roles), districtId)) {
      return [assignee.id];
    }
  }
  const managesDistrict = exists(
    db
      .select({ one: sql`1` })
      .from(staffDistricts)
      .where(and(eq(staffDistricts.userId, users.id), eq(staffDistricts.districtId, districtId))),
  );
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNull(users.deactivatedAt),
        or(arrayContains(users.roles, ['ADMIN']), and(arrayContains(users.roles, ['SCHOOL_SUCCESS_MANAGER']), managesDistrict)),
      ),
    );
  return rows.map((row) => row.id);
}

/** Every member of the district (confirmed, not programme staff). */
export const districtMembers = (db: Db | Tx, districtId: string) => districtRecipients(db, districtId, null);

/** The person concerned while they still belong to the district, else its members. */
export const concernedOrMembers = (db: Db | Tx, districtId: string, personId: string | null) => districtRecipients(db, districtId, personId);

/** The application a project's work belongs to (through its blueprint), for its assignee. */
export async function applicationOfProject(db: Db | Tx, projectId: string): Promise<string | null> {
  const [row] = await db
    .select({ applicationId: blueprints.applicationId })
    .from(projects)
    .innerJoin(blueprints, eq(blueprints.id, projects.blueprintId))
    .where(eq(projects.id, projectId));
  return row?.applicationId ?? null;
}
