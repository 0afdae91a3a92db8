// The directory of districts and schools: searches for the onboarding wizard, the school lookup of
// the applications screens, and who may see which district. Contact e-mails and e-mail domains
// (used only by the e-mail check) never leave this module.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DistrictList, School, SchoolList, SchoolLookupList } from '@contract/directory';
import type { PageQuery } from '@contract/lists';
import { messages } from '@contract/messages';
import type { Db, Tx } from '@server/db/connect';
import { applicationSchools, applications, districts, schools, users } from '@server/db/schema';
import { unauthorized } from '@server/plugins/http-error';
import { viewerOfUser, type Viewer } from '@server/plugins/viewer';

/** Who is asking, read from their account (outside a request's guard). */
export async function loadViewer(db: Db | Tx, userId: string): Promise<Viewer> {
  const [row] = await db.select({ districtId: users.districtId, roles: users.roles }).from(users).where(eq(users.id, userId));
  // The session outlived its account: the same answer as an invalid token.
  if (!row) throw unauthorized(messages.unauthorized);
  return viewerOfUser(userId, row.districtId, row.roles);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from a URL: anything that is not a uuid cannot name a row (and must not reach a uuid column). */
export const isUuid = (value: string) => UUID.test(value);

/** `%text%` for ilike, with the wildcards in the text matching only themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Written out in full: inside a select list Drizzle leaves column names unqualified.
const schoolCount = sql<number>`(select count(*)::int from "schools" where "schools"."district_id" = "districts"."id")`;

export async function searchDistricts(db: Db | Tx, viewer: Viewer, getAll: boolean, query: PageQuery & { search?: string }): Promise<DistrictList> {
  const conditions: SQL[] = [];
  // The wizard offers only the directory: a name another applicant typed is not one until staff
  // match or accept it (docs/decisions.md, "My district or school isn't listed").
  if (getAll) conditions.push(eq(districts.unlisted, false));
  if (!getAll && !viewer.allDistricts) {
    // "My districts": a user with no district has none.
    conditions.push(viewer.districtId ? eq(districts.id, viewer.districtId) : sql`false`);
  }
  if (query.search) {
    conditions.push(
      or(
        ilike(districts.name, containsPattern(query.search)),
        ilike(districts.city, prefixPattern(query.search)),
        eq(districts.ncesId, query.search),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  // Names that start with the search come first: typing "Cedar" finds "Cedar Valley" before "North Cedar".
  const order = query.search ? [desc(sql`(${districts.name} ilike ${prefixPattern(query.search)})`)] : [];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: districts.id,
        name: districts.name,
        ncesId: districts.ncesId,
        city: districts.city,
        state: districts.state,
        schoolCount,
      })
      .from(districts)
      .where(where)
      .orderBy(...order, asc(districts.name), asc(districts.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(districts).where(where),
  ]);
  return { items: rows.map((r) => ({ ...r, schoolCount: Number(r.schoolCount) })), total: Number(total?.total ?? 0) };
}

async function findDistrict(db: Db | Tx, id: string): Promise<{ id: string; name: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select({ id: districts.id, name: districts.name }).from(districts).where(eq(districts.id, id));
  return row ?? null;
}

const schoolColumns = {
  id: schools.id,
  name: schools.name,
  ncesId: schools.ncesId,
  districtId: schools.districtId,
  districtName: districts.name,
  city: schools.city,
  state: schools.state,
  gradeBand: schools.gradeBand,
  titleIStatus: schools.titleIStatus,
  estimatedEnrollment: schools.estimatedEnrollment,
  economicallyDisadvantagedPct: schools.economicallyDisadvantagedPct,
};

/** The schools of a district, searched by name, city or NCES id; null when the district is unknown. */
export async function listDistrictSchools(
  db: Db | Tx,
  districtId: string,
  query: PageQuery & { search?: string; ids?: string[] },
): Promise<SchoolList | null> {
  if (!(await findDistrict(db, districtId))) return null;
  const conditions: SQL[] = [eq(schools.districtId, districtId)];
  // Typed schools are left out of the search, as typed districts are; asked for by id (the
  // applicant's own, on a later step or a pre-filled application) they are found.
  if (query.ids) conditions.push(query.ids.some(isUuid) ? inArray(schools.id, query.ids.filter(isUuid)) : sql`false`);
  else conditions.push(eq(schools.unlisted, false));
  if (query.search) {
    conditions.push(
      or(ilike(schools.name, containsPattern(query.search)), ilike(schools.city, prefixPattern(query.search)), eq(schools.ncesId, query.search))!,
    );
  }
  const where = and(...conditions);
  const order = query.search ? [desc(sql`(${schools.name} ilike ${prefixPattern(query.search)})`)] : [];
  const [rows, [total]] = await Promise.all([
    db
      .select(schoolColumns)
      .from(schools)
      .innerJoin(districts, eq(districts.id, schools.districtId))
      .where(where)
      .orderBy(...order, asc(schools.name), asc(schools.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(schools).where(where),
  ]);
  return { items: rows satisfies School[], total: Number(total?.total ?? 0) };
}

/** May the viewer see this district's applications? Staff: any; others: their own district only. */
function canSeeDistrictApplications(viewer: Viewer, districtId: string): boolean {
  return viewer.allDistricts || viewer.districtId === districtId;
}

/**
 * GET /lookups/schools-applications: the district's schools with how many applications name each,
 * for the applications filter. null (answered 404) for a district the viewer may not see.
 */
export async function schoolsOfApplications(db: Db | Tx, viewer: Viewer, districtId: string): Promise<SchoolLookupList | null> {
  if (!isUuid(districtId) || !canSeeDistrictApplications(viewer, districtId)) return null;
  if (!(await findDistrict(db, districtId))) return null;
  const rows = await db
    .select({
      id: schools.id,
      name: schools.name,
      applicationCount: sql<number>`count(${applications.id})::int`,
    })
    .from(schools)
    .leftJoin(applicationSchools, eq(applicationSchools.schoolId, schools.id))
    .leftJoin(
      applications,
      and(
        eq(applications.id, applicationSchools.applicationId),
        eq(applications.districtId, districtId),
        // Counted as the applications list shows them: the district's linked ones and the viewer's own.
        viewer.allDistricts ? undefined : or(eq(applications.districtLinked, true), eq(applications.userId, viewer.userId)),
      ),
    )
    .where(eq(schools.districtId, districtId))
    .groupBy(schools.id, schools.name)
    .orderBy(asc(schools.name), asc(schools.id));
  return { items: rows.map((r) => ({ ...r, applicationCount: Number(r.applicationCount) })) };
}
