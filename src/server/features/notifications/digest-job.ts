// The daily digest: one e-mail per person who chose 'digest' for some kind, from
// STAFF_DIGEST_HOUR_UTC (the staff digest's hour), gathering their notices not yet e-mailed. A
// notice read in the portal before the digest goes is left out (it has been seen); one whose kind
// the person has since set to 'in-app' too. Each notice goes in one digest at most (emailed_at). The
// e-mail is in the person's language, each notice's title and excerpt worded in it (notice-text.ts).
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { utcDay } from '@contract/projects';
import { STAFF_DIGEST_HOUR_UTC } from '@contract/reminders';
import type { Db, Tx } from '@server/db/connect';
import { notifications, users } from '@server/db/schema';
import { enqueueJobs } from '@server/jobs/queue';
import type { JobKind, Planner } from '@server/jobs/registry';
import { atUtc } from '@server/jobs/schedule';
import { languageOfPerson } from '@server/i18n/request-language';
import { wordsFor } from '@server/i18n/text';
import { renderMail } from '@server/plugins/mail-layout';
import { deliveriesOf } from './delivery';
import { noticeText, noticeTextColumns } from './notice-text';

const DIGEST_JOB = 'notification-digest';

/**
 * How far back a digest looks: normally it carries the day since the last one; a notice older than
 * this that no digest carried (the runner was stopped for days) stays in the portal only.
 */
const DIGEST_LOOKBACK_MS = 7 * 86_400_000;
/** The e-mail lists this many notices at most, then says how many more wait in the portal. */
const DIGEST_MAX_LISTED = 50;

const payloadSchema = z.object({ userId: z.uuid(), day: z.string() });
type Payload = z.infer<typeof payloadSchema>;

const waiting = (since: Date) =>
  and(eq(notifications.delivery, 'digest'), isNull(notifications.emailedAt), isNull(notifications.readAt), gt(notifications.createdAt, since));

/** Queues today's digest for everyone with a notice waiting for one, from the digest's hour. */
export const notificationDigestPlanner: Planner = {
  name: 'notification-digest',
  async plan({ db, now }) {
    const day = utcDay(now);
    const due = atUtc(day, STAFF_DIGEST_HOUR_UTC);
    if (now < due) return 0;
    const rows = await db
      .selectDistinct({ userId: notifications.userId })
      .from(notifications)
      .where(waiting(new Date(now.getTime() - DIGEST_LOOKBACK_MS)));
    return enqueueJobs(
      db,
      rows.map((row) => ({ kind: DIGEST_JOB, key: `${DIGEST_JOB}:${day}:${row.userId}`, payload: { userId: row.userId, day }, runAt: due })),
    );
  },
};

async function gather(db: Db | Tx, userId: string, now: Date) {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      ...noticeTextColumns,
      link: notifications.link,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), waiting(new Date(now.getTime() - DIGEST_LOOKBACK_MS))))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  // A kind set to 'in-app' since the notice was made is no longer e-mailed.
  const kinds = [...new Set(rows.map((row) => row.kind))];
  const off = new Set<string>();
  for (const kind of kinds) if ((await deliveriesOf(db, [userId], kind)).get(userId) === 'in-app') off.add(kind);
  return rows.filter((row) => !off.has(row.kind));
}

export const notificationDigestJob: JobKind<Payload> = {
  kind: DIGEST_JOB,
  parse: (payload) => payloadSchema.parse(payload),
  async run(ctx) {
    const { db, mailer, publicUrl } = ctx.deps;
    const [person] = await db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, ctx.payload.userId));
    if (!person) return ctx.complete('recipient-gone');
    const notices = await gather(db, ctx.payload.userId, ctx.now);
    if (notices.length === 0) return ctx.complete('nothing-waiting');

    const listed = notices.slice(0, DIGEST_MAX_LISTED);
    const more = notices.length - listed.length;
    const words = wordsFor(languageOfPerson(person.language));
    const count = words.tp('mail.digest.notices', notices.length);
    const home = `${publicUrl}/`;
    const mail = renderMail(words, words.t('mail.digest.subject', { date: words.date(ctx.payload.day), notices: count }), {
      heading: words.t('mail.digest.heading', { notices: count }),
      paragraphs: [
        ...listed.map((n) => {
          const { title, body } = noticeText(words, n);
          return `${title}${body ? ` — ${body}` : ''}\n${publicUrl}${n.link}`;
        }),
        ...(more > 0 ? [words.tp('mail.digest.more', more)] : []),
      ],
      action: { label: words.t('mail.digest.action'), url: home },
      footnote: words.t('mail.notice.footnote'),
    });
    await mailer.send({ to: person.email, ...mail, link: home });
    await ctx.complete('sent', async (tx) => {
      await tx
        .update(notifications)
        .set({ emailedAt: ctx.now })
        .where(
          inArray(
            notifications.id,
            notices.map((n) => n.id),
          ),
        );
    });
  },
};
