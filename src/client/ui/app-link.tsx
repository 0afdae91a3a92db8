// Links and navigation that stay absolute inside wouter's nested routers (<Route nest>), where a
// plain "/x" would be taken relative to the nested base. paths.ts builds absolute paths; these
// prefix them with "~", wouter's marker for "from the root".
import { useCallback, type AnchorHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Link, Redirect, useLocation } from 'wouter';

const fromRoot = (to: string) => (to.startsWith('~') ? to : `~${to}`);

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

type ScreenPreloader = (to: string) => void;
let preloadScreen: ScreenPreloader = () => undefined;

/**
 * What starts loading a followed link's screen, its chunks and first requests (set by the signed-in
 * area, app/app-area.tsx): ui does not import the app.
 */
export function setScreenPreloader(preloader: ScreenPreloader): void {
  preloadScreen = preloader;
}

export function AppLink({ to, ...rest }: AppLinkProps) {
  // In the capture phase, before wouter navigates: the chunks and requests are on their way while
  // React renders the new screen.
  return <Link to={fromRoot(to)} onClickCapture={() => preloadScreen(to)} {...rest} />;
}

/** navigate(path) with an absolute path from paths.ts, wherever the caller sits. */
export function useNavigateTo(): (to: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  return useCallback((to, options) => navigate(fromRoot(to), options), [navigate]);
}

/** Redirect to an absolute path (replacing the history entry), wherever the caller sits. */
export function AppRedirect({ to }: { to: string }) {
  return <Redirect to={fromRoot(to)} replace />;
}
