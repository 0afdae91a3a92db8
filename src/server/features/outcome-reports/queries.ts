// Reading outcome reports: the district's own (GET /outcome-reports), the staff list within their
// districts (GET /staff/outcome-reports) and one report, all in the contract's shape.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { todayUtc } from '@contract/calendar';
import type { OutcomeReport, OutcomeReportList, StaffOutcomeReportList, StaffOutcomeReportsQuery } from '@contract/outcome-reports';
import type { OutcomeReportStatus } from '@contract/outcome-reports-messages';
import { apiPath, routes } from '@contract/routes';
import type { Db, Tx } from '@server/db/connect';
import { pageTotal } from '@server/db/prepared';
import { blueprints, districts, outcomeReports, outcomeTerms, users } from '@server/db/schema';
import { inStaffScope, type StaffScope } from '@server/plugins/staff-scope';
import { personRef } from '../blueprints/access';

const submitter = alias(users, 'outcome_submitter');
const reviewer = alias(users, 'outcome_reviewer');

function selectReports(db: Db | Tx) {
  return db
    .select({
      report: outcomeReports,
      term: {
        id: outcomeTerms.id,
        name: outcomeTerms.name,
        startsOn: outcomeTerms.startsOn,
        endsOn: outcomeTerms.endsOn,
        dueOn: outcomeTerms.dueOn,
        prompt: outcomeTerms.prompt,
      },
      blueprintName: blueprints.preparedFor,
      districtName: districts.name,
      submitter: { id: submitter.id, firstName: submitter.firstName, lastName: submitter.lastName, email: submitter.email },
      reviewer: { id: reviewer.id, firstName: reviewer.firstName, lastName: reviewer.lastName, email: reviewer.email },
    })
    .from(outcomeReports)
    .innerJoin(outcomeTerms, eq(outcomeTerms.id, outcomeReports.termId))
    .innerJoin(blueprints, eq(blueprints.id, outcomeReports.blueprintId))
    .innerJoin(districts, eq(districts.id, outcomeReports.districtId))
    .leftJoin(submitter, eq(submitter.id, outcomeReports.submittedById))
    .leftJoin(reviewer, eq(reviewer.id, outcomeReports.reviewedById));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

const isPending = (status: OutcomeReportStatus) => status === 'Draft' || status === 'Changes requested';

function toReport(row: Row, today: string): OutcomeReport {
  const r = row.report;
  const status = r.status as OutcomeReportStatus;
  return {
    id: r.id,
    term: row.term,
    blueprint: { id: r.blueprintId, name: row.blueprintName },
    district: { id: r.districtId, name: row.districtName },
    status,
    studentsReached: r.studentsReached,
    sessionsHeld: r.sessionsHeld,
    teachersTrained: r.teachersTrained,
    highlights: r.highlights,
    photos: r.photoIds.map((id) => ({ id, url: apiPath(routes.upload, { sha256: id }) })),
    submittedAt: r.submittedAt?.toISOString() ?? null,
    submittedBy: personRef(
      row.submitter?.id ?? null,
      row.submitter?.firstName ?? null,
      row.submitter?.lastName ?? null,
      row.submitter?.email ?? null,
    ),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    reviewedBy: personRef(row.reviewer?.id ?? null, row.reviewer?.firstName ?? null, row.reviewer?.lastName ?? null, row.reviewer?.email ?? null),
    staffComment: r.reviewComment,
    isOverdue: isPending(status) && row.term.dueOn < today,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Newest term first, then by blueprint. */
const order = [desc(outcomeTerms.dueOn), desc(outcomeTerms.startsOn), sql`${blueprints.preparedFor} asc`, sql`${outcomeReports.id} asc`];

/** GET /outcome-reports: every report of the district (none for someone in no district). */
export async function listDistrictReports(db: Db | Tx, districtId: string | null, now: Date): Promise<OutcomeReportList> {
  if (!districtId) return { items: [], total: 0 };
  const rows = await selectReports(db)
    .where(eq(outcomeReports.districtId, districtId))
    .orderBy(...order);
  const today = todayUtc(now);
  return { items: rows.map((row) => toReport(row, today)), total: rows.length };
}

/** One report by id, within the condition (a district, a staff scope); null when outside it. */
export async function loadReport(db: Db | Tx, id: string, within: SQL, now: Date): Promise<OutcomeReport | null> {
  const [row] = await selectReports(db).where(and(eq(outcomeReports.id, id), within));
  return row ? toReport(row, todayUtc(now)) : null;
}

/** GET /staff/outcome-reports: within the caller's districts, filtered, newest term first, paged. */
export async function listStaffReports(db: Db | Tx, scope: StaffScope, query: StaffOutcomeReportsQuery, now: Date): Promise<StaffOutcomeReportList> {
  const where = and(
    inStaffScope(scope, outcomeReports.districtId),
    query.status ? eq(outcomeReports.status, query.status) : undefined,
    query.termId ? eq(outcomeReports.termId, query.termId) : undefined,
    query.districtId ? eq(outcomeReports.districtId, query.districtId) : undefined,
  );
  const rows = await selectReports(db)
    .where(where)
    // Submitted ones first: they wait for staff.
    .orderBy(sql`case when ${outcomeReports.status} = 'Submitted' then 0 else 1 end`, ...order)
    .limit(query.limit)
    .offset(query.offset);
  const total = await pageTotal(rows.length, query, async () => {
    const [counted] = await db.select({ total: count() }).from(outcomeReports).where(where);
    return Number(counted?.total ?? 0);
  });
  const today = todayUtc(now);
  return { items: rows.map((row) => toReport(row, today)), total };
}
