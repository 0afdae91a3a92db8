// The addresses outside the entry and signed-in areas, a chunk of their own: onboarding (signed in,
// no application yet), the account page (any signed-in person), the privacy policy and terms (read
// in and out of a session) and the not-found page. Few visits start here, so the first script
// carries neither their routes nor their table of chunks.
import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { getSessionState } from '../lib/session-store';
import { useSession } from '../lib/use-session';
import { RequireAuth, RequireOnboarding } from './guards';
import { lazyNamed } from './lazy-page';
import { Framed } from './screen';

const AppLayout = lazyNamed(() => import('./layouts/app-layout'), 'AppLayout');
const PublicLayout = lazyNamed(() => import('./layouts/public-layout'), 'PublicLayout');
const OnboardingLayout = lazyNamed(() => import('./layouts/onboarding-layout'), 'OnboardingLayout');
const OnboardingPage = lazyNamed(() => import('../features/onboarding/onboarding-page'), 'OnboardingPage');
const AccountPage = lazyNamed(() => import('../features/auth/account-page'), 'AccountPage');
const PrivacyPage = lazyNamed(() => import('../features/legal/legal-page'), 'PrivacyPage');
const TermsPage = lazyNamed(() => import('../features/legal/legal-page'), 'TermsPage');
// Not-found is rarely shown: its own chunk.
const NotFoundPage = lazyNamed(() => import('./not-found'), 'NotFoundPage');

/** The frame a signed-in person's page sits in: the chosen layout, or onboarding's until the application exists. */
const signedInFrame = () => (getSessionState().status === 'authenticated' ? AppLayout : OnboardingLayout);

/** The chunks each address of this area opens with, by its first path segment. */
const AREA_SCREENS: Record<string, () => { preload: () => Promise<unknown> }[]> = {
  onboarding: () => [OnboardingLayout, OnboardingPage],
  account: () => [signedInFrame(), AccountPage],
  privacy: () => [getSessionState().status === 'authenticated' ? AppLayout : PublicLayout, PrivacyPage],
  terms: () => [getSessionState().status === 'authenticated' ? AppLayout : PublicLayout, TermsPage],
};

/**
 * Starts loading the frame and screen of the address being opened as soon as this chunk has arrived
 * (routes.tsx, preloadFirstScreen, waits for it), so the first render draws the screen rather than
 * its spinner. Settles (never rejects); a failure shows when React renders the screen.
 */
export function preloadAreaScreen(pathname: string): Promise<void> {
  const root = pathname.split('/')[1]?.toLowerCase() ?? '';
  return Promise.allSettled((AREA_SCREENS[root]?.() ?? []).map((chunk) => chunk.preload())).then(() => undefined);
}

export function OtherArea() {
  return (
    <Switch>
      <Route path="/onboarding">
        <RequireOnboarding>
          <Framed frame={OnboardingLayout}>
            <OnboardingPage />
          </Framed>
        </RequireOnboarding>
      </Route>

      <Route path="/account">
        <SignedInAnyFrame>
          <AccountPage />
        </SignedInAnyFrame>
      </Route>

      <Route path="/privacy">
        <OpenToAll>
          <PrivacyPage />
        </OpenToAll>
      </Route>
      <Route path="/terms">
        <OpenToAll>
          <TermsPage />
        </OpenToAll>
      </Route>

      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

/** A page for everyone (privacy, terms): inside the chosen layout when signed in, else a public frame. */
function OpenToAll({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return <Framed frame={status === 'authenticated' ? AppLayout : PublicLayout}>{children}</Framed>;
}

/**
 * A page of any signed-in person (the account page): inside the chosen layout, or the onboarding
 * frame while the application is unfinished, since Complete Your Profile links to it before then.
 */
function SignedInAnyFrame({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'signed-out') return <RequireAuth>{children}</RequireAuth>;
  return <Framed frame={status === 'authenticated' ? AppLayout : OnboardingLayout}>{children}</Framed>;
}
