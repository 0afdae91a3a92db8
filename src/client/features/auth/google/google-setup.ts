// Whether the Google buttons show, and how they get an authorization code (spec §7 "Google
// sign-in loads the provider's script"): with Google itself, Google Identity Services in a popup;
// with any other OpenID Connect issuer (a local provider in tests and development), a plain
// redirect code flow, since Google's script only talks to Google.
import type { ClientConfig } from '@contract/health';
import { useClientConfig } from '@client/lib/client-config';

const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Google asks for these three to return an ID token with the e-mail and the name. */
export const GOOGLE_SCOPES = 'openid email profile';

export interface GoogleSetup {
  clientId: string;
  issuer: string;
  flow: 'popup' | 'redirect';
}

export function googleSetupFrom(config: Pick<ClientConfig, 'googleClientId' | 'googleIssuer'> | undefined): GoogleSetup | null {
  if (!config?.googleClientId) return null;
  const issuer = (config.googleIssuer ?? GOOGLE_ISSUER).replace(/\/+$/, '');
  return { clientId: config.googleClientId, issuer, flow: issuer === GOOGLE_ISSUER ? 'popup' : 'redirect' };
}

/** null while /config loads and when Google sign-in is off: the buttons are hidden. */
export function useGoogleSetup(): GoogleSetup | null {
  return googleSetupFrom(useClientConfig());
}
