// The redirect code flow used with an OpenID Connect issuer other than Google (see google-setup.ts):
// to the issuer's authorization endpoint and back to /sign-in/google/callback with a code. The
// state is kept in sessionStorage and must come back unchanged (CSRF); it works once.
import { paths } from '@client/app/paths';
import { clearFlow, readFlow, writeFlow } from '../flow-storage';
import { GOOGLE_SCOPES, type GoogleSetup } from './google-setup';
import { GoogleFlowError, isGoogleIntent, randomState, type GoogleIntent } from './google-intent';

/** A round trip through the provider older than this is not trusted. */
const MAX_AGE_MS = 15 * 60 * 1000;

interface PendingRedirect {
  state: string;
  intent: GoogleIntent;
  startedAt: number;
}

function isPendingRedirect(value: unknown): value is PendingRedirect {
  const v = value as Partial<PendingRedirect> | null;
  return typeof v?.state === 'string' && typeof v.startedAt === 'number' && isGoogleIntent(v.intent);
}

/** The redirect URI codes are issued for; it must be registered with the provider. */
export function callbackUrl(): string {
  return `${window.location.origin}${paths.googleCallback()}`;
}

async function authorizationEndpoint(issuer: string): Promise<URL> {
  let document: { issuer?: unknown; authorization_endpoint?: unknown };
  try {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, { credentials: 'omit' });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    document = (await response.json()) as typeof document;
  } catch {
    throw new GoogleFlowError('unavailable');
  }
  if (typeof document.issuer !== 'string' || document.issuer.replace(/\/+$/, '') !== issuer) {
    throw new GoogleFlowError('unavailable', 'discovery names another issuer');
  }
  if (typeof document.authorization_endpoint !== 'string') throw new GoogleFlowError('unavailable');
  return new URL(document.authorization_endpoint);
}

/** Leaves the page for the provider's sign-in. Resolves only if it could not. */
export async function startRedirect(setup: GoogleSetup, intent: GoogleIntent): Promise<void> {
  const endpoint = await authorizationEndpoint(setup.issuer);
  const state = randomState();
  writeFlow('googleSignIn', { state, intent, startedAt: Date.now() } satisfies PendingRedirect);
  endpoint.search = new URLSearchParams({
    client_id: setup.clientId,
    response_type: 'code',
    scope: GOOGLE_SCOPES,
    redirect_uri: callbackUrl(),
    state,
  }).toString();
  window.location.assign(endpoint.href);
}

/**
 * The intent saved for this state, used up: a second look (or another state) finds nothing, so
 * a replayed or forged callback cannot sign anyone in.
 */
export function takePendingRedirect(state: string | null): GoogleIntent | null {
  const pending = readFlow('googleSignIn', isPendingRedirect);
  clearFlow('googleSignIn');
  if (!pending || !state || pending.state !== state) return null;
  if (Date.now() - pending.startedAt > MAX_AGE_MS) return null;
  return pending.intent;
}
