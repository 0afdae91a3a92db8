// Account flows of spec §2–§5 and §7 (Auth, User): request and response bodies, the profile
// choices of spec §6, and the limits the server enforces (so the client can show them).
import { z } from 'zod';
import { LANGUAGE_CODES } from './languages';
import { messages } from './messages';
import { districtRefSchema, invitationInfoSchema, schoolRefSchema, tokenPairSchema, userSchema, type InvitationInfo } from './users';
import { emailSchema, nameSchema, passwordSchema, phoneSchema, requiredText } from './validation';
// The invitation's details live in users.ts beside the user they are stored with (the client reads
// them at start without building this module's schemas); re-exported for the code that imports them here.
export { invitationInfoSchema, type InvitationInfo };

// ---------------------------------------------------------------------------------------------
// Limits (spec §9 gives only the 10-per-24-hours resend limit; the rest are ours)
// ---------------------------------------------------------------------------------------------

/** Minimum wait between two verification e-mails to one user (spec §4 "after a wait"). */
export const VERIFICATION_RESEND_MIN_INTERVAL_SECONDS = 60;
/** The window of VERIFICATION_RESEND_LIMIT (constants.ts; spec §9: 10 per 24 hours). */
export const VERIFICATION_RESEND_WINDOW_SECONDS = 24 * 60 * 60;

export const VERIFICATION_TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const INVITATION_DEFAULT_TTL_DAYS = 14;

/** Failed sign-ins before the account, or the address they come from, must wait. */
export const SIGN_IN_FAILURES_PER_ACCOUNT = 5;
export const SIGN_IN_FAILURES_PER_IP = 30;
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 15 * 60;

export const FORGOT_PASSWORD_PER_EMAIL = 5;
export const FORGOT_PASSWORD_PER_IP = 20;
export const FORGOT_PASSWORD_WINDOW_SECONDS = 60 * 60;

/** Accounts created from one address per hour (sign-up, Google sign-up and invitations). */
export const SIGN_UPS_PER_IP = 20;
export const SIGN_UP_WINDOW_SECONDS = 60 * 60;

/** Directory look-ups (e-mail check) from one address in 15 minutes. */
export const EMAIL_CHECKS_PER_IP = 60;
export const EMAIL_CHECK_WINDOW_SECONDS = 15 * 60;

// ---------------------------------------------------------------------------------------------
// Profile choices (spec §3 "User profile", §6)
// ---------------------------------------------------------------------------------------------

export const PREFIXES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr', 'Prof'] as const;
export const CURRENT_ROLES = [
  'District Office',
  'Career Coordinator',
  'School Administrator',
  'STEM Educator',
  'CTE Educator',
  'AIG Coach',
  'General Studies Educator',
  'SpED',
  'Preschool Teacher',
  'Not Listed',
] as const;
export const TITLES = ['CTE Director', 'Director Of Instruction', 'Superintendent', 'Federal Programs Officer'] as const;
/** The title choice that asks for titleOther (spec §4 marker "Other"). */
export const TITLE_OTHER = 'Other';

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** One-time tokens are 43 base64url characters; the bound only keeps junk out. */
const oneTimeTokenSchema = z.string().trim().min(1, { error: messages.tokenRequired }).max(200);

export const repeatPasswordSchema = z.string({ error: messages.repeatPasswordRequired }).min(1, { error: messages.repeatPasswordRequired });

const agreementSchema = z.literal(true, { error: messages.agreementRequired });

/** "Your passwords do not match" on repeatPassword, also when other fields are wrong. */
export function withMatchingPasswords<T extends z.ZodObject<{ password: z.ZodType; repeatPassword: z.ZodType }>>(schema: T) {
  return schema.refine((v) => v.password === v.repeatPassword, {
    path: ['repeatPassword'],
    error: messages.passwordsDoNotMatch,
    // Checked whenever both were typed, even if another field failed, so the form shows it at once.
    when: (payload) => {
      const v = payload.value as { password?: unknown; repeatPassword?: unknown } | undefined;
      return typeof v?.password === 'string' && typeof v.repeatPassword === 'string' && v.repeatPassword.length > 0;
    },
  });
}

/** A name the form may leave empty: "" and null count as not given; anything else follows the rules. */
const optionalName = (requiredMessage: string) =>
  z
    .string({ error: messages.informationInvalid })
    .nullable()
    .optional()
    .transform((v) => (v === '' || v === null ? undefined : v))
    .pipe(nameSchema(requiredMessage).optional());

export const authResultSchema = z.object({ token: tokenPairSchema, user: userSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

export const invitationAuthResultSchema = authResultSchema.extend({ invitationInfo: invitationInfoSchema });
export type InvitationAuthResult = z.infer<typeof invitationAuthResultSchema>;

export const userResultSchema = z.object({ user: userSchema });
export type UserResult = z.infer<typeof userResultSchema>;

/** 202 body of the calls that must not tell whether an account exists. */
export const acceptedSchema = z.object({ accepted: z.literal(true) });
export type Accepted = z.infer<typeof acceptedSchema>;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** PATCH /sessions → 201 { user }. */
export const signUpRequestSchema = withMatchingPasswords(
  z.object({
    email: emailSchema,
    password: passwordSchema,
    repeatPassword: repeatPasswordSchema,
    agreement: agreementSchema,
    firstName: optionalName(messages.nameRequired),
    lastName: optionalName(messages.lastNameRequired),
  }),
);
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** POST /sessions/post-invitation-sign-up → 201 InvitationAuthResult. */
export const invitationSignUpRequestSchema = withMatchingPasswords(
  z.object({
    token: oneTimeTokenSchema,
    password: passwordSchema,
    repeatPassword: repeatPasswordSchema,
    firstName: nameSchema(messages.nameRequired),
    lastName: nameSchema(messages.lastNameRequired),
    agreement: agreementSchema,
  }),
);
export type InvitationSignUpRequest = z.input<typeof invitationSignUpRequestSchema>;

/**
 * Google calls carry the authorization code the browser got from Google Identity Services (code
 * flow). redirectUri must be the one the code was issued for: 'postmessage' in GIS popup mode.
 */
const googleCodeFields = {
  code: z.string().trim().min(1, { error: 'Code is required' }).max(2048),
  redirectUri: z.string().trim().min(1).max(2048).default('postmessage'),
};

/** POST /socials/sessions/google (sign-up, 201) and PATCH /socials/sessions/google (log-in, 200) → AuthResult. */
export const googleCodeRequestSchema = z.object(googleCodeFields);

/** PATCH /socials/sessions/google/post-invitation → 201 InvitationAuthResult. token: the invitation's. */
export const googleInvitationRequestSchema = z.object({ ...googleCodeFields, token: oneTimeTokenSchema });

/**
 * POST /socials/oidc/{provider}/authorization → { url }: the provider's sign-in page for a code
 * issued for redirectUri (the portal's /sign-in/oidc/callback), carrying the browser's state.
 */
export const oidcAuthorizationRequestSchema = z.object({
  redirectUri: z.url({ protocol: /^https?$/, error: 'Redirect URI must be an http or https URL' }).max(2048),
  state: z.string().regex(/^[0-9a-f]{32}$/, { error: 'State must be 32 hexadecimal characters' }),
});
export const oidcAuthorizationResponseSchema = z.object({ url: z.string() });

/** POST /verifications/password → 202 Accepted, whether or not the e-mail has an account. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

/** PUT /verifications/password → 200 { user }; 410 when the link expired or was used. */
export const resetPasswordRequestSchema = withMatchingPasswords(
  z.object({ token: oneTimeTokenSchema, password: passwordSchema, repeatPassword: repeatPasswordSchema }),
);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** POST /sessions/email → 202 Accepted; 429 when the resend limits are reached. */
export const sendVerificationEmailRequestSchema = z.object({ email: emailSchema });

/**
 * The "Check your email" screen's watch: sign-up (201) and a link sent again (202) give one, and
 * POST /sessions/email/status with it tells whether that address was confirmed since, so a link
 * opened on another device moves the screen on. It covers confirmations after it was given only,
 * and nothing about an address that was confirmed before: it tells a stranger nothing they did
 * not cause themselves. It lasts as long as a verification link.
 */
export const confirmationWatchSchema = z.string().min(1).max(2048);
export const CONFIRMATION_WATCH_POLL_SECONDS = 10;
export const signUpResponseSchema = userResultSchema.extend({ confirmationWatch: confirmationWatchSchema });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;
export const verificationSentSchema = acceptedSchema.extend({ confirmationWatch: confirmationWatchSchema });
export type VerificationSent = z.infer<typeof verificationSentSchema>;
/** POST /sessions/email/status → 200 { confirmed }; 400 for a watch that is not (or no longer) valid. */
export const confirmationStatusRequestSchema = z.object({ watch: confirmationWatchSchema });
export const confirmationStatusSchema = z.object({ confirmed: z.boolean() });
export type ConfirmationStatus = z.infer<typeof confirmationStatusSchema>;

/** POST /sessions/token → 200 { user } with isEmailConfirmed true; 410 when expired or used. */
export const confirmEmailRequestSchema = z.object({ token: oneTimeTokenSchema });

/** POST /verifications/token: isReset true checks a reset token, false an invitation token. */
export const validateTokenRequestSchema = z.object({
  token: oneTimeTokenSchema,
  isReset: z.boolean({ error: 'isReset must be true or false' }),
});

export const validateTokenResponseSchema = z.object({
  valid: z.literal(true),
  email: z.string(),
  /** Only for invitation tokens. */
  invitationInfo: z.optional(invitationInfoSchema),
});
export type ValidateTokenResponse = z.infer<typeof validateTokenResponseSchema>;

/** GET /airtable/email-check?email= */
export const emailCheckQuerySchema = z.object({ email: emailSchema });
export const emailCheckResponseSchema = z.object({
  linked: z.boolean(),
  district: z.nullable(districtRefSchema),
  school: z.nullable(schoolRefSchema),
});
export type EmailCheckResponse = z.infer<typeof emailCheckResponseSchema>;

/**
 * PUT /users/me → 200 User. Omitted optional fields keep their stored value; null clears them.
 * A phone number that is sent must be valid ("" → "Phone number is required").
 */
export const completeProfileRequestSchema = z
  .object({
    prefix: z.enum(PREFIXES, { error: messages.prefixInvalid }).nullable().optional(),
    firstName: nameSchema(messages.nameRequired),
    lastName: nameSchema(messages.lastNameRequired),
    phoneNumber: phoneSchema.nullable().optional(),
    currentRole: z
      .string({ error: messages.currentRoleRequired })
      .min(1, { error: messages.currentRoleRequired })
      .pipe(z.enum(CURRENT_ROLES, { error: messages.currentRoleInvalid }))
      .nullable()
      .optional(),
    title: z
      .string({ error: messages.currentTitleRequired })
      .min(1, { error: messages.currentTitleRequired })
      .pipe(z.enum([...TITLES, TITLE_OTHER], { error: messages.currentTitleInvalid }))
      .nullable()
      .optional(),
    titleOther: requiredText(messages.currentTitleRequired, 100).nullable().optional(),
  })
  .refine((v) => v.title !== TITLE_OTHER || typeof v.titleOther === 'string', {
    path: ['titleOther'],
    error: messages.currentTitleRequired,
    // Shown together with the other fields' errors, not only once they are all right.
    when: (payload) => {
      const v = payload.value as { title?: unknown; titleOther?: unknown } | undefined;
      return v?.title === TITLE_OTHER && (v.titleOther === undefined || v.titleOther === null);
    },
  });
/** PATCH /users/me: the person's own settings that travel with the account (the language). */
export const updateMeRequestSchema = z.object({
  /** null: follow the browser (and English for e-mails). */
  language: z.enum(LANGUAGE_CODES, { error: messages.languageInvalid }).nullable(),
});

export type CompleteProfileRequest = z.input<typeof completeProfileRequestSchema>;
