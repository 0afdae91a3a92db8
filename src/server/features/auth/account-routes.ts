// Sign-up, e-mail verification, password reset, token checks, the e-mail check, invited sign-up
// and Complete Your Profile (spec §7 Auth and User).
import type { FastifyInstance } from 'fastify';
import {
  EMAIL_CHECK_WINDOW_SECONDS,
  EMAIL_CHECKS_PER_IP,
  completeProfileRequestSchema,
  confirmationStatusRequestSchema,
  confirmEmailRequestSchema,
  emailCheckQuerySchema,
  forgotPasswordRequestSchema,
  invitationSignUpRequestSchema,
  resetPasswordRequestSchema,
  sendVerificationEmailRequestSchema,
  signUpRequestSchema,
  validateTokenRequestSchema,
  type Accepted,
  type ConfirmationStatus,
  type EmailCheckResponse,
  type InvitationAuthResult,
  type SignUpResponse,
  type UserResult,
  type ValidateTokenResponse,
  type VerificationSent,
} from '../../../contract/auth';
import { routes } from '../../../contract/routes';
import type { User } from '../../../contract/users';
import { authOf, requireAuth } from '../../plugins/auth-guard';
import { apiRoute } from '../../plugins/contract-routes';
import { hit } from '../../plugins/rate-limit';
import { findOrganizationLink } from './directory-link';
import { signUpWithInvitation, validateInvitationToken } from './invitation-service';
import { requestPasswordReset, resetPassword, validateResetToken } from './password-reset-service';
import { completeProfile } from './profile-service';
import { signUp } from './sign-up-service';
import { confirmedSinceWatch, issueConfirmationWatch } from './confirmation-watch';
import { confirmEmail, resendVerificationEmail } from './verification-service';

const ACCEPTED: Accepted = { accepted: true };

export function accountRoutes(app: FastifyInstance) {
  apiRoute(app, routes.signUp, {
    body: signUpRequestSchema,
    handler: async ({ body, request, reply }): Promise<SignUpResponse> => {
      const user = await signUp(app, body, request.ip);
      reply.status(201);
      return { user, confirmationWatch: await issueConfirmationWatch(app.secrets.tokenKey, user.email) };
    },
  });

  apiRoute(app, routes.sendVerificationEmail, {
    body: sendVerificationEmailRequestSchema,
    handler: async ({ body, reply }): Promise<VerificationSent> => {
      await resendVerificationEmail(app, body.email);
      reply.status(202);
      // Given whatever the address, like the 202 itself: it tells nothing about an account.
      return { ...ACCEPTED, confirmationWatch: await issueConfirmationWatch(app.secrets.tokenKey, body.email) };
    },
  });

  apiRoute(app, routes.confirmationStatus, {
    body: confirmationStatusRequestSchema,
    handler: async ({ body }): Promise<ConfirmationStatus> => ({
      confirmed: await confirmedSinceWatch(app.db, app.secrets.tokenKey, body.watch),
    }),
  });

  apiRoute(app, routes.confirmEmail, {
    body: confirmEmailRequestSchema,
    handler: async ({ body }): Promise<UserResult> => ({ user: await confirmEmail(app, body.token) }),
  });

  apiRoute(app, routes.forgotPassword, {
    body: forgotPasswordRequestSchema,
    handler: async ({ body, request, reply }): Promise<Accepted> => {
      await requestPasswordReset(app, body.email, request.ip);
      reply.status(202);
      return ACCEPTED;
    },
  });

  apiRoute(app, routes.resetPassword, {
    body: resetPasswordRequestSchema,
    handler: async ({ body }): Promise<UserResult> => ({ user: await resetPassword(app, body.token, body.password) }),
  });

  apiRoute(app, routes.validateToken, {
    body: validateTokenRequestSchema,
    handler: async ({ body }): Promise<ValidateTokenResponse> =>
      body.isReset ? validateResetToken(app, body.token) : validateInvitationToken(app, body.token),
  });

  apiRoute(app, routes.invitationSignUp, {
    body: invitationSignUpRequestSchema,
    handler: async ({ body, reply }): Promise<InvitationAuthResult> => {
      const result = await signUpWithInvitation(app, body);
      reply.status(201);
      return result;
    },
  });

  apiRoute(app, routes.emailCheck, {
    query: emailCheckQuerySchema,
    handler: async ({ query, request }): Promise<EmailCheckResponse> => {
      // Public (it runs before an account exists), so bounded against harvesting the directory.
      await hit(app.db, 'email-check:ip', request.ip, EMAIL_CHECKS_PER_IP, EMAIL_CHECK_WINDOW_SECONDS * 1000);
      return findOrganizationLink(app.db, query.email);
    },
  });

  apiRoute(app, routes.completeProfile, {
    body: completeProfileRequestSchema,
    preHandler: [requireAuth],
    handler: async ({ body, request }): Promise<User> => completeProfile(app, authOf(request).userId, body),
  });
}
