// Sign-up, e-mail verification, password reset, token checks, the e-mail check, invited sign-up
// and Complete Your Profile (spec §7 Auth and User).
import type { FastifyInstance } from 'fastify';
import {
  EMAIL_CHECK_WINDOW_SECONDS,
  EMAIL_CHECKS_PER_IP,
  type Accepted,
  type ConfirmationStatus,
  type EmailCheckResponse,
  type InvitationAuthResult,
  type SignUpResponse,
  type UserResult,
  type ValidateTokenResponse,
  type VerificationSent,
} from '@contract/auth';
import { authEndpoints } from '@contract/auth-endpoints';
import type { User } from '@contract/users';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { hit } from '@server/plugins/rate-limit';
import { languageOf } from '@server/i18n/request-language';
import { findOrganizationLink } from './directory-link';
import { signUpWithInvitation, validateInvitationToken } from './invitation-service';
import { requestPasswordReset, resetPassword, validateResetToken } from './password-reset-service';
import { completeProfile, updateMe } from './profile-service';
import { signUp } from './sign-up-service';
import { storedUserAgent } from './device-name';
import { confirmedSinceWatch, issueConfirmationWatch } from './confirmation-watch';
import { confirmEmail, resendVerificationEmail } from './verification-service';

const ACCEPTED: Accepted = { accepted: true };

export function accountRoutes(app: FastifyInstance) {
  apiRoute(app, authEndpoints.signUp, {
    handler: async ({ body, request, reply }): Promise<SignUpResponse> => {
      const user = await signUp(app, body, request.ip, languageOf(request));
      reply.status(201);
      return { user, confirmationWatch: await issueConfirmationWatch(app.secrets.tokenKey, user.email) };
    },
  });

  apiRoute(app, authEndpoints.sendVerificationEmail, {
    handler: async ({ body, request, reply }): Promise<VerificationSent> => {
      await resendVerificationEmail(app, body.email, languageOf(request));
      reply.status(202);
      // Given whatever the address, like the 202 itself: it tells nothing about an account.
      return { ...ACCEPTED, confirmationWatch: await issueConfirmationWatch(app.secrets.tokenKey, body.email) };
    },
  });

  apiRoute(app, authEndpoints.confirmationStatus, {
    handler: async ({ body }): Promise<ConfirmationStatus> => ({
      confirmed: await confirmedSinceWatch(app.db, app.secrets.tokenKey, body.watch),
    }),
  });

  apiRoute(app, authEndpoints.confirmEmail, {
    handler: async ({ body }): Promise<UserResult> => ({ user: await confirmEmail(app, body.token) }),
  });

  apiRoute(app, authEndpoints.forgotPassword, {
    handler: async ({ body, request, reply }): Promise<Accepted> => {
      await requestPasswordReset(app, body.email, request.ip, languageOf(request));
      reply.status(202);
      return ACCEPTED;
    },
  });

  apiRoute(app, authEndpoints.resetPassword, {
    handler: async ({ body }): Promise<UserResult> => ({ user: await resetPassword(app, body.token, body.password) }),
  });

  apiRoute(app, authEndpoints.validateToken, {
    handler: async ({ body }): Promise<ValidateTokenResponse> =>
      body.isReset ? validateResetToken(app, body.token) : validateInvitationToken(app, body.token),
  });

  apiRoute(app, authEndpoints.invitationSignUp, {
    handler: async ({ body, request, reply }): Promise<InvitationAuthResult> => {
      const result = await signUpWithInvitation(app, body, storedUserAgent(request.headers['user-agent']), languageOf(request));
      reply.status(201);
      return result;
    },
  });

  apiRoute(app, authEndpoints.emailCheck, {
    handler: async ({ query, request }): Promise<EmailCheckResponse> => {
      // Public (it runs before an account exists), so bounded against harvesting the directory.
      await hit(app.db, 'email-check:ip', request.ip, EMAIL_CHECKS_PER_IP, EMAIL_CHECK_WINDOW_SECONDS * 1000);
      return findOrganizationLink(app.db, query.email);
    },
  });

  apiRoute(app, authEndpoints.completeProfile, {
    handler: async ({ body, request }): Promise<User> => completeProfile(app, authOf(request).userId, body),
  });

  apiRoute(app, authEndpoints.updateMe, {
    handler: async ({ body, request }): Promise<User> => updateMe(app, authOf(request).userId, body),
  });
}
