// Connects the http client to navigation: when a 401 ends the session, go to sign-in and come
// back here afterwards.
import { navigate } from 'wouter/use-browser-location';
import { configureHttp } from '../lib/http';
import { currentPath } from '../lib/redirect';
import { ENTRY_PATHS, paths } from './paths';

export function setUpHttp(): void {
  configureHttp({
    onSessionExpired: () => {
      const onEntryPage = (ENTRY_PATHS as readonly string[]).includes(window.location.pathname.toLowerCase());
      navigate(onEntryPage ? paths.signIn() : paths.signIn(currentPath()), { replace: true });
    },
  });
}
