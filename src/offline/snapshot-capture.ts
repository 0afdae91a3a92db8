// Turns the answers of the project and checklist reads into per-entity snapshots (the last server
// value with fetchedAt), so the device knows what every project, order and task looked like the
// last time it was online: the Needs attention list can name them, and a screen can say how old
// its data is. The service worker calls this for each network answer it caches.
import { matchPath, routes, type RouteDef } from '@contract/routes';
import { db } from './db';
import { entityKeys } from './mutations';

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const idOf = (row: Row) => (typeof row.id === 'string' ? row.id : null);
const itemsOf = (body: unknown): Row[] => (isRow(body) && Array.isArray(body.items) ? body.items.filter(isRow) : []);

/** The [entityKey, value] pairs an API answer holds; [] for anything it does not know. */
export function snapshotsFromResponse(pathname: string, body: unknown): [string, unknown][] {
  const pairs: [string, unknown][] = [];
  const add = (key: (id: string) => string, row: Row) => {
    const id = idOf(row);
    if (id) pairs.push([key(id), row]);
  };
  const is = (route: RouteDef) => matchPath(route, pathname) !== null;
  if (is(routes.projects) || is(routes.myProjects)) {
    itemsOf(body).forEach((row) => add(entityKeys.project, row));
  } else if (is(routes.myOrders)) {
    itemsOf(body).forEach((row) => add(entityKeys.order, row));
  } else if (is(routes.actionTasks)) {
    itemsOf(body).forEach((row) => add(entityKeys.task, row));
  } else if (is(routes.project) && isRow(body)) {
    // A project's detail: the project itself (without its lists) and each of its orders.
    const { orders, inventoryCounts: _counts, ordersTotal: _total, ...project } = body;
    add(entityKeys.project, project);
    if (Array.isArray(orders)) orders.filter(isRow).forEach((row) => add(entityKeys.order, row));
  }
  return pairs;
}

/** Stores the snapshots of one answer, fetched at `fetchedAt`. */
export async function captureSnapshots(pathname: string, body: unknown, fetchedAt: number = Date.now()): Promise<number> {
  const pairs = snapshotsFromResponse(pathname, body);
  if (pairs.length === 0) return 0;
  await db.snapshots.bulkPut(pairs.map(([entityKey, value]) => ({ entityKey, value, fetchedAt })));
  return pairs.length;
}
