// The route table (spec §2). Three areas: the entry area (no session), onboarding (signed in, no
// application yet) and the authenticated layout (the chosen one of six, app/layouts/app-layout.tsx);
// the privacy policy and terms are readable in and out of a session. Every screen is a lazy chunk,
// and so are the areas with their own tables of screens (entry-area.tsx, app-area.tsx, and
// other-area.tsx for onboarding, the account page, the legal pages and not-found): the first script
// holds this top level and the chunks the first screens of most visits preload.
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import type * as AppAreaModule from './app-area';
import { AppArea, EntryArea, FIRST_SCREEN, OtherArea, preloadDashboardData } from './first-screen-chunks';
import { HomeRedirect, RequireAuth } from './guards';
import type * as OtherAreaModule from './other-area';
import { ENTRY_PATHS } from './paths';
import { LayoutFallback } from './screen';

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
 * Starts loading the area, layout and screen of an address at once, side by side, instead of one
 * after the other as React reaches them (area first, then the screen inside it); a signed-in screen
 * other than the dashboard starts once its area's chunk has arrived. The screen's first requests
 * leave too (the dashboard's here, the staff insights' from app-area.tsx). Called before the first
 * render, and by the signed-in area when a link is followed (ui/app-link.tsx). A wrong guess only
 * costs a download that would be needed soon anyway. Settles (never rejects) once they have arrived
 * or failed; a failure shows when React renders them.
 */
export function preloadFirstScreen(pathname: string, search = ''): Promise<void> {
  const root = pathname.split('/')[1]?.toLowerCase() ?? '';
  const area = ENTRY_AREA.test(pathname)
    ? EntryArea.preload()
    : APP_AREA.test(pathname)
      ? AppArea.preload().then((module) => (module as typeof AppAreaModule).preloadAreaScreen(pathname, search))
      : pathname === '/'
        ? undefined
        : OtherArea.preload().then((module) => (module as typeof OtherAreaModule).preloadAreaScreen(pathname));
  if (root === 'dashboard') preloadDashboardData();
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

      <Route path={APP_AREA}>
        <RequireAuth>
          <Suspense fallback={<LayoutFallback />}>
            <AppArea />
          </Suspense>
        </RequireAuth>
      </Route>

      {/* Onboarding, the account page, the privacy policy and terms, and not-found (other-area.tsx). */}
      <Route>
        <Suspense fallback={<LayoutFallback />}>
          <OtherArea />
        </Suspense>
      </Route>
    </Switch>
  );
}
