// The user and session shapes of spec §3, as the API sends them.
import { z } from 'zod';
import { ROLES } from './constants';

export const districtRefSchema = z.object({ id: z.string(), name: z.string() });
export const schoolRefSchema = z.object({ id: z.string(), name: z.string(), districtId: z.string() });

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  onboardingStep: z.number().int().min(0).max(7),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  applicationType: z.string().nullable(),
  showPlanningPopUp: z.boolean(),
  district: districtRefSchema.nullable(),
  school: schoolRefSchema.nullable(),
  schoolName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  title: z.string().nullable(),
  titleOther: z.string().nullable(),
  schools: z.array(schoolRefSchema),
  isEmailConfirmed: z.boolean(),
  authority: z.array(z.enum(ROLES)),
  /** Profile fields of the Complete Your Profile form (spec §3 "User profile"). */
  prefix: z.string().nullable().optional(),
  currentRole: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** An invitation's details (GET /auth/invitations/{token}); an invitation sign-up keeps them with the stored user. */
export const invitationInfoSchema = z.object({
  email: z.string(),
  role: z.string(),
  district: districtRefSchema.nullable(),
  school: schoolRefSchema.nullable(),
  /** Who sent the invitation; null when it came from the command line. */
  invitedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** ISO instant after which the invitation no longer works. */
  expiresAt: z.string(),
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
  token: tokenPairSchema.nullable(),
  appCreated: z.boolean(),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;
