// The account page's endpoints (src/contract/account.ts): e-mail change, password change and the
// person's sessions. Each is about the caller's own account, so none needs an ability.
import { userResultSchema } from './auth';
import {
  accountSessionsSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailChangeRequestSchema,
  emailChangeSentSchema,
  sessionsEndedSchema,
} from './account';
import { endpoint } from './endpoint';
import { routes } from './routes';

export const accountEndpoints = {
  changeEmail: endpoint(routes.changeEmail, { access: 'signed-in', body: changeEmailRequestSchema, response: emailChangeSentSchema }),
  // Public like confirming a sign-up address: the link may be opened on a device without a session.
  confirmEmailChange: endpoint(routes.confirmEmailChange, { access: 'public', body: confirmEmailChangeRequestSchema, response: userResultSchema }),
  changePassword: endpoint(routes.changePassword, { access: 'signed-in', body: changePasswordRequestSchema, response: sessionsEndedSchema }),
  mySessions: endpoint(routes.mySessions, { access: 'signed-in', response: accountSessionsSchema }),
  endOtherSessions: endpoint(routes.endOtherSessions, { access: 'signed-in', response: sessionsEndedSchema }),
  // 204; 404 for a session that is not the caller's or has ended already.
  endSession: endpoint(routes.endSession, { access: 'signed-in' }),
};
