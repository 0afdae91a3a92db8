// The two e-mails of a submitted application, in the portal's one mail layout: the applicant's
// confirmation (what happens next) and programme staff's "a new application arrived", each worded in
// its recipient's language (the words passed in).
import { APPLICATION_REVIEW_WORKING_DAYS } from '@contract/applications';
import type { FundingOption } from '@contract/onboarding';
import type { ServerMessageId } from '@server/i18n/en';
import type { Words } from '@server/i18n/text';
import { renderMail, type RenderedMail } from '@server/plugins/mail-layout';

export interface SubmittedFacts {
  applicationNumber: number;
  applicantName: string;
  districtName: string;
  schoolNames: string[];
  numberOfSchools: number;
  fundingOption: string;
  /** YYYY-MM-DD. */
  applicationDate: string;
  contactEmail: string | null;
}

const FUNDING_LABELS: Record<FundingOption, ServerMessageId> = {
  full: 'mail.application.fundingFull',
  matching: 'mail.application.fundingMatching',
};

const funding = (words: Words, option: string) => (Object.hasOwn(FUNDING_LABELS, option) ? words.t(FUNDING_LABELS[option as FundingOption]) : option);

const schoolsLine = (words: Words, facts: SubmittedFacts) =>
  facts.schoolNames.length ? facts.schoolNames.join(', ') : words.t('mail.application.schoolsNone', { count: words.number(facts.numberOfSchools) });

/** The facts both e-mails list, the applicant's row (staff only) after the number. */
function applicationFacts(words: Words, facts: SubmittedFacts, applicant?: string) {
  return [
    { label: words.t('mail.application.numberLabel'), value: `#${facts.applicationNumber}` },
    ...(applicant ? [{ label: words.t('mail.application.applicantLabel'), value: applicant }] : []),
    { label: words.t('mail.application.districtLabel'), value: facts.districtName },
    { label: words.t('mail.application.schoolsLabel'), value: schoolsLine(words, facts) },
    { label: words.t('mail.application.fundingLabel'), value: funding(words, facts.fundingOption) },
  ];
}

export function applicantConfirmationMail(words: Words, facts: SubmittedFacts, link: string): RenderedMail {
  const number = facts.applicationNumber;
  return renderMail(words, words.t('mail.application.received.subject', { number }), {
    heading: words.t('mail.application.received.heading'),
    paragraphs: [
      words.t('mail.application.received.body', {
        name: facts.applicantName,
        number,
        district: facts.districtName,
        date: words.date(facts.applicationDate),
      }),
      words.t('mail.application.received.next', { days: words.number(APPLICATION_REVIEW_WORKING_DAYS) }),
    ],
    facts: applicationFacts(words, facts),
    action: { label: words.t('mail.application.received.action'), url: link },
    footnote: words.t('mail.application.received.footnote'),
  });
}

export function staffNewApplicationMail(words: Words, facts: SubmittedFacts, link: string): RenderedMail {
  return renderMail(words, words.t('mail.application.new.subject', { number: facts.applicationNumber, district: facts.districtName }), {
    heading: words.t('mail.application.new.heading'),
    paragraphs: [
      words.t('mail.application.new.body', { name: facts.applicantName, district: facts.districtName, date: words.date(facts.applicationDate) }),
    ],
    facts: applicationFacts(words, facts, facts.contactEmail ? `${facts.applicantName} (${facts.contactEmail})` : facts.applicantName),
    action: { label: words.t('mail.application.new.action'), url: link },
    footnote: words.t('mail.application.new.footnote'),
  });
}
