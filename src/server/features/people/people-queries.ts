// Reading people: the staff People list (within the caller's reach, filtered) and its CSV, a
// district's own members, and what a person leaves open to hand over (checkouts with kits out,
// open tasks assigned to them).
import { and, asc, count, eq, gt, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@contract/constants';
import type { Handover, LastSignInFilter, PeopleFilter, PeopleList, PeopleQuery, Person } from '@contract/people';
import { mainRole } from '@contract/people';
import type { Db, Tx } from '@server/db/connect';
import { pageTotal, runPrepared } from '@server/db/prepared';
import { actionTasks, districts, kitOrders, projects, schools, staffDistricts, users } from '@server/db/schema';
import { inStaffScope, type StaffScope } from '@server/plugins/staff-scope';
import { containsPattern } from '../directory/service';

const STAFF_ROLE_ARRAY = sql`ARRAY['ADMIN','SCHOOL_SUCCESS_MANAGER']::text[]`;
/** Whether the person holds a programme staff role. */
export const isStaffRow = sql`${users.roles} && ${STAFF_ROLE_ARRAY}`;
/**
 * "First Last", or the e-mail when the account has no name. Written with || rather than concat_ws
 * (the same text: trim takes the space a missing part leaves) so the list's order, lower() of it,
 * is an immutable expression that users_sort_name_idx holds.
 */
const personName = sql<string>`coalesce(nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), ${users.email})`;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whom the caller reaches: an admin everyone; a school success manager the district and school
 * staff of their districts (never other programme staff).
 */
export function peopleInScope(scope: StaffScope): SQL {
  if (scope.all) return sql`true`;
  return and(inStaffScope(scope, users.districtId), sql`not (${isStaffRow})`)!;
}

const ROLE_CONDITIONS: Record<Role, () => SQL> = {
  ADMIN: () => sql`'ADMIN' = any(${users.roles})`,
  SCHOOL_SUCCESS_MANAGER: () => sql`'SCHOOL_SUCCESS_MANAGER' = any(${users.roles}) and not ('ADMIN' = any(${users.roles}))`,
  USER: () => sql`not (${isStaffRow})`,
};

function signInCondition(filter: LastSignInFilter, now: Date): SQL {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  switch (filter) {
    case '7d':
      return gt(users.lastSignInAt, daysAgo(7));
    case '30d':
      return gt(users.lastSignInAt, daysAgo(30));
    case '90d':
      return gt(users.lastSignInAt, daysAgo(90));
    case 'over-90d':
      return or(isNull(users.lastSignInAt), lt(users.lastSignInAt, daysAgo(90)))!;
    case 'never':
      return isNull(users.lastSignInAt);
  }
}

function peopleConditions(scope: StaffScope, filter: PeopleFilter, now: Date): SQL {
  return and(
    peopleInScope(scope),
    filter.role ? ROLE_CONDITIONS[filter.role]() : undefined,
    // Members of the district, and the managers who look after it.
    filter.districtId
      ? or(
          eq(users.districtId, filter.districtId),
          sql`exists (select 1 from ${staffDistricts} where ${staffDistricts.userId} = ${users.id} and ${staffDistricts.districtId} = ${filter.districtId})`,
        )
      : undefined,
    filter.state === 'active' ? isNull(users.deactivatedAt) : filter.state === 'deactivated' ? isNotNull(users.deactivatedAt) : undefined,
    filter.lastSignIn ? signInCondition(filter.lastSignIn, now) : undefined,
    filter.search ? or(ilike(personName, containsPattern(filter.search)), ilike(users.email, containsPattern(filter.search))) : undefined,
  )!;
}

/**
 * The districts a school success manager looks after, by name, in the person's own row (null for
 * anyone else): a page is one statement rather than one more for its managers.
 */
const managedDistricts = sql<
  { id: string; name: string }[] | string | null
>`case when 'SCHOOL_SUCCESS_MANAGER' = any(${users.roles}) and not ('ADMIN' = any(${users.roles}))
  then (select json_agg(json_build_object('id', md.id, 'name', md.name) order by md.name, md.id)
    from ${staffDistricts} msd join ${districts} md on md.id = msd.district_id where msd.user_id = ${users.id}) end`;

function selectPeople(db: Db | Tx) {
  return db
    .select({
      id: users.id,
      name: personName,
      email: users.email,
      roles: users.roles,
      districtId: districts.id,
      districtName: districts.name,
      schoolId: schools.id,
      schoolName: schools.name,
      deactivatedAt: users.deactivatedAt,
      lastSignInAt: users.lastSignInAt,
      createdAt: users.createdAt,
      managedDistricts,
    })
    .from(users)
    .leftJoin(districts, eq(districts.id, users.districtId))
    .leftJoin(schools, eq(schools.id, users.schoolId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectPeople>['execute']>>[number];

const byName = [asc(sql`lower(${personName})`), asc(users.id)];

/** Drivers differ in whether a JSON column arrives parsed. */
const districtsFrom = (value: { id: string; name: string }[] | string | null): { id: string; name: string }[] =>
  typeof value === 'string' ? (JSON.parse(value) as { id: string; name: string }[]) : (value ?? []);

function toPerson(row: Row): Person {
  const role = mainRole(row.roles);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role,
    district: row.districtId && row.districtName ? { id: row.districtId, name: row.districtName } : null,
    school: row.schoolId && row.schoolName ? { id: row.schoolId, name: row.schoolName } : null,
    managedDistricts: role === 'SCHOOL_SUCCESS_MANAGER' ? districtsFrom(row.managedDistricts) : [],
    active: row.deactivatedAt === null,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const unfiltered = (filter: PeopleFilter) => !filter.role && !filter.districtId && !filter.state && !filter.lastSignIn && !filter.search;

/** Everyone, as the list first opens for someone who reaches everyone: one prepared statement. */
const everyone = (db: Db | Tx) =>
  selectPeople(db)
    .orderBy(...byName)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

export async function listPeople(db: Db | Tx, scope: StaffScope, query: PeopleQuery, now: Date): Promise<PeopleList> {
  const where = peopleConditions(scope, query, now);
  const rows =
    scope.all && unfiltered(query)
      ? await runPrepared(db, 'staff-people:all', everyone, { limit: query.limit, offset: query.offset })
      : await selectPeople(db)
          .where(where)
          .orderBy(...byName)
          .limit(query.limit)
          .offset(query.offset);
  const total = await pageTotal(rows.length, query, async () => {
    const [counted] = await db.select({ total: count() }).from(users).where(where);
    return Number(counted?.total ?? 0);
  });
  return { items: rows.map(toPerson), total };
}

/** Every row of the filtered list, page by page, for the CSV. */
export async function* peopleRows(db: Db | Tx, scope: StaffScope, filter: PeopleFilter, now: Date, pageSize = 500): AsyncGenerator<Person> {
  const where = peopleConditions(scope, filter, now);
  for (let offset = 0; ; offset += pageSize) {
    const rows = await selectPeople(db)
      .where(where)
      .orderBy(...byName)
      .limit(pageSize)
      .offset(offset);
    yield* rows.map(toPerson);
    if (rows.length < pageSize) return;
  }
}

/** One person, when `reach` (a condition on users) lets the caller see them. */
export async function loadPerson(db: Db | Tx, id: string, reach: SQL): Promise<Person | null> {
  const rows = await selectPeople(db).where(and(eq(users.id, id), reach));
  return rows[0] ? toPerson(rows[0]) : null;
}

/** A district's members (not programme staff), deactivated ones included. */
export async function districtMembers(db: Db | Tx, districtId: string): Promise<Person[]> {
  const rows = await selectPeople(db)
    .where(and(eq(users.districtId, districtId), sql`not (${isStaffRow})`))
    .orderBy(...byName);
  return rows.map(toPerson);
}

const outstanding = sql<number>`(coalesce(${kitOrders.kitsNeeded}, ${kitOrders.requestedKits}, 0) - ${kitOrders.kitsReturned} - ${kitOrders.kitsShort})::int`;

/** What the person leaves open: their Active checkouts with kits still out, their open tasks. */
export async function handoverOf(db: Db | Tx, userId: string): Promise<Handover> {
  const [checkouts, tasks] = await Promise.all([
    db
      .select({
        id: kitOrders.id,
        orderNumber: kitOrders.orderNumber,
        projectName: projects.name,
        schoolName: schools.name,
        kitsOut: outstanding,
        returnDate: kitOrders.returnDate,
      })
      .from(kitOrders)
      .innerJoin(projects, eq(projects.id, kitOrders.projectId))
      .innerJoin(schools, eq(schools.id, projects.schoolId))
      .where(and(eq(kitOrders.createdById, userId), eq(kitOrders.kind, 'checkout'), eq(kitOrders.status, 'Active'), gt(outstanding, 0)))
      .orderBy(asc(kitOrders.returnDate), asc(kitOrders.orderNumber)),
    db
      .select({ id: actionTasks.id, title: actionTasks.title, dueDate: actionTasks.dueDate })
      .from(actionTasks)
      .where(and(eq(actionTasks.userId, userId), isNull(actionTasks.completedAt)))
      .orderBy(sql`${actionTasks.dueDate} asc nulls last`, asc(actionTasks.position), asc(actionTasks.id)),
  ]);
  return { checkouts, tasks };
}
