// The blueprint lookups: the schools the list can filter by, and the members of a district (the
// implementer picker, the staff's primary-contact picker). Members are accounts of the district;
// programme staff are never offered.
import { and, asc, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { UserOption } from '@contract/blueprints';
import { directoryMessages } from '@contract/directory';
import type { Db, Tx } from '@server/db/connect';
import { blueprints, blueprintSchools, schools, users } from '@server/db/schema';
import { notFound } from '@server/plugins/http-error';
import { displayName, findBlueprint, reachesDistrict, visibleBlueprints, type BlueprintViewer } from './access';

/** POST /lookups/filters/blueprint-schools: schools on the blueprints the viewer reaches (in these districts). */
export async function blueprintSchoolOptions(db: Db | Tx, viewer: BlueprintViewer, districtIds: string[]) {
  const items = await db
    .select({ id: schools.id, name: schools.name, districtId: schools.districtId, blueprintCount: countDistinct(blueprints.id) })
    .from(blueprintSchools)
    .innerJoin(blueprints, eq(blueprints.id, blueprintSchools.blueprintId))
    .innerJoin(schools, eq(schools.id, blueprintSchools.schoolId))
    .where(and(visibleBlueprints(db, viewer), districtIds.length ? inArray(blueprints.districtId, districtIds) : undefined))
    .groupBy(schools.id, schools.name, schools.districtId)
    .orderBy(asc(schools.name));
  return { items: items.map((item) => ({ ...item, blueprintCount: Number(item.blueprintCount) })) };
}

async function districtMembers(db: Db | Tx, districtId: string | null): Promise<{ items: UserOption[] }> {
  if (!districtId) return { items: [] };
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, currentRole: users.currentRole })
    .from(users)
    .where(and(eq(users.districtId, districtId), sql`not (${users.roles} && array['ADMIN','SCHOOL_SUCCESS_MANAGER']::text[])`))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: displayName(row.firstName, row.lastName, row.email),
      email: row.email,
      currentRole: row.currentRole,
    })),
  };
}

/** GET /lookups/blueprint-users?blueprintId=: who can be named implementation contact. */
export async function blueprintUsers(db: Db | Tx, viewer: BlueprintViewer, blueprintId: string | undefined) {
  if (blueprintId) return districtMembers(db, (await findBlueprint(db, viewer, blueprintId)).districtId);
  return districtMembers(db, viewer.staff ? null : viewer.districtId);
}

/** GET /lookups/users?districtId=: a district's members, for a district the viewer reaches. */
export async function usersOfDistrict(db: Db | Tx, viewer: BlueprintViewer, districtId: string) {
  if (!reachesDistrict(viewer, districtId)) throw notFound(directoryMessages.districtNotFound);
  return districtMembers(db, districtId);
}
