// The dashboard's data: the checklist counts and next tasks (GET /action-tasks), the programme
// summary (GET /dashboard/summary) and the kit orders still under way (GET /projects/orders).
import useSWR, { preload } from 'swr';
import type { KitOrder } from '@contract/projects';
import { apiRequestWithAge, type AgedAnswer } from '@client/lib/http';
import { ACTIVE_ORDER_STATUSES, dashboardRequests, ORDER_PREVIEW } from '@client/lib/screen-requests';
import { actionTaskListShape, dashboardSummaryShape, kitOrderListShape } from './answer-shapes';

/**
 * Each panel's data says when it was saved if it is this device's copy (the service worker's cache
 * answered because the server did not): `savedAt`, null when the server answered.
 */
interface Saved {
  savedAt: number | null;
}
const withAge = <T extends object>({ data, savedAt }: AgedAnswer<T>): T & Saved => ({ ...data, savedAt });

const CHECKLIST_KEY = ['dashboard', 'action-tasks'] as const;
const { checklist, summary } = dashboardRequests;
const fetchChecklistSummary = () => apiRequestWithAge(checklist.route, { query: checklist.query }, actionTaskListShape).then(withAge);

export function useChecklistSummary() {
  return useSWR(CHECKLIST_KEY, fetchChecklistSummary);
}

const SUMMARY_KEY = ['dashboard', 'summary'] as const;
const fetchDashboardSummary = () => apiRequestWithAge(summary.route, {}, dashboardSummaryShape).then(withAge);

export function useDashboardSummary() {
  return useSWR(SUMMARY_KEY, fetchDashboardSummary);
}

interface ActiveOrders extends Saved {
  /** Orders under way, by status; the whole count, not just the preview. */
  counts: Record<(typeof ACTIVE_ORDER_STATUSES)[number], number>;
  total: number;
  /** The newest few, across statuses. */
  recent: KitOrder[];
}

async function fetchActiveOrders(): Promise<ActiveOrders> {
  const answers = await Promise.all(
    ACTIVE_ORDER_STATUSES.map((status) => {
      const request = dashboardRequests.orders(status);
      return apiRequestWithAge(request.route, { query: request.query }, kitOrderListShape);
    }),
  );
  // The oldest saved copy among them: the panel never claims to be newer than its oldest part.
  const saved = answers.flatMap((answer) => (answer.savedAt === null ? [] : [answer.savedAt]));
  const savedAt = saved.length > 0 ? Math.min(...saved) : null;
  const lists = answers.map((answer) => answer.data);
  const counts = Object.fromEntries(ACTIVE_ORDER_STATUSES.map((status, i) => [status, lists[i]!.total])) as ActiveOrders['counts'];
  const recent = lists
    .flatMap((list) => list.items)
    // ISO instants sort as plain strings; localeCompare would build a collator (slow the first time).
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(0, ORDER_PREVIEW);
  return { counts, total: lists.reduce((sum, list) => sum + list.total, 0), recent, savedAt };
}

const ORDERS_KEY = ['dashboard', 'active-orders'] as const;

export function useActiveOrders() {
  return useSWR(ORDERS_KEY, fetchActiveOrders);
}

/** When the oldest of the dashboard's saved copies was saved, or undefined when every panel has the server's answer. */
export function useDashboardSavedAt(): number | undefined {
  const times = [useChecklistSummary().data, useDashboardSummary().data, useActiveOrders().data].flatMap((data) =>
    data?.savedAt ? [data.savedAt] : [],
  );
  return times.length > 0 ? Math.min(...times) : undefined;
}

/**
 * Asks for the dashboard's data while its screen is still being rendered (the panels' hooks then
 * take over these requests instead of sending their own), so the answers arrive that much sooner
 * and the seven requests are not sent from inside React's commit of the whole first screen.
 */
export function prefetchDashboard(): void {
  // A failure is the panels' to show when they take the request over; unhandled here it would only
  // be reported to the console.
  const quiet = () => undefined;
  preload(CHECKLIST_KEY, fetchChecklistSummary).catch(quiet);
  preload(SUMMARY_KEY, fetchDashboardSummary).catch(quiet);
  preload(ORDERS_KEY, fetchActiveOrders).catch(quiet);
}
