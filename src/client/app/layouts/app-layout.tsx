// The signed-in layout (spec §2 "authenticated users see the chosen layout"): one of the six
// layout types of the theme settings, with what they share — the small-screen navigation drawer,
// the settings drawer and the sign-out question.
import { Suspense, useState, type ReactNode } from 'react';
import { useSession } from '@client/lib/use-session';
import { useSaveDrawnScreen } from '../first-paint/use-save-drawn-screen';
import { lazyNamed } from '../lazy-page';
import { setPanelExpand } from '../theme/theme-store';
import { useTheme } from '../theme/use-theme';
import { BlankLayout } from './blank-layout';
import type { LayoutProps } from './layout-props';
import { SideNavLayout } from './side-nav-layout';
import { StackedSideLayout } from './stacked-side-layout';
import { TopNavLayout } from './top-nav-layout';

// The drawers' and dialogs' code loads the first time they are opened, not with every screen.
const SettingsDrawer = lazyNamed(() => import('@client/features/settings/settings-drawer'), 'SettingsDrawer');
const SignOutDialog = lazyNamed(() => import('@client/features/auth/components/sign-out-dialog'), 'SignOutDialog');
const NavDrawer = lazyNamed(() => import('./nav-drawer'), 'NavDrawer');

function ChosenLayout(props: LayoutProps) {
  switch (props.theme.layout.type) {
    case 'classic':
      return <SideNavLayout variant="classic" {...props} />;
    case 'stackedSide':
      return <StackedSideLayout {...props} />;
    case 'simple':
      return <TopNavLayout variant="simple" {...props} />;
    case 'decked':
      return <TopNavLayout variant="decked" {...props} />;
    case 'blank':
      return <BlankLayout {...props} />;
    default:
      return <SideNavLayout variant="modern" {...props} />;
  }
}

export function AppLayout({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const theme = useTheme();
  const [navOpen, setNavOpen] = useState(false);
  const [navLoaded, setNavLoaded] = useState(false);
  const [signOutOpen, setSignOutOpen] = useState(false);
  const [signOutLoaded, setSignOutLoaded] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(theme.panelExpand);
  useSaveDrawnScreen();
  // The route guard only renders this layout for a signed-in user.
  if (!user) return null;

  const openSettings = () => {
    setSettingsLoaded(true);
    setPanelExpand(true);
  };

  return (
    <>
      <ChosenLayout
        theme={theme}
        user={user}
        onOpenNav={() => {
          setNavLoaded(true);
          setNavOpen(true);
        }}
        onOpenSettings={openSettings}
        onSignOut={() => {
          setSignOutLoaded(true);
          setSignOutOpen(true);
        }}
      >
        {children}
      </ChosenLayout>
      {navLoaded && (
        <Suspense fallback={null}>
          <NavDrawer open={navOpen} onClose={() => setNavOpen(false)} />
        </Suspense>
      )}
      {settingsLoaded && (
        <Suspense fallback={null}>
          <SettingsDrawer
            open={theme.panelExpand}
            onClose={() => {
              setPanelExpand(false);
              // Focus goes back to the Settings button, also when the drawer was opened from the
              // account menu or the button was drawn anew while it was open (a layout change).
              refocusWhenLost('[data-settings-button]');
            }}
          />
        </Suspense>
      )}
      {signOutLoaded && (
        <Suspense fallback={null}>
          <SignOutDialog open={signOutOpen} onClose={() => setSignOutOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * After a drawer closes, puts focus on `selector` if it was left on the page itself (the drawer's
 * own focus return found no element to go back to). Checked for a moment: the closing transition
 * decides late where focus goes.
 */
function refocusWhenLost(selector: string) {
  let checks = 0;
  const check = () => {
    if (document.activeElement === document.body || document.activeElement === null) {
      document.querySelector<HTMLElement>(selector)?.focus();
      return;
    }
    if (++checks < 12) window.setTimeout(check, 50);
  };
  window.setTimeout(check, 0);
}
