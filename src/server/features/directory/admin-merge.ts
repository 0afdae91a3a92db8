// Matching a typed (unlisted) district or school to the directory: everything that points at the
// typed row moves to the directory's in one transaction, then the typed row is deleted. Every
// foreign key to districts.id and schools.id in src/server/db/schema.ts is listed here, so a new
// one must be added here too, or deleting the typed row fails (restrict) or loses rows (cascade).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { directoryAdminMessages as m } from '@contract/directory-admin-messages';
import type { Tx } from '@server/db/connect';
import {
  actionTasks,
  activityLog,
  applications,
  applicationSchools,
  blueprints,
  blueprintSchools,
  countSessions,
  districts,
  fundingAllocations,
  invitations,
  notifications,
  outcomeReports,
  presence,
  projects,
  resources,
  schools,
  staffDistricts,
  uploads,
  users,
  userSchools,
} from '@server/db/schema';
import { badRequest, conflict } from '@server/plugins/http-error';
import { recordActivity } from '../activity/record-activity';
import { lockDistrict, lockSchool } from './admin-service';

const targetError = (message: string) => badRequest(message, [{ field: 'targetId', message }]);

export async function mergeDistrict(tx: Tx, actorId: string, fromId: string, toId: string): Promise<void> {
  // The typed district first, then the target: only a typed one is ever merged from, so no two
  // merges lock one pair in opposite orders.
  const from = await lockDistrict(tx, fromId);
  if (from.id === toId) throw targetError(m.targetSame);
  const [to] = await tx.select().from(districts).where(eq(districts.id, toId)).for('update');
  if (!to) throw targetError(m.targetRequired);
  if (!from.unlisted) throw conflict(m.notUnlisted);
  if (to.unlisted) throw targetError(m.targetUnlisted);

  // A project's district follows its school's through a composite foreign key (no ON UPDATE): both
  // change in one statement, and the key is checked at its end.
  await tx.execute(sql`with moved as (update ${schools} set district_id = ${toId} where district_id = ${fromId} returning id)
    update ${projects} set district_id = ${toId} where district_id = ${fromId}`);
  for (const table of [
    applications,
    blueprints,
    fundingAllocations,
    actionTasks,
    countSessions,
    activityLog,
    users,
    invitations,
    uploads,
    notifications,
    presence,
    outcomeReports,
  ]) {
    await tx.update(table).set({ districtId: toId }).where(eq(table.districtId, fromId));
  }
  // A staff member who looked after both keeps one row.
  await tx.execute(sql`insert into ${staffDistricts} (user_id, district_id) select user_id, ${toId} from ${staffDistricts}
    where district_id = ${fromId} on conflict do nothing`);
  await tx.delete(staffDistricts).where(eq(staffDistricts.districtId, fromId));
  await tx.delete(districts).where(eq(districts.id, fromId));
  await recordActivity(tx, {
    entityType: 'district',
    entityId: toId,
    districtId: toId,
    actorId,
    action: 'district-merged',
    before: { name: from.name, state: from.state, city: from.city },
    after: { name: to.name },
  });
}

export async function mergeSchool(tx: Tx, actorId: string, fromId: string, toId: string): Promise<string> {
  const from = await lockSchool(tx, fromId);
  if (from.id === toId) throw targetError(m.targetSame);
  const [to] = await tx.select().from(schools).where(eq(schools.id, toId)).for('update');
  if (!to) throw targetError(m.targetRequired);
  if (!from.unlisted) throw conflict(m.notUnlisted);
  if (to.unlisted) throw targetError(m.targetUnlisted);
  if (to.districtId !== from.districtId) throw targetError(m.schoolTargetOtherDistrict);

  // One project per school and resource: two projects of one kit would have to become one, and
  // their kits, orders and counts cannot be joined without someone deciding. Refuse instead.
  const clash = await tx
    .select({ resource: resources.name })
    .from(projects)
    .innerJoin(resources, eq(resources.id, projects.resourceId))
    .where(
      and(
        eq(projects.schoolId, fromId),
        inArray(projects.resourceId, tx.select({ id: projects.resourceId }).from(projects).where(eq(projects.schoolId, toId))),
      ),
    )
    .limit(1);
  if (clash[0]) throw conflict(m.mergeProjectConflict(from.name, to.name, clash[0].resource));

  await tx.update(projects).set({ schoolId: toId }).where(eq(projects.schoolId, fromId));
  await tx.update(countSessions).set({ schoolId: toId }).where(eq(countSessions.schoolId, fromId));
  await tx.update(users).set({ schoolId: toId, schoolName: to.name }).where(eq(users.schoolId, fromId));
  await tx.update(invitations).set({ schoolId: toId }).where(eq(invitations.schoolId, fromId));
  // Link tables keyed by (row, school): a row that named both keeps one link.
  await tx.execute(sql`insert into ${userSchools} (user_id, school_id) select user_id, ${toId} from ${userSchools}
    where school_id = ${fromId} on conflict do nothing`);
  await tx.execute(sql`insert into ${applicationSchools} (application_id, school_id) select application_id, ${toId} from ${applicationSchools}
    where school_id = ${fromId} on conflict do nothing`);
  await tx.execute(sql`insert into ${blueprintSchools} (blueprint_id, school_id) select blueprint_id, ${toId} from ${blueprintSchools}
    where school_id = ${fromId} on conflict do nothing`);
  await tx.delete(userSchools).where(eq(userSchools.schoolId, fromId));
  await tx.delete(applicationSchools).where(eq(applicationSchools.schoolId, fromId));
  await tx.delete(blueprintSchools).where(eq(blueprintSchools.schoolId, fromId));
  await tx.delete(schools).where(eq(schools.id, fromId));
  await recordActivity(tx, {
    entityType: 'school',
    entityId: toId,
    districtId: to.districtId,
    actorId,
    action: 'school-merged',
    before: { name: from.name },
    after: { name: to.name },
  });
  return to.districtId;
}
