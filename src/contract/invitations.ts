// Invitations from the staff console (the same flow as `npm run invite`): invite a person by e-mail
// to a district (and school) with a role; list pending, accepted and expired ones; revoke or resend.
//
// POST /staff/invitations, GET /staff/invitations, DELETE /staff/invitations/{id},
// POST /staff/invitations/{id}/resend. A district member (USER) is invited to a district; a school
// success manager optionally to the district they will look after; an admin to none. Inviting
// programme staff takes the `staff:invite-staff` ability (ADMIN).
import { z } from 'zod';
import { ROLES } from './constants';
import { listResponseSchema, pageQuerySchema } from './lists';
import { staffMessages } from './staff-messages';
import { emailSchema } from './validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Roles that make someone programme staff: inviting them takes `staff:invite-staff`. */
export const STAFF_INVITE_ROLES = ['ADMIN', 'SCHOOL_SUCCESS_MANAGER'] as const;

export const createInvitationSchema = z
  .object({
    email: emailSchema,
    role: z.enum(ROLES, { error: staffMessages.roleInvalid }),
    districtId: z.preprocess(blank, z.string().regex(UUID, { error: staffMessages.districtInvalid }).optional()),
    schoolId: z.preprocess(blank, z.string().regex(UUID, { error: staffMessages.schoolNotInDistrict }).optional()),
  })
  .refine((v) => v.role !== 'USER' || v.districtId !== undefined, {
    path: ['districtId'],
    error: staffMessages.districtRequiredForRole,
  });
export type CreateInvitation = z.input<typeof createInvitationSchema>;
export type CreateInvitationBody = z.output<typeof createInvitationSchema>;

export const invitationsQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(blank, z.enum(INVITATION_STATUSES, { error: staffMessages.invitationStatusInvalid }).optional()),
  search: z.preprocess(blank, z.string().trim().max(100).optional()),
});
export type InvitationsQuery = z.output<typeof invitationsQuerySchema>;

const refSchema = z.object({ id: z.string(), name: z.string() });

const invitationRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  district: refSchema.nullable(),
  school: refSchema.nullable(),
  invitedBy: refSchema.nullable(),
  status: z.enum(INVITATION_STATUSES),
  /** ISO instants. */
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type InvitationRow = z.infer<typeof invitationRowSchema>;
export const invitationListSchema = listResponseSchema(invitationRowSchema);
export type InvitationList = z.infer<typeof invitationListSchema>;

/** The answer to creating or resending: the link is shown once, in case the e-mail does not arrive. */
export const invitationSentSchema = z.object({
  invitation: invitationRowSchema,
  link: z.string(),
  mailSent: z.boolean(),
});
export type InvitationSent = z.infer<typeof invitationSentSchema>;

export function invitationStatus(row: { acceptedAt: string | null; expiresAt: string }, now = new Date()): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  return new Date(row.expiresAt) <= now ? 'expired' : 'pending';
}
