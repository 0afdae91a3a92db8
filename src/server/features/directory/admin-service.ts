// The directory editor (`staff:directory`): list, read, add and edit districts and schools, and
// accept a typed (unlisted) one as new. Every write records the activity log in its transaction.
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type {
  DirectoryDistrictDetail,
  DirectoryDistrictList,
  directoryDistrictsQuerySchema,
  districtInputSchema,
  schoolInputSchema,
} from '@contract/directory-admin';
import { directoryAdminMessages as m } from '@contract/directory-admin-messages';
import type { Db, Tx } from '@server/db/connect';
import { pageTotal } from '@server/db/prepared';
import { districts, schools } from '@server/db/schema';
import { badRequest, conflict, notFound } from '@server/plugins/http-error';
import { recordActivity } from '../activity/record-activity';
import { containsPattern, isUuid } from './service';

type DistrictValues = z.output<typeof districtInputSchema>;
type SchoolValues = z.output<typeof schoolInputSchema>;

// Written out in full: inside a select list Drizzle leaves column names unqualified.
const schoolCount = sql<number>`(select count(*)::int from "schools" where "schools"."district_id" = "districts"."id")`;
const applicationCount = sql<number>`(select count(*)::int from "applications" where "applications"."district_id" = "districts"."id")`;
const districtColumns = {
  id: districts.id,
  name: districts.name,
  ncesId: districts.ncesId,
  state: districts.state,
  city: districts.city,
  emailDomains: districts.emailDomains,
  unlisted: districts.unlisted,
  schoolCount,
  applicationCount,
};

export async function listDirectoryDistricts(db: Db, query: z.output<typeof directoryDistrictsQuerySchema>): Promise<DirectoryDistrictList> {
  const conditions: SQL[] = [];
  if (query.show !== 'all') conditions.push(eq(districts.unlisted, query.show === 'unlisted'));
  if (query.search) {
    conditions.push(
      or(
        ilike(districts.name, containsPattern(query.search)),
        ilike(districts.city, containsPattern(query.search)),
        eq(districts.ncesId, query.search),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [unlisted]] = await Promise.all([
    db
      .select(districtColumns)
      .from(districts)
      .where(where)
      // Typed districts first: they are the ones waiting for staff.
      .orderBy(desc(districts.unlisted), asc(districts.name), asc(districts.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(districts).where(eq(districts.unlisted, true)),
  ]);
  const total = await pageTotal(rows.length, query, async () => {
    const [counted] = await db.select({ total: count() }).from(districts).where(where);
    return Number(counted?.total ?? 0);
  });
  return {
    items: rows.map((r) => ({ ...r, schoolCount: Number(r.schoolCount), applicationCount: Number(r.applicationCount) })),
    total,
    unlistedCount: Number(unlisted?.total ?? 0),
  };
}

export async function loadDirectoryDistrict(db: Db | Tx, id: string): Promise<DirectoryDistrictDetail> {
  if (!isUuid(id)) throw notFound(m.districtNotFound);
  const [row] = await db.select(districtColumns).from(districts).where(eq(districts.id, id));
  if (!row) throw notFound(m.districtNotFound);
  const list = await db
    .select({
      id: schools.id,
      districtId: schools.districtId,
      name: schools.name,
      ncesId: schools.ncesId,
      city: schools.city,
      state: schools.state,
      gradeBand: schools.gradeBand,
      titleIStatus: schools.titleIStatus,
      estimatedEnrollment: schools.estimatedEnrollment,
      economicallyDisadvantagedPct: schools.economicallyDisadvantagedPct,
      unlisted: schools.unlisted,
    })
    .from(schools)
    .where(eq(schools.districtId, id))
    .orderBy(desc(schools.unlisted), asc(schools.name), asc(schools.id));
  return { ...row, schoolCount: Number(row.schoolCount), applicationCount: Number(row.applicationCount), schools: list };
}

/** The row, locked for this transaction; 404 when there is none. */
export async function lockDistrict(tx: Tx, id: string) {
  if (!isUuid(id)) throw notFound(m.districtNotFound);
  const [row] = await tx.select().from(districts).where(eq(districts.id, id)).for('update');
  if (!row) throw notFound(m.districtNotFound);
  return row;
}

export async function lockSchool(tx: Tx, id: string) {
  if (!isUuid(id)) throw notFound(m.schoolNotFound);
  const [row] = await tx.select().from(schools).where(eq(schools.id, id)).for('update');
  if (!row) throw notFound(m.schoolNotFound);
  return row;
}

/** NCES ids are unique across the directory: a clear 409 rather than the index's error. */
async function checkNcesFree(tx: Tx, table: typeof districts | typeof schools, ncesId: string | null, exceptId: string | null) {
  if (!ncesId) return;
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.ncesId, ncesId), exceptId ? ne(table.id, exceptId) : undefined));
  if (taken) throw conflict(m.ncesTaken, [{ field: 'ncesId', message: m.ncesTaken }]);
}

const districtSnapshot = (d: { name: string; state: string | null; city: string | null; ncesId: string | null; emailDomains: string[] }) => ({
  name: d.name,
  state: d.state,
  city: d.city,
  ncesId: d.ncesId,
  emailDomains: d.emailDomains,
});

export async function createDistrict(tx: Tx, actorId: string, input: DistrictValues): Promise<string> {
  await checkNcesFree(tx, districts, input.ncesId, null);
  const [row] = await tx.insert(districts).values(input).returning({ id: districts.id });
  await recordActivity(tx, {
    entityType: 'district',
    entityId: row!.id,
    districtId: row!.id,
    actorId,
    action: 'district-added',
    after: districtSnapshot(input),
  });
  return row!.id;
}

export async function editDistrict(tx: Tx, actorId: string, id: string, input: DistrictValues): Promise<void> {
  const before = await lockDistrict(tx, id);
  await checkNcesFree(tx, districts, input.ncesId, id);
  await tx.update(districts).set(input).where(eq(districts.id, id));
  await recordActivity(tx, {
    entityType: 'district',
    entityId: id,
    districtId: id,
    actorId,
    action: 'district-edited',
    before: districtSnapshot(before),
    after: districtSnapshot(input),
  });
}

const schoolSnapshot = (s: SchoolValues | typeof schools.$inferSelect) => ({
  name: s.name,
  ncesId: s.ncesId,
  city: s.city,
  state: s.state,
  gradeBand: s.gradeBand,
  titleIStatus: s.titleIStatus,
  estimatedEnrollment: s.estimatedEnrollment,
  economicallyDisadvantagedPct: s.economicallyDisadvantagedPct,
});

export async function createSchool(tx: Tx, actorId: string, districtId: string, input: SchoolValues): Promise<void> {
  const district = await lockDistrict(tx, districtId);
  await checkNcesFree(tx, schools, input.ncesId, null);
  // A school's NCES id starts with its district's LEAID (docs/directory-import.md).
  if (input.ncesId && district.ncesId && !input.ncesId.startsWith(district.ncesId)) {
    throw badRequest(m.schoolNcesInvalid, [{ field: 'ncesId', message: m.schoolNcesInvalid }]);
  }
  const [row] = await tx
    .insert(schools)
    .values({ ...input, districtId, state: input.state ?? district.state })
    .returning({ id: schools.id });
  await recordActivity(tx, { entityType: 'school', entityId: row!.id, districtId, actorId, action: 'school-added', after: schoolSnapshot(input) });
}

/** Edits a school; answers its district's id. */
export async function editSchool(tx: Tx, actorId: string, id: string, input: SchoolValues): Promise<string> {
  const before = await lockSchool(tx, id);
  await checkNcesFree(tx, schools, input.ncesId, id);
  await tx.update(schools).set(input).where(eq(schools.id, id));
  await recordActivity(tx, {
    entityType: 'school',
    entityId: id,
    districtId: before.districtId,
    actorId,
    action: 'school-edited',
    before: schoolSnapshot(before),
    after: schoolSnapshot(input),
  });
  return before.districtId;
}

/** "Accept as new": the typed district stays, as a directory district. */
export async function acceptDistrict(tx: Tx, actorId: string, id: string): Promise<void> {
  const district = await lockDistrict(tx, id);
  if (!district.unlisted) throw conflict(m.notUnlisted);
  await tx.update(districts).set({ unlisted: false }).where(eq(districts.id, id));
  await recordActivity(tx, {
    entityType: 'district',
    entityId: id,
    districtId: id,
    actorId,
    action: 'district-accepted',
    after: { name: district.name },
  });
}

/** Accepts a typed school; answers its district's id. */
export async function acceptSchool(tx: Tx, actorId: string, id: string): Promise<string> {
  const school = await lockSchool(tx, id);
  if (!school.unlisted) throw conflict(m.notUnlisted);
  await tx.update(schools).set({ unlisted: false }).where(eq(schools.id, id));
  await recordActivity(tx, {
    entityType: 'school',
    entityId: id,
    districtId: school.districtId,
    actorId,
    action: 'school-accepted',
    after: { name: school.name },
  });
  return school.districtId;
}
