// Checklist tasks as programme staff keep them: list the tasks of their districts, create a task
// for a district or one of its people, edit and delete it. Each change is written to the activity
// log in the same transaction. The district sees the tasks themselves in My Checklist.
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { todayUtc, type StaffTask, type StaffTaskList, type StaffTasksQuery, type TaskKind, type TaskResourceType } from '@contract/action-tasks';
import { staffMessages } from '@contract/staff-messages';
import type { Db, Tx } from '@server/db/connect';
import { pageTotal } from '@server/db/prepared';
import { actionTasks, districts, resources, users } from '@server/db/schema';
import { badRequest, notFound } from '@server/plugins/http-error';
import { inStaffScope, scopeIncludes, type StaffScope } from '@server/plugins/staff-scope';
import { recordActivity } from '../activity/record-activity';
import { containsPattern, isUuid } from '../directory/service';
import { toActionTask } from './service';

const assignee = alias(users, 'assignee');
const assigneeName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${assignee.firstName}, ${assignee.lastName})), ''), ${assignee.email})`;

function selectStaffTasks(db: Db | Tx) {
  return db
    .select({
      task: actionTasks,
      resourceName: resources.name,
      districtName: districts.name,
      assigneeId: assignee.id,
      assigneeName,
    })
    .from(actionTasks)
    .innerJoin(districts, eq(districts.id, actionTasks.districtId))
    .leftJoin(resources, eq(resources.id, actionTasks.resourceId))
    .leftJoin(assignee, eq(assignee.id, actionTasks.userId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectStaffTasks>['execute']>>[number];

function toStaffTask(row: Row, today: string): StaffTask {
  return {
    ...toActionTask(row, today),
    district: { id: row.task.districtId, name: row.districtName },
    assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName } : null,
    createdAt: row.task.createdAt.toISOString(),
  };
}

export async function listStaffTasks(db: Db | Tx, scope: StaffScope, query: StaffTasksQuery): Promise<StaffTaskList> {
  const today = todayUtc();
  const conditions: SQL[] = [inStaffScope(scope, actionTasks.districtId)];
  if (query.districtId) conditions.push(eq(actionTasks.districtId, query.districtId));
  if (query.status === 'completed') conditions.push(isNotNull(actionTasks.completedAt));
  if (query.status === 'pending') conditions.push(isNull(actionTasks.completedAt));
  if (query.status === 'overdue') conditions.push(isNull(actionTasks.completedAt), lt(actionTasks.dueDate, today));
  if (query.search) conditions.push(ilike(actionTasks.title, containsPattern(query.search)));
  const where = and(...conditions);
  const order =
    query.status === 'completed'
      ? [desc(actionTasks.completedAt), asc(actionTasks.id)]
      : [sql`${actionTasks.completedAt} is not null`, sql`${actionTasks.dueDate} asc nulls last`, desc(actionTasks.createdAt), asc(actionTasks.id)];
  const rows = await selectStaffTasks(db)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  const total = await pageTotal(rows.length, query, async () => {
    const [counted] = await db.select({ total: count() }).from(actionTasks).where(where);
    return Number(counted?.total ?? 0);
  });
  return { items: rows.map((row) => toStaffTask(row, today)), total };
}

export async function loadStaffTask(db: Db | Tx, scope: StaffScope, id: string): Promise<StaffTask | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectStaffTasks(db).where(and(eq(actionTasks.id, id), inStaffScope(scope, actionTasks.districtId)));
  return row ? toStaffTask(row, todayUtc()) : null;
}

interface TaskFields {
  userId: string | null;
  title: string;
  description: string | null;
  kind: TaskKind;
  resourceType: TaskResourceType | null;
  resourceId: string | null;
  isRequired: boolean;
  dueDate: string | null;
}

/** The rules the table's CHECKs hold, worded for the form; and the people and resource named exist. */
async function checkFields(tx: Tx, districtId: string, fields: TaskFields, keptResourceId: string | null): Promise<void> {
  if (fields.kind === 'resource' && !fields.resourceType) {
    throw badRequest(staffMessages.resourceTypeRequired, [{ field: 'resourceType', message: staffMessages.resourceTypeRequired }]);
  }
  if (fields.kind === 'general' && (fields.resourceType || fields.resourceId)) {
    throw badRequest(staffMessages.kindInvalid, [{ field: 'kind', message: staffMessages.kindInvalid }]);
  }
  if (fields.resourceId) {
    const [resource] = await tx
      .select({ type: resources.type, isActive: resources.isActive })
      .from(resources)
      .where(eq(resources.id, fields.resourceId));
    // A retired resource stays on a task that already named it, but is not given to new ones.
    const usable = resource && resource.type === fields.resourceType && (resource.isActive || fields.resourceId === keptResourceId);
    if (!usable) throw badRequest(staffMessages.resourceNotOfType, [{ field: 'resourceId', message: staffMessages.resourceNotOfType }]);
  }
  if (fields.userId) {
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, fields.userId), eq(users.districtId, districtId)));
    if (!member) throw badRequest(staffMessages.assigneeNotInDistrict, [{ field: 'userId', message: staffMessages.assigneeNotInDistrict }]);
  }
}

const snapshot = (task: typeof actionTasks.$inferSelect) => ({
  title: task.title,
  description: task.description,
  kind: task.kind,
  resourceType: task.resourceType,
  resourceId: task.resourceId,
  userId: task.userId,
  isRequired: task.isRequired,
  dueDate: task.dueDate,
});

export async function createStaffTask(tx: Tx, scope: StaffScope, input: TaskFields & { districtId: string }): Promise<string> {
  const [district] = await tx.select({ id: districts.id }).from(districts).where(eq(districts.id, input.districtId));
  if (!district || !scopeIncludes(scope, input.districtId)) {
    throw badRequest(staffMessages.districtInvalid, [{ field: 'districtId', message: staffMessages.districtInvalid }]);
  }
  await checkFields(tx, input.districtId, input, null);
  // New tasks go to the end of the district's list.
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${actionTasks.position}), 0)::int` })
    .from(actionTasks)
    .where(eq(actionTasks.districtId, input.districtId));
  const [task] = await tx
    .insert(actionTasks)
    .values({ ...input, position: Number(last?.position ?? 0) + 1 })
    .returning();
  await recordActivity(tx, {
    entityType: 'action-task',
    entityId: task!.id,
    districtId: task!.districtId,
    actorId: scope.userId,
    action: 'task-created',
    after: snapshot(task!),
    // The district's checklist shows it: its open screens follow (the live event stream).
    visibility: 'district',
  });
  return task!.id;
}

async function lockTask(tx: Tx, scope: StaffScope, id: string) {
  if (!isUuid(id)) throw notFound(staffMessages.taskNotFound);
  const [task] = await tx
    .select()
    .from(actionTasks)
    .where(and(eq(actionTasks.id, id), inStaffScope(scope, actionTasks.districtId)))
    .for('update');
  if (!task) throw notFound(staffMessages.taskNotFound);
  return task;
}

export async function updateStaffTask(tx: Tx, scope: StaffScope, id: string, patch: Partial<TaskFields>): Promise<void> {
  const task = await lockTask(tx, scope, id);
  const before = snapshot(task);
  const next: TaskFields = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
  // Turning a resource task into a general one drops its resource.
  if (patch.kind === 'general' && patch.resourceType === undefined) next.resourceType = null;
  if (patch.kind === 'general' && patch.resourceId === undefined) next.resourceId = null;
  await checkFields(tx, task.districtId, next, task.resourceId);
  const changed = (Object.keys(next) as (keyof TaskFields)[]).filter((key) => next[key] !== before[key]);
  if (changed.length === 0) return;
  await tx.update(actionTasks).set(next).where(eq(actionTasks.id, id));
  await recordActivity(tx, {
    entityType: 'action-task',
    entityId: id,
    districtId: task.districtId,
    actorId: scope.userId,
    action: 'task-updated',
    before: { title: before.title, ...Object.fromEntries(changed.map((key) => [key, before[key]])) },
    after: { title: next.title, ...Object.fromEntries(changed.map((key) => [key, next[key]])) },
    // The district's checklist shows it: its open screens follow (the live event stream).
    visibility: 'district',
  });
}

export async function deleteStaffTask(tx: Tx, scope: StaffScope, id: string): Promise<void> {
  const task = await lockTask(tx, scope, id);
  await tx.delete(actionTasks).where(eq(actionTasks.id, id));
  await recordActivity(tx, {
    entityType: 'action-task',
    entityId: id,
    districtId: task.districtId,
    actorId: scope.userId,
    action: 'task-deleted',
    before: { ...snapshot(task), completed: task.completedAt !== null },
    // The district's checklist shows it: its open screens follow (the live event stream).
    visibility: 'district',
  });
}
