// A checklist task's kinds, resource types and statuses, apart from the schemas in action-tasks.ts
// (no zod), so a screen that only shows tasks reads them without building those schemas.
export const TASK_KINDS = ['general', 'resource'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
/** Resource types a resource task (and the resourceType filter) can name. */
export const TASK_RESOURCE_TYPES = ['onsite-field-trip', 'project', 'workshop', 'career-tool', 'classbox'] as const;
export type TaskResourceType = (typeof TASK_RESOURCE_TYPES)[number];
export const TASK_STATUSES = ['Pending', 'Completed'] as const;
