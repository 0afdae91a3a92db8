// A submitted application e-mails the applicant a confirmation (what happens next) and tells every
// programme staff member it arrived; the e-mails are jobs, so a mail server that is down never
// fails the submit and the runner sends them once it answers again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationResponseSchema, resourceChoiceListSchema, type CreateApplicationRequest } from '@contract/applications';
import { routes } from '@contract/routes';
import { applications, jobs } from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { mailsTo, readOutbox } from '../helpers/mail';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';

const NEW_USER = { email: 'new@example.org', password: 'Demo-pass1' };
const STAFF = ['admin@example.org', 'manager@example.org'];

async function answers(t: TestApp, token: string): Promise<CreateApplicationRequest> {
  const list = await apiCall(t.app, routes.districts, { query: { search: 'Riverbend' }, body: { getAll: true }, token });
  const district = list.json().items[0] as { id: string; name: string };
  const schoolList = await apiCall(t.app, routes.districtSchools, { params: { id: district.id }, token });
  const schools = (schoolList.json().items as { id: string; name: string }[]).slice(0, 2).map(({ id, name }) => ({ id, name }));
  const resources = await apiCall(t.app, routes.applicationResources, { token });
  return {
    profile: {
      prefix: 'Dr',
      firstName: 'Ada',
      lastName: 'Quinn',
      workEmail: 'ada.quinn@example.org',
      phoneNumber: '5135550123',
      currentRole: 'District Office',
      title: 'Superintendent',
      titleOther: null,
    },
    district: { district: { id: district.id, name: district.name }, schools, unlinked: false },
    schools: { numberOfSchools: 2 },
    resources: {
      resourceIds: resourceChoiceListSchema
        .parse(resources.json())
        .items.slice(0, 1)
        .map((r) => r.id),
    },
    goals: { objectives: 'Every 8th grader builds a prototype.', successDescription: 'A district fair.', comments: null },
    funding: { fundingOption: 'matching', heardAbout: 'Other', heardAboutOther: 'A newsletter' },
    review: { agreement: true },
  };
}

async function submit(t: TestApp) {
  const session = await signIn(t.app, NEW_USER);
  const token = session.token.accessToken;
  const response = await apiCall(t.app, routes.createApplication, { body: await answers(t, token), token });
  expect(response.statusCode, response.body).toBe(201);
  const created = createApplicationResponseSchema.parse(response.json());
  // The demo account was made without the agreement; the application's agreement is now on record.
  expect(session.user.termsAccepted).toBe(false);
  expect(created.user.termsAccepted).toBe(true);
  return created.application;
}

describe('a submitted application e-mails the applicant and programme staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('confirms to the applicant with the number and what happens next, and tells each staff member once', async () => {
    const application = await submit(t);
    await t.app.jobs.runDue();

    // The runner also sends the day's reminders; only this application's e-mails matter here.
    const about = (address: string) => mailsTo(t.dataDir, address).filter((m) => m.subject.includes(`#${application.applicationNumber}`));
    const [confirmation, ...more] = about(NEW_USER.email);
    expect(more).toEqual([]);
    expect(confirmation!.subject).toBe(`Application #${application.applicationNumber} received`);
    expect(confirmation!.text).toContain(`Your application #${application.applicationNumber} for Riverbend County Schools was submitted`);
    expect(confirmation!.text).toContain('usually within 5 working days');
    expect(confirmation!.text).toContain(`/applications/${application.id}`);

    for (const address of STAFF) {
      const notices = about(address);
      expect(
        notices.map((m) => m.subject),
        address,
      ).toEqual([`New application #${application.applicationNumber}: Riverbend County Schools`]);
      expect(notices[0]!.text).toContain('Applicant: Ada Quinn (ada.quinn@example.org)');
      expect(notices[0]!.text).toContain(`/staff/applications/${application.id}`);
    }
    // District members who are not staff are not told.
    expect(about('coordinator@example.org')).toEqual([]);

    // A second run sends nothing again.
    const before = readOutbox(t.dataDir).length;
    await t.app.jobs.runDue();
    expect(readOutbox(t.dataDir)).toHaveLength(before);
  });
});

describe('a mail server that is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every send is refused.
    t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  });
  afterAll(() => t.close());

  it('does not fail the submit: the e-mails wait as jobs and are retried', async () => {
    const application = await submit(t);
    const summary = await t.app.jobs.runDue();
    expect(summary.retried).toBeGreaterThanOrEqual(1 + STAFF.length);
    const waiting = await t.database.db
      .select({ key: jobs.key, status: jobs.status, lastError: jobs.lastError })
      .from(jobs)
      .where(eq(jobs.kind, 'application-submitted'));
    expect(waiting.length).toBeGreaterThanOrEqual(1 + STAFF.length);
    expect(waiting.every((job) => job.status === 'pending' && job.lastError && job.key.includes(application.id))).toBe(true);
    const stored = await t.database.db.select({ status: applications.status }).from(applications).where(eq(applications.id, application.id));
    expect(stored).toEqual([{ status: 'New' }]);
  });
});
