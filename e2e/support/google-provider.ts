// The local OpenID Connect provider of the server tests, registered with the portal's own Google
// callback page, so a browser journey signs in through it as through Google's redirect flow.
import { startOidcProvider, type TestOidcProvider } from '../../tests/helpers/oidc-provider';

export type BrowserOidcProvider = TestOidcProvider;

export function startBrowserOidcProvider(portalOrigin: string): Promise<BrowserOidcProvider> {
  return startOidcProvider({ redirectUri: `${portalOrigin}/sign-in/google/callback` });
}
