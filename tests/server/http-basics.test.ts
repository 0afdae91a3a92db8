import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-db';
import { apiCall } from '../helpers/api-call';
import { routes } from '@contract/routes';
import { API_PREFIX } from '@contract/constants';

// Raw paths here only for what the route table does not hold: a route this suite registers itself,
// and a path no route has.
const BOOM = `${API_PREFIX}/test-only/boom`;
const UNKNOWN = `${API_PREFIX}/nothing-here`;

describe('health, errors and headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'none' });
    // A route that fails the way a broken query would, to see what a 5xx shows.
    t.app.get(BOOM, async () => {
      throw new Error('relation "secret_table" does not exist: SELECT * FROM secret_table');
    });
  });
  afterAll(() => t.close());

  it('answers health with the database kind and version', async () => {
    const response = await apiCall(t.app, routes.health);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testDatabaseKind(), version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: UNKNOWN });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: expect.stringContaining(UNKNOWN) });
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const response = await apiCall(t.app, routes.signIn, { headers: { 'content-type': 'application/json' }, body: '{"email": ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
  });

  it('never shows a stack or SQL in a 5xx', async () => {
    const response = await t.app.inject({ method: 'GET', url: BOOM });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toMatch(/secret_table|SELECT|at .*\.ts/);
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const response = await apiCall(t.app, routes.health);
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
