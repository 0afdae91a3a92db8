// Route guards (spec §2): who may see which part of the app, decided from the stored session.
// The guards that read the permission table are in ability-guards.tsx, with the signed-in screens.
import type { ReactNode } from 'react';
import { currentPath } from '../lib/redirect';
import { useSession } from '../lib/use-session';
import { AppRedirect } from '../ui/app-link';
import { paths } from './paths';

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
