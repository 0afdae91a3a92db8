// The user and session shapes of spec §3, as the API sends them.
// zod/mini, not zod's classic API: the stored session and user are read with these before the
// first screen renders, and a classic schema costs about ten times as much to build (every
// instance gets its ~40 methods). Mini schemas nest in classic ones like any other.
import * as z from 'zod/mini';
import { ROLES } from './constants';
import { LANGUAGE_CODES } from './languages';

export const districtRefSchema = z.object({ id: z.string(), name: z.string() });
export const schoolRefSchema = z.object({ id: z.string(), name: z.string(), districtId: z.string() });

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  onboardingStep: z.int().check(z.minimum(0), z.maximum(7)),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  applicationType: z.nullable(z.string()),
  showPlanningPopUp: z.boolean(),
  district: z.nullable(districtRefSchema),
  school: z.nullable(schoolRefSchema),
  schoolName: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  title: z.nullable(z.string()),
  titleOther: z.nullable(z.string()),
  schools: z.array(schoolRefSchema),
  isEmailConfirmed: z.boolean(),
  /**
   * The person agreed to the privacy policy and terms already (at sign-up): the application's last
   * step does not ask again. Optional: a user stored on a device by an older version has no value.
   */
  termsAccepted: z.optional(z.boolean()),
  authority: z.array(z.enum(ROLES)),
  /** Profile fields of the Complete Your Profile form (spec §3 "User profile"). */
  prefix: z.optional(z.nullable(z.string())),
  currentRole: z.optional(z.nullable(z.string())),
  /** The language the person chose; null or absent: the browser's (src/contract/languages.ts). */
  language: z.optional(z.nullable(z.enum(LANGUAGE_CODES))),
});
export type User = z.infer<typeof userSchema>;

/** An invitation's details (GET /auth/invitations/{token}); an invitation sign-up keeps them with the stored user. */
export const invitationInfoSchema = z.object({
  email: z.string(),
  role: z.string(),
  district: z.nullable(districtRefSchema),
  school: z.nullable(schoolRefSchema),
  /** Who sent the invitation; null when it came from the command line. */
  invitedBy: z.nullable(z.object({ name: z.string(), email: z.string() })),
  /** ISO instant after which the invitation no longer works. */
  expiresAt: z.string(),
  /**
   * The blueprint whose implementation contact the person is invited to be, where they land once
   * signed up. Optional: users stored before it have none.
   */
  blueprintId: z.optional(z.nullable(z.string())),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

export const tokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Kept in the browser under storage::1::session (spec §3). */
export const storedSessionSchema = z.object({
  signedIn: z.boolean(),
  token: z.nullable(tokenPairSchema),
  appCreated: z.boolean(),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;
