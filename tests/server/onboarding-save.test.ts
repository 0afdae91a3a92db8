// PATCH /users/me/onboarding: each step saves to the server, so another device resumes at the same
// step with the answers (GET /applications/prefilled); finished steps must pass their rules and
// update the profile; the profile's school limit; membership only through a verified e-mail link.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefilledApplicationSchema } from '../../src/contract/applications';
import { saveOnboardingResponseSchema, type OnboardingDraft } from '../../src/contract/onboarding';
import { users } from '../../src/server/db/schema';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiPath, routes } from '../../src/contract/routes';

const NEW_USER = { email: 'new@example.org', password: 'Demo-pass1' };

let t: TestApp;
let token: string;

async function idsOf(name: string) {
  const list = await t.app.inject({
    method: 'POST',
    url: `${apiPath(routes.districts)}?search=${encodeURIComponent(name)}`,
    headers: bearer(token),
    payload: { getAll: true },
  });
  const district = list.json().items[0] as { id: string; name: string };
  const schools = await t.app.inject({ method: 'GET', url: apiPath(routes.districtSchools, { id: district.id }), headers: bearer(token) });
  return {
    district: { id: district.id, name: district.name },
    schools: (schools.json().items as { id: string; name: string }[]).map(({ id, name }) => ({ id, name })),
  };
}

const profile = {
  prefix: 'Ms',
  firstName: 'Nora',
  lastName: 'O’Neil-Park',
  workEmail: 'Nora.Park@Example.org',
  phoneNumber: '+15135550100',
  currentRole: 'STEM Educator',
  title: 'Other',
  titleOther: 'Science Lead',
};

const save = (step: number, data: OnboardingDraft, auth = token) =>
  t.app.inject({ method: 'PATCH', url: apiPath(routes.saveOnboarding), headers: bearer(auth), payload: { step, data } });

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, NEW_USER)).token.accessToken;
});
afterAll(() => t.close());

describe('saving steps', () => {
  it('saves a draft of the current step without judging it', async () => {
    const response = await save(0, { profile: { firstName: 'No' } });
    expect(response.statusCode, response.body).toBe(200);
    const body = saveOnboardingResponseSchema.parse(response.json());
    expect(body.progress).toMatchObject({ step: 0, data: { profile: { firstName: 'No' } }, savedAt: expect.any(String) });
    expect(body.user.onboardingStep).toBe(0);
  });

  it('moving on requires the finished steps to pass their rules, with the spec messages', async () => {
    const response = await save(1, {
      profile: { ...profile, firstName: 'N0ra', phoneNumber: '513-555-0100', currentRole: '', title: 'Other', titleOther: '   ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'data.profile.firstName', message: 'Cannot contain digits' },
      { field: 'data.profile.phoneNumber', message: 'Phone number is invalid' },
      { field: 'data.profile.currentRole', message: 'Current role is required' },
      { field: 'data.profile.titleOther', message: 'Cannot contain spaces only' },
    ]);
    const me = await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(token) });
    expect(me.json()).toMatchObject({ onboardingStep: 0, firstName: null });
  });

  it('a finished "About you" step updates the profile', async () => {
    const response = await save(1, { profile });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({
      onboardingStep: 1,
      firstName: 'Nora',
      lastName: 'O’Neil-Park',
      phoneNumber: '+15135550100',
      title: 'Other',
      titleOther: 'Science Lead',
      prefix: 'Ms',
      currentRole: 'STEM Educator',
    });
  });

  it('the district step needs a district and a school, unless "Unlinked to the school"', async () => {
    const riverbend = await idsOf('Riverbend');
    const noSchool = await save(2, { profile, district: { district: riverbend.district, schools: [], unlinked: false } });
    expect(noSchool.statusCode).toBe(400);
    expect(noSchool.json().errors).toEqual([{ field: 'data.district.schools', message: 'School is required' }]);
    const noDistrict = await save(2, { profile, district: { district: null, schools: [], unlinked: true } });
    expect(noDistrict.json().errors).toEqual([{ field: 'data.district.district', message: 'District is required' }]);
    const unlinked = await save(2, { profile, district: { district: riverbend.district, schools: [], unlinked: true } });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
  });

  it('refuses schools of another district and unknown ids', async () => {
    const riverbend = await idsOf('Riverbend');
    const harbor = await idsOf('Harbor Point');
    const mixed = await save(2, { profile, district: { district: riverbend.district, schools: [harbor.schools[0]!], unlinked: false } });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toEqual([{ field: 'data.district.schools', message: 'Choose schools of the selected district' }]);
    const unknown = await save(2, {
      profile,
      district: { district: { id: '00000000-0000-4000-8000-000000000000', name: 'Nowhere' }, schools: [], unlinked: true },
    });
    expect(unknown.json().errors).toEqual([{ field: 'data.district.district', message: 'District is required' }]);
  });

  it('puts the chosen schools on the profile, but not the district: the e-mail does not link to it', async () => {
    const riverbend = await idsOf('Riverbend');
    const chosen = riverbend.schools.slice(0, 2);
    const response = await save(2, { profile, district: { district: riverbend.district, schools: chosen, unlinked: false } });
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json().user;
    expect(user.schools.map((s: { id: string }) => s.id).sort()).toEqual(chosen.map((s) => s.id).sort());
    expect(user.school).toMatchObject({ id: chosen[0]!.id });
    expect(user.district).toBeNull();
  });

  it('"Limit Reached" when a profile would hold more than 10 schools', async () => {
    const riverbend = await idsOf('Riverbend');
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
      name: `School ${i}`,
    }));
    const response = await save(1, { profile, district: { district: riverbend.district, schools: eleven, unlinked: false } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'data.district.schools',
        message: 'Limit Reached: the maximum number of schools on your profile is reached. Remove one before adding another.',
      },
    ]);
  });

  it('the number of schools covers the schools picked', async () => {
    const riverbend = await idsOf('Riverbend');
    const district = { district: riverbend.district, schools: riverbend.schools.slice(0, 3), unlinked: false };
    const tooFew = await save(3, { profile, district, schools: { numberOfSchools: 2 } });
    expect(tooFew.json().errors).toEqual([
      { field: 'data.schools.numberOfSchools', message: 'Number of schools cannot be less than the 3 schools you selected' },
    ]);
    const missing = await save(3, { profile, district, schools: {} });
    expect(missing.json().errors).toEqual([{ field: 'data.schools.numberOfSchools', message: 'Number of schools is required' }]);
    const ok = await save(3, { profile, district, schools: { numberOfSchools: 12 } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.applicationType).toBe('MultiSchool');
  });

  it('step 7 is never saved here: only submitting creates the application', async () => {
    const response = await save(7, { profile });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'step' });
  });
});

describe('resuming on another device', () => {
  it('a second sign-in gets the same step and answers', async () => {
    const other = (await signIn(t.app, NEW_USER)).token.accessToken;
    const response = await t.app.inject({ method: 'GET', url: apiPath(routes.prefilledApplication), headers: bearer(other) });
    expect(response.statusCode).toBe(200);
    const body = prefilledApplicationSchema.parse(response.json());
    expect(body.basedOn).toBeNull();
    expect(body.progress.step).toBe(3);
    expect(body.progress.data.profile).toMatchObject({ firstName: 'Nora', titleOther: 'Science Lead' });
    expect(body.progress.data.schools).toEqual({ numberOfSchools: 12 });
    expect(body.progress.data.district?.schools).toHaveLength(3);
  });

  it('before anything is saved, the answers start from the profile', async () => {
    const fresh = await createTestApp();
    try {
      const auth = (await signIn(fresh.app, NEW_USER)).token.accessToken;
      const response = await fresh.app.inject({ method: 'GET', url: apiPath(routes.prefilledApplication), headers: bearer(auth) });
      const body = prefilledApplicationSchema.parse(response.json());
      expect(body.progress).toMatchObject({ step: 0, savedAt: null });
      expect(body.progress.data.profile).toMatchObject({ workEmail: 'new@example.org', firstName: '' });
    } finally {
      await fresh.close();
    }
  });
});

describe('district membership', () => {
  it('joins the chosen district when the confirmed account e-mail links to it', async () => {
    const fresh = await createTestApp();
    try {
      // An address under Riverbend's e-mail domain (what the e-mail check links).
      await fresh.database.db.update(users).set({ email: 'teacher@riverbendschools.example' }).where(eq(users.email, NEW_USER.email));
      const auth = (await signIn(fresh.app, { email: 'teacher@riverbendschools.example', password: NEW_USER.password })).token.accessToken;
      const list = await fresh.app.inject({
        method: 'POST',
        url: apiPath(routes.districts),
        headers: bearer(auth),
        payload: { getAll: true },
      });
      const items = list.json().items as { id: string; name: string }[];
      const riverbend = items.find((d) => d.name === 'Riverbend County Schools')!;
      const harbor = items.find((d) => d.name === 'Harbor Point Independent School District')!;
      const patch = (district: { id: string; name: string }) =>
        fresh.app.inject({
          method: 'PATCH',
          url: apiPath(routes.saveOnboarding),
          headers: bearer(auth),
          payload: { step: 2, data: { profile, district: { district: { id: district.id, name: district.name }, schools: [], unlinked: true } } },
        });
      expect((await patch(harbor)).json().user.district).toBeNull();
      expect((await patch(riverbend)).json().user.district).toEqual({ id: riverbend.id, name: riverbend.name });
    } finally {
      await fresh.close();
    }
  });
});
