// Writes notices, in the caller's transaction: one row per person, and for those who chose e-mail
// one 'notification-email' job each, keyed by the notice, so it is sent once. A rolled-back change
// leaves neither. A title (and a body the server words) is kept as its message id and values, so
// each reader gets it in their language, and in English beside them for e-mails and older readers.
import type { NotificationKind } from '@contract/notifications-messages';
import type { Db, Tx } from '@server/db/connect';
import { notifications } from '@server/db/schema';
import { wordsFor } from '@server/i18n/text';
import { wordIt, type Wording } from '@server/i18n/wording';
import { enqueueJobs } from '@server/jobs/queue';
import { deliveriesOf } from './delivery';
import { notificationEmailJobOf } from './email-job';

export interface NoticeDraft {
  kind: NotificationKind;
  title: Wording;
  /** Worded by the server, or someone's own words (a comment's first words), or nothing. */
  body: Wording | string | null;
  link: string;
  districtId: string | null;
  entityType: string;
  entityId: string;
  actorId: string | null;
  activitySeq: number | null;
  /** A time-based notice's once-only key (unique per person). */
  onceKey?: string;
}

/** Resolves with how many notices were written. */
export async function writeNotices(db: Db | Tx, draft: NoticeDraft, recipientIds: readonly string[]): Promise<number> {
  // Never the person who made the change.
  const people = [...new Set(recipientIds)].filter((id) => id !== draft.actorId);
  if (people.length === 0) return 0;
  const deliveries = await deliveriesOf(db, people, draft.kind);
  const english = wordsFor('en');
  const body =
    typeof draft.body === 'string' || draft.body === null
      ? { body: draft.body }
      : { body: wordIt(english, draft.body), bodyId: draft.body.id, bodyVars: draft.body.vars ?? null };
  const rows = await db
    .insert(notifications)
    .values(
      people.map((userId) => ({
        userId,
        kind: draft.kind,
        title: wordIt(english, draft.title),
        titleId: draft.title.id,
        titleVars: draft.title.vars ?? null,
        ...body,
        link: draft.link,
        districtId: draft.districtId,
        entityType: draft.entityType,
        entityId: draft.entityId,
        actorId: draft.actorId,
        activitySeq: draft.activitySeq,
        onceKey: draft.onceKey ?? null,
        delivery: deliveries.get(userId)!,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id, delivery: notifications.delivery });
  await enqueueJobs(
    db,
    rows.filter((row) => row.delivery === 'email').map((row) => notificationEmailJobOf(row.id)),
  );
  return rows.length;
}
