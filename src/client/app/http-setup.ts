// Connects the http client to navigation: when a refused renewal ends the session, go to sign-in
// and come back here afterwards.
import { navigate } from 'wouter/use-browser-location';
import { clearApiCaches } from '../lib/api-caches';
import { getI18n } from '../i18n/locale-store';
import { configureHttp } from '../lib/http';
import { currentPath } from '../lib/redirect';
import { ENTRY_PATHS, paths } from './paths';

export function setUpHttp(): void {
  configureHttp({
    language: () => getI18n().locale,
    onSessionExpired: () => {
      // The cached lookups belonged to the user who is gone.
      void clearApiCaches();
      const onEntryPage = (ENTRY_PATHS as readonly string[]).includes(window.location.pathname.toLowerCase());
      navigate(onEntryPage ? paths.signIn() : paths.signIn(currentPath()), { replace: true });
    },
  });
}
