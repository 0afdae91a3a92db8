// The blueprint e-mails, sent after their change has committed: a quote is ready for approval (to
// the applicant), and an implementation contact is named (an invitation for someone new, a notice
// for a district member who already has an account). A failed e-mail is logged, never undoes the
// change. Each goes in its recipient's language: a person's own choice, else (someone without an
// account yet, or who never chose) the language of the request that sends it.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@contract/languages';
import { applications, blueprints, users } from '@server/db/schema';
import { languageOfPerson } from '@server/i18n/request-language';
import { wordsFor } from '@server/i18n/text';
import { renderMail } from '@server/plugins/mail-layout';
import { mailInvitation } from '../auth/invitation-service';
import { displayName } from './access';
import type { ImplementerNotice } from './decision-service';
import type { QuoteIssued } from './quote-service';

const blueprintLink = (app: FastifyInstance, blueprintId: string) => `${app.config.publicUrl}/blueprints/${blueprintId}`;

async function blueprintFacts(app: FastifyInstance, blueprintId: string) {
  const [row] = await app.db
    .select({
      preparedFor: blueprints.preparedFor,
      applicantEmail: users.email,
      applicantLanguage: users.language,
      contactEmail: applications.contactEmail,
    })
    .from(blueprints)
    .innerJoin(applications, eq(applications.id, blueprints.applicationId))
    .leftJoin(users, eq(users.id, applications.userId))
    .where(eq(blueprints.id, blueprintId));
  return row;
}

/** Tells the applicant a quote waits for approval; `language`: the request's, for an applicant who never chose one. */
export async function sendQuoteIssued(app: FastifyInstance, issued: QuoteIssued, language: Language): Promise<void> {
  const facts = await blueprintFacts(app, issued.blueprintId);
  const to = facts?.applicantEmail ?? facts?.contactEmail;
  if (!facts || !to) return;
  const words = wordsFor(languageOfPerson(facts.applicantLanguage, language));
  const link = blueprintLink(app, issued.blueprintId);
  const first = issued.revision === 1;
  const vars = { preparedFor: facts.preparedFor, amount: words.money(issued.amountCents), revision: issued.revision };
  app.mailer.sendInBackground({
    to,
    link,
    ...renderMail(words, words.t(first ? 'mail.quote.readySubject' : 'mail.quote.revisedSubject', vars), {
      heading: words.t(first ? 'mail.quote.readyHeading' : 'mail.quote.revisedHeading'),
      paragraphs: [
        words.t(first ? 'mail.quote.readyBody' : 'mail.quote.revisedBody', vars),
        words.t('mail.quote.locked', { date: words.date(issued.validUntil) }),
      ],
      action: { label: words.t('mail.quote.action'), url: link },
      footnote: words.t('mail.quote.footnote'),
    }),
  });
}

/**
 * Invites a new person (in `language`, the request's), or tells a district member they were named
 * implementation contact (in theirs, else the request's).
 */
export async function sendImplementerNotice(app: FastifyInstance, notice: ImplementerNotice, language: Language): Promise<void> {
  if (notice.kind === 'none') return;
  const facts = await blueprintFacts(app, notice.blueprintId);
  if (notice.kind === 'invitation') {
    const words = wordsFor(language);
    const preparedFor = facts?.preparedFor ?? words.t('mail.implementer.yourDistrict');
    const sent = await mailInvitation(app, notice.record, language, words.t('mail.implementer.purpose', { preparedFor }));
    if (sent.mailError) app.log.error({ err: sent.mailError, to: notice.record.invitation.email }, 'implementer invitation could not be sent');
    return;
  }
  const [member] = await app.db.select({ language: users.language }).from(users).where(eq(users.email, notice.email));
  const words = wordsFor(languageOfPerson(member?.language, language));
  const preparedFor = facts?.preparedFor ?? words.t('mail.implementer.yourDistrict');
  const [inviter] = await app.db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, notice.invitedById));
  const link = blueprintLink(app, notice.blueprintId);
  app.mailer.sendInBackground({
    to: notice.email,
    link,
    ...renderMail(words, words.t('mail.implementer.subject', { preparedFor }), {
      heading: words.t('mail.implementer.heading'),
      paragraphs: [
        inviter
          ? words.t('mail.implementer.namedBy', { name: displayName(inviter.firstName, inviter.lastName, inviter.email), preparedFor })
          : words.t('mail.implementer.named', { preparedFor }),
        words.t('mail.implementer.accept'),
      ],
      action: { label: words.t('mail.blueprint.openAction'), url: link },
      footnote: words.t('mail.implementer.footnote'),
    }),
  });
}
