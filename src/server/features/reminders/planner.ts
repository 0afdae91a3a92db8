// Plans the reminders due now: one 'reminder' job per thing and person, queued under its unique
// key (a key already queued is skipped), leaving out people who turned the kind off or already had
// that reminder. Cheap enough to run on every tick: each question is one indexed query whose
// answer is what is due today, not the history.
import { inArray } from 'drizzle-orm';
import { utcDay } from '@contract/projects';
import {
  CHECKOUT_DUE_SOON_DAYS,
  OUTCOME_REPORT_DUE_SOON_DAYS,
  QUOTE_EXPIRING_DAYS,
  STAFF_DIGEST_HOUR_UTC,
  TASK_DUE_SOON_DAYS,
  type ReminderKind,
} from '@contract/reminders';
import type { Db } from '@server/db/connect';
import { reminderOptOuts, sentReminders } from '@server/db/schema';
import { enqueueJobs, type NewJob } from '@server/jobs/queue';
import type { Planner } from '@server/jobs/registry';
import { addDays, atUtc } from '@server/jobs/schedule';
import { dueCounts } from '../count-schedule/freshness-queries';
import { noticeOverdueReturns } from '../notifications/overdue';
import { districtRecipients, staffMembers } from './recipients';
import { reminderJobOf, type ReminderPayload } from './reminder-job';
import { checkoutsDueBetween, outcomeReportsDueBetween, quotesExpiringBetween, tasksDueBetween } from './subjects';

interface Due {
  reminder: ReminderKind;
  subjectId: string;
  due: string;
  districtId: string;
  concernedUserId: string | null;
}

/** Everything due on `today`, before working out who gets it. */
async function dueNow(db: Db, today: string): Promise<Due[]> {
  const list: Due[] = [];
  for (const o of await checkoutsDueBetween(db, today, addDays(today, CHECKOUT_DUE_SOON_DAYS))) {
    list.push({ reminder: 'checkout-due-soon', subjectId: o.id, due: o.returnDate!, districtId: o.districtId, concernedUserId: o.createdById });
  }
  for (const o of await checkoutsDueBetween(db, null, today, { before: true })) {
    list.push({ reminder: 'checkout-overdue', subjectId: o.id, due: o.returnDate!, districtId: o.districtId, concernedUserId: o.createdById });
  }
  for (const t of await tasksDueBetween(db, today, addDays(today, TASK_DUE_SOON_DAYS))) {
    list.push({ reminder: 'task-due-soon', subjectId: t.id, due: t.dueDate!, districtId: t.districtId, concernedUserId: t.userId });
  }
  for (const t of await tasksDueBetween(db, null, today, { before: true })) {
    list.push({ reminder: 'task-overdue', subjectId: t.id, due: t.dueDate!, districtId: t.districtId, concernedUserId: t.userId });
  }
  // Every district member hears of a due count (no one person is concerned).
  for (const c of await dueCounts(db, undefined, today)) {
    list.push({ reminder: 'count-due', subjectId: c.projectId, due: c.dueDate, districtId: c.districtId, concernedUserId: null });
  }
  for (const b of await quotesExpiringBetween(db, today, addDays(today, QUOTE_EXPIRING_DAYS))) {
    list.push({ reminder: 'quote-expiring', subjectId: b.id, due: b.quoteExpiresAt!, districtId: b.districtId, concernedUserId: b.primaryContactId });
  }
  // A report is the district's as a whole: every member hears of it.
  for (const r of await outcomeReportsDueBetween(db, today, addDays(today, OUTCOME_REPORT_DUE_SOON_DAYS))) {
    list.push({ reminder: 'outcome-report-due-soon', subjectId: r.id, due: r.dueOn, districtId: r.districtId, concernedUserId: null });
  }
  for (const r of await outcomeReportsDueBetween(db, null, today, { before: true })) {
    list.push({ reminder: 'outcome-report-overdue', subjectId: r.id, due: r.dueOn, districtId: r.districtId, concernedUserId: null });
  }
  return list;
}

export async function planReminders(db: Db, now: Date): Promise<number> {
  const today = utcDay(now);
  const payloads: ReminderPayload[] = [];
  const recipients = new Map<string, string[]>();
  const due = await dueNow(db, today);
  // Staff hear of each overdue checkout once, as a notice (the district gets the reminder below).
  await noticeOverdueReturns(
    db,
    due
      .filter((item) => item.reminder === 'checkout-overdue')
      .map((item) => ({ id: item.subjectId, returnDate: item.due, districtId: item.districtId })),
  );
  for (const item of due) {
    const cacheKey = `${item.districtId}:${item.concernedUserId}`;
    let people = recipients.get(cacheKey);
    if (!people) {
      people = await districtRecipients(db, item.districtId, item.concernedUserId);
      recipients.set(cacheKey, people);
    }
    for (const userId of people) payloads.push({ reminder: item.reminder, subjectId: item.subjectId, due: item.due, userId });
  }
  if (now >= atUtc(today, STAFF_DIGEST_HOUR_UTC)) {
    for (const userId of await staffMembers(db)) payloads.push({ reminder: 'staff-digest', due: today, userId });
  }
  if (payloads.length === 0) return 0;

  // Left out: kinds people turned off (they are checked again when sending) and reminders
  // already sent (their jobs may have been cleared away since).
  const userIds = [...new Set(payloads.map((p) => p.userId))];
  const optOuts = await db
    .select({ userId: reminderOptOuts.userId, kind: reminderOptOuts.kind })
    .from(reminderOptOuts)
    .where(inArray(reminderOptOuts.userId, userIds));
  const off = new Set(optOuts.map((o) => `${o.userId}:${o.kind}`));
  const jobs: NewJob[] = payloads.filter((p) => !off.has(`${p.userId}:${p.reminder}`)).map((p) => reminderJobOf(p, now));
  const sent = new Set<string>();
  for (let i = 0; i < jobs.length; i += 500) {
    const keys = jobs.slice(i, i + 500).map((job) => job.key);
    const rows = await db.select({ key: sentReminders.key }).from(sentReminders).where(inArray(sentReminders.key, keys));
    rows.forEach((row) => sent.add(row.key));
  }
  const fresh = jobs.filter((job) => !sent.has(job.key));
  let queued = 0;
  for (let i = 0; i < fresh.length; i += 500) queued += await enqueueJobs(db, fresh.slice(i, i + 500));
  return queued;
}

export const reminderPlanner: Planner = {
  name: 'reminders',
  plan: ({ db, now }) => planReminders(db, now),
};
