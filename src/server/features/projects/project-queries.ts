// Reading projects as the API shows them: the project row with its school, resource and district,
// plus kit figures folded from its orders by the contract's rules.
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ListResponse } from '../../../contract/lists';
import {
  isUuid,
  kitsAvailable,
  kitsRequestable,
  OPEN_REQUEST_STATUSES,
  RETURNABLE_STATUSES,
  type KitOrderStatus,
  type ProjectSummary,
} from '../../../contract/projects';
import type { Db, Tx } from '../../db/connect';
import { districts, kitOrders, projects, resources, schools } from '../../db/schema';
import { inViewerDistrict, type Viewer } from './viewer';

const projectColumns = {
  id: projects.id,
  name: projects.name,
  blueprintId: projects.blueprintId,
  kitsOnHand: projects.kitsOnHand,
  inventoryUpdatedAt: projects.inventoryUpdatedAt,
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
  openRequests: number;
  kitsRequested: number;
}

const has = (list: readonly KitOrderStatus[], status: KitOrderStatus) => list.includes(status);

/** Kit figures per project, from its orders grouped by kind and status. */
export async function loadKitStats(db: Db | Tx, projectIds: string[]): Promise<Map<string, KitStats>> {
  const stats = new Map<string, KitStats>(
    projectIds.map((id) => [id, { activeCheckouts: 0, kitsCheckedOut: 0, openRequests: 0, kitsRequested: 0 }]),
  );
  if (projectIds.length === 0) return stats;
  const rows = await db
    .select({
      projectId: kitOrders.projectId,
      kind: kitOrders.kind,
      status: kitOrders.status,
      orders: count(),
      outstanding: sql<string>`sum(coalesce(${kitOrders.kitsNeeded}, ${kitOrders.requestedKits}, 0) - ${kitOrders.kitsReturned})`,
    })
    .from(kitOrders)
    .where(inArray(kitOrders.projectId, projectIds))
    .groupBy(kitOrders.projectId, kitOrders.kind, kitOrders.status);
  for (const row of rows) {
    const entry = stats.get(row.projectId)!;
    const outstanding = Number(row.outstanding ?? 0);
    if (row.kind === 'checkout' && has(RETURNABLE_STATUSES, row.status)) {
      entry.activeCheckouts += Number(row.orders);
      entry.kitsCheckedOut += outstanding;
    }
    if (row.kind === 'request' && has(OPEN_REQUEST_STATUSES, row.status)) {
      entry.openRequests += Number(row.orders);
      entry.kitsRequested += outstanding;
    }
  }
  return stats;
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

export async function listProjects(db: Db | Tx, viewer: Viewer, filter: ProjectFilter): Promise<ListResponse<ProjectSummary>> {
  const conditions: (SQL | undefined)[] = [inViewerDistrict(viewer, projects.districtId)];
  if (filter.resourceId) conditions.push(eq(projects.resourceId, filter.resourceId));
  if (filter.query) {
    const pattern = likePattern(filter.query);
    conditions.push(or(ilike(projects.name, pattern), ilike(schools.name, pattern)));
  }
  const where = and(...conditions);
  const rows = await selectProjects(db)
    .where(where)
    .orderBy(asc(projects.name), asc(schools.name), asc(projects.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(projects)
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .where(where);
  const stats = await loadKitStats(db, rows.map((r) => r.id));
  return { items: rows.map((r) => toProjectSummary(r, stats.get(r.id)!)), total: Number(counted?.total ?? 0) };
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

export async function loadProjectSummary(db: Db | Tx, viewer: Viewer, id: string): Promise<ProjectSummary | null> {
  const row = await findProject(db, viewer, id);
  if (!row) return null;
  const stats = await loadKitStats(db, [row.id]);
  return toProjectSummary(row, stats.get(row.id)!);
}
