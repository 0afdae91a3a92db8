// The e-mails the portal wrote to its outbox (DATA_DIR/mail/*.eml, no SMTP_URL in tests), read
// with the server suites' reader, and the links in them as a user would click them.
import { linkIn, waitForMail, type ReceivedMail } from '../../tests/helpers/mail';
import type { Portal } from './fixtures';

/** The newest mail to `address` once `count` have arrived (mail goes out just after the answer). */
export function mailTo(portal: Portal, address: string, count = 1): Promise<ReceivedMail> {
  return waitForMail(portal.dataDir, address, count, 10_000);
}

/** The link of `mail` to the client page `page` ('verify-email', 'reset-password', 'complete-profile'). */
export function linkTo(mail: ReceivedMail, page: string): string {
  return linkIn(mail, page).href;
}
