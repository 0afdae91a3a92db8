// TRUST_PROXY: behind proxies the client's address comes from X-Forwarded-For, but only as far as
// the configured proxies vouch for it, never from what the client wrote itself.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_FAILURES_PER_IP } from '@contract/auth';
import { buildApp } from '@server/app';
import { ConfigError, loadConfig } from '@server/config';
import { generateSecrets } from '@server/plugins/secrets';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';
import { routes } from '@contract/routes';
import { API_PREFIX } from '@contract/constants';

let t: TestApp;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: 'none', env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});

/** An app on the shared database with the given TRUST_PROXY and a route that says whom it sees. */
async function appTrusting(trustProxy: string | undefined) {
  const config = loadConfig({ DATA_DIR: t.dataDir, SEED: 'none', ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }) });
  const app = await buildApp({ config, database: t.database, secrets: generateSecrets() });
  // A test-only route, not in the route table: its path is raw.
  app.get(`${API_PREFIX}/test-only/ip`, async (request) => ({ ip: request.ip }));
  apps.push(app);
  return async (remoteAddress: string, forwardedFor?: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `${API_PREFIX}/test-only/ip`,
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return (response.json() as { ip: string }).ip;
  };
}

describe('the configuration', () => {
  it("refuses 'true', which would let a client choose its own address, naming the variable", () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/^Invalid configuration:\n {2}TRUST_PROXY: 'true' would take the client's address/);
  });

  it('takes a number of proxies, or their addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.org', '11']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/^Invalid configuration:\n {2}TRUST_PROXY: /);
    }
  });
});

describe('the address a request is counted under', () => {
  it('unset: the socket’s, whatever the header says', async () => {
    const ipOf = await appTrusting(undefined);
    expect(await ipOf('203.0.113.9', '6.6.6.6')).toBe('203.0.113.9');
  });

  it('one proxy: the address that proxy appended, not the one the client wrote', async () => {
    const ipOf = await appTrusting('1');
    expect(await ipOf('10.0.0.2', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipOf('10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('two proxies: the address the outer one appended', async () => {
    const ipOf = await appTrusting('2');
    expect(await ipOf('10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.7')).toBe('203.0.113.9');
  });

  it('a list of proxies: only those are believed, and only as far as they reach', async () => {
    const ipOf = await appTrusting('10.0.0.0/8');
    expect(await ipOf('10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.7')).toBe('203.0.113.9');
    // A client that reaches the server directly cannot pose as forwarded.
    expect(await ipOf('198.51.100.7', '6.6.6.6')).toBe('198.51.100.7');
  });
});

describe('the per-address sign-in limit behind an appending proxy', () => {
  it('cannot be dodged by writing a new X-Forwarded-For each time', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_FAILURES_PER_IP; i += 1) {
      const response = await apiCall(t.app, routes.signIn, {
        remoteAddress: '10.0.0.2',
        // The client writes any address it likes; the proxy appends the one it really came from.
        headers: { 'x-forwarded-for': `198.18.${i}.${i}, 203.0.113.9` },
        body: { email: `guess${i}@example.org`, password: 'Wrong-pass1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, SIGN_IN_FAILURES_PER_IP).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);
});
