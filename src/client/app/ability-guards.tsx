// Guards that read the permission table (spec §2): loaded with the signed-in screens, not with the
// first script (the sign-in screen never needs the table).
import type { ReactNode } from 'react';
import type { Ability } from '@contract/permissions';
import { isStaffOnly, useCan } from '../lib/use-can';
import { useSession } from '../lib/use-session';
import { AppRedirect } from '../ui/app-link';
import { lazyNamed } from './lazy-page';

// In the not-found screen's chunk: shown only to someone who typed an address they may not open.
const NotAllowed = lazyNamed(() => import('./not-found'), 'NotAllowed');

/** A screen the permission table grants only some: the others are told so (the API would refuse them). */
export function RequireAbility({ ability, children }: { ability: Ability; children: ReactNode }) {
  return useCan(ability) ? children : <NotAllowed />;
}

/**
 * A district screen (the dashboard, the applications list): programme staff who are no district's
 * members have their own in the staff console, at `staffPath`.
 */
export function DistrictScreen({ staffPath, children }: { staffPath: string; children: ReactNode }) {
  const { user } = useSession();
  return user && isStaffOnly(user.authority) ? <AppRedirect to={staffPath} /> : children;
}
