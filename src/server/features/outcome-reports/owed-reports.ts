// The reports approved blueprints owe: one per term due on or after the day the blueprint was
// approved (UTC), each with its checklist task (action_tasks.source_key outcome-report:<report>,
// due on the term's due day, completed once submitted). Made when terms are saved and when a
// blueprint is approved; running it again adds nothing (unique pairs and source keys).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { OUTCOME_TASK_SOURCE_PREFIX, type OutcomeReportStatus } from '@contract/outcome-reports-messages';
import type { Db, Tx } from '@server/db/connect';
import { actionTasks, blueprints, outcomeReports, outcomeTerms } from '@server/db/schema';

/** A report's checklist task key. */
export const outcomeTaskKey = (reportId: string) => `${OUTCOME_TASK_SOURCE_PREFIX}${reportId}`;

const approvedDay = sql`(${blueprints.approvedAt} at time zone 'UTC')::date`;

/** The task's words: stored English, as the portal's other tasks (count-due) are. */
const taskTitle = (termName: string, preparedFor: string) => `File the ${termName} outcome report for ${preparedFor}`;
const taskDescription = (preparedFor: string) =>
  `Tell the programme what ${preparedFor} achieved this term: students reached, sessions held, teachers trained, highlights and up to three photos. Drafts are kept until you submit.`;

/**
 * Makes the missing reports of the approved blueprints and terms the condition keeps (all when
 * none), then their checklist tasks; a task already there follows its term's name and due day.
 */
export async function ensureOutcomeReports(tx: Db | Tx, now: Date, scope: { blueprintId?: string; termIds?: string[] } = {}): Promise<number> {
  if (scope.termIds && scope.termIds.length === 0) return 0;
  const conditions: SQL[] = [
    eq(blueprints.approval, 'Approved'),
    sql`${blueprints.approvedAt} is not null`,
    sql`${outcomeTerms.dueOn} >= ${approvedDay}`,
  ];
  if (scope.blueprintId) conditions.push(eq(blueprints.id, scope.blueprintId));
  if (scope.termIds) conditions.push(inArray(outcomeTerms.id, scope.termIds));
  const owed = await tx
    .select({ blueprintId: blueprints.id, districtId: blueprints.districtId, termId: outcomeTerms.id })
    .from(blueprints)
    .innerJoin(outcomeTerms, sql`true`)
    .where(and(...conditions));
  const added =
    owed.length === 0
      ? []
      : await tx
          .insert(outcomeReports)
          .values(owed.map((row) => ({ ...row, createdAt: now, updatedAt: now })))
          .onConflictDoNothing()
          .returning({ id: outcomeReports.id });

  // Every open report of these blueprints and terms has its task, named and dated as its term is.
  const reportConditions: SQL[] = [];
  if (scope.blueprintId) reportConditions.push(eq(outcomeReports.blueprintId, scope.blueprintId));
  if (scope.termIds) reportConditions.push(inArray(outcomeReports.termId, scope.termIds));
  const reports = await tx
    .select({
      id: outcomeReports.id,
      districtId: outcomeReports.districtId,
      status: outcomeReports.status,
      termName: outcomeTerms.name,
      dueOn: outcomeTerms.dueOn,
      preparedFor: blueprints.preparedFor,
    })
    .from(outcomeReports)
    .innerJoin(outcomeTerms, eq(outcomeTerms.id, outcomeReports.termId))
    .innerJoin(blueprints, eq(blueprints.id, outcomeReports.blueprintId))
    .where(reportConditions.length > 0 ? and(...reportConditions) : undefined);
  if (reports.length > 0) {
    await tx
      .insert(actionTasks)
      .values(
        reports.map((report) => ({
          districtId: report.districtId,
          title: taskTitle(report.termName, report.preparedFor),
          description: taskDescription(report.preparedFor),
          kind: 'general' as const,
          isRequired: true,
          dueDate: report.dueOn,
          sourceKey: outcomeTaskKey(report.id),
          // A report already with staff (made before its task was) counts as done.
          completedAt: isOpen(report.status as OutcomeReportStatus) ? null : now,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: actionTasks.sourceKey,
        set: { title: sql`excluded.title`, dueDate: sql`excluded.due_date`, updatedAt: now },
      });
  }
  return added.length;
}

const isOpen = (status: OutcomeReportStatus) => status === 'Draft' || status === 'Changes requested';

/** The report's task done (submitted) or open again (sent back for changes). */
export async function setOutcomeTaskDone(tx: Tx, reportId: string, done: boolean, now: Date, userId: string | null): Promise<void> {
  await tx
    .update(actionTasks)
    .set(done ? { completedAt: now, completedById: userId, updatedAt: now } : { completedAt: null, completedById: null, updatedAt: now })
    .where(eq(actionTasks.sourceKey, outcomeTaskKey(reportId)));
}

/** Removes the tasks of reports about to be deleted (a term removed before any was submitted). */
export async function deleteOutcomeTasks(tx: Tx, reportIds: string[]): Promise<void> {
  if (reportIds.length === 0) return;
  await tx.delete(actionTasks).where(inArray(actionTasks.sourceKey, reportIds.map(outcomeTaskKey)));
}
