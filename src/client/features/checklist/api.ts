// The checklist's read (spec §7: GET /action-tasks with limit, offset, IsCompletedTab, resourceType).
// Completing a task is an offline write through the outbox: see use-task-outbox.ts.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { actionTaskListSchema, type TaskResourceType } from '../../../contract/action-tasks';
import { routes } from '../../../contract/routes';
import { apiRequest } from '../../lib/http';

const AREA = 'action-tasks';

export interface TasksQuery {
  completed: boolean;
  limit: number;
  offset: number;
  resourceType?: TaskResourceType;
}

export function useActionTasks({ completed, limit, offset, resourceType }: TasksQuery) {
  return useSWR(
    [AREA, completed, limit, offset, resourceType ?? null] as const,
    () =>
      apiRequest(
        routes.actionTasks,
        { query: { limit, offset, IsCompletedTab: completed ? 'true' : 'false', resourceType } },
        actionTaskListSchema,
      ),
    // No keepPreviousData: the Completed tab must never show the Pending tab's tasks while it loads.
  );
}

/** Reloads both tabs (a task moved from one to the other). */
export function useRefreshTasks(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === AREA), [mutate]);
}
