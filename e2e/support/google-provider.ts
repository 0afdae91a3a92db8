// The local OpenID Connect provider of the server tests, registered with one of the portal's own
// callback pages (Google's by default, or every other provider's), so a browser journey signs in
// through it as a user would.
import { startOidcProvider, type TestOidcProvider } from '../../tests/helpers/oidc-provider';

export type BrowserOidcProvider = TestOidcProvider;

export function startBrowserOidcProvider(portalOrigin: string, callbackPath = '/sign-in/google/callback'): Promise<BrowserOidcProvider> {
  return startOidcProvider({ redirectUri: `${portalOrigin}${callbackPath}` });
}
