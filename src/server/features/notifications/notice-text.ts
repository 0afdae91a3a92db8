// A notice's title and body in a reader's language: worded from the message ids and values stored
// with it (write-notices.ts), else — a notice made before they were kept, an id this server no
// longer knows, or a body in someone's own words — the text stored when it was made.
import { notifications } from '@server/db/schema';
import type { Words } from '@server/i18n/text';
import { storedWording, wordIt } from '@server/i18n/wording';

export interface StoredNoticeText {
  title: string;
  body: string | null;
  titleId: string | null;
  titleVars: unknown;
  bodyId: string | null;
  bodyVars: unknown;
}

/** The columns noticeText words a notice from: every query that shows or mails notices selects them. */
export const noticeTextColumns = {
  title: notifications.title,
  body: notifications.body,
  titleId: notifications.titleId,
  titleVars: notifications.titleVars,
  bodyId: notifications.bodyId,
  bodyVars: notifications.bodyVars,
};

export function noticeText(words: Words, stored: StoredNoticeText): { title: string; body: string | null } {
  const title = storedWording(stored.titleId, stored.titleVars);
  const body = storedWording(stored.bodyId, stored.bodyVars);
  return { title: title ? wordIt(words, title) : stored.title, body: body ? wordIt(words, body) : stored.body };
}
