// The checklist's read (spec §7: GET /action-tasks with limit, offset, IsCompletedTab, resourceType).
// Completing a task is an offline write through the outbox: see use-task-outbox.ts.
import { useCallback } from 'react';
import useSWR, { preload, useSWRConfig } from 'swr';
import type { ActionTaskList, TaskResourceType } from '@contract/action-tasks';
import { actionTaskEndpoints } from '@contract/action-tasks-endpoints';
import { apiRequestWithAge } from '@client/lib/http';

const AREA = 'action-tasks';

export interface TasksQuery {
  completed: boolean;
  limit: number;
  offset: number;
  resourceType?: TaskResourceType;
}

const tasksKey = ({ completed, limit, offset, resourceType }: TasksQuery) => [AREA, completed, limit, offset, resourceType ?? null] as const;
/**
 * The tab's list, with `loadedAt`: how current it is (when the request left, or when the service
 * worker saved the copy it answered with). A tick synced after that is not in it yet.
 */
async function fetchTasks({ completed, limit, offset, resourceType }: TasksQuery): Promise<ActionTaskList & { loadedAt: number }> {
  const sentAt = Date.now();
  const { data, savedAt } = await apiRequestWithAge(actionTaskEndpoints.actionTasks, {
    query: { limit, offset, IsCompletedTab: completed ? 'true' : 'false', resourceType },
  });
  return { ...data, loadedAt: savedAt ?? sentAt };
}

export function useActionTasks(query: TasksQuery) {
  // No keepPreviousData: the Completed tab must never show the Pending tab's tasks while it loads.
  return useSWR(tasksKey(query), () => fetchTasks(query));
}

/**
 * Asks for the other tab's first page too, so the service worker keeps it: a task ticked offline
 * moves to the other tab, which then opens offline as well.
 */
export function preloadTasks(query: TasksQuery): void {
  preload(tasksKey(query), () => fetchTasks(query)).catch(() => undefined);
}

/** Reloads both tabs (a task moved from one to the other). */
export function useRefreshTasks(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === AREA), [mutate]);
}
