// The checklist's rules and queries. A user sees their district's tasks that are for everyone or
// assigned to them; programme staff (ADMIN) see every district's. Another district's task is 404.
import { and, asc, count, desc, eq, getTableColumns, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  isTaskOverdue,
  todayUtc,
  type ActionTask,
  type ActionTaskList,
  type ActionTasksQuery,
  type CompleteActionTaskBody,
} from '@contract/action-tasks';
import { isUuid } from '@contract/projects';
import { messages } from '@contract/messages';
import { OUTCOME_TASK_SOURCE_PREFIX } from '@contract/outcome-reports-messages';
import type { Db, Tx } from '@server/db/connect';
import { actionTasks, resources } from '@server/db/schema';
import type { Viewer } from '@server/plugins/viewer';
import { notFound } from '@server/plugins/http-error';
import { runPrepared } from '@server/db/prepared';
import { recordActivity } from '../activity/record-activity';

/** Who is asking: the district rule shared by the district side's areas (plugins/viewer.ts). */
export type TaskViewer = Viewer;

function visibleTo(viewer: TaskViewer): SQL | undefined {
  if (viewer.allDistricts) return undefined;
  if (!viewer.districtId) return sql`false`;
  return and(eq(actionTasks.districtId, viewer.districtId), or(isNull(actionTasks.userId), eq(actionTasks.userId, viewer.userId)));
}

/**
 * The district's one project of a project kit task's kit (several or none: null). Qualified by
 * hand, so it reads the same in SELECT and in UPDATE … RETURNING.
 */
const onlyProjectOfKit = sql<string | null>`(select case when count(*) = 1 then min(p.id::text) end from projects p
  where p.resource_id = action_tasks.resource_id and p.district_id = action_tasks.district_id and action_tasks.resource_type = 'project')`;

/** What a task is read with: its row, its resource's name and its kit's only project. */
const taskFields = { task: actionTasks, resourceName: resources.name, projectId: onlyProjectOfKit };
const ofTaskResource = eq(resources.id, actionTasks.resourceId);

export function selectTasks(db: Db | Tx) {
  return db.select(taskFields).from(actionTasks).leftJoin(resources, ofTaskResource);
}

export type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number];

export function toActionTask(row: Omit<TaskRow, 'projectId'> & { projectId?: string | null }, today: string): ActionTask {
  const t = row.task;
  const isCompleted = t.completedAt !== null;
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    kind: t.kind,
    resourceType: t.resourceType,
    resource: t.resourceId && row.resourceName ? { id: t.resourceId, name: row.resourceName } : null,
    projectId: row.projectId ?? null,
    outcomeReportId: t.sourceKey?.startsWith(OUTCOME_TASK_SOURCE_PREFIX) ? t.sourceKey.slice(OUTCOME_TASK_SOURCE_PREFIX.length) : null,
    isRequired: t.isRequired,
    dueDate: t.dueDate,
    status: isCompleted ? 'Completed' : 'Pending',
    isCompleted,
    completedAt: t.completedAt?.toISOString() ?? null,
    isOverdue: isTaskOverdue({ isCompleted, dueDate: t.dueDate }, today),
  };
}

/** Which of visibleTo's conditions applies: part of a prepared statement's name. */
type TaskScope = 'all' | 'none' | 'district';

const taskScopeOf = (viewer: TaskViewer): TaskScope => (viewer.allDistricts ? 'all' : viewer.districtId ? 'district' : 'none');

/** visibleTo and the resource type filter, with placeholders (districtId, userId, resourceType). */
function scopeCondition(scope: TaskScope, byType: boolean): SQL | undefined {
  const visible =
    scope === 'all'
      ? undefined
      : scope === 'none'
        ? sql`false`
        : and(
            eq(actionTasks.districtId, sql.placeholder('districtId')),
            or(isNull(actionTasks.userId), eq(actionTasks.userId, sql.placeholder('userId'))),
          );
  return and(visible, byType ? eq(actionTasks.resourceType, sql.placeholder('resourceType')) : undefined);
}

/**
 * Both tabs' counts and the overdue count as a JSON array [pending, completed, overdue], in the
 * page's own statement: an uncorrelated subquery, run once per statement and repeated on each row,
 * so a page costs one statement, not two. Inside it, action_tasks is the subquery's own table.
 */
function tabCountsColumn(scope: TaskScope, byType: boolean) {
  const pending = isNull(actionTasks.completedAt);
  return sql<string>`(select json_build_array(
      count(*) filter (where ${pending}),
      count(*) filter (where ${isNotNull(actionTasks.completedAt)}),
      count(*) filter (where ${and(pending, lt(actionTasks.dueDate, sql.placeholder('today')))})
    )::text from ${actionTasks} where ${scopeCondition(scope, byType) ?? sql`true`})`;
}

export function taskPage(db: Db | Tx, scope: TaskScope, byType: boolean, completedTab: boolean) {
  const tab = completedTab ? isNotNull(actionTasks.completedAt) : isNull(actionTasks.completedAt);
  // Pending: soonest due first, undated last; completed: most recently completed first.
  const order = completedTab
    ? [desc(actionTasks.completedAt), asc(actionTasks.position), asc(actionTasks.id)]
    : [sql`${actionTasks.dueDate} asc nulls last`, asc(actionTasks.position), asc(actionTasks.id)];
  return db
    .select({ ...taskFields, tabCounts: tabCountsColumn(scope, byType) })
    .from(actionTasks)
    .leftJoin(resources, ofTaskResource)
    .where(and(scopeCondition(scope, byType), tab))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

export function taskCounts(db: Db | Tx, scope: TaskScope, byType: boolean) {
  const pending = isNull(actionTasks.completedAt);
  return db
    .select({
      pending: count(sql`case when ${pending} then 1 end`),
      completed: count(sql`case when ${isNotNull(actionTasks.completedAt)} then 1 end`),
      overdue: count(sql`case when ${and(pending, lt(actionTasks.dueDate, sql.placeholder('today')))} then 1 end`),
    })
    .from(actionTasks)
    .where(scopeCondition(scope, byType));
}

export async function listActionTasks(db: Db | Tx, viewer: TaskViewer, query: ActionTasksQuery): Promise<ActionTaskList> {
  const today = todayUtc();
  const scope = taskScopeOf(viewer);
  const byType = Boolean(query.resourceType);
  const shape = `${scope}${byType ? ':type' : ''}`;
  const values = {
    districtId: viewer.districtId,
    userId: viewer.userId,
    resourceType: query.resourceType,
    today,
    limit: query.limit,
    offset: query.offset,
  };
  const completedTab = Boolean(query.IsCompletedTab);
  const rows = await runPrepared(
    db,
    `tasks:${shape}:${completedTab ? 'completed' : 'pending'}`,
    (h) => taskPage(h, scope, byType, completedTab),
    values,
  );
  // A page with no row (an empty tab, or past the end) has nothing to carry the counts: only then
  // are they counted on their own.
  const counts = rows[0] ? countsOf(JSON.parse(rows[0].tabCounts) as unknown[]) : await countTasks(db, shape, scope, byType, values);
  return {
    items: rows.map((r) => toActionTask(r, today)),
    total: completedTab ? counts.completed : counts.pending,
    counts,
  };
}

const countsOf = ([pending, completed, overdue]: unknown[]) => ({
  pending: Number(pending ?? 0),
  completed: Number(completed ?? 0),
  overdue: Number(overdue ?? 0),
});

async function countTasks(db: Db | Tx, shape: string, scope: TaskScope, byType: boolean, values: Record<string, unknown>) {
  const [counted] = await runPrepared(db, `task_counts:${shape}`, (h) => taskCounts(h, scope, byType), values);
  return countsOf([counted?.pending, counted?.completed, counted?.overdue]);
}

/**
 * Completes or reopens a task. Completing a completed task keeps its first completion time, so a
 * completion made offline and sent again (or from two tabs) does not move it.
 */
export async function setTaskCompleted(tx: Tx, viewer: TaskViewer, id: string, body: CompleteActionTaskBody): Promise<ActionTask> {
  if (!isUuid(id)) throw notFound(messages.taskNotFound);
  // One statement: the visibility rule is in the WHERE (an unseen task updates nothing: 404) and
  // the task comes back as updated, with its resource's name, instead of being read twice.
  const [task] = await tx
    .update(actionTasks)
    .set(
      body.isCompleted
        ? {
            completedAt: sql`coalesce(${actionTasks.completedAt}, now())`,
            completedById: sql`coalesce(${actionTasks.completedById}, ${viewer.userId}::uuid)`,
          }
        : { completedAt: null, completedById: null },
    )
    .where(and(eq(actionTasks.id, id), visibleTo(viewer)))
    .returning({
      task: getTableColumns(actionTasks),
      // Qualified by hand: Drizzle leaves RETURNING's columns unqualified.
      resourceName: sql<string | null>`(select r.name from resources r where r.id = action_tasks.resource_id)`,
      projectId: onlyProjectOfKit,
    });
  if (!task) throw notFound(messages.taskNotFound);
  // Recorded on every call (a completion sent again from the outbox is recorded again): the log
  // tells the district's other open screens, and staff, that the checklist moved.
  await recordActivity(tx, {
    entityType: 'action-task',
    entityId: task.task.id,
    districtId: task.task.districtId,
    actorId: viewer.userId,
    action: body.isCompleted ? 'task-completed' : 'task-reopened',
    after: { title: task.task.title },
    visibility: 'district',
  });
  return toActionTask(task, todayUtc());
}
