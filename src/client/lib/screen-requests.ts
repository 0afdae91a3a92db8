// The requests some screens make as they open, written once. The screen makes them, and "Prepare
// for offline" (features/kits/prepare-offline.ts) makes the same ones, so the service worker's
// cache, which keys on the URL, holds what the screen will ask for with no network.
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import type { KitOrderStatus } from '@contract/projects-messages';
import { firstRoutes } from '@contract/first-routes';
import type { QueryValue, RouteDef } from '@contract/route-paths';

export interface ScreenRequest {
  route: RouteDef;
  query?: Record<string, QueryValue>;
}

/** Pending tasks come soonest-due first, so a few are enough for "next due" and "overdue". */
const TASK_PREVIEW = 5;
export const ORDER_PREVIEW = 4;
export const ACTIVE_ORDER_STATUSES = ['Requested', 'Approved', 'Shipped', 'Delivered', 'Active'] as const satisfies readonly KitOrderStatus[];

/** The dashboard's panels: the checklist's next tasks, the programme summary and each status's orders. */
export const dashboardRequests = {
  checklist: { route: firstRoutes.actionTasks, query: { limit: TASK_PREVIEW, offset: 0 } },
  summary: { route: firstRoutes.dashboardSummary },
  // One small request per status gives exact counts without paging through every order.
  orders: (status: (typeof ACTIVE_ORDER_STATUSES)[number]) => ({ route: firstRoutes.myOrders, query: { status, limit: ORDER_PREVIEW, offset: 0 } }),
} satisfies Record<string, ScreenRequest | ((status: (typeof ACTIVE_ORDER_STATUSES)[number]) => ScreenRequest)>;

/** My Orders as it opens, unfiltered, on its first page (features/projects/orders-page.tsx). */
export const myOrdersFirstPage = {
  route: firstRoutes.myOrders,
  query: { limit: DEFAULT_PAGE_SIZE, offset: 0 },
} satisfies ScreenRequest;

/** Every request the dashboard and My Orders make as they open. */
export function openingRequests(): ScreenRequest[] {
  return [dashboardRequests.checklist, dashboardRequests.summary, ...ACTIVE_ORDER_STATUSES.map(dashboardRequests.orders), myOrdersFirstPage];
}
