// The chunks the first screens of most visits need (sign-in, the dashboard), shared by the route
// table (routes.tsx) and its two areas (entry-area.tsx, app-area.tsx), so the screen preloaded
// before the first render is the very lazy component React renders (lazyNamed hands it over without
// suspending). Every other screen is declared in its area's chunk: the first script carries no
// table of them.
import { getSessionState } from '../lib/session-store';
import { lazyNamed } from './lazy-page';

/** The entry area (sign-in and the other signed-out screens) with its frame. */
export const EntryArea = lazyNamed(() => import('./entry-area'), 'EntryArea');
/** The signed-in area: the chosen frame and the route table of its screens. */
export const AppArea = lazyNamed(() => import('./app-area'), 'AppArea');
/** Onboarding, the account page, the privacy policy and terms, and not-found. */
export const OtherArea = lazyNamed(() => import('./other-area'), 'OtherArea');

export const SignInPage = lazyNamed(() => import('../features/auth/sign-in-page'), 'SignInPage');

export const DashboardScreen = lazyNamed(() => import('./district-dashboard'), 'DistrictDashboardScreen');

/**
 * The dashboard's data, asked for once its chunk is here rather than when React commits the screen.
 * Signed in only: signed out, /dashboard sends to sign-in. Its own task (setTimeout), so the seven
 * requests (and reading the stored session) are not part of the chunk's evaluation or the start
 * script's; the first render does not wait for the answers.
 */
export function preloadDashboardData(): void {
  void import('../features/dashboard/api').then(({ prefetchDashboard }) =>
    setTimeout(() => {
      if (getSessionState().status === 'authenticated') prefetchDashboard();
    }, 0),
  );
}

/**
 * The chunks the first screen of an address needs besides its area's, by its first path segment:
 * the screens most visits open first. The signed-in area's other screens are preloaded by its own
 * chunk (app-area.tsx, preloadAreaScreen) as soon as it has arrived, so this script does not carry
 * their table.
 */
export const FIRST_SCREEN: Record<string, { preload: () => Promise<unknown> }[]> = {
  dashboard: [DashboardScreen],
  'sign-in': [SignInPage],
  'log-in': [SignInPage],
};
