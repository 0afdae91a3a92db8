// The programme's reporting terms (GET/PUT /staff/outcome-terms): read with how many reports each
// has, and replaced as a whole list by an ADMIN. Saving makes the reports (and checklist tasks) the
// approved blueprints owe for new or moved terms; a term with a submitted report cannot go (409).
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { OutcomeTermList, UpdateOutcomeTermsBody } from '@contract/outcome-reports';
import { outcomeMessages } from '@contract/outcome-reports-messages';
import type { Db, Tx } from '@server/db/connect';
import { outcomeReports, outcomeTerms } from '@server/db/schema';
import { badRequest, conflict } from '@server/plugins/http-error';
import { recordActivity } from '../activity/record-activity';
import { deleteOutcomeTasks, ensureOutcomeReports } from './owed-reports';

/** GET /staff/outcome-terms: every term, the earliest due first. */
export async function listTerms(db: Db | Tx): Promise<OutcomeTermList> {
  const rows = await db
    .select({
      id: outcomeTerms.id,
      name: outcomeTerms.name,
      startsOn: outcomeTerms.startsOn,
      endsOn: outcomeTerms.endsOn,
      dueOn: outcomeTerms.dueOn,
      prompt: outcomeTerms.prompt,
      // Qualified by hand: in a one-table select Drizzle leaves column names bare, and a bare "id"
      // inside the subquery would be the report's.
      reports: sql<number>`(select count(*)::int from outcome_reports r where r.term_id = outcome_terms.id)`,
      submitted: sql<number>`(select count(*)::int from outcome_reports r where r.term_id = outcome_terms.id and r.submitted_at is not null)`,
    })
    .from(outcomeTerms)
    .orderBy(asc(outcomeTerms.dueOn), asc(outcomeTerms.startsOn), asc(outcomeTerms.name));
  return { items: rows.map((row) => ({ ...row, reports: Number(row.reports), submitted: Number(row.submitted) })) };
}

const TERMS_LOCK = 0x6f757463; // 'outc'

/** PUT /staff/outcome-terms: the list as given; terms left out are removed, new ones added. */
export async function saveTerms(tx: Tx, actorId: string, body: UpdateOutcomeTermsBody, now: Date): Promise<void> {
  // One save at a time: two admins saving at once each see the other's terms whole.
  await tx.execute(sql`select pg_advisory_xact_lock(${TERMS_LOCK})`);
  const existing = await tx.select().from(outcomeTerms);
  const byId = new Map(existing.map((term) => [term.id.toLowerCase(), term]));
  body.terms.forEach((term, index) => {
    if (term.id !== undefined && !byId.has(term.id.toLowerCase())) {
      throw badRequest(outcomeMessages.termIdInvalid, [{ field: `terms.${index}.id`, message: outcomeMessages.termIdInvalid }]);
    }
  });
  const kept = new Set(body.terms.flatMap((term) => (term.id ? [term.id.toLowerCase()] : [])));
  const removed = existing.filter((term) => !kept.has(term.id.toLowerCase()));

  if (removed.length > 0) {
    const removedIds = removed.map((term) => term.id);
    const [used] = await tx
      .select({ termId: outcomeReports.termId })
      .from(outcomeReports)
      .where(and(inArray(outcomeReports.termId, removedIds), isNotNull(outcomeReports.submittedAt)))
      .limit(1);
    if (used) throw conflict(outcomeMessages.termInUse(removed.find((term) => term.id === used.termId)!.name));
    const drafts = await tx.select({ id: outcomeReports.id }).from(outcomeReports).where(inArray(outcomeReports.termId, removedIds));
    await deleteOutcomeTasks(
      tx,
      drafts.map((row) => row.id),
    );
    await tx.delete(outcomeReports).where(inArray(outcomeReports.termId, removedIds));
    await tx.delete(outcomeTerms).where(inArray(outcomeTerms.id, removedIds));
  }

  // Renames go through a free name first, so two terms may swap names in one save.
  const updates = body.terms.filter((term) => term.id !== undefined);
  for (const term of updates) {
    await tx
      .update(outcomeTerms)
      .set({ name: `~${term.id}` })
      .where(eq(outcomeTerms.id, term.id!));
  }
  const touched: string[] = [];
  for (const term of body.terms) {
    const values = { name: term.name, startsOn: term.startsOn, endsOn: term.endsOn, dueOn: term.dueOn, prompt: term.prompt, updatedAt: now };
    if (term.id) {
      await tx.update(outcomeTerms).set(values).where(eq(outcomeTerms.id, term.id));
      touched.push(term.id);
    } else {
      const [row] = await tx
        .insert(outcomeTerms)
        .values({ ...values, createdAt: now })
        .returning({ id: outcomeTerms.id });
      touched.push(row!.id);
    }
  }
  await ensureOutcomeReports(tx, now, { termIds: touched });

  await recordActivity(tx, {
    entityType: 'outcome-terms',
    entityId: touched[0] ?? removed[0]?.id ?? '00000000-0000-0000-0000-000000000000',
    districtId: null,
    actorId,
    action: 'outcome-terms-updated',
    before: { terms: existing.map(({ name, dueOn }) => ({ name, dueOn })) },
    after: { terms: body.terms.map(({ name, dueOn }) => ({ name, dueOn })) },
    visibility: 'staff',
  });
}
