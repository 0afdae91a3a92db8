// GET /kits: the active kits a caller reaches, for label sheets and count sessions.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { KitCodesQuery, KitCodesResponse } from '@contract/kits';
import { isProgrammeStaff } from '@contract/permissions';
import type { Db } from '@server/db/connect';
import { kits, projects, schools } from '@server/db/schema';
import { authOf } from '@server/plugins/auth-guard';
import { inStaffScope, staffScopeOf } from '@server/plugins/staff-scope';
import { inViewerDistrict, viewerOf } from '@server/plugins/viewer';
import { matchKitIdentities } from './identity-service';

/**
 * The projects a caller reaches, as a condition on projects.district_id: programme staff through
 * their staff scope (a school success manager, their assigned districts), everyone else their own
 * district. Outside it a project or school is simply not found.
 */
export async function kitReachOf(db: Db, request: FastifyRequest): Promise<SQL> {
  const { user } = authOf(request);
  if (isProgrammeStaff(user.roles)) return inStaffScope(await staffScopeOf(db, request), projects.districtId);
  return inViewerDistrict(viewerOf(request), projects.districtId);
}

function projectFilter(reach: SQL, query: KitCodesQuery): SQL | undefined {
  return and(
    reach,
    query.projectId ? eq(projects.id, query.projectId) : undefined,
    query.schoolId ? eq(projects.schoolId, query.schoolId) : undefined,
  );
}

/**
 * Projects whose kits on hand were set before kits had identities (or by an older version) get
 * their labels the first time anyone asks for them: each is locked and matched in its own short
 * transaction, the same way a count would.
 */
async function labelUnlabelledKits(db: Db, where: SQL | undefined): Promise<void> {
  const stale = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(where, sql`${projects.kitsOnHand} <> (select count(*) from kits k where k.project_id = ${projects.id} and k.status = 'active')`));
  for (const { id } of stale) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from projects where id = ${id}::uuid for update`);
      await matchKitIdentities(tx, id);
    });
  }
}

export async function listKitCodes(db: Db, reach: SQL, query: KitCodesQuery): Promise<KitCodesResponse> {
  const where = projectFilter(reach, query);
  await labelUnlabelledKits(db, where);
  const rows = await db
    .select({
      code: kits.code,
      seq: kits.seq,
      projectId: projects.id,
      projectName: projects.name,
      schoolId: schools.id,
      schoolName: schools.name,
    })
    .from(kits)
    .innerJoin(projects, eq(projects.id, kits.projectId))
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .where(and(where, eq(kits.status, 'active')))
    .orderBy(asc(schools.name), asc(projects.name), asc(kits.seq));
  return {
    items: rows.map((row) => ({
      code: row.code,
      seq: row.seq,
      project: { id: row.projectId, name: row.projectName },
      school: { id: row.schoolId, name: row.schoolName },
    })),
  };
}
