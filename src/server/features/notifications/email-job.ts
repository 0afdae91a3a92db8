// The 'notification-email' job: one notice by e-mail to the person it is for, queued with the
// notice in the transaction of the change (key notification-email:<notice>), sent once by the
// jobs runner. Before sending it checks that the notice is still there, not e-mailed yet, not
// read in the portal meanwhile, and that the person has not since chosen 'in-app' for its kind. The
// e-mail is in the person's language, the notice's title and excerpt worded in it (notice-text.ts).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { KIT_ORDER_STATUSES, type KitOrderStatus } from '@contract/projects';
import type { Db } from '@server/db/connect';
import { activityLog, notifications, users } from '@server/db/schema';
import type { NewJob } from '@server/jobs/queue';
import { languageOfPerson } from '@server/i18n/request-language';
import { wordsFor, type Words } from '@server/i18n/text';
import type { JobKind } from '@server/jobs/registry';
import { renderMail, type RenderedMail } from '@server/plugins/mail-layout';
import { orderUpdateMail } from '../reminders/reminder-mails';
import { loadOrderSubject } from '../reminders/subjects';
import { deliveriesOf } from './delivery';
import { noticeText, noticeTextColumns, type StoredNoticeText } from './notice-text';

const NOTIFICATION_EMAIL_JOB = 'notification-email';

const payloadSchema = z.object({ notificationId: z.uuid() });
type Payload = z.infer<typeof payloadSchema>;

/**
 * Due at once. The change that queues it has no clock of its own (the activity entry is stamped by
 * the database), so the job is queued as due from the start of time: the runner's next tick takes
 * it, whatever clock it runs on.
 */
const AT_ONCE = new Date(0);

export const notificationEmailJobOf = (notificationId: string): NewJob => ({
  kind: NOTIFICATION_EMAIL_JOB,
  key: `${NOTIFICATION_EMAIL_JOB}:${notificationId}`,
  payload: { notificationId },
  runAt: AT_ONCE,
});

export interface NoticeForMail extends StoredNoticeText {
  kind: string;
  link: string;
  entityId: string;
  activitySeq: number | null;
}

/** A notice in the portal's mail layout. */
function plainNoticeMail(words: Words, notice: NoticeForMail, url: string): RenderedMail {
  const { title, body } = noticeText(words, notice);
  return renderMail(words, title, {
    heading: title,
    paragraphs: body ? [body] : [],
    action: { label: words.t('mail.notice.action'), url },
    footnote: words.t('mail.notice.footnote'),
  });
}

/**
 * An order moved by staff keeps the words of the e-mail it replaced (the 'order-updates' reminder:
 * carrier, tracking, the kits approved in part); its status is the one the entry recorded.
 */
async function orderMovedMail(db: Db, words: Words, notice: NoticeForMail, url: string): Promise<RenderedMail | null> {
  if (notice.activitySeq === null) return null;
  const [entry] = await db.select({ after: activityLog.after }).from(activityLog).where(eq(activityLog.seq, notice.activitySeq));
  const status = entry?.after?.status;
  if (typeof status !== 'string' || !(KIT_ORDER_STATUSES as readonly string[]).includes(status)) return null;
  const order = await loadOrderSubject(db, notice.entityId);
  if (!order) return null;
  return orderUpdateMail(words, status as KitOrderStatus, order, url);
}

/** The notice's e-mail, worded in `words` (its recipient's language). */
export async function composeNoticeMail(
  db: Db,
  words: Words,
  notice: NoticeForMail,
  publicUrl: string,
): Promise<{ mail: RenderedMail; url: string }> {
  const url = `${publicUrl}${notice.link}`;
  const special = notice.kind === 'order-moved' ? await orderMovedMail(db, words, notice, url) : null;
  return { mail: special ?? plainNoticeMail(words, notice, url), url };
}

export const notificationEmailJob: JobKind<Payload> = {
  kind: NOTIFICATION_EMAIL_JOB,
  parse: (payload) => payloadSchema.parse(payload),
  async run(ctx) {
    const { db, mailer, publicUrl } = ctx.deps;
    const [notice] = await db
      .select({
        id: notifications.id,
        userId: notifications.userId,
        kind: notifications.kind,
        ...noticeTextColumns,
        link: notifications.link,
        entityId: notifications.entityId,
        activitySeq: notifications.activitySeq,
        emailedAt: notifications.emailedAt,
        readAt: notifications.readAt,
        email: users.email,
        language: users.language,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(notifications.id, ctx.payload.notificationId));
    if (!notice) return ctx.complete('notice-gone');
    if (notice.emailedAt) return ctx.complete('already-sent');
    if (notice.readAt) return ctx.complete('read');
    const delivery = (await deliveriesOf(db, [notice.userId], notice.kind)).get(notice.userId);
    if (delivery === 'in-app') return ctx.complete('opted-out');

    const { mail, url } = await composeNoticeMail(db, wordsFor(languageOfPerson(notice.language)), notice, publicUrl);
    // Sent before the completion commits: if that commit fails the job runs again and finds the
    // notice not marked, so an e-mail may (rarely) arrive twice but is never lost.
    await mailer.send({ to: notice.email, ...mail, link: url });
    await ctx.complete('sent', async (tx) => {
      await tx.update(notifications).set({ emailedAt: ctx.now }).where(eq(notifications.id, notice.id));
    });
  },
};
