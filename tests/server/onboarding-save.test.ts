// PATCH /users/me/onboarding: each step saves to the server, so another device resumes at the same
// step with the answers (GET /applications/prefilled); finished steps must pass their rules and
// update the profile; the profile's school limit; membership only through a verified e-mail link.
// Each test onboards a new account of its own (newcomer()) into districts of the tests' own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefilledApplicationSchema } from '@contract/applications';
import { saveOnboardingResponseSchema, type OnboardingDraft } from '@contract/onboarding';
import { routes } from '@contract/routes';
import { users } from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { makeDistrict, makePerson, makeSchool, tokenFor, uniqueName, type Person } from '../helpers/factories';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
/** The names of two districts of the tests' own, three schools each, as the wizard's directory lists them. */
let riverbendName: string;
let harborName: string;

/** A signed-up, confirmed account that has not started onboarding, signed in. */
async function newcomer(email?: string): Promise<Person & { token: string }> {
  const person = await makePerson(t.database.db, email ? { email } : {});
  // As sign-up leaves an account: no profile yet, onboarding at its first step.
  await t.database.db.update(users).set({ firstName: null, lastName: null, onboardingStep: 0 }).where(eq(users.id, person.id));
  return { ...person, token: await tokenFor(t.app, person) };
}

async function district(prefix: string, values: { emailDomains?: string[] } = {}): Promise<string> {
  const made = await makeDistrict(t.database.db, { name: uniqueName(prefix), ...values });
  for (let i = 0; i < 3; i += 1) await makeSchool(t.database.db, made.id);
  return made.name;
}

async function idsOf(name: string, token: string) {
  const list = await apiCall(t.app, routes.districts, { query: { search: name }, body: { getAll: true }, token });
  const found = (list.json().items as { id: string; name: string }[]).find((d) => d.name === name)!;
  const schools = await apiCall(t.app, routes.districtSchools, { params: { id: found.id }, token });
  return {
    district: { id: found.id, name: found.name },
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

const save = (auth: string, step: number, data: OnboardingDraft) => apiCall(t.app, routes.saveOnboarding, { body: { step, data }, token: auth });

beforeAll(async () => {
  t = await createTestApp();
  riverbendName = await district('Riverbend');
  harborName = await district('Harbor Point');
});
afterAll(() => t.close());

describe('saving steps', () => {
  it('saves a draft of the current step without judging it', async () => {
    const { token } = await newcomer();
    const response = await save(token, 0, { profile: { firstName: 'No' } });
    expect(response.statusCode, response.body).toBe(200);
    const body = saveOnboardingResponseSchema.parse(response.json());
    expect(body.progress).toMatchObject({ step: 0, data: { profile: { firstName: 'No' } }, savedAt: expect.any(String) });
    expect(body.user.onboardingStep).toBe(0);
  });

  it('moving on requires the finished steps to pass their rules, with the spec messages', async () => {
    const { token } = await newcomer();
    const response = await save(token, 1, {
      profile: { ...profile, firstName: 'N0ra', phoneNumber: '513-555-010', currentRole: '', title: 'Other', titleOther: '   ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'data.profile.firstName', message: 'Cannot contain digits' },
      { field: 'data.profile.phoneNumber', message: 'Phone number is invalid' },
      { field: 'data.profile.currentRole', message: 'Current role is required' },
      { field: 'data.profile.titleOther', message: 'Cannot contain spaces only' },
    ]);
    const me = await apiCall(t.app, routes.me, { token });
    expect(me.json()).toMatchObject({ onboardingStep: 0, firstName: null });
  });

  it('a finished "About you" step updates the profile', async () => {
    const { token } = await newcomer();
    const response = await save(token, 1, { profile });
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

  it('a phone number written with spaces, dashes, dots and brackets is stored as digits', async () => {
    const { token } = await newcomer();
    const response = await save(token, 1, { profile: { ...profile, phoneNumber: '+1 (513) 555-0100' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ phoneNumber: '+15135550100' });
    // The draft keeps the answer as typed, so the field shows what the person wrote.
    expect(response.json().progress.data.profile).toMatchObject({ phoneNumber: '+1 (513) 555-0100' });
    const me = await apiCall(t.app, routes.me, { token });
    expect(me.json()).toMatchObject({ phoneNumber: '+15135550100' });
  });

  it('the district step needs a district and a school, unless "Unlinked to the school"', async () => {
    const { token } = await newcomer();
    const riverbend = await idsOf(riverbendName, token);
    const noSchool = await save(token, 2, { profile, district: { district: riverbend.district, schools: [], unlinked: false } });
    expect(noSchool.statusCode).toBe(400);
    expect(noSchool.json().errors).toEqual([{ field: 'data.district.schools', message: 'School is required' }]);
    const noDistrict = await save(token, 2, { profile, district: { district: null, schools: [], unlinked: true } });
    expect(noDistrict.json().errors).toEqual([{ field: 'data.district.district', message: 'District is required' }]);
    const unlinked = await save(token, 2, { profile, district: { district: riverbend.district, schools: [], unlinked: true } });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
  });

  it('refuses schools of another district and unknown ids', async () => {
    const { token } = await newcomer();
    const riverbend = await idsOf(riverbendName, token);
    const harbor = await idsOf(harborName, token);
    const mixed = await save(token, 2, { profile, district: { district: riverbend.district, schools: [harbor.schools[0]!], unlinked: false } });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toEqual([{ field: 'data.district.schools', message: 'Choose schools of the selected district' }]);
    const unknown = await save(token, 2, {
      profile,
      district: { district: { id: '00000000-0000-4000-8000-000000000000', name: 'Nowhere' }, schools: [], unlinked: true },
    });
    expect(unknown.json().errors).toEqual([{ field: 'data.district.district', message: 'District is required' }]);
  });

  it('puts the chosen schools on the profile, but not the district: the e-mail does not link to it', async () => {
    const { token } = await newcomer();
    const riverbend = await idsOf(riverbendName, token);
    const chosen = riverbend.schools.slice(0, 2);
    const response = await save(token, 2, { profile, district: { district: riverbend.district, schools: chosen, unlinked: false } });
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json().user;
    expect(user.schools.map((s: { id: string }) => s.id).sort()).toEqual(chosen.map((s) => s.id).sort());
    expect(user.school).toMatchObject({ id: chosen[0]!.id });
    expect(user.district).toBeNull();
  });

  it('"Limit Reached" when a profile would hold more than 10 schools', async () => {
    const { token } = await newcomer();
    const riverbend = await idsOf(riverbendName, token);
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
      name: `School ${i}`,
    }));
    const response = await save(token, 1, { profile, district: { district: riverbend.district, schools: eleven, unlinked: false } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'data.district.schools',
        message: 'Limit Reached: the maximum number of schools on your profile is reached. Remove one before adding another.',
      },
    ]);
  });

  it('the number of schools covers the schools picked', async () => {
    const { token } = await newcomer();
    const riverbend = await idsOf(riverbendName, token);
    const district = { district: riverbend.district, schools: riverbend.schools.slice(0, 3), unlinked: false };
    const tooFew = await save(token, 3, { profile, district, schools: { numberOfSchools: 2 } });
    expect(tooFew.json().errors).toEqual([
      { field: 'data.schools.numberOfSchools', message: 'Number of schools cannot be less than the 3 schools you selected' },
    ]);
    const missing = await save(token, 3, { profile, district, schools: {} });
    expect(missing.json().errors).toEqual([{ field: 'data.schools.numberOfSchools', message: 'Number of schools is required' }]);
    const ok = await save(token, 3, { profile, district, schools: { numberOfSchools: 12 } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.applicationType).toBe('MultiSchool');
  });

  it('step 7 is never saved here: only submitting creates the application', async () => {
    const { token } = await newcomer();
    const response = await save(token, 7, { profile });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'step' });
  });
});

describe('resuming on another device', () => {
  it('a second sign-in gets the same step and answers', async () => {
    const person = await newcomer();
    const riverbend = await idsOf(riverbendName, person.token);
    const district = { district: riverbend.district, schools: riverbend.schools.slice(0, 3), unlinked: false };
    expect((await save(person.token, 3, { profile, district, schools: { numberOfSchools: 12 } })).statusCode).toBe(200);

    const other = (await signIn(t.app, person)).token.accessToken;
    const response = await apiCall(t.app, routes.prefilledApplication, { token: other });
    expect(response.statusCode).toBe(200);
    const body = prefilledApplicationSchema.parse(response.json());
    expect(body.basedOn).toBeNull();
    expect(body.progress.step).toBe(3);
    expect(body.progress.data.profile).toMatchObject({ firstName: 'Nora', titleOther: 'Science Lead' });
    expect(body.progress.data.schools).toEqual({ numberOfSchools: 12 });
    expect(body.progress.data.district?.schools).toHaveLength(3);
  });

  it('before anything is saved, the answers start from the profile', async () => {
    const person = await newcomer();
    const response = await apiCall(t.app, routes.prefilledApplication, { token: person.token });
    const body = prefilledApplicationSchema.parse(response.json());
    expect(body.progress).toMatchObject({ step: 0, savedAt: null });
    expect(body.progress.data.profile).toMatchObject({ workEmail: person.email, firstName: '' });
  });
});

describe('district membership', () => {
  it('joins the chosen district when the confirmed account e-mail links to it', async () => {
    // A district whose staff have addresses under its domain (what the e-mail check links), and
    // another that the address does not link to.
    const domain = `${uniqueName('district').replace(' ', '-')}.example`;
    const linkedName = await district('Riverbend', { emailDomains: [domain] });
    const { token } = await newcomer(`teacher@${domain}`);
    const riverbend = (await idsOf(linkedName, token)).district;
    const harbor = (await idsOf(harborName, token)).district;
    const patch = (chosen: { id: string; name: string }) =>
      save(token, 2, { profile, district: { district: { id: chosen.id, name: chosen.name }, schools: [], unlinked: true } });
    expect((await patch(harbor)).json().user.district).toBeNull();
    expect((await patch(riverbend)).json().user.district).toEqual({ id: riverbend.id, name: riverbend.name });
  });
});
