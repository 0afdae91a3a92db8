// Limits on password sign-in: failed attempts per account and per address. The attempt is counted
// before the password is checked and taken back when it was right, so parallel guesses cannot all
// slip in under the limit, and a correct password is refused too while the limit holds.
import { SIGN_IN_FAILURE_WINDOW_SECONDS, SIGN_IN_FAILURES_PER_ACCOUNT, SIGN_IN_FAILURES_PER_IP } from '@contract/auth';
import type { Db } from '@server/db/connect';
import { hitAll, release } from '@server/plugins/rate-limit';

/** Counts an attempt (429 with Retry-After when a limit is reached); returns it for release. */
export function countSignInAttempt(db: Db, email: string, ip: string): Promise<string[]> {
  const windowMs = SIGN_IN_FAILURE_WINDOW_SECONDS * 1000;
  return hitAll(db, [
    // Counted for unknown addresses too, so the limit does not reveal which accounts exist.
    { bucket: 'sign-in:account', key: email.toLowerCase(), limit: SIGN_IN_FAILURES_PER_ACCOUNT, windowMs },
    { bucket: 'sign-in:ip', key: ip, limit: SIGN_IN_FAILURES_PER_IP, windowMs },
  ]);
}

/** The attempt succeeded: it was not a failure. */
export function forgetSignInAttempt(db: Db, attempt: string[]) {
  return release(db, attempt);
}
