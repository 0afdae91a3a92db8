// Route guards (spec §2): who may see which part of the app, decided from the stored session.
import type { ReactNode } from 'react';
import type { Ability } from '@contract/permissions';
import { currentPath } from '../lib/redirect';
import { isStaffOnly, useCan } from '../lib/use-can';
import { useSession } from '../lib/use-session';
import { AppRedirect } from '../ui/app-link';
import { lazyNamed } from './lazy-page';
import { paths } from './paths';

// In the not-found screen's chunk: shown only to someone who typed an address they may not open.
const NotAllowed = lazyNamed(() => import('./not-found'), 'NotAllowed');

/** The authenticated layout: token, signedIn and appCreated. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'signed-out') return <AppRedirect to={paths.signIn(currentPath())} />;
  if (status === 'onboarding') return <AppRedirect to={paths.onboarding()} />;
  return children;
}

/** Onboarding: signed in, application not created yet. */
export function RequireOnboarding({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'signed-out') return <AppRedirect to={paths.signIn(currentPath())} />;
  if (status === 'authenticated') return <AppRedirect to={paths.dashboard()} />;
  return children;
}

/** "/": the dashboard when authenticated, onboarding while the application is unfinished, else sign-in. */
export function HomeRedirect() {
  const { status } = useSession();
  if (status === 'authenticated') return <AppRedirect to={paths.dashboard()} />;
  if (status === 'onboarding') return <AppRedirect to={paths.onboarding()} />;
  return <AppRedirect to={paths.signIn()} />;
}

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
