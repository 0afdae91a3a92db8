import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

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
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' https://accounts.google.com");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});
