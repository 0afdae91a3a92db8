// What the account services need from the app. FastifyInstance has all of it; the invite command
// builds it by hand.
import type { Clock } from '@server/clock';
import type { Config } from '@server/config';
import type { Db } from '@server/db/connect';
import type { Mailer } from '@server/plugins/mail';
import type { Secrets } from '@server/plugins/secrets';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  secrets: Secrets;
  clock: Clock;
}
