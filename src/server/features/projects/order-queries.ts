// Reading kit orders as the API shows them, with their project and school names.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ListResponse } from '@contract/lists';
import { isOverdue, isScheduled, isUuid, utcDay, type KitOrder, type KitOrderKind, type KitOrderStatus } from '@contract/projects';
import type { OrderPart } from '@contract/supplies';
import type { Db, Tx } from '@server/db/connect';
import { runPrepared } from '@server/db/prepared';
import { kitOrders, projects, schools } from '@server/db/schema';
import { inScope, inViewerDistrict, viewerScope, type Viewer, type ViewerScope } from '@server/plugins/viewer';

/** The codes still out on the order (kit_custody), so the return screen can list them. */
const kitCodesOutOf = () =>
  sql<string[]>`(select coalesce(array_agg(k.code order by k.seq), '{}') from kit_custody c
    join kits k on k.id = c.kit_id where c.order_id = ${kitOrders.id} and c.returned_at is null)`;

/** A refill's parts (kit_order_parts) with their names, in the kit's order; [] for other kinds. */
export const orderPartsOf = () =>
  sql<OrderPart[] | string>`(select coalesce(json_agg(json_build_object('partId', p.id, 'name', p.name, 'quantity', op.quantity)
    order by p.position, p.name), '[]'::json) from kit_order_parts op join kit_parts p on p.id = op.part_id where op.order_id = ${kitOrders.id})`;

/** Drivers differ in whether a JSON column arrives parsed. */
const partsFrom = (value: OrderPart[] | string | null | undefined): OrderPart[] =>
  typeof value === 'string' ? (JSON.parse(value) as OrderPart[]) : (value ?? []);

function selectOrders(db: Db | Tx) {
  return db
    .select({
      order: kitOrders,
      projectName: projects.name,
      projectDistrictId: projects.districtId,
      schoolId: schools.id,
      schoolName: schools.name,
      kitCodesOut: kitCodesOutOf(),
      parts: orderPartsOf(),
    })
    .from(kitOrders)
    .innerJoin(projects, eq(projects.id, kitOrders.projectId))
    .innerJoin(schools, eq(schools.id, projects.schoolId));
}

export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

/**
 * The kits an order covers: a checkout's kits needed; a request's requested kits, less any that
 * never arrived (kits_short, fixed when the delivery is confirmed).
 */
export function coveredKits(o: Pick<OrderRow['order'], 'kitsNeeded' | 'requestedKits' | 'kitsShort'>): number {
  return (o.kitsNeeded ?? o.requestedKits ?? 0) - o.kitsShort;
}

/** `today` (YYYY-MM-DD, UTC) decides whether the order is overdue or scheduled. */
export function toKitOrder(
  row: Omit<OrderRow, 'kitCodesOut' | 'parts'> & { kitCodesOut?: string[] | null; parts?: OrderPart[] | string | null },
  today: string = utcDay(),
): KitOrder {
  const o = row.order;
  const kits = coveredKits(o);
  const order: Omit<KitOrder, 'overdue' | 'scheduled'> = {
    id: o.id,
    orderNumber: o.orderNumber,
    projectId: o.projectId,
    projectName: row.projectName,
    school: { id: row.schoolId, name: row.schoolName },
    kind: o.kind,
    status: o.status,
    checkoutName: o.checkoutName,
    startDate: o.startDate,
    returnDate: o.returnDate,
    supportOptions: o.supportOptions,
    totalStudents: o.totalStudents,
    groupSize: o.groupSize,
    kitsNeeded: o.kitsNeeded,
    requestedKits: o.requestedKits,
    kits,
    kitsReturned: o.kitsReturned,
    kitCodesOut: row.kitCodesOut ?? [],
    parts: partsFrom(row.parts),
    kitsOutstanding: kits - o.kitsReturned,
    contactHoursMin: o.contactHoursMin,
    contactHoursMax: o.contactHoursMax,
    note: o.note,
    createdById: o.createdById,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    version: o.version,
    reason: o.reason,
    carrier: o.carrier,
    trackingReference: o.trackingReference,
    expectedArrival: o.expectedArrival,
    shippedAt: o.shippedAt?.toISOString() ?? null,
    kitsReceived: o.kitsReceived,
    deliveredAt: o.deliveredAt?.toISOString() ?? null,
  };
  return { ...order, overdue: isOverdue(order, today), scheduled: isScheduled(order, today) };
}

export interface OrderFilter {
  limit: number;
  offset: number;
  status?: KitOrderStatus;
  kind?: KitOrderKind;
  projectId?: string;
}

/**
 * One page of the viewer's district's orders, newest first, with the number of matches (a window
 * count taken before LIMIT): one statement. Placeholders: districtId, status, kind, projectId,
 * limit, offset; prepared once per shape.
 */
export function orderPage(db: Db | Tx, scope: ViewerScope, filter: OrderFilter) {
  const conditions: SQL[] = [inScope(scope, projects.districtId)];
  if (filter.status) conditions.push(eq(kitOrders.status, sql.placeholder('status')));
  if (filter.kind) conditions.push(eq(kitOrders.kind, sql.placeholder('kind')));
  if (filter.projectId) conditions.push(eq(kitOrders.projectId, sql.placeholder('projectId')));
  return db
    .select({
      order: kitOrders,
      projectName: projects.name,
      projectDistrictId: projects.districtId,
      schoolId: schools.id,
      schoolName: schools.name,
      kitCodesOut: kitCodesOutOf(),
      parts: orderPartsOf(),
      total: sql<number | string>`count(*) over ()`,
    })
    .from(kitOrders)
    .innerJoin(projects, eq(projects.id, kitOrders.projectId))
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .where(and(...conditions))
    .orderBy(desc(kitOrders.createdAt), desc(kitOrders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** The viewer's district's orders, newest first. */
export async function listOrders(db: Db | Tx, viewer: Viewer, filter: OrderFilter): Promise<ListResponse<KitOrder>> {
  const scope = viewerScope(viewer);
  const name = `orders:${scope}${filter.status ? ':status' : ''}${filter.kind ? ':kind' : ''}${filter.projectId ? ':project' : ''}`;
  const rows = await runPrepared(db, name, (handle) => orderPage(handle, scope, filter), {
    districtId: viewer.districtId,
    status: filter.status,
    kind: filter.kind,
    projectId: filter.projectId,
    limit: filter.limit,
    offset: filter.offset,
  });
  const today = utcDay();
  const items = rows.map(({ total: _total, ...row }) => toKitOrder(row, today));
  // A page past the end has no row to carry the count: only then is it counted on its own.
  const total = rows[0] ? Number(rows[0].total) : filter.offset > 0 ? await countOrders(db, viewer, filter) : 0;
  return { items, total };
}

async function countOrders(db: Db | Tx, viewer: Viewer, filter: OrderFilter): Promise<number> {
  const conditions: (SQL | undefined)[] = [inViewerDistrict(viewer, projects.districtId)];
  if (filter.status) conditions.push(eq(kitOrders.status, filter.status));
  if (filter.kind) conditions.push(eq(kitOrders.kind, filter.kind));
  if (filter.projectId) conditions.push(eq(kitOrders.projectId, filter.projectId));
  const [counted] = await db
    .select({ total: count() })
    .from(kitOrders)
    .innerJoin(projects, eq(projects.id, kitOrders.projectId))
    .where(and(...conditions));
  return Number(counted?.total ?? 0);
}

/** One order the viewer may see, or null; with `lock` its row stays locked until the transaction ends. */
export async function findOrder(db: Db | Tx, viewer: Viewer, id: string, options: { lock?: boolean } = {}) {
  if (!isUuid(id)) return null;
  const query = selectOrders(db).where(and(eq(kitOrders.id, id), inViewerDistrict(viewer, projects.districtId)));
  const [row] = options.lock ? await query.for('update', { of: kitOrders }) : await query;
  return row ?? null;
}
