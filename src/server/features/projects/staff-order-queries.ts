// Reading kit orders as programme staff see them: every order of the districts in their scope, with
// district, school, project kit and requester, filtered as the fulfilment queue and its CSV export
// ask. An order outside the scope is not found (404), as on the district side.
import { and, asc, count, desc, eq, gt, gte, lt, not, sql, type SQL } from 'drizzle-orm';
import type { ListResponse } from '@contract/lists';
import { isUuid, utcDay } from '@contract/projects';
import type { KitOrderFilter, KitOrderFilterOptions, StaffKitOrder } from '@contract/projects-fulfilment';
import type { Db, Tx } from '@server/db/connect';
import { pageTotal } from '@server/db/prepared';
import { districts, kitOrders, projects, resources, schools, users } from '@server/db/schema';
import { inStaffScope, type StaffScope } from '@server/plugins/staff-scope';
import { orderPartsOf, toKitOrder } from './order-queries';

function selectStaffOrders(db: Db | Tx) {
  return db
    .select({
      order: kitOrders,
      projectName: projects.name,
      projectDistrictId: projects.districtId,
      projectKitsOnHand: projects.kitsOnHand,
      schoolId: schools.id,
      schoolName: schools.name,
      districtName: districts.name,
      resourceId: resources.id,
      resourceName: resources.name,
      requesterFirstName: users.firstName,
      requesterLastName: users.lastName,
      requesterEmail: users.email,
      parts: orderPartsOf(),
    })
    .from(kitOrders)
    .innerJoin(projects, eq(projects.id, kitOrders.projectId))
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .innerJoin(districts, eq(districts.id, projects.districtId))
    .innerJoin(resources, eq(resources.id, projects.resourceId))
    .leftJoin(users, eq(users.id, kitOrders.createdById));
}

export type StaffOrderRow = Awaited<ReturnType<ReturnType<typeof selectStaffOrders>['execute']>>[number];

export function toStaffKitOrder(row: StaffOrderRow, today: string): StaffKitOrder {
  const name = [row.requesterFirstName, row.requesterLastName].filter(Boolean).join(' ');
  return {
    ...toKitOrder(row, today),
    district: { id: row.projectDistrictId, name: row.districtName },
    resource: { id: row.resourceId, name: row.resourceName },
    requestedBy: row.requesterEmail ? { name: name || row.requesterEmail, email: row.requesterEmail } : null,
    projectKitsOnHand: row.projectKitsOnHand,
  };
}

const outstanding = sql`coalesce(${kitOrders.kitsNeeded}, ${kitOrders.requestedKits}, 0) - ${kitOrders.kitsReturned} - ${kitOrders.kitsShort}`;

/** The contract's isOverdue, in SQL. */
const overdueSql = (today: string) =>
  and(eq(kitOrders.kind, 'checkout'), eq(kitOrders.status, 'Active'), lt(kitOrders.returnDate, today), gt(outstanding, 0))!;

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const startOfNextDay = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000);

function filterConditions(scope: StaffScope, filter: KitOrderFilter, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inStaffScope(scope, projects.districtId)];
  if (filter.status) conditions.push(eq(kitOrders.status, filter.status));
  if (filter.kind) conditions.push(eq(kitOrders.kind, filter.kind));
  if (filter.districtId) conditions.push(eq(projects.districtId, filter.districtId));
  if (filter.schoolId) conditions.push(eq(projects.schoolId, filter.schoolId));
  if (filter.resourceId) conditions.push(eq(projects.resourceId, filter.resourceId));
  if (filter.from) conditions.push(gte(kitOrders.createdAt, startOfDay(filter.from)));
  // The last calendar day has no next day a timestamp can hold: up to it is up to any time.
  if (filter.to && filter.to < '9999-12-31') conditions.push(lt(kitOrders.createdAt, startOfNextDay(filter.to)));
  if (filter.overdue === true) conditions.push(overdueSql(today));
  if (filter.overdue === false) conditions.push(not(overdueSql(today)));
  return and(...conditions);
}

/** The fulfilment queue: newest first. */
export async function listStaffOrders(
  db: Db | Tx,
  scope: StaffScope,
  filter: KitOrderFilter & { limit: number; offset: number },
  today: string = utcDay(),
): Promise<ListResponse<StaffKitOrder>> {
  const where = filterConditions(scope, filter, today);
  const rows = await selectStaffOrders(db)
    .where(where)
    .orderBy(desc(kitOrders.createdAt), desc(kitOrders.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const total = await pageTotal(rows.length, filter, async () => {
    // Every order has its project (a required key): the project is joined only to filter by it.
    const byProject = !scope.all || filter.districtId || filter.schoolId || filter.resourceId;
    const counting = db.select({ total: count() }).from(kitOrders).$dynamic();
    if (byProject) counting.innerJoin(projects, eq(projects.id, kitOrders.projectId));
    const [counted] = await counting.where(where);
    return Number(counted?.total ?? 0);
  });
  return { items: rows.map((row) => toStaffKitOrder(row, today)), total };
}

/** Every matching order, page by page, for the CSV export (never the whole list in memory). */
export async function* eachStaffOrder(db: Db, scope: StaffScope, filter: KitOrderFilter, today: string = utcDay()) {
  const where = filterConditions(scope, filter, today);
  const PAGE = 500;
  for (let offset = 0; ; offset += PAGE) {
    const rows = await selectStaffOrders(db).where(where).orderBy(desc(kitOrders.createdAt), desc(kitOrders.id)).limit(PAGE).offset(offset);
    for (const row of rows) yield toStaffKitOrder(row, today);
    if (rows.length < PAGE) return;
  }
}

/**
 * One order in the scope, or null; with `lock` its row stays locked until the transaction ends. A
 * staff move never raises a kit figure, so it needs no lock on the project (only writes that can
 * pass a limit take the project's lock first).
 */
export async function findStaffOrder(db: Db | Tx, scope: StaffScope, id: string, options: { lock?: boolean } = {}) {
  if (!isUuid(id)) return null;
  const query = selectStaffOrders(db).where(and(eq(kitOrders.id, id), inStaffScope(scope, projects.districtId)));
  const [row] = options.lock ? await query.for('update', { of: kitOrders }) : await query;
  return row ?? null;
}

/** What the queue's filters offer: the districts, schools and project kits that have projects in scope. */
export async function loadFilterOptions(db: Db | Tx, scope: StaffScope): Promise<KitOrderFilterOptions> {
  const inScope = inStaffScope(scope, projects.districtId);
  const districtRows = await db
    .selectDistinct({ id: districts.id, name: districts.name })
    .from(projects)
    .innerJoin(districts, eq(districts.id, projects.districtId))
    .where(inScope)
    .orderBy(asc(districts.name), asc(districts.id));
  const schoolRows = await db
    .selectDistinct({ id: schools.id, name: schools.name, districtId: schools.districtId })
    .from(projects)
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .where(inScope)
    .orderBy(asc(schools.name), asc(schools.id));
  const kitRows = await db
    .selectDistinct({ id: resources.id, name: resources.name })
    .from(projects)
    .innerJoin(resources, eq(resources.id, projects.resourceId))
    .where(inScope)
    .orderBy(asc(resources.name), asc(resources.id));
  return { districts: districtRows, schools: schoolRows, projectKits: kitRows };
}
