// Sign-in through a configured OpenID Connect provider other than Google (README, "Sign-in
// providers"): the server gives the provider's authorization URL for our callback and a random
// state, the browser goes there and comes back to /sign-in/oidc/callback with a code, and the code
// goes to the provider's endpoint for the button's intent. The state is kept in sessionStorage and
// must come back unchanged (CSRF); it works once.
import type { AuthResult, InvitationAuthResult } from '@contract/auth';
import { paths } from '@client/app/paths';
import { apiRequest } from '@client/lib/http';
import { startSession } from '@client/lib/session-store';
import { clearFlow, readFlow, writeFlow } from '../flow-storage';
import { isGoogleIntent, randomState, type GoogleIntent } from '../google/google-intent';
import { postSignInPath } from '../post-sign-in';

export interface SignInProvider {
  id: string;
  label: string;
}

/** A round trip through the provider older than this is not trusted. */
const MAX_AGE_MS = 15 * 60 * 1000;

interface PendingProviderRedirect {
  state: string;
  provider: SignInProvider;
  intent: GoogleIntent;
  startedAt: number;
}

function isPending(value: unknown): value is PendingProviderRedirect {
  const v = value as Partial<PendingProviderRedirect> | null;
  return (
    typeof v?.state === 'string' &&
    typeof v.startedAt === 'number' &&
    typeof v.provider?.id === 'string' &&
    typeof v.provider.label === 'string' &&
    isGoogleIntent(v.intent)
  );
}

// The definitions (and the answers' schemas) load with the call: the sign-in screen draws without zod's classic API.
const endpoints = () => import('@contract/sign-in-endpoints').then((m) => m.signInEndpoints);

/** The redirect URI codes are issued for; register <PUBLIC_URL>/sign-in/oidc/callback with each provider. */
export const providerCallbackUrl = () => `${window.location.origin}${paths.providerCallback()}`;

/** Leaves the page for the provider's sign-in. Resolves only if it could not (it throws the server's error). */
export async function startProviderRedirect(provider: SignInProvider, intent: GoogleIntent): Promise<void> {
  const { oidcAuthorization } = await endpoints();
  const state = randomState();
  const { url } = await apiRequest(oidcAuthorization, {
    params: { provider: provider.id },
    body: { redirectUri: providerCallbackUrl(), state },
    unauthorizedRedirect: false,
  });
  writeFlow('providerSignIn', { state, provider, intent, startedAt: Date.now() } satisfies PendingProviderRedirect);
  window.location.assign(url);
}

/** The provider and intent saved for this state, used up: a replayed or forged callback finds nothing. */
export function takePendingProviderRedirect(state: string | null): { provider: SignInProvider; intent: GoogleIntent } | null {
  const pending = readFlow('providerSignIn', isPending);
  clearFlow('providerSignIn');
  if (!pending || !state || pending.state !== state) return null;
  if (Date.now() - pending.startedAt > MAX_AGE_MS) return null;
  return { provider: pending.provider, intent: pending.intent };
}

/** Hands the code to the provider's endpoint for the intent, starts the session, says where to go next. */
export async function finishProviderSignIn(providerId: string, intent: GoogleIntent, code: string): Promise<string> {
  const all = await endpoints();
  const request = { params: { provider: providerId }, unauthorizedRedirect: false } as const;
  const body = { code, redirectUri: providerCallbackUrl() };
  switch (intent.kind) {
    case 'sign-in': {
      const { token, user }: AuthResult = await apiRequest(all.oidcLogIn, { ...request, body });
      startSession(token, user);
      return postSignInPath(user, intent.redirectUrl);
    }
    case 'sign-up': {
      const { token, user }: AuthResult = await apiRequest(all.oidcSignUp, { ...request, body });
      startSession(token, user);
      return postSignInPath(user, null);
    }
    case 'invitation': {
      const { token, user, invitationInfo }: InvitationAuthResult = await apiRequest(all.oidcInvitationSignUp, {
        ...request,
        body: { ...body, token: intent.token },
      });
      startSession(token, { ...user, invitationInfo });
      return paths.verifyEmail();
    }
  }
}
