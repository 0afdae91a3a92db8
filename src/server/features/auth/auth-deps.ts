// What the account services need from the app. FastifyInstance has all of it; the invite command
// builds it by hand.
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import type { Mailer } from '../../plugins/mail';
import type { Secrets } from '../../plugins/secrets';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  secrets: Secrets;
  clock: Clock;
}
