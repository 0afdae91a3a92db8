// The blueprint e-mails, sent after their change has committed: a quote is ready for approval (to
// the applicant), and an implementation contact is named (an invitation for someone new, a notice
// for a district member who already has an account). A failed e-mail is logged, never undoes the change.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { usDate } from '@contract/applications-messages';
import { applications, blueprints, users } from '@server/db/schema';
import { renderMail } from '@server/plugins/mail-layout';
import { mailInvitation } from '../auth/invitation-service';
import { displayName } from './access';
import type { ImplementerNotice } from './decision-service';
import type { QuoteIssued } from './quote-service';

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

const blueprintLink = (app: FastifyInstance, blueprintId: string) => `${app.config.publicUrl}/blueprints/${blueprintId}`;

async function blueprintFacts(app: FastifyInstance, blueprintId: string) {
  const [row] = await app.db
    .select({
      preparedFor: blueprints.preparedFor,
      applicantEmail: users.email,
      contactEmail: applications.contactEmail,
    })
    .from(blueprints)
    .innerJoin(applications, eq(applications.id, blueprints.applicationId))
    .leftJoin(users, eq(users.id, applications.userId))
    .where(eq(blueprints.id, blueprintId));
  return row;
}

/** Tells the applicant a quote waits for approval. */
export async function sendQuoteIssued(app: FastifyInstance, issued: QuoteIssued): Promise<void> {
  const facts = await blueprintFacts(app, issued.blueprintId);
  const to = facts?.applicantEmail ?? facts?.contactEmail;
  if (!facts || !to) return;
  const link = blueprintLink(app, issued.blueprintId);
  const first = issued.revision === 1;
  app.mailer.sendInBackground({
    to,
    link,
    ...renderMail(first ? `Your blueprint quote is ready: ${facts.preparedFor}` : `Your blueprint quote was revised: ${facts.preparedFor}`, {
      heading: first ? 'Your quote is ready for approval' : 'A revised quote needs your approval',
      paragraphs: [
        `The blueprint prepared for ${facts.preparedFor} has a ${first ? '' : 'revised '}quote of ${dollars(issued.amountCents)} (revision ${issued.revision}).`,
        `Prices are locked until ${usDate(issued.validUntil)}. Review the resources, costs and impact forecast, comment where something should change, and approve it when it is right.`,
      ],
      action: { label: 'Review the blueprint', url: link },
      footnote: 'You receive this email because you applied to the programme for your district.',
    }),
  });
}

/** Invites a new person, or tells a district member they were named implementation contact. */
export async function sendImplementerNotice(app: FastifyInstance, notice: ImplementerNotice): Promise<void> {
  if (notice.kind === 'none') return;
  const facts = await blueprintFacts(app, notice.blueprintId);
  const preparedFor = facts?.preparedFor ?? 'your district';
  const purpose = `You are invited as the implementation contact for the blueprint prepared for ${preparedFor}.`;
  if (notice.kind === 'invitation') {
    const sent = await mailInvitation(app, notice.record, purpose);
    if (sent.mailError) app.log.error({ err: sent.mailError, to: notice.record.invitation.email }, 'implementer invitation could not be sent');
    return;
  }
  const [inviter] = await app.db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, notice.invitedById));
  const who = inviter ? displayName(inviter.firstName, inviter.lastName, inviter.email) : 'Your district';
  const link = blueprintLink(app, notice.blueprintId);
  app.mailer.sendInBackground({
    to: notice.email,
    link,
    ...renderMail(`You are invited to implement a blueprint: ${preparedFor}`, {
      heading: 'You are invited as implementation contact',
      paragraphs: [
        `${who} named you the implementation contact for the blueprint prepared for ${preparedFor}.`,
        'Open the blueprint and accept to take it on.',
      ],
      action: { label: 'Open the blueprint', url: link },
      footnote: 'If you did not expect this, reply to the person who invited you.',
    }),
  });
}
