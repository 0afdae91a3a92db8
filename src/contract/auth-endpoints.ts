// The account endpoints other than sign-in and sign-out (sign-in-endpoints.ts) and GET /users/me
// (users-endpoints.ts): sign-up, e-mail verification, password reset, token checks, the e-mail
// check, invited sign-up and Complete Your Profile (src/contract/endpoint.ts).
import {
  acceptedSchema,
  completeProfileRequestSchema,
  updateMeRequestSchema,
  confirmationStatusRequestSchema,
  confirmationStatusSchema,
  confirmEmailRequestSchema,
  emailCheckQuerySchema,
  emailCheckResponseSchema,
  forgotPasswordRequestSchema,
  invitationAuthResultSchema,
  invitationSignUpRequestSchema,
  resetPasswordRequestSchema,
  sendVerificationEmailRequestSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  userResultSchema,
  validateTokenRequestSchema,
  validateTokenResponseSchema,
  verificationSentSchema,
} from './auth';
import { endpoint } from './endpoint';
import { routes } from './routes';
import { userSchema } from './users';

export const authEndpoints = {
  signUp: endpoint(routes.signUp, { access: 'public', body: signUpRequestSchema, response: signUpResponseSchema }),
  sendVerificationEmail: endpoint(routes.sendVerificationEmail, {
    access: 'public',
    body: sendVerificationEmailRequestSchema,
    response: verificationSentSchema,
  }),
  confirmationStatus: endpoint(routes.confirmationStatus, {
    access: 'public',
    body: confirmationStatusRequestSchema,
    response: confirmationStatusSchema,
  }),
  confirmEmail: endpoint(routes.confirmEmail, { access: 'public', body: confirmEmailRequestSchema, response: userResultSchema }),
  forgotPassword: endpoint(routes.forgotPassword, { access: 'public', body: forgotPasswordRequestSchema, response: acceptedSchema }),
  resetPassword: endpoint(routes.resetPassword, { access: 'public', body: resetPasswordRequestSchema, response: userResultSchema }),
  validateToken: endpoint(routes.validateToken, { access: 'public', body: validateTokenRequestSchema, response: validateTokenResponseSchema }),
  invitationSignUp: endpoint(routes.invitationSignUp, {
    access: 'public',
    body: invitationSignUpRequestSchema,
    response: invitationAuthResultSchema,
  }),
  emailCheck: endpoint(routes.emailCheck, { access: 'public', query: emailCheckQuerySchema, response: emailCheckResponseSchema }),
  completeProfile: endpoint(routes.completeProfile, { access: 'signed-in', body: completeProfileRequestSchema, response: userSchema }),
  updateMe: endpoint(routes.updateMe, { access: 'signed-in', body: updateMeRequestSchema, response: userSchema }),
};
