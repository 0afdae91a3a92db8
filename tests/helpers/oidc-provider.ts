// A real OpenID Connect provider (panva's oidc-provider) on 127.0.0.1 and a free port, standing in
// for Google. Tests obtain genuine authorization codes by driving its development login and
// consent pages with plain HTTP requests, as a browser would, and hand them to our API.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
// @ts-expect-error -- oidc-provider ships no type declarations; the little used here is typed below.
import Provider from 'oidc-provider';
import { freePort } from './server-process';

interface TestGoogleAccount {
  /** The subject: stable per Google account, whatever its e-mail. */
  sub: string;
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The redirect URI registered for the client; codes are issued for it. */
  redirectUri: string;
  /** The environment that points our server at this provider. */
  env: Record<string, string>;
  addAccount(account: TestGoogleAccount): void;
  /** Signs in as `sub` and consents, returning a fresh authorization code. */
  authorizationCode(sub: string): Promise<string>;
  close(): Promise<void>;
}

interface ProviderInstance {
  callback(): (req: unknown, res: unknown) => void;
}
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance;

/**
 * redirectUri: where the provider sends the code. Server tests read it off the redirect; browser
 * journeys register the portal's own callback page so the browser completes the flow.
 */
export async function startOidcProvider(options: { redirectUri?: string } = {}): Promise<TestOidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'hands-on-portal-test';
  const clientSecret = randomBytes(24).toString('base64url');
  const redirectUri = options.redirectUri ?? 'http://127.0.0.1/callback';
  const accounts = new Map<string, TestGoogleAccount>();

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  const provider = new (Provider as ProviderConstructor)(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // What openid-client sends by default for a client with a secret; Google accepts it too.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // Put the scope's claims into the ID token, as Google does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    // Explicit lifetimes (seconds) keep the provider from printing a notice for each default.
    ttl: { AuthorizationCode: 60, IdToken: 600, AccessToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: account.sub,
            email: account.email,
            email_verified: account.emailVerified ?? true,
            given_name: account.givenName,
            family_name: account.familyName,
          };
        },
      };
    },
  });

  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri,
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: issuer },
    addAccount(account) {
      accounts.set(account.sub, account);
    },
    authorizationCode: (sub) => driveLogin({ issuer, clientId, redirectUri }, sub),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Name → value of the cookies the provider set, as a browser keeps them for one site. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now());
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The authorization request, the dev login form, the consent form, and the code at the end. */
async function driveLogin(client: { issuer: string; clientId: string; redirectUri: string }, sub: string): Promise<string> {
  const jar = new CookieJar();
  const state = randomBytes(8).toString('hex');
  const start = new URL('/auth', client.issuer);
  start.search = new URLSearchParams({
    client_id: client.clientId,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: client.redirectUri,
    state,
  }).toString();

  let url = start.href;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
    });
    jar.store(response);
    body = undefined;

    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(client.redirectUri)) {
        const error = next.searchParams.get('error');
        if (error) throw new Error(`provider refused: ${error} ${next.searchParams.get('error_description') ?? ''}`);
        if (next.searchParams.get('state') !== state) throw new Error('state mismatch');
        const code = next.searchParams.get('code');
        if (!code) throw new Error(`no code in ${next.href}`);
        return code;
      }
      url = next.href;
      continue;
    }

    const html = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html.slice(0, 500)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page: ${html.slice(0, 500)}`);
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
    body = new URLSearchParams(prompt === 'login' ? { prompt, login: sub, password: 'any' } : { prompt });
  }
  throw new Error('too many steps in the provider login');
}
