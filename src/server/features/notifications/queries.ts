// The signed-in person's own notices: the bell's list (newest first, a page at a time, with the
// unread total), marking one read or unread, and marking all read. Another person's notice is
// answered as unknown (404), never as forbidden. Titles and bodies are worded in the reader's
// language from their stored message ids (notice-text.ts).
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { NOTIFICATIONS_PAGE_SIZE, notificationMessages } from '@contract/notifications-messages';
import type { Notification, NotificationList } from '@contract/notifications';
import type { Db, Tx } from '@server/db/connect';
import { notifications, users } from '@server/db/schema';
import type { Words } from '@server/i18n/text';
import { badRequest, notFound } from '@server/plugins/http-error';
import { displayName } from '../blueprints/access';
import { isUuid } from '../directory/service';
import { noticeText, noticeTextColumns } from './notice-text';

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  ...noticeTextColumns,
  link: notifications.link,
  districtId: notifications.districtId,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
  actorEmail: users.email,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

const toNotification =
  (words: Words) =>
  (row: Row): Notification => ({
    id: row.id!,
    kind: row.kind!,
    ...noticeText(words, {
      title: row.title!,
      body: row.body,
      titleId: row.titleId,
      titleVars: row.titleVars,
      bodyId: row.bodyId,
      bodyVars: row.bodyVars,
    }),
    link: row.link!,
    districtId: row.districtId,
    actorName: row.actorEmail ? displayName(row.actorFirstName, row.actorLastName, row.actorEmail) : null,
    createdAt: row.createdAt!.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  });

export async function unreadCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

const cursorInvalid = () => badRequest(notificationMessages.cursorInvalid, [{ field: 'before', message: notificationMessages.cursorInvalid }]);

export async function listNotifications(db: Db | Tx, userId: string, before: string | undefined, words: Words): Promise<NotificationList> {
  let after = sql`true`;
  if (before !== undefined) {
    const [cursor] = await db
      .select({ id: notifications.id, createdAt: notifications.createdAt })
      .from(notifications)
      .where(and(eq(notifications.id, before), eq(notifications.userId, userId)));
    if (!cursor) throw cursorInvalid();
    // Row comparison on (created_at, id): the same order as the index, so a page never skips a tie.
    after = sql`(${notifications.createdAt}, ${notifications.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
  }
  const rows = await db
    .select(columns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(and(eq(notifications.userId, userId), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  return {
    items: page.map(toNotification(words)),
    unread: await unreadCount(db, userId),
    nextBefore: rows.length > NOTIFICATIONS_PAGE_SIZE ? page[page.length - 1]!.id : null,
  };
}

export async function markNotification(db: Db | Tx, userId: string, id: string, read: boolean, now: Date, words: Words) {
  if (!isUuid(id)) throw notFound(notificationMessages.notFound);
  const [updated] = await db
    .update(notifications)
    // Read again: the first reading's time stays.
    .set({ readAt: read ? sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` : null })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!updated) throw notFound(notificationMessages.notFound);
  const [row] = await db.select(columns).from(notifications).leftJoin(users, eq(users.id, notifications.actorId)).where(eq(notifications.id, id));
  return { item: toNotification(words)(row!), unread: await unreadCount(db, userId) };
}

export async function markAllRead(db: Db | Tx, userId: string, now: Date) {
  const marked = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { marked: marked.length, unread: await unreadCount(db, userId) };
}
