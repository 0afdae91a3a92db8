// The 'reminder' job: one e-mail of one kind to one person, about one thing. Its key names all
// four (e.g. checkout-overdue:<order>:<return date>:<user>), so it is queued and sent once. When it
// runs it checks, in order: the person still exists, has not turned this kind off, has not had it
// yet, and the thing still needs it (a returned checkout, a completed task, an approved blueprint
// settle it); only then is the e-mail sent, in the person's language, and "sent" recorded with the
// job's completion.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { KIT_ORDER_STATUSES, utcDay } from '@contract/projects';
import { REMINDER_KINDS, type ReminderKind } from '@contract/reminders';
import type { Db } from '@server/db/connect';
import { sentReminders } from '@server/db/schema';
import type { NewJob } from '@server/jobs/queue';
import { languageOfPerson } from '@server/i18n/request-language';
import { wordsFor, type Words } from '@server/i18n/text';
import type { JobKind } from '@server/jobs/registry';
import { staffScopeOfUser } from '@server/plugins/staff-scope';
import type { RenderedMail } from '@server/plugins/mail-layout';
import { hasOptedOut } from './preferences';
import { isStaffRecipient, loadRecipient, type Recipient } from './recipients';
import {
  checkoutDueSoonMail,
  checkoutOverdueMail,
  countDueMail,
  orderUpdateMail,
  outcomeReportMail,
  quoteExpiringMail,
  staffDigestMail,
  taskDueSoonMail,
  taskOverdueMail,
  type OrderFacts,
} from './reminder-mails';
import { loadBlueprintSubject, loadCountDueSubject, loadDigestFacts, loadOrderSubject, loadOutcomeSubject, loadTaskSubject } from './subjects';

const REMINDER_JOB = 'reminder';

const reminderPayloadSchema = z.object({
  reminder: z.enum(REMINDER_KINDS),
  userId: z.string(),
  /** The order, task, blueprint or project (count-due); absent for the digest. */
  subjectId: z.string().optional(),
  /** The day it is about: the Return Date, due date, quote expiry or the digest's day. */
  due: z.string().optional(),
  /** order-updates: the status the notice announces. */
  status: z.enum(KIT_ORDER_STATUSES).optional(),
});
export type ReminderPayload = z.infer<typeof reminderPayloadSchema>;

/** The reminder's key: what it is, what about, for which day or version, for whom. */
function reminderKey(p: ReminderPayload & { version?: number }): string {
  const when = p.reminder === 'order-updates' ? `v${p.version}` : p.due;
  return [p.reminder, p.subjectId, when, p.userId].filter((part) => part !== undefined).join(':');
}

export function reminderJobOf(payload: ReminderPayload & { version?: number }, runAt: Date): NewJob {
  const { version: _version, ...stored } = payload;
  return { kind: REMINDER_JOB, key: reminderKey(payload), payload: stored, runAt };
}

interface Composed {
  mail: RenderedMail;
  link: string;
  subjectId: string | null;
}

/** Composes the reminder in `words`, the recipient's language, or null when it is no longer due. */
type Composer = (db: Db, p: ReminderPayload, who: Recipient, today: string, publicUrl: string, words: Words) => Promise<Composed | null>;

const inDistrict = (who: Recipient, districtId: string) => !isStaffRecipient(who) && who.districtId === districtId;

const ordersLink = (publicUrl: string, projectId: string) => `${publicUrl}/projects/orders?project=${projectId}`;
const returnLink = (publicUrl: string, projectId: string, orderId: string) => `${publicUrl}/projects/${projectId}/return-kits?order=${orderId}`;

const orderReminder =
  (
    stillDue: (returnDate: string, today: string) => boolean,
    render: (words: Words, order: OrderFacts, today: string, link: string) => RenderedMail,
  ): Composer =>
  async (db, p, who, today, publicUrl, words) => {
    const order = await loadOrderSubject(db, p.subjectId!);
    if (!order || !inDistrict(who, order.districtId)) return null;
    const due = order.returnDate;
    if (order.kind !== 'checkout' || order.status !== 'Active' || order.kitsOutstanding <= 0 || due !== p.due || !due || !stillDue(due, today)) {
      return null;
    }
    const link = returnLink(publicUrl, order.projectId, order.id);
    return { mail: render(words, order, today, link), link, subjectId: order.id };
  };

const taskReminder =
  (
    stillDue: (dueDate: string, today: string) => boolean,
    render: (words: Words, task: Parameters<typeof taskOverdueMail>[1], today: string, link: string) => RenderedMail,
  ): Composer =>
  async (db, p, who, today, publicUrl, words) => {
    const task = await loadTaskSubject(db, p.subjectId!);
    if (!task || task.completedAt || !task.dueDate || task.dueDate !== p.due || !inDistrict(who, task.districtId)) return null;
    // An assigned task concerns its assignee only.
    if (task.userId && task.userId !== who.id) return null;
    if (!stillDue(task.dueDate, today)) return null;
    const link = `${publicUrl}/checklist`;
    return {
      mail: render(words, { title: task.title, dueDate: task.dueDate, isRequired: task.isRequired }, today, link),
      link,
      subjectId: task.id,
    };
  };

/** An outcome report not submitted yet whose term is still due on that day, soon or past. */
const outcomeReminder =
  (overdue: boolean): Composer =>
  async (db, p, who, today, publicUrl, words) => {
    const report = await loadOutcomeSubject(db, p.subjectId!);
    if (!report || !inDistrict(who, report.districtId) || report.dueOn !== p.due) return null;
    if (report.status !== 'Draft' && report.status !== 'Changes requested') return null;
    if (overdue ? report.dueOn >= today : report.dueOn < today) return null;
    const link = `${publicUrl}/outcome-reports/${report.id}`;
    return { mail: outcomeReportMail(words, overdue, report, link), link, subjectId: report.id };
  };

const COMPOSERS: Record<ReminderKind, Composer> = {
  'order-updates': async (db, p, who, _today, publicUrl, words) => {
    const order = await loadOrderSubject(db, p.subjectId!);
    if (!order || !p.status || !inDistrict(who, order.districtId)) return null;
    const link = ordersLink(publicUrl, order.projectId);
    return { mail: orderUpdateMail(words, p.status, order, link), link, subjectId: order.id };
  },
  'checkout-due-soon': orderReminder((due, today) => due >= today, checkoutDueSoonMail),
  'checkout-overdue': orderReminder(
    (due, today) => due < today,
    (words, order, _today, link) => checkoutOverdueMail(words, order, link),
  ),
  'task-due-soon': taskReminder((due, today) => due >= today, taskDueSoonMail),
  'task-overdue': taskReminder(
    (due, today) => due < today,
    (words, task, _today, link) => taskOverdueMail(words, task, link),
  ),
  'quote-expiring': async (db, p, who, today, publicUrl, words) => {
    const blueprint = await loadBlueprintSubject(db, p.subjectId!);
    if (!blueprint || blueprint.approval !== 'Needs approval' || !blueprint.quoteExpiresAt) return null;
    if (blueprint.quoteExpiresAt !== p.due || blueprint.quoteExpiresAt < today || !inDistrict(who, blueprint.districtId)) return null;
    const link = `${publicUrl}/blueprints/${blueprint.id}`;
    return {
      mail: quoteExpiringMail(words, { preparedFor: blueprint.preparedFor, quoteExpiresAt: blueprint.quoteExpiresAt }, link),
      link,
      subjectId: blueprint.id,
    };
  },
  // Still due: the cadence gives the same due date (the project was not counted since, the cadence not changed) and it has come.
  'count-due': async (db, p, who, today, publicUrl, words) => {
    const count = await loadCountDueSubject(db, p.subjectId!);
    if (!count || count.dueDate !== p.due || count.dueDate > today || !inDistrict(who, count.districtId)) return null;
    const link = `${publicUrl}/projects/counts/new?project=${count.projectId}`;
    return { mail: countDueMail(words, { ...count, dueDate: count.dueDate }, link), link, subjectId: count.projectId };
  },
  'outcome-report-due-soon': outcomeReminder(false),
  'outcome-report-overdue': outcomeReminder(true),
  'staff-digest': async (db, p, who, today, publicUrl, words) => {
    if (!isStaffRecipient(who) || !p.due) return null;
    const facts = await loadDigestFacts(db, await staffScopeOfUser(db, who.id, who.roles), today);
    if (Object.values(facts).every((n) => n === 0)) return null;
    const link = `${publicUrl}/staff/kit-orders`;
    return { mail: staffDigestMail(words, p.due, facts, link), link, subjectId: null };
  },
};

export const reminderJob: JobKind<ReminderPayload> = {
  kind: REMINDER_JOB,
  parse: (payload) => reminderPayloadSchema.parse(payload),
  async run(ctx) {
    const { db, mailer, publicUrl } = ctx.deps;
    const p = ctx.payload;
    const who = await loadRecipient(db, p.userId);
    if (!who) return ctx.complete('recipient-gone');
    if (await hasOptedOut(db, who.id, p.reminder)) return ctx.complete('opted-out');
    const [sent] = await db.select({ key: sentReminders.key }).from(sentReminders).where(eq(sentReminders.key, ctx.key));
    if (sent) return ctx.complete('already-sent');
    const composed = await COMPOSERS[p.reminder](db, p, who, utcDay(ctx.now), publicUrl, wordsFor(languageOfPerson(who.language)));
    if (!composed) return ctx.complete('settled');

    // Sent before the completion commits: if that commit fails the job runs again and finds the
    // reminder not recorded, so a reminder may (rarely) arrive twice but is never lost.
    await mailer.send({ to: who.email, ...composed.mail, link: composed.link });
    await ctx.complete('sent', async (tx) => {
      await tx
        .insert(sentReminders)
        .values({ key: ctx.key, kind: p.reminder, userId: who.id, subjectId: composed.subjectId, jobId: ctx.id, sentAt: ctx.now })
        .onConflictDoNothing();
    });
  },
};
