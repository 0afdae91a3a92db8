import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';
import { routes } from '@contract/routes';
import { API_PREFIX } from '@contract/constants';

describe('security headers with Google sign-in configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: 'none',
      env: { GOOGLE_CLIENT_ID: 'client', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: 'https://accounts.google.com' },
    });
  });
  afterAll(() => t.close());

  it("lets Google's popup and script in, and nothing else", async () => {
    const response = await apiCall(t.app, routes.health);
    const csp = String(response.headers['content-security-policy']);
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' 'wasm-unsafe-eval' https://accounts.google.com");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('security headers with lesson file hosts configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'none', env: { LESSON_FILE_ORIGINS: 'https://curriculum.example.org' } });
  });
  afterAll(() => t.close());

  it('lets the page fetch from those hosts, and run nothing from them', async () => {
    const response = await apiCall(t.app, routes.health);
    const csp = String(response.headers['content-security-policy']);
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' https://curriculum.example.org");
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' 'wasm-unsafe-eval'");
  });
});

describe('security headers on every answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'none' });
  });
  afterAll(() => t.close());

  it('sends the same strict headers on a success, an unknown path and a refused request', async () => {
    const answers = await Promise.all([
      apiCall(t.app, routes.health),
      // A path no route has: raw, as the route table has no such path.
      t.app.inject({ method: 'GET', url: `${API_PREFIX}/no-such-thing` }),
      apiCall(t.app, routes.signIn, { body: { email: 'not-an-email' } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 400]);
    for (const answer of answers) {
      expect(/script-src ([^;]*)/.exec(String(answer.headers['content-security-policy']))?.[1]).toBe("'self' 'wasm-unsafe-eval'");
      expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
