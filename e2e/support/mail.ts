// The e-mails the portal wrote to its outbox (DATA_DIR/mail/*.eml, no SMTP_URL in tests), read
// with the server suites' reader, and the links in them as a user would click them.
import { linkIn, mailsTo, waitForMail, type ReceivedMail } from '../../tests/helpers/mail';
import type { Portal } from './fixtures';

/** The newest mail to `address` once `count` have arrived (mail goes out just after the answer). */
export function mailTo(portal: Portal, address: string, count = 1): Promise<ReceivedMail> {
  return waitForMail(portal.dataDir, address, count, 10_000);
}

/**
 * The subjects of the mail to `address` once one of them is `subject`, or what there is after 10 s.
 * For people who get other mail besides (staff get the daily digest from 07:00 UTC, whatever the
 * journey does), where the newest mail need not be the one the journey caused.
 */
export async function subjectsOfMailTo(portal: Portal, address: string, subject: string): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const subjects = mailsTo(portal.dataDir, address).map((mail) => mail.subject);
    if (subjects.includes(subject) || Date.now() > deadline) return subjects;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The link of `mail` to the client page `page` ('verify-email', 'reset-password', 'complete-profile'). */
export function linkTo(mail: ReceivedMail, page: string): string {
  return linkIn(mail, page).href;
}
