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
  'district:act', // complete checklist tasks, count kits, request, check out and return kits, apply
  'blueprint:read',
  'blueprint:comment',
  // Staff side.
  'staff:console', // the Programme navigation group and the staff dashboard
  'staff:all-districts', // every district, not only the assigned ones
  'staff:applications', // review queue, assign, move status, staff notes
  'staff:blueprints', // build, edit and issue blueprints and quotes; moderate comments
  'staff:funding',
  'staff:invitations',
  'staff:tasks',
  'staff:catalogue', // the resource catalogue is shared by every district: ADMIN only
  'staff:kit-orders',
  'staff:activity',
  'staff:exports',
  'staff:operations', // backups and other operator actions
] as const;
export type Ability = (typeof ABILITIES)[number];

const STAFF_SHARED: readonly Ability[] = [
  'blueprint:read',
  'blueprint:comment',
  'staff:console',
  'staff:applications',
  'staff:blueprints',
  'staff:funding',
  'staff:invitations',
  'staff:tasks',
  'staff:kit-orders',
  'staff:activity',
  'staff:exports',
];

export const PERMISSIONS: Readonly<Record<Role, readonly Ability[]>> = {
  USER: ['district:act', 'blueprint:read', 'blueprint:comment'],
  SCHOOL_SUCCESS_MANAGER: STAFF_SHARED,
  ADMIN: [...STAFF_SHARED, 'staff:all-districts', 'staff:catalogue', 'staff:operations'],
};

const STAFF_ROLES: readonly Role[] = ['ADMIN', 'SCHOOL_SUCCESS_MANAGER'];

/** Whether any of the roles grants the ability. Unknown role names grant nothing. */
export function can(roles: readonly string[], ability: Ability): boolean {
  return roles.some((role) => (PERMISSIONS as Record<string, readonly Ability[] | undefined>)[role]?.includes(ability) ?? false);
}

/** Programme staff: they see the staff side and act on districts only through it. */
export function isProgrammeStaff(roles: readonly string[]): boolean {
  return roles.some((role) => STAFF_ROLES.includes(role as Role));
}
