// Checklist tasks from the staff console: the list and its writes, and the catalogue's resources
// a resource task can name.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  staffTaskListSchema,
  staffTaskSchema,
  type CreateStaffTask,
  type StaffTaskFilter,
  type TaskResourceType,
  type UpdateStaffTask,
} from '../../../contract/action-tasks';
import { resourceListSchema } from '../../../contract/resources';
import { routes } from '../../../contract/routes';
import { apiRequest } from '../../lib/http';

const AREA = 'staff-tasks';

export interface StaffTasksQuery {
  districtId?: string;
  status?: StaffTaskFilter;
  search?: string;
  limit: number;
  offset: number;
}

export function useStaffTasks(query: StaffTasksQuery) {
  return useSWR([AREA, query], () => apiRequest(routes.staffActionTasks, { query: { ...query } }, staffTaskListSchema), {
    keepPreviousData: true,
  });
}

export function useRefreshStaffTasks(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  // The district's own checklist (if open in this tab) shows the change too.
  return useCallback(() => mutate((key) => Array.isArray(key) && (key[0] === AREA || key[0] === 'action-tasks')), [mutate]);
}

export function useResourcesOfType(type: TaskResourceType | null) {
  return useSWR(type ? [AREA, 'resources', type] : null, () =>
    apiRequest(routes.resources, { query: { type: type!, limit: 50 } }, resourceListSchema),
  );
}

export const createStaffTask = (body: CreateStaffTask) => apiRequest(routes.createStaffActionTask, { body }, staffTaskSchema);
export const updateStaffTask = (id: string, body: UpdateStaffTask) =>
  apiRequest(routes.updateStaffActionTask, { params: { id }, body }, staffTaskSchema);
export const deleteStaffTask = (id: string) => apiRequest(routes.deleteStaffActionTask, { params: { id } });
