// GET /users/me (src/contract/endpoint.ts). A file of its own: the outbox's pusher calls it to
// renew a session, and should not bring the account rules (auth.ts) along.
import { endpoint } from './endpoint';
import { routes } from './routes';
import { userSchema } from './users';

export const userEndpoints = {
  me: endpoint(routes.me, { access: 'signed-in', response: userSchema }),
};
