// Who may do what: one table, role → abilities. The server's guards (requireAbility) and the
// client's menus and buttons both read it, so a screen never offers what the API would refuse.
//
// Two sides of one app: district and school staff (USER) act on their own district's data through
// the district's screens; programme staff (ADMIN, SCHOOL_SUCCESS_MANAGER) act on districts only
// through the staff side, so every staff change is deliberate and recorded in the activity log.
// A school success manager's staff abilities reach only the districts assigned to them
// (staff_districts); ADMIN reaches every district (the `all-districts` ability).
import type { Role } from './constants';

export const ABILITIES = [
  // District side, on the caller's own district.
  // complete checklist tasks, count kits (and settle a count conflict from the project screen),
  // request, check out and return kits, apply
  'district:act',
  // List the district's members; invite and deactivate them narrowed to its coordinator by mayManageDistrictPeople.
  'district:people',
  // The district's own insights (charts on its dashboard, GET /insights/{chart}).
  'district:insights',
  'blueprint:read',
  'blueprint:comment',
  // Approve the quote and invite the implementation contact; narrowed to the person by mayDecideBlueprint.
  'blueprint:approve',
  'blueprint:invite',
  // Staff side.
  'staff:console', // the Programme navigation group and the staff dashboard
  'staff:all-districts', // every district, not only the assigned ones
  'staff:applications', // review queue, assign, move status, staff notes, reviewers and their scores
  'staff:blueprints', // build, edit and issue blueprints and quotes; moderate comments
  'staff:funding',
  'staff:invitations',
  'staff:invite-staff', // invite admins and school success managers, not only district staff
  'staff:people', // the People screen: list, deactivate and reactivate the people within reach
  'staff:roles', // change a person's role and the districts a manager looks after: ADMIN only
  'staff:tasks',
  'staff:catalogue', // the resource catalogue is shared by every district: ADMIN only
  'staff:rubric', // the review rubric is the programme's one, shared by every district: ADMIN only
  'staff:outcomes', // the districts' outcome reports: read them, accept them or ask for changes
  'staff:outcome-terms', // the reporting terms are the programme's, shared by every district: ADMIN only
  'staff:directory', // the district and school directory is shared too, and merging moves rows between districts: ADMIN only
  'staff:kit-orders', // the fulfilment queue and its moves; settle a count conflict from the staff side
  'staff:activity',
  'staff:exports',
  'staff:insights', // the Insights screen: charts of the districts within reach
  'staff:operations', // backups and other operator actions
] as const;
export type Ability = (typeof ABILITIES)[number];

const STAFF_SHARED: readonly Ability[] = [
  'blueprint:read',
  'blueprint:comment',
  // Staff who build blueprints approve a quote and name an implementer for the district too
  // (mayDecideBlueprint: every holder of staff:blueprints may).
  'blueprint:approve',
  'blueprint:invite',
  'staff:console',
  'staff:applications',
  'staff:blueprints',
  'staff:funding',
  'staff:invitations',
  'staff:people',
  'staff:tasks',
  'staff:kit-orders',
  'staff:activity',
  'staff:exports',
  'staff:outcomes',
  'staff:insights',
];

const PERMISSIONS: Readonly<Record<Role, readonly Ability[]>> = {
  USER: ['district:act', 'district:people', 'district:insights', 'blueprint:read', 'blueprint:comment', 'blueprint:approve', 'blueprint:invite'],
  SCHOOL_SUCCESS_MANAGER: STAFF_SHARED,
  ADMIN: [
    ...STAFF_SHARED,
    'staff:all-districts',
    'staff:invite-staff',
    'staff:roles',
    'staff:catalogue',
    'staff:rubric',
    'staff:outcome-terms',
    'staff:directory',
    'staff:operations',
  ],
};

const STAFF_ROLES: readonly Role[] = ['ADMIN', 'SCHOOL_SUCCESS_MANAGER'];

/** Whether any of the roles grants the ability. Unknown role names grant nothing. */
export function can(roles: readonly string[], ability: Ability): boolean {
  return roles.some((role) => (PERMISSIONS as Record<string, readonly Ability[] | undefined>)[role]?.includes(ability) ?? false);
}

/** The roles that grant the ability (for a query over people's stored roles). */
export function rolesWith(ability: Ability): Role[] {
  return (Object.keys(PERMISSIONS) as Role[]).filter((role) => PERMISSIONS[role].includes(ability));
}

/** Programme staff: they see the staff side and act on districts only through it. */
export function isProgrammeStaff(roles: readonly string[]): boolean {
  return roles.some((role) => STAFF_ROLES.includes(role as Role));
}

// ---------------------------------------------------------------------------------------------
// Blueprint decisions: who of a district may approve a blueprint and invite its implementer
// ---------------------------------------------------------------------------------------------

/** The current role (spec §6 choices) that speaks for the district on every blueprint of it. */
const DISTRICT_OFFICE_ROLE = 'District Office';

export interface BlueprintActor {
  id: string;
  roles: readonly string[];
  districtId: string | null;
  /** The profile's current role ("District Office", "STEM Educator", …). */
  currentRole?: string | null;
}

export interface BlueprintParties {
  districtId: string;
  /** The applicant of the application the blueprint was built from. */
  applicantId: string | null;
}

/**
 * Approve the quote ('blueprint:approve') or invite the implementation contact ('blueprint:invite'):
 * programme staff with `staff:blueprints` (the server also keeps them to their districts); in the
 * district, the applicant of the blueprint's application, or a member whose current role is District
 * Office. Other members read and comment only.
 */
export function mayDecideBlueprint(actor: BlueprintActor, ability: 'blueprint:approve' | 'blueprint:invite', blueprint: BlueprintParties): boolean {
  if (can(actor.roles, 'staff:blueprints')) return true;
  if (!can(actor.roles, ability)) return false;
  if (blueprint.applicantId !== null && actor.id === blueprint.applicantId) return true;
  return actor.districtId === blueprint.districtId && actor.currentRole === DISTRICT_OFFICE_ROLE;
}

/** Authors delete their own comments; staff who moderate blueprints delete any. */
export function mayDeleteComment(actor: Pick<BlueprintActor, 'id' | 'roles'>, comment: { authorId: string | null }): boolean {
  if (can(actor.roles, 'staff:blueprints')) return true;
  return comment.authorId !== null && comment.authorId === actor.id && can(actor.roles, 'blueprint:comment');
}

// ---------------------------------------------------------------------------------------------
// A district's people: who of a district may invite and deactivate colleagues
// ---------------------------------------------------------------------------------------------

/**
 * The district's coordinator: a member (`district:people`) whose current role is District Office,
 * the same person who speaks for the district on its blueprints. Every member lists colleagues;
 * only the coordinator invites and deactivates them.
 */
export function mayManageDistrictPeople(actor: Pick<BlueprintActor, 'roles' | 'districtId' | 'currentRole'>): boolean {
  return can(actor.roles, 'district:people') && actor.districtId !== null && actor.currentRole === DISTRICT_OFFICE_ROLE;
}
