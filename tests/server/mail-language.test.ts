// Every e-mail goes out in its recipient's language: a person's own choice (PATCH /users/me) wins
// over the language of the request that sends it; someone who never chose, or has no account yet
// (an invitation), gets the request's language; a job e-mails in the person's stored language. The
// expected texts come from the catalogues themselves, never typed here.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@contract/i18n/es';
import { fillTemplate } from '@contract/message-template';
import { routes } from '@contract/routes';
import { invitationSentSchema } from '@contract/invitations';
import { notifications, users } from '@server/db/schema';
import { notificationEmailJobOf } from '@server/features/notifications/email-job';
import { mailMessages } from '@server/i18n/en/mail';
import { enqueueJobs } from '@server/jobs/queue';
import { apiCall } from '../helpers/api-call';
import { makeDistrict, makePerson, makeSchool, tokenFor, type Person } from '../helpers/factories';
import { linkIn, mailsTo, waitForMail, type ReceivedMail } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let address = 0;
/** A different client address per request, so the per-address limits stay out of these tests. */
const nextIp = () => `10.7.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const english: Readonly<Record<string, string>> = mailMessages;
const catalogues = { en: english, es } as const;

/** A person who chose `language` in the portal (PATCH /users/me), or never chose one (null). */
async function personWith(language: 'en' | 'es' | null, options: Parameters<typeof makePerson>[1] = {}): Promise<Person> {
  const person = await makePerson(t.database.db, options);
  if (language) {
    const chosen = await apiCall(t.app, routes.updateMe, { token: await tokenFor(t.app, person), body: { language } });
    expect(chosen.statusCode, chosen.body).toBe(200);
  }
  return person;
}

const forgot = (email: string, acceptLanguage: string) =>
  apiCall(t.app, routes.forgotPassword, { body: { email }, headers: { 'accept-language': acceptLanguage }, remoteAddress: nextIp() });

/** The reset e-mail worded by `language`'s catalogue: subject, every line of the body, the layout's own words. */
function expectResetMail(mail: ReceivedMail, language: 'en' | 'es') {
  const text = catalogues[language];
  const link = linkIn(mail, 'reset-password').href;
  expect(mail.subject).toBe(text['mail.reset.subject']);
  for (const line of [
    text['mail.reset.heading'],
    text['mail.reset.body'],
    `${text['mail.reset.action']}: ${link}`,
    text['mail.reset.footnote'],
    fillTemplate(text['mail.footer.sentBy']!, { product: 'Hands-On Portal' }),
  ]) {
    expect(mail.text).toContain(line);
  }
  expect(mail.html).toContain(`lang="${language}-US"`);
  expect(mail.html).toContain(text['mail.layout.linkFallback']);
}

describe('e-mails in the recipient’s language', () => {
  it('sends a password reset in Spanish to a person who chose Spanish, whatever the request’s language', async () => {
    const person = await personWith('es');
    expect((await forgot(person.email, 'en-US,en;q=0.9')).statusCode).toBe(202);
    expectResetMail(await waitForMail(t.dataDir, person.email), 'es');
  });

  it('sends a password reset in English to a person who chose English, even from a Spanish browser', async () => {
    const person = await personWith('en');
    expect((await forgot(person.email, 'es-MX,es;q=0.9')).statusCode).toBe(202);
    expectResetMail(await waitForMail(t.dataDir, person.email), 'en');
  });

  it('sends a password reset in the request’s language to a person who never chose one', async () => {
    const person = await personWith(null);
    expect((await forgot(person.email, 'es')).statusCode).toBe(202);
    expectResetMail(await waitForMail(t.dataDir, person.email), 'es');
  });

  it('sends an invitation in the language of the request that invites (Accept-Language es)', async () => {
    const inviter = await personWith(null, { roles: ['ADMIN'] });
    const district = await makeDistrict(t.database.db);
    const school = await makeSchool(t.database.db, district.id);
    const email = `invited-es-${crypto.randomUUID()}@example.test`;
    const response = await apiCall(t.app, routes.createInvitation, {
      token: await tokenFor(t.app, inviter),
      headers: { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' },
      body: { email, role: 'USER', districtId: district.id, schoolId: school.id },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(invitationSentSchema.parse(response.json()).mailSent).toBe(true);

    const mail = await waitForMail(t.dataDir, email);
    const [row] = await t.database.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, inviter.id));
    expect(mail.subject).toBe(es['mail.invitation.subject']);
    expect(mail.text).toContain(
      fillTemplate(es['mail.invitation.invitedByFor']!, {
        inviter: `${row!.firstName} ${row!.lastName}`,
        place: `${school.name}, ${district.name}`,
        role: es['mail.invitation.roleMember']!,
      }),
    );
    expect(mail.text).toContain(`${es['mail.invitation.action']}: ${linkIn(mail, 'complete-profile').href}`);
    expect(mail.html).toContain('lang="es-US"');
  });

  it('e-mails a notice in the person’s stored language from the jobs runner, an older notice’s title as stored', async () => {
    const person = await personWith('es');
    const title = `Stored notice ${crypto.randomUUID()}`;
    const [notice] = await t.database.db
      .insert(notifications)
      .values({
        userId: person.id,
        kind: 'staff-comment',
        title,
        body: null,
        link: '/dashboard',
        entityType: 'blueprint',
        entityId: crypto.randomUUID(),
        delivery: 'email',
      })
      .returning({ id: notifications.id });
    await enqueueJobs(t.database.db, [notificationEmailJobOf(notice!.id)]);
    await t.app.jobs.runDue();

    const [mail] = mailsTo(t.dataDir, person.email);
    expect(mail?.subject).toBe(title);
    expect(mail!.text).toContain(`${es['mail.notice.action']}: `);
    expect(mail!.text).toContain(es['mail.notice.footnote']);
    expect(mail!.html).toContain('lang="es-US"');
  });

  it('words a notice kept with its message id in the recipient’s language, in its e-mail', async () => {
    const person = await personWith('es');
    const blueprint = `Plan ${crypto.randomUUID()}`;
    const [notice] = await t.database.db
      .insert(notifications)
      .values({
        userId: person.id,
        kind: 'staff-comment',
        title: `Marcus Reyes commented on “${blueprint}”`,
        titleId: 'document.notice.staffComment',
        titleVars: { actor: 'Marcus Reyes', blueprint },
        body: null,
        link: '/dashboard',
        entityType: 'blueprint',
        entityId: crypto.randomUUID(),
        delivery: 'email',
      })
      .returning({ id: notifications.id });
    await enqueueJobs(t.database.db, [notificationEmailJobOf(notice!.id)]);
    await t.app.jobs.runDue();

    const [mail] = mailsTo(t.dataDir, person.email);
    expect(mail?.subject).toBe(fillTemplate(es['document.notice.staffComment']!, { actor: 'Marcus Reyes', blueprint }));
  });
});
