// The checklist (spec §3 "Checklist task", §4, §7 Action tasks): GET /action-tasks and
// PATCH /action-tasks/{id}. A user sees the tasks of their district that are for everyone
// (no assignee) or assigned to them; programme staff (ADMIN) see every district's tasks.
import { z } from 'zod';
import { listResponseSchema, pageQuerySchema, queryBooleanSchema } from './lists';

export const TASK_KINDS = ['general', 'resource'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
/** Resource types a resource task (and the resourceType filter) can name. */
export const TASK_RESOURCE_TYPES = ['onsite-field-trip', 'project', 'workshop', 'career-tool', 'classbox'] as const;
export type TaskResourceType = (typeof TASK_RESOURCE_TYPES)[number];
export const TASK_STATUSES = ['Pending', 'Completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const actionTaskMessages = {
  tab: "IsCompletedTab must be 'true' or 'false'",
  resourceType: `resourceType must be one of ${TASK_RESOURCE_TYPES.join(', ')}`,
  isCompleted: 'isCompleted must be true or false',
} as const;

/**
 * GET /action-tasks. `IsCompletedTab` 'false' (default) lists pending tasks by due date (none last);
 * 'true' lists completed tasks, most recently completed first. `resourceType` keeps resource tasks
 * of that type. The counts cover both tabs under the same resourceType filter.
 */
export const actionTasksQuerySchema = pageQuerySchema.extend({
  IsCompletedTab: queryBooleanSchema(actionTaskMessages.tab).optional().transform((v) => v ?? false),
  resourceType: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(TASK_RESOURCE_TYPES, { error: actionTaskMessages.resourceType }).optional(),
  ),
});
export type ActionTasksQuery = z.output<typeof actionTasksQuerySchema>;

/** PATCH /action-tasks/{id}: exactly `{ isCompleted }`; false makes a completed task pending again. */
export const completeActionTaskSchema = z.object({
  isCompleted: z.boolean({ error: actionTaskMessages.isCompleted }),
});
export type CompleteActionTaskBody = z.infer<typeof completeActionTaskSchema>;

export const actionTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  kind: z.enum(TASK_KINDS),
  resourceType: z.enum(TASK_RESOURCE_TYPES).nullable(),
  /** The catalogue resource a resource task is about, when it names one. */
  resource: z.object({ id: z.string(), name: z.string() }).nullable(),
  isRequired: z.boolean(),
  /** YYYY-MM-DD or null (no due date). */
  dueDate: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  isCompleted: z.boolean(),
  /** ISO instant, null while pending. */
  completedAt: z.string().nullable(),
  /** Pending and due before today (UTC calendar day). */
  isOverdue: z.boolean(),
});
export type ActionTask = z.infer<typeof actionTaskSchema>;

export const actionTaskCountsSchema = z.object({
  pending: z.number().int(),
  completed: z.number().int(),
  /** Pending tasks past their due date (a subset of pending). */
  overdue: z.number().int(),
});
export type ActionTaskCounts = z.infer<typeof actionTaskCountsSchema>;

export const actionTaskListSchema = listResponseSchema(actionTaskSchema).extend({ counts: actionTaskCountsSchema });
export type ActionTaskList = z.infer<typeof actionTaskListSchema>;

/** Whether a task is overdue on `today` (YYYY-MM-DD): the client uses it for tasks changed offline. */
export function isTaskOverdue(task: Pick<ActionTask, 'isCompleted' | 'dueDate'>, today: string): boolean {
  return !task.isCompleted && task.dueDate !== null && task.dueDate < today;
}

/** Today's calendar day in UTC, the day the server judges "overdue" by. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
