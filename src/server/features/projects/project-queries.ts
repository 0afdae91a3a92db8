// Reading projects as the API shows them: the project row with its school, resource and district,
// plus kit figures folded from its orders by the contract's rules.
import { and, asc, count, eq, ilike, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ListResponse } from '@contract/lists';
import {
  isUuid,
  kitsAvailable,
  kitsRequestable,
  OPEN_REQUEST_STATUSES,
  utcDay,
  RETURNABLE_STATUSES,
  type KitOrderStatus,
  type ProjectSummary,
} from '@contract/projects';
import type { Db, Tx } from '@server/db/connect';
import { districts, kitOrders, projects, resources, schools } from '@server/db/schema';
import { boundedMadeAt, boundedMadeAtOf } from '@server/db/made-at';
import { runPrepared } from '@server/db/prepared';
import { rawRows } from '@server/db/raw-rows';
import { inScope, inViewerDistrict, viewerScope, type Viewer, type ViewerScope } from '@server/plugins/viewer';

const projectColumns = {
  id: projects.id,
  name: projects.name,
  blueprintId: projects.blueprintId,
  kitsOnHand: projects.kitsOnHand,
  inventoryUpdatedAt: projects.inventoryUpdatedAt,
  inventoryCountedAt: projects.inventoryCountedAt,
  updatedAt: projects.updatedAt,
  resourceId: resources.id,
  resourceName: resources.name,
  schoolId: schools.id,
  schoolName: schools.name,
  districtId: districts.id,
  districtName: districts.name,
};

function selectProjects(db: Db | Tx) {
  return db
    .select(projectColumns)
    .from(projects)
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .innerJoin(resources, eq(resources.id, projects.resourceId))
    .innerJoin(districts, eq(districts.id, projects.districtId));
}

type ProjectRow = Awaited<ReturnType<ReturnType<typeof selectProjects>['execute']>>[number];

interface KitStats {
  activeCheckouts: number;
  kitsCheckedOut: number;
  kitsScheduled: number;
  openRequests: number;
  kitsRequested: number;
}

const has = (list: readonly KitOrderStatus[], status: KitOrderStatus) => list.includes(status);

/** One group of a project's orders: [kind, status, scheduled, orders, kits outstanding]. */
type OrderGroup = [kind: string, status: KitOrderStatus, scheduled: boolean, orders: number | string, outstanding: number | string | null];

function foldKitStats(
  groups: Iterable<{ kind: string; status: KitOrderStatus; scheduled: unknown; orders: unknown; outstanding: unknown }>,
): KitStats {
  const entry: KitStats = { activeCheckouts: 0, kitsCheckedOut: 0, kitsScheduled: 0, openRequests: 0, kitsRequested: 0 };
  for (const row of groups) {
    const outstanding = Number(row.outstanding ?? 0);
    // A Scheduled checkout (Start Date ahead) books its kits; they are not out until that day.
    if (row.kind === 'checkout' && row.status === 'Active' && (row.scheduled === true || row.scheduled === 't')) {
      entry.kitsScheduled += outstanding;
    } else if (row.kind === 'checkout' && has(RETURNABLE_STATUSES, row.status)) {
      entry.activeCheckouts += Number(row.orders);
      entry.kitsCheckedOut += outstanding;
    }
    if (row.kind === 'request' && has(OPEN_REQUEST_STATUSES, row.status)) {
      entry.openRequests += Number(row.orders);
      entry.kitsRequested += outstanding;
    }
  }
  return entry;
}

const outstandingKits = sql`coalesce(${kitOrders.kitsNeeded}, ${kitOrders.requestedKits}, 0) - ${kitOrders.kitsReturned} - ${kitOrders.kitsShort}`;
/** Whether an order is a checkout whose Start Date is after `today` (the contract's isScheduled, less the status). */
const scheduledOn = (today: string) => sql<boolean>`(${kitOrders.kind} = 'checkout' and coalesce(${kitOrders.startDate} > ${today}::date, false))`;

/**
 * A project's order groups as one JSON column, so a project and its kit figures come back from a
 * single statement (a write's answer costs one round trip, not two). Plain SQL with qualified
 * names: Drizzle leaves columns unqualified in UPDATE … RETURNING, where a bare "id" inside the
 * sub-select would mean kit_orders.id.
 */
const orderGroupsColumn = (today: string | Placeholder) => sql<OrderGroup[]>`(
  select coalesce(json_agg(json_build_array(g.kind, g.status, g.scheduled, g.orders, g.outstanding)), '[]'::json)
  from (
    select o.kind, o.status, (o.kind = 'checkout' and coalesce(o.start_date > ${today}::date, false)) as scheduled, count(*) as orders,
      sum(coalesce(o.kits_needed, o.requested_kits, 0) - o.kits_returned - o.kits_short) as outstanding
    from kit_orders o where o.project_id = projects.id
    group by 1, 2, 3
  ) g
)`;

/** Kits still out on the project's checkouts (the floor of a count), for the count's UPDATE. */
const checkedOutKits = (today: string) => sql`(
  select coalesce(sum(o.kits_needed - o.kits_returned - o.kits_short), 0)::integer from kit_orders o
  where o.project_id = projects.id and o.kind = 'checkout'
    and o.status in (${sql.join(
      RETURNABLE_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})
    and not coalesce(o.start_date > ${today}::date, false)
)`;

/** The name column of a row referenced from projects, for UPDATE … RETURNING (see above). */
const nameOf = (table: 'resources' | 'schools' | 'districts', column: 'resource_id' | 'school_id' | 'district_id') =>
  sql<string>`(select t.name from ${sql.raw(table)} t where t.id = projects.${sql.raw(column)})`;

/** Kit figures from the JSON column above. */
function kitStatsOf(groups: OrderGroup[]): KitStats {
  return foldKitStats(groups.map(([kind, status, scheduled, orders, outstanding]) => ({ kind, status, scheduled, orders, outstanding })));
}

/** Kit figures per project, from its orders grouped by kind and status. */
export async function loadKitStats(db: Db | Tx, projectIds: string[], today: string = utcDay()): Promise<Map<string, KitStats>> {
  if (projectIds.length === 0) return new Map();
  const scheduled = scheduledOn(today);
  const rows = await db
    .select({
      projectId: kitOrders.projectId,
      kind: kitOrders.kind,
      status: kitOrders.status,
      scheduled,
      orders: count(),
      outstanding: sql<string>`sum(${outstandingKits})`,
    })
    .from(kitOrders)
    .where(inArray(kitOrders.projectId, projectIds))
    // By start date too: `scheduled` holds a parameter, which PostgreSQL cannot match in GROUP BY.
    .groupBy(kitOrders.projectId, kitOrders.kind, kitOrders.status, kitOrders.startDate);
  return new Map(projectIds.map((id) => [id, foldKitStats(rows.filter((r) => r.projectId === id))]));
}

export function toProjectSummary(row: ProjectRow, stats: KitStats): ProjectSummary {
  const figures = { kitsOnHand: row.kitsOnHand, ...stats };
  return {
    id: row.id,
    name: row.name,
    resource: { id: row.resourceId, name: row.resourceName },
    school: { id: row.schoolId, name: row.schoolName },
    district: { id: row.districtId, name: row.districtName },
    blueprintId: row.blueprintId,
    ...figures,
    kitsAvailable: kitsAvailable(figures),
    kitsRequestable: kitsRequestable(figures),
    inventoryUpdatedAt: row.inventoryUpdatedAt?.toISOString() ?? null,
    lastCountedAt: row.inventoryCountedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface ProjectFilter {
  limit: number;
  offset: number;
  resourceId?: string;
  /** Part of the project's or the school's name, any case. */
  query?: string;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The JSON column above as drivers hand it back (parsed, or text from a raw statement). */
const groupsOf = (value: OrderGroup[] | string): OrderGroup[] => (typeof value === 'string' ? (JSON.parse(value) as OrderGroup[]) : value);

/**
 * One page of projects with their kit figures (the order groups column) and the number of matches
 * (a window count over the filtered rows, taken before LIMIT): one statement instead of three.
 * Placeholders: districtId, resourceId, pattern, today, limit, offset; prepared once per shape.
 */
export function projectPage(db: Db | Tx, scope: ViewerScope, byResource: boolean, byText: boolean) {
  const conditions: SQL[] = [inScope(scope, projects.districtId)];
  if (byResource) conditions.push(eq(projects.resourceId, sql.placeholder('resourceId')));
  if (byText) conditions.push(or(ilike(projects.name, sql.placeholder('pattern')), ilike(schools.name, sql.placeholder('pattern')))!);
  return db
    .select({
      ...projectColumns,
      orderGroups: sql<OrderGroup[] | string>`${orderGroupsColumn(sql.placeholder('today'))}`,
      total: sql<number | string>`count(*) over ()`,
    })
    .from(projects)
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .innerJoin(resources, eq(resources.id, projects.resourceId))
    .innerJoin(districts, eq(districts.id, projects.districtId))
    .where(and(...conditions))
    .orderBy(asc(projects.name), asc(schools.name), asc(projects.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

export async function listProjects(db: Db | Tx, viewer: Viewer, filter: ProjectFilter): Promise<ListResponse<ProjectSummary>> {
  const scope = viewerScope(viewer);
  const byResource = Boolean(filter.resourceId);
  const byText = Boolean(filter.query);
  const name = `projects:${scope}${byResource ? ':resource' : ''}${byText ? ':text' : ''}`;
  const rows = await runPrepared(db, name, (handle) => projectPage(handle, scope, byResource, byText), {
    districtId: viewer.districtId,
    resourceId: filter.resourceId,
    pattern: filter.query ? likePattern(filter.query) : undefined,
    today: utcDay(),
    limit: filter.limit,
    offset: filter.offset,
  });
  const items = rows.map(({ orderGroups, total: _total, ...row }) => toProjectSummary(row, kitStatsOf(groupsOf(orderGroups))));
  // A page past the end has no row to carry the count: only then is it counted on its own.
  const total = rows[0] ? Number(rows[0].total) : filter.offset > 0 ? await countProjects(db, viewer, filter) : 0;
  return { items, total };
}

async function countProjects(db: Db | Tx, viewer: Viewer, filter: ProjectFilter): Promise<number> {
  const conditions: (SQL | undefined)[] = [inViewerDistrict(viewer, projects.districtId)];
  if (filter.resourceId) conditions.push(eq(projects.resourceId, filter.resourceId));
  if (filter.query) {
    const pattern = likePattern(filter.query);
    conditions.push(or(ilike(projects.name, pattern), ilike(schools.name, pattern)));
  }
  const [counted] = await db
    .select({ total: count() })
    .from(projects)
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .where(and(...conditions));
  return Number(counted?.total ?? 0);
}

/**
 * One project the viewer may see, or null (unknown, malformed id or another district). With
 * `lock`, its row stays locked until the transaction ends, so kit rules see settled figures.
 */
export async function findProject(db: Db | Tx, viewer: Viewer, id: string, options: { lock?: boolean } = {}) {
  if (!isUuid(id)) return null;
  const query = selectProjects(db).where(and(eq(projects.id, id), inViewerDistrict(viewer, projects.districtId)));
  const [row] = options.lock ? await query.for('update', { of: projects }) : await query;
  return row ?? null;
}

interface CountedRow {
  id: string;
  name: string;
  blueprint_id: string | null;
  kits_on_hand: number;
  inventory_updated_at: Date | string | null;
  inventory_counted_at: Date | string | null;
  updated_at: Date | string;
  resource_id: string;
  resource_name: string;
  school_id: string;
  school_name: string;
  district_id: string;
  district_name: string;
  order_groups: OrderGroup[] | string;
}

/** Drivers differ in what they hand back for timestamps and JSON in a raw statement. */
const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Records an onsite count in ONE statement: a CTE locks the project row and takes the count's time,
 * the UPDATE sets kits on hand, a data-modifying CTE appends the inventory_counts row, and RETURNING
 * brings the summary back (names and kit figures from sub-selects). Plain SQL because it is the
 * hottest write of the offline outbox and each statement costs a round trip. Null when the viewer
 * may not see the project, or when the count is below the kits out on checkouts (then nothing is
 * written; recordInventoryCount tells the two apart).
 *
 * The time is taken under the row lock, never before it: two counts sent at the same moment commit
 * in lock order, and each one's time must follow the one before it, or the history's newest row
 * would not be the figure stored. After waiting for the lock, PostgreSQL re-reads the row (and
 * re-evaluates the select list) when a concurrent count changed it; `greatest(…, previous + 1 µs)`
 * keeps the order strict even if the clock reads the same or steps back. The same re-read gives the
 * previous count's made time (inventory_counted_at), the lower bound of this one's (`madeAt`, from
 * the device; see src/server/db/made-at.ts).
 */
export async function recordCount(tx: Tx, viewer: Viewer, id: string, kitsOnHand: number, madeAt?: string): Promise<ProjectSummary | null> {
  if (!isUuid(id)) return null;
  const today = utcDay();
  const result = await tx.execute(sql`
    with locked as (
      select projects.id,
        greatest(clock_timestamp(), projects.inventory_updated_at + interval '1 microsecond') as at,
        projects.inventory_counted_at as previous_made_at
      from projects
      where projects.id = ${id}::uuid and ${inViewerDistrict(viewer, projects.districtId)}
      for update
    ), upd as (
      update projects
      set kits_on_hand = ${kitsOnHand}::integer, inventory_updated_at = locked.at, updated_at = locked.at,
        inventory_counted_at = ${boundedMadeAt(madeAt, sql`locked.at`, sql`locked.previous_made_at`)}
      from locked
      where projects.id = locked.id and ${kitsOnHand}::integer >= ${checkedOutKits(today)}
      returning projects.id, projects.name, projects.blueprint_id, projects.kits_on_hand, projects.inventory_updated_at,
        projects.inventory_counted_at, projects.updated_at, projects.resource_id, ${nameOf('resources', 'resource_id')} as resource_name,
        projects.school_id, ${nameOf('schools', 'school_id')} as school_name,
        projects.district_id, ${nameOf('districts', 'district_id')} as district_name,
        ${orderGroupsColumn(today)} as order_groups
    ), counted as (
      insert into inventory_counts (project_id, kits_on_hand, counted_by_id, counted_at, made_at)
      select upd.id, upd.kits_on_hand, ${viewer.userId}::uuid, upd.inventory_updated_at, upd.inventory_counted_at from upd
    )
    select * from upd`);
  const row = rawRows<CountedRow>(result)[0];
  return row ? summaryOfCounted(row) : null;
}

/** A count's summary from the row its statement returned. */
function summaryOfCounted(row: CountedRow): ProjectSummary {
  const groups = groupsOf(row.order_groups);
  return toProjectSummary(
    {
      id: row.id,
      name: row.name,
      blueprintId: row.blueprint_id,
      kitsOnHand: row.kits_on_hand,
      inventoryUpdatedAt: row.inventory_updated_at === null ? null : asDate(row.inventory_updated_at),
      inventoryCountedAt: row.inventory_counted_at === null ? null : asDate(row.inventory_counted_at),
      updatedAt: asDate(row.updated_at),
      resourceId: row.resource_id,
      resourceName: row.resource_name,
      schoolId: row.school_id,
      schoolName: row.school_name,
      districtId: row.district_id,
      districtName: row.district_name,
    },
    kitStatsOf(groups),
  );
}

/** One count of a wave (recordCounts). */
export interface CountInput {
  projectId: string;
  kitsOnHand: number;
  madeAt?: string;
}

/**
 * recordCount for several projects in ONE statement, each count as recordCount would record it
 * alone: the rows are locked (in id order, as any two waves lock them), each count's time is taken
 * under its lock, the history rows appended, the summaries returned. The projects must differ (a
 * later count of the same project depends on the earlier: the caller puts it in another wave).
 * Per count, in the order given: its summary, or null when recordCount would answer null.
 */
export async function recordCounts(tx: Tx, viewer: Viewer, counts: readonly CountInput[]): Promise<(ProjectSummary | null)[]> {
  const valid = counts.map((c, ord) => ({ ...c, ord })).filter((c) => isUuid(c.projectId));
  if (valid.length === 0) return counts.map(() => null);
  const today = utcDay();
  // The counts as one JSON parameter: one statement text (and one prepared statement) for any number.
  const input = JSON.stringify(valid.map((c) => ({ ord: c.ord, project_id: c.projectId, kits: c.kitsOnHand, made_at: c.madeAt ?? null })));
  const result = await tx.execute(sql`
    with counts_in as (
      select * from json_to_recordset(${input}::json) as c (ord integer, project_id uuid, kits integer, made_at timestamptz)
    ),
    locked as (
      select projects.id, counts_in.ord, counts_in.kits, counts_in.made_at,
        greatest(clock_timestamp(), projects.inventory_updated_at + interval '1 microsecond') as at,
        projects.inventory_counted_at as previous_made_at
      from projects join counts_in on counts_in.project_id = projects.id
      where ${inViewerDistrict(viewer, projects.districtId)}
      order by projects.id
      for update of projects
    ), upd as (
      update projects
      set kits_on_hand = locked.kits, inventory_updated_at = locked.at, updated_at = locked.at,
        inventory_counted_at = ${boundedMadeAtOf(sql`locked.made_at`, sql`locked.at`, sql`locked.previous_made_at`)}
      from locked
      where projects.id = locked.id and locked.kits >= ${checkedOutKits(today)}
      returning locked.ord, projects.id, projects.name, projects.blueprint_id, projects.kits_on_hand, projects.inventory_updated_at,
        projects.inventory_counted_at, projects.updated_at, projects.resource_id, ${nameOf('resources', 'resource_id')} as resource_name,
        projects.school_id, ${nameOf('schools', 'school_id')} as school_name,
        projects.district_id, ${nameOf('districts', 'district_id')} as district_name,
        ${orderGroupsColumn(today)} as order_groups
    ), counted as (
      insert into inventory_counts (project_id, kits_on_hand, counted_by_id, counted_at, made_at)
      select upd.id, upd.kits_on_hand, ${viewer.userId}::uuid, upd.inventory_updated_at, upd.inventory_counted_at from upd order by upd.ord
    )
    select * from upd`);
  const summaries: (ProjectSummary | null)[] = counts.map(() => null);
  for (const row of rawRows<CountedRow & { ord: number | string }>(result)) summaries[Number(row.ord)] = summaryOfCounted(row);
  return summaries;
}
