// The dashboard's data: the checklist counts and next tasks (GET /action-tasks), the programme
// summary (GET /dashboard/summary) and the kit orders still under way (GET /projects/orders).
import useSWR from 'swr';
import { actionTaskListSchema } from '../../../contract/action-tasks';
import { dashboardSummarySchema } from '../../../contract/dashboard';
import { kitOrderListSchema, type KitOrder, type KitOrderStatus } from '../../../contract/projects';
import { routes } from '../../../contract/routes';
import { apiRequest } from '../../lib/http';

/** Pending tasks come soonest-due first, so a few are enough for "next due" and "overdue". */
const TASK_PREVIEW = 5;
export const ACTIVE_ORDER_STATUSES = ['Requested', 'Approved', 'Shipped', 'Active'] as const satisfies readonly KitOrderStatus[];
const ORDER_PREVIEW = 4;

export function useChecklistSummary() {
  return useSWR(['dashboard', 'action-tasks', TASK_PREVIEW], () =>
    apiRequest(routes.actionTasks, { query: { limit: TASK_PREVIEW, offset: 0 } }, actionTaskListSchema),
  );
}

export function useDashboardSummary() {
  return useSWR(['dashboard', 'summary'], () => apiRequest(routes.dashboardSummary, {}, dashboardSummarySchema));
}

export interface ActiveOrders {
  /** Orders under way, by status; the whole count, not just the preview. */
  counts: Record<(typeof ACTIVE_ORDER_STATUSES)[number], number>;
  total: number;
  /** The newest few, across statuses. */
  recent: KitOrder[];
}

// One small request per status gives exact counts without paging through every order.
async function fetchActiveOrders(): Promise<ActiveOrders> {
  const lists = await Promise.all(
    ACTIVE_ORDER_STATUSES.map((status) =>
      apiRequest(routes.myOrders, { query: { status, limit: ORDER_PREVIEW, offset: 0 } }, kitOrderListSchema),
    ),
  );
  const counts = Object.fromEntries(ACTIVE_ORDER_STATUSES.map((status, i) => [status, lists[i]!.total])) as ActiveOrders['counts'];
  const recent = lists
    .flatMap((list) => list.items)
    // ISO instants sort as plain strings; localeCompare would build a collator (slow the first time).
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(0, ORDER_PREVIEW);
  return { counts, total: lists.reduce((sum, list) => sum + list.total, 0), recent };
}

export function useActiveOrders() {
  return useSWR(['dashboard', 'active-orders'], fetchActiveOrders);
}
