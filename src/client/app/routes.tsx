// The route table (spec §2). Three areas: the entry area (no session), onboarding (signed in, no
// application yet) and the authenticated layout (the chosen one of six, app/layouts/app-layout.tsx);
// the privacy policy and terms are readable in and out of a session. Every screen is a lazy chunk,
// and so are the entry and signed-in areas with their own tables of screens (entry-area.tsx,
// app-area.tsx): the first script holds this top level and the chunks a first screen preloads.
import { Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { useSession } from '../lib/use-session';
import type * as AppAreaModule from './app-area';
import { AccountPage, AppArea, AppLayout, EntryArea, FIRST_SCREEN } from './first-screen-chunks';
import { HomeRedirect, RequireAuth, RequireOnboarding } from './guards';
import { lazyNamed } from './lazy-page';
import { ENTRY_PATHS } from './paths';
import { Framed, LayoutFallback, Screen } from './screen';

// Not-found is rarely shown: its own chunk, so the first screens' script does not carry it.
const NotFoundPage = lazyNamed(() => import('./not-found'), 'NotFoundPage');
const PublicLayout = lazyNamed(() => import('./layouts/public-layout'), 'PublicLayout');
const OnboardingLayout = lazyNamed(() => import('./layouts/onboarding-layout'), 'OnboardingLayout');
const OnboardingPage = lazyNamed(() => import('../features/onboarding/onboarding-page'), 'OnboardingPage');
const PrivacyPage = lazyNamed(() => import('../features/legal/legal-page'), 'PrivacyPage');
const TermsPage = lazyNamed(() => import('../features/legal/legal-page'), 'TermsPage');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ENTRY_AREA = new RegExp(`^(?:${ENTRY_PATHS.map(escapeRegExp).join('|')})/?$`, 'i');
const APP_AREA_ROOTS = [
  'dashboard',
  'checklist',
  'outcome-reports',
  'planning',
  'blueprints',
  'applications',
  'resources',
  'projects',
  'kits',
  'curriculum',
  'about',
  'support',
  'people',
  'staff',
];
const APP_AREA = new RegExp(`^/(?:${APP_AREA_ROOTS.join('|')})(?:/.*)?$`, 'i');

/**
 * Starts loading the area, layout and screen of the address being opened at once, side by side,
 * instead of one after the other as React reaches them (area first, then the screen inside it);
 * a signed-in screen other than the dashboard starts once its area's chunk has arrived.
 * Called before the first render; a wrong guess only costs a download that would be needed soon
 * anyway. Settles (never rejects) once they have arrived or failed; a failure shows when React
 * renders them.
 */
export function preloadFirstScreen(pathname: string): Promise<void> {
  const root = pathname.split('/')[1]?.toLowerCase() ?? '';
  const area = ENTRY_AREA.test(pathname)
    ? EntryArea.preload()
    : APP_AREA.test(pathname)
      ? AppArea.preload().then((module) => (module as typeof AppAreaModule).preloadAreaScreen(pathname))
      : undefined;
  return Promise.allSettled([area, ...(FIRST_SCREEN[root] ?? []).map((chunk) => chunk.preload())]).then(() => undefined);
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <HomeRedirect />
      </Route>

      <Route path={ENTRY_AREA}>
        <Suspense fallback={<LayoutFallback />}>
          <EntryArea />
        </Suspense>
      </Route>

      <Route path="/onboarding">
        <RequireOnboarding>
          <Suspense fallback={<LayoutFallback />}>
            <OnboardingLayout>
              <Screen>
                <OnboardingPage />
              </Screen>
            </OnboardingLayout>
          </Suspense>
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

      <Route path={APP_AREA}>
        <RequireAuth>
          <Suspense fallback={<LayoutFallback />}>
            <AppArea />
          </Suspense>
        </RequireAuth>
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
