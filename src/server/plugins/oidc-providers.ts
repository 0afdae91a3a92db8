// Sign-in through the configured OpenID Connect providers (config.oidcProviders; Google is one of
// them): the authorization URL a button leads to, and the exchange of the code the browser brings
// back for the verified ID token's identity. Uses openid-client against each issuer's discovery
// document, fetched when first needed (a provider that is down does not stop the start).
import * as oidc from 'openid-client';
import { messages } from '@contract/messages';
import { oidcMessage } from '@contract/oidc-messages';
import type { Config } from '../config';
import type { OidcProvider } from '../oidc-providers-config';
import { HttpError, notFound } from './http-error';

export interface OidcIdentity {
  /** The ID token's iss and sub: together they name the person, whatever their e-mail. */
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

/** What the buttons ask for: an ID token with the e-mail and the name. */
const SCOPES = 'openid email profile';
/** Seconds a provider's discovery document and token endpoint may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

type Log = { warn(obj: object, msg: string): void };

/** One discovery per issuer and client (id + secret) per process; a failed one is retried next time. */
const discovered = new Map<string, Promise<oidc.Configuration>>();

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** The provider of a URL's :provider segment; 404 naming it when none is configured by that id. */
export function providerOf(config: Config, id: string): OidcProvider {
  const provider = config.oidcProviders.find((candidate) => candidate.id === id);
  if (!provider) throw new HttpError(404, oidcMessage('unknownProvider', id), [{ field: 'provider', message: oidcMessage('unknownProvider', id) }]);
  return provider;
}

/** Google's entry, for the /socials/sessions/google calls: 404 "not configured" without it. */
export function googleProviderOf(config: Config): OidcProvider {
  const provider = config.oidcProviders.find((candidate) => candidate.id === 'google');
  if (!provider) throw notFound(messages.googleNotConfigured);
  return provider;
}

const unavailable = (provider: OidcProvider) => new HttpError(502, oidcMessage('unavailable', provider.label));

async function discover(provider: OidcProvider, log?: Log): Promise<oidc.Configuration> {
  const cacheKey = JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret]);
  let pending = discovered.get(cacheKey);
  if (!pending) {
    const issuer = new URL(provider.issuer);
    pending = oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
      execute: [
        // Plain HTTP only for a provider on this machine (tests, local development).
        ...(issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : []),
        // Also check the ID token's signature against the issuer's published keys; openid-client
        // otherwise relies on TLS to the token endpoint alone (OIDC Core §3.1.3.7 allows that).
        oidc.enableNonRepudiationChecks,
      ],
      timeout: PROVIDER_TIMEOUT_SECONDS,
    });
    discovered.set(cacheKey, pending);
    pending.catch(() => discovered.delete(cacheKey));
  }
  try {
    return await pending;
  } catch (error) {
    log?.warn({ err: error, provider: provider.id, issuer: provider.issuer }, 'OpenID Connect discovery failed');
    throw unavailable(provider);
  }
}

/** Where a sign-in button sends the browser: the provider's authorization endpoint, for a code. */
export async function authorizationUrl(provider: OidcProvider, redirectUri: string, state: string, log?: Log): Promise<string> {
  const configuration = await discover(provider, log);
  return oidc.buildAuthorizationUrl(configuration, { redirect_uri: redirectUri, scope: SCOPES, state, response_type: 'code' }).href;
}

/**
 * Exchanges an authorization code (issued for `redirectUri`; 'postmessage' for the Google
 * Identity Services popup) and returns the identity of its verified ID token: signature, issuer,
 * audience, authorized party and expiry are checked by openid-client.
 *
 * The grant goes through genericGrantRequest because authorizationCodeGrant derives redirect_uri
 * from a URL, and GIS's 'postmessage' is not one; the token response is validated the same way.
 */
export async function exchangeCode(provider: OidcProvider, code: string, redirectUri: string, log?: Log): Promise<OidcIdentity> {
  const configuration = await discover(provider, log);

  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.genericGrantRequest(configuration, 'authorization_code', { code, redirect_uri: redirectUri });
    claims = tokens.claims();
  } catch (error) {
    log?.warn({ err: error, provider: provider.id }, 'OpenID Connect code exchange failed');
    throw exchangeError(provider, error);
  }
  // An OAuth-only answer without an ID token says nothing about who signed in.
  if (!claims || typeof claims.sub !== 'string' || !claims.sub) throw new HttpError(400, oidcMessage('signInFailed', provider.label));

  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const email = text(claims.email)?.toLowerCase() ?? null;
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email,
    emailVerified: claims.email_verified === true || (provider.trustEmails && email !== null),
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
  };
}

/**
 * The provider refused the code (invalid, used, expired, another redirect URI) or its answer
 * failed validation: 400, the user can try again. No answer or a server error: 502.
 */
function exchangeError(provider: OidcProvider, error: unknown): HttpError {
  const notConform = ['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON'];
  const failed = () => new HttpError(400, oidcMessage('signInFailed', provider.label));
  if (error instanceof oidc.ResponseBodyError) return error.status >= 500 ? unavailable(provider) : failed();
  if (error instanceof oidc.ClientError && !notConform.includes(String(error.code))) return failed();
  return unavailable(provider);
}
