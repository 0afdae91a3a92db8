// What the signed-in person may do, read from the contract's permission table, so a screen shows
// only what the API would let them do.
import { can, type Ability } from '@contract/permissions';
import { useSession } from './use-session';

export function useCan(ability: Ability): boolean {
  const { user } = useSession();
  return user ? can(user.authority, ability) : false;
}

/** Programme staff who are no district's members: they land on the staff console. */
export function isStaffOnly(roles: readonly string[]): boolean {
  return can(roles, 'staff:console') && !can(roles, 'district:act');
}
