// Checklist tasks from the staff console: the list and its writes, and the catalogue's resources
// a resource task can name.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { CreateStaffTask, StaffTaskFilter, TaskResourceType, UpdateStaffTask } from '@contract/action-tasks';
import { staffActionTaskEndpoints } from '@contract/action-tasks-staff-endpoints';
import { resourceEndpoints } from '@contract/resources-endpoints';
import { apiRequest } from '@client/lib/http';

const AREA = 'staff-tasks';

export interface StaffTasksQuery {
  districtId?: string;
  status?: StaffTaskFilter;
  search?: string;
  limit: number;
  offset: number;
}

export function useStaffTasks(query: StaffTasksQuery) {
  return useSWR([AREA, query], () => apiRequest(staffActionTaskEndpoints.staffActionTasks, { query: { ...query } }), {
    keepPreviousData: true,
  });
}

export function useRefreshStaffTasks(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  // The district's own checklist (if open in this tab) shows the change too.
  return useCallback(() => mutate((key) => Array.isArray(key) && (key[0] === AREA || key[0] === 'action-tasks')), [mutate]);
}

export function useResourcesOfType(type: TaskResourceType | null) {
  return useSWR(type ? [AREA, 'resources', type] : null, () => apiRequest(resourceEndpoints.resources, { query: { type: type!, limit: 50 } }));
}

export const createStaffTask = (body: CreateStaffTask) => apiRequest(staffActionTaskEndpoints.createStaffActionTask, { body });
export const updateStaffTask = (id: string, body: UpdateStaffTask) =>
  apiRequest(staffActionTaskEndpoints.updateStaffActionTask, { params: { id }, body });
export const deleteStaffTask = (id: string) => apiRequest(staffActionTaskEndpoints.deleteStaffActionTask, { params: { id } });
