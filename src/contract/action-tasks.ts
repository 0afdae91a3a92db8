// The checklist (spec §3 "Checklist task", §4, §7 Action tasks): GET /action-tasks and
// PATCH /action-tasks/{id}. A user sees the tasks of their district that are for everyone
// (no assignee) or assigned to them; programme staff (ADMIN) see every district's tasks.
import { z } from 'zod';
import { listResponseSchema, pageQuerySchema, queryBooleanSchema } from './lists';
import { STAFF_TEXT_MAX_LENGTH, STAFF_TITLE_MAX_LENGTH, staffMessages } from './staff-messages';
import { isoDateSchema } from './validation';

import { TASK_KINDS, TASK_RESOURCE_TYPES, TASK_STATUSES, type TaskKind, type TaskResourceType } from './action-task-kinds';
export { TASK_RESOURCE_TYPES, type TaskKind, type TaskResourceType };

const actionTaskMessages = {
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
  IsCompletedTab: queryBooleanSchema(actionTaskMessages.tab)
    .optional()
    .transform((v) => v ?? false),
  resourceType: z.preprocess((v) => (v === '' ? undefined : v), z.enum(TASK_RESOURCE_TYPES, { error: actionTaskMessages.resourceType }).optional()),
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
  /**
   * For a project kit task: the district's one project of that kit, so the task can open its count
   * screen; null when the district has none or several (then the projects list, filtered by kit).
   * Optional: answers stored on a device before it existed still read.
   */
  projectId: z.string().nullable().optional(),
  /** For a term's outcome report task: the report it opens. Optional, as projectId. */
  outcomeReportId: z.string().nullable().optional(),
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

const actionTaskCountsSchema = z.object({
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

export { todayUtc } from './calendar';

// ---------------------------------------------------------------------------------------------
// Staff: create, edit and delete checklist tasks (POST/GET /staff/action-tasks,
// PATCH/DELETE /staff/action-tasks/{id}). A task is for a whole district (no assignee) or for one
// person of it; a resource task names a resource type and, optionally, one resource of that type.
// ---------------------------------------------------------------------------------------------

const TASK_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blankToNull = (v: unknown) => (v === '' ? null : v);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const STAFF_TASK_FILTERS = ['pending', 'overdue', 'completed'] as const;
export type StaffTaskFilter = (typeof STAFF_TASK_FILTERS)[number];

const taskFields = {
  /** null: everyone in the district sees it. */
  userId: z.preprocess(blankToNull, z.string().regex(TASK_UUID, { error: staffMessages.assigneeNotInDistrict }).nullable()),
  title: z
    .string({ error: staffMessages.titleRequired })
    .trim()
    .min(1, { error: staffMessages.titleRequired })
    .max(STAFF_TITLE_MAX_LENGTH, { error: staffMessages.titleTooLong }),
  description: z.preprocess(blankToNull, z.string().trim().max(STAFF_TEXT_MAX_LENGTH, { error: staffMessages.descriptionTooLong }).nullable()),
  kind: z.enum(TASK_KINDS, { error: staffMessages.kindInvalid }),
  resourceType: z.preprocess(blankToNull, z.enum(TASK_RESOURCE_TYPES, { error: staffMessages.resourceTypeRequired }).nullable()),
  resourceId: z.preprocess(blankToNull, z.string().regex(TASK_UUID, { error: staffMessages.resourceNotOfType }).nullable()),
  isRequired: z.boolean({ error: staffMessages.kindInvalid }),
  /** YYYY-MM-DD or null. */
  dueDate: z.preprocess(blankToNull, isoDateSchema.nullable()),
};

type TaskShape = { kind?: TaskKind; resourceType?: TaskResourceType | null; resourceId?: string | null };
const resourceRules = <T extends z.ZodType<TaskShape>>(schema: T) =>
  schema
    .refine((v) => v.kind !== 'resource' || Boolean(v.resourceType), { path: ['resourceType'], error: staffMessages.resourceTypeRequired })
    .refine((v) => v.kind !== 'general' || (!v.resourceType && !v.resourceId), { path: ['resourceId'], error: staffMessages.kindInvalid });

export const createStaffTaskSchema = resourceRules(
  z.object({
    districtId: z.string({ error: staffMessages.districtInvalid }).regex(TASK_UUID, { error: staffMessages.districtInvalid }),
    ...taskFields,
    userId: taskFields.userId.default(null),
    description: taskFields.description.default(null),
    resourceType: taskFields.resourceType.default(null),
    resourceId: taskFields.resourceId.default(null),
    isRequired: taskFields.isRequired.default(false),
    dueDate: taskFields.dueDate.default(null),
  }),
);
export type CreateStaffTask = z.input<typeof createStaffTaskSchema>;

/** PATCH: any of the fields; kind, resource type and resource are checked together on the result. */
export const updateStaffTaskSchema = z.object(taskFields).partial();
export type UpdateStaffTask = z.input<typeof updateStaffTaskSchema>;

export const staffTasksQuerySchema = pageQuerySchema.extend({
  districtId: z.preprocess(blankToUndefined, z.string().regex(TASK_UUID, { error: staffMessages.districtInvalid }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(STAFF_TASK_FILTERS, { error: staffMessages.taskStatusInvalid }).optional()),
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});
export type StaffTasksQuery = z.output<typeof staffTasksQuerySchema>;

export const staffTaskSchema = actionTaskSchema.extend({
  district: z.object({ id: z.string(), name: z.string() }),
  /** null: the whole district. */
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type StaffTask = z.infer<typeof staffTaskSchema>;
export const staffTaskListSchema = listResponseSchema(staffTaskSchema);
export type StaffTaskList = z.infer<typeof staffTaskListSchema>;
