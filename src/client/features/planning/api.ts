// Planning's data: the programme summary (shared cache entry with the dashboard) and the call that
// marks the planning pop-up as watched (PATCH /applications/me, spec §4).
import useSWR from 'swr';
import { applicationEndpoints } from '@contract/applications-endpoints';
import { dashboardEndpoints } from '@contract/dashboard-endpoints';
import type { User } from '@contract/users';
import { apiRequest } from '@client/lib/http';
import { updateUser } from '@client/lib/session-store';

export function useProgrammeSummary() {
  return useSWR(['dashboard', 'summary'], () => apiRequest(dashboardEndpoints.dashboardSummary));
}

/**
 * Watching the planning pop-up to the end (or closing it) sets showPlanningPopUp to false. The
 * stored user changes first, so the pop-up is gone at once; the server's answer then replaces it.
 */
export async function markPlanningWatched(user: User): Promise<void> {
  updateUser({ ...user, showPlanningPopUp: false });
  const saved = await apiRequest(applicationEndpoints.planningWatched);
  updateUser(saved);
}
