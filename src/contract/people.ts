// People and roles. Programme staff list everyone within their reach (GET /staff/people, filters by
// role, district, state and last sign-in; CSV at /staff/exports/people.csv), read one person with
// what to hand over (GET /staff/people/{id}) and change them (PATCH /staff/people/{id}: `role`,
// `districtIds` for a school success manager, `active`). A district's members list their
// colleagues (GET /district/people); its coordinator invites colleagues (POST /district/invitations)
// and deactivates one (PATCH /district/people/{id} with `active`). Rules: docs/decisions.md
// "People and roles".
import { z } from 'zod';
import { ROLES, type Role } from './constants';
import { listResponseSchema, pageQuerySchema } from './lists';
import { peopleMessages } from './people-messages';
import { emailSchema } from './validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const PERSON_STATES = ['active', 'deactivated'] as const;
export type PersonState = (typeof PERSON_STATES)[number];

/** Last sign-in filters: within the last 7, 30 or 90 days, not for 90 days (or never), never. */
export const LAST_SIGN_IN_FILTERS = ['7d', '30d', '90d', 'over-90d', 'never'] as const;
export type LastSignInFilter = (typeof LAST_SIGN_IN_FILTERS)[number];

/** The role a person is shown with: the widest of their stored roles. */
export function mainRole(roles: readonly string[]): Role {
  if (roles.includes('ADMIN')) return 'ADMIN';
  if (roles.includes('SCHOOL_SUCCESS_MANAGER')) return 'SCHOOL_SUCCESS_MANAGER';
  return 'USER';
}

const filterShape = {
  role: z.preprocess(blank, z.enum(ROLES, { error: peopleMessages.roleInvalid }).optional()),
  districtId: z.preprocess(blank, z.string().regex(UUID, { error: peopleMessages.districtInvalid }).optional()),
  state: z.preprocess(blank, z.enum(PERSON_STATES, { error: peopleMessages.stateInvalid }).optional()),
  lastSignIn: z.preprocess(blank, z.enum(LAST_SIGN_IN_FILTERS, { error: peopleMessages.lastSignInInvalid }).optional()),
  /** Part of a name or e-mail address. */
  search: z.preprocess(blank, z.string().trim().max(100).optional()),
};

/** The People screen's filters, shared by the list and its CSV. */
export const peopleFilterSchema = z.object(filterShape);
export type PeopleFilter = z.output<typeof peopleFilterSchema>;
export const peopleQuerySchema = pageQuerySchema.extend(filterShape);
export type PeopleQuery = z.output<typeof peopleQuerySchema>;

const refSchema = z.object({ id: z.string(), name: z.string() });

const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The district the person is a member of (district and school staff). */
  district: refSchema.nullable(),
  school: refSchema.nullable(),
  /** The districts a school success manager looks after; empty for anyone else. */
  managedDistricts: z.array(refSchema),
  active: z.boolean(),
  /** ISO instants. */
  deactivatedAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;
export const peopleListSchema = listResponseSchema(personSchema);
export type PeopleList = z.infer<typeof peopleListSchema>;

/** What a person leaves open, to be handed over when they go: checkouts with kits out, open tasks. */
const handoverSchema = z.object({
  checkouts: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.number().int(),
      projectName: z.string(),
      schoolName: z.string(),
      kitsOut: z.number().int(),
      /** YYYY-MM-DD, or null. */
      returnDate: z.string().nullable(),
    }),
  ),
  tasks: z.array(z.object({ id: z.string(), title: z.string(), dueDate: z.string().nullable() })),
});
export type Handover = z.infer<typeof handoverSchema>;

export const personDetailSchema = z.object({ person: personSchema, handover: handoverSchema });

const activeSchema = z.boolean({ error: peopleMessages.activeInvalid });

export const updatePersonSchema = z
  .object({
    role: z.enum(ROLES, { error: peopleMessages.roleInvalid }).optional(),
    districtIds: z
      .array(z.string().regex(UUID, { error: peopleMessages.districtIdsInvalid }), { error: peopleMessages.districtIdsInvalid })
      .max(500, { error: peopleMessages.districtIdsInvalid })
      .optional(),
    active: activeSchema.optional(),
  })
  .refine((v) => v.role !== undefined || v.districtIds !== undefined || v.active !== undefined, {
    path: ['active'],
    error: peopleMessages.nothingToChange,
  });
export type UpdatePerson = z.input<typeof updatePersonSchema>;

/**
 * PATCH /district/people/{id}: `active` only. `role` is read so that sending one is refused (403 on
 * the field) rather than silently dropped: a district never changes anyone's role.
 */
export const updateDistrictPersonSchema = z.object({ active: activeSchema, role: z.unknown().optional() });

const districtMemberSchema = personSchema.pick({ id: true, name: true, email: true, school: true, active: true, lastSignInAt: true });
export type DistrictMember = z.infer<typeof districtMemberSchema>;

/** GET /district/people: the members, and whether the caller is the coordinator who may invite and deactivate. */
export const districtPeopleListSchema = z.object({
  items: z.array(districtMemberSchema),
  mayManage: z.boolean(),
});

export const districtMemberDetailSchema = z.object({ person: districtMemberSchema, handover: handoverSchema });

/** POST /district/invitations: a colleague of the caller's own district; `role`, if sent, must be USER. */
export const districtInvitationSchema = z.object({
  email: emailSchema,
  role: z.unknown().optional(),
  schoolId: z.preprocess(blank, z.string().regex(UUID, { error: peopleMessages.schoolInvalid }).optional()),
});
export type DistrictInvitation = z.input<typeof districtInvitationSchema>;
