// Google sign-in on the server: exchanges the authorization code the browser got from Google
// Identity Services for tokens and returns the verified ID token's identity. Uses openid-client
// against the issuer's discovery document (Google, or a local provider in tests).
import * as oidc from 'openid-client';
import { messages } from '@contract/messages';
import type { Config } from '../config';
import { HttpError, notFound } from './http-error';

export interface GoogleIdentity {
  /** The ID token's iss and sub: together they name the person, whatever their e-mail. */
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

type GoogleConfig = Required<Pick<Config, 'googleClientId' | 'googleClientSecret'>> & Pick<Config, 'googleIssuer'>;

/** One discovery per issuer and client (id + secret) per process; a failed one is retried next time. */
const discovered = new Map<string, Promise<oidc.Configuration>>();

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

export function googleConfigOf(config: Config): GoogleConfig {
  if (!config.googleClientId || !config.googleClientSecret) throw notFound(messages.googleNotConfigured);
  return { googleClientId: config.googleClientId, googleClientSecret: config.googleClientSecret, googleIssuer: config.googleIssuer };
}

function discover(config: GoogleConfig): Promise<oidc.Configuration> {
  const cacheKey = JSON.stringify([config.googleIssuer, config.googleClientId, config.googleClientSecret]);
  let pending = discovered.get(cacheKey);
  if (!pending) {
    const issuer = new URL(config.googleIssuer);
    pending = oidc.discovery(issuer, config.googleClientId, config.googleClientSecret, undefined, {
      execute: [
        // Plain HTTP only for a provider on this machine (tests, local development).
        ...(issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : []),
        // Also check the ID token's signature against the issuer's published keys; openid-client
        // otherwise relies on TLS to the token endpoint alone (OIDC Core §3.1.3.7 allows that).
        oidc.enableNonRepudiationChecks,
      ],
      timeout: 10,
    });
    discovered.set(cacheKey, pending);
    pending.catch(() => discovered.delete(cacheKey));
  }
  return pending;
}

/**
 * Exchanges an authorization code (issued for `redirectUri`; 'postmessage' for the Google
 * Identity Services popup) and returns the identity of its verified ID token: signature, issuer,
 * audience, authorized party and expiry are checked by openid-client.
 *
 * The grant goes through genericGrantRequest because authorizationCodeGrant derives redirect_uri
 * from a URL, and GIS's 'postmessage' is not one; the token response is validated the same way.
 */
export async function exchangeGoogleCode(
  appConfig: Config,
  code: string,
  redirectUri: string,
  log?: { warn(obj: object, msg: string): void },
): Promise<GoogleIdentity> {
  const config = googleConfigOf(appConfig);
  let configuration: oidc.Configuration;
  try {
    configuration = await discover(config);
  } catch (error) {
    log?.warn({ err: error }, 'Google discovery failed');
    throw new HttpError(502, messages.googleUnavailable);
  }

  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.genericGrantRequest(configuration, 'authorization_code', { code, redirect_uri: redirectUri });
    claims = tokens.claims();
  } catch (error) {
    log?.warn({ err: error }, 'Google code exchange failed');
    throw exchangeError(error);
  }
  // An OAuth-only answer without an ID token says nothing about who signed in.
  if (!claims || typeof claims.sub !== 'string' || !claims.sub) throw new HttpError(400, messages.googleSignInFailed);

  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: text(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
  };
}

/**
 * The provider refused the code (invalid, used, expired, another redirect URI) or its answer
 * failed validation: 400, the user can try again. No answer or a server error: 502.
 */
function exchangeError(error: unknown): HttpError {
  const unavailable = ['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON'];
  if (error instanceof oidc.ResponseBodyError) {
    return new HttpError(error.status >= 500 ? 502 : 400, error.status >= 500 ? messages.googleUnavailable : messages.googleSignInFailed);
  }
  if (error instanceof oidc.ClientError && !unavailable.includes(String(error.code))) {
    return new HttpError(400, messages.googleSignInFailed);
  }
  return new HttpError(502, messages.googleUnavailable);
}
