// The ID token's signature is checked against the issuer's published keys, not only its claims:
// a proxy in front of the real provider swaps in a token signed with another key.
import { createServer, type Server } from 'node:http';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { startOidcProvider, type TestOidcProvider } from '../helpers/oidc-provider';
import { freePort } from '../helpers/server-process';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';
import { makeDistrict, uniqueName } from '../helpers/factories';
import { routes } from '@contract/routes';

type Tamper = (idToken: string, proxyIssuer: string) => Promise<string>;

/** Forwards to the provider, presenting itself as the issuer, and lets a test rewrite the ID token. */
async function startTamperingProxy(idp: TestOidcProvider) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  let tamper: Tamper = async (token) => token;
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const upstream = await fetch(idp.issuer + req.url, {
      method: req.method,
      headers: { 'content-type': String(req.headers['content-type'] ?? 'application/json') },
      body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
    });
    let text = await upstream.text();
    if (req.url?.startsWith('/.well-known/')) text = text.replaceAll(idp.issuer, issuer);
    if (req.url === '/token' && upstream.ok) {
      const body = JSON.parse(text) as { id_token: string };
      body.id_token = await tamper(body.id_token, issuer);
      text = JSON.stringify(body);
    }
    res.writeHead(upstream.status, { 'content-type': 'application/json' });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    setTamper: (next: Tamper) => (tamper = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('ID token verification', () => {
  let idp: TestOidcProvider;
  let proxy: Awaited<ReturnType<typeof startTamperingProxy>>;
  let t: TestApp;
  /** An address under a district's domain: one the sign-up would take if the token were believed. */
  let linkedEmail: string;
  beforeAll(async () => {
    idp = await startOidcProvider();
    proxy = await startTamperingProxy(idp);
    t = await createTestApp({ seed: 'demo', env: { ...idp.env, GOOGLE_ISSUER: proxy.issuer } });
    const domain = `${uniqueName('district').replace(' ', '-')}.example`;
    await makeDistrict(t.database.db, { emailDomains: [domain] });
    linkedEmail = `forged@${domain}`;
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await idp?.close();
  });

  const signUp = async (sub: string) =>
    apiCall(t.app, routes.googleSignUp, { body: { code: await idp.authorizationCode(sub), redirectUri: idp.redirectUri } });

  it('refuses a token signed with a key the issuer never published, or naming another issuer', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    idp.addAccount({ sub: 'forged-1', email: linkedEmail });
    // Claims that would pass (issuer, audience, expiry), signed with a key the issuer never published.
    proxy.setTamper(async (token, issuer) =>
      new SignJWT({ ...decodeJwt(token), iss: issuer }).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).sign(privateKey),
    );
    const forged = await signUp('forged-1');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Google sign-in failed. Please try again.');

    // The real provider's token names the real provider as issuer, not the configured one.
    proxy.setTamper(async (token) => token);
    const otherIssuer = await signUp('forged-1');
    expect(otherIssuer.statusCode).toBe(400);

    expect(await t.database.db.select().from(users)).not.toContainEqual(expect.objectContaining({ email: linkedEmail }));
  });
});
