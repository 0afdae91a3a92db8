import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../helpers/api-call';
import { makeDistrict, makeSchool, uniqueName } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { routes } from '@contract/routes';

describe('GET /airtable/email-check', () => {
  let t: TestApp;
  let district: Awaited<ReturnType<typeof makeDistrict>>;
  let school: Awaited<ReturnType<typeof makeSchool>>;
  let domain: string;
  let contact: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    // A district of the test's own with a staff domain, and a school of it with a contact address
    // outside that domain (as the demo's coordinator is listed at Cedar Valley High School).
    domain = `${uniqueName('district').replace(' ', '-')}.example`;
    contact = `${uniqueName('contact').replace(' ', '.')}@example.org`;
    district = await makeDistrict(t.database.db, { emailDomains: [domain] });
    school = await makeSchool(t.database.db, district.id, { contactEmails: [contact] });
  });
  afterAll(() => t.close());

  const check = (email: string, remoteAddress = '10.3.0.1') => apiCall(t.app, routes.emailCheck, { query: { email }, remoteAddress });

  it('links a school contact to the school and its district', async () => {
    // In any case: addresses are compared lower-case.
    const response = await check(contact.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      linked: true,
      district: { id: district.id, name: district.name },
      school: { id: school.id, name: school.name, districtId: district.id },
    });
  });

  it("links an address under a district's domain to the district only", async () => {
    const response = await check(`someone@${domain}`);
    expect(response.json()).toEqual({ linked: true, district: { id: district.id, name: district.name }, school: null });
  });

  it('does not link an unknown address, nor a look-alike domain', async () => {
    for (const email of ['person@gmail.example', `x@evil-${domain}`, `x@${domain}.evil`]) {
      expect((await check(email)).json(), email).toEqual({ linked: false, district: null, school: null });
    }
  });

  it('names a bad or missing e-mail with the spec messages', async () => {
    const bad = await check('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'email', message: 'Email is invalid' }]);
    const missing = await apiCall(t.app, routes.emailCheck);
    expect(missing.json().errors).toEqual([{ field: 'email', message: 'Email is required' }]);
  });

  it('limits look-ups from one address', async () => {
    for (let i = 0; i < 60; i++) expect((await check(`probe${i}@example.org`, '10.3.9.9')).statusCode).toBe(200);
    const limited = await check('probe-last@example.org', '10.3.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
