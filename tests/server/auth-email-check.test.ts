import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiPath, routes } from '../../src/contract/routes';

describe('GET /airtable/email-check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(() => t.close());

  const check = (email: string, remoteAddress = '10.3.0.1') =>
    t.app.inject({ method: 'GET', url: `${apiPath(routes.emailCheck)}?email=${encodeURIComponent(email)}`, remoteAddress });

  it('links a school contact to the school and its district', async () => {
    const response = await check('Coordinator@Example.org');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      linked: true,
      district: { id: expect.any(String), name: 'Cedar Valley Unified School District' },
      school: { id: expect.any(String), name: 'Cedar Valley High School', districtId: body.district.id },
    });
  });

  it("links an address under a district's domain to the district only", async () => {
    const response = await check('someone@riverbendschools.example');
    expect(response.json()).toEqual({ linked: true, district: { id: expect.any(String), name: 'Riverbend County Schools' }, school: null });
  });

  it('does not link an unknown address, nor a look-alike domain', async () => {
    for (const email of ['person@gmail.example', 'x@evil-cedarvalleyschools.example', 'x@cedarvalleyschools.example.evil']) {
      expect((await check(email)).json(), email).toEqual({ linked: false, district: null, school: null });
    }
  });

  it('names a bad or missing e-mail with the spec messages', async () => {
    const bad = await check('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'email', message: 'Email is invalid' }]);
    const missing = await t.app.inject({ method: 'GET', url: apiPath(routes.emailCheck) });
    expect(missing.json().errors).toEqual([{ field: 'email', message: 'Email is required' }]);
  });

  it('limits look-ups from one address', async () => {
    for (let i = 0; i < 60; i++) expect((await check(`probe${i}@example.org`, '10.3.9.9')).statusCode).toBe(200);
    const limited = await check('probe-last@example.org', '10.3.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
