// The two e-mails of a submitted application, in the portal's one mail layout: the applicant's
// confirmation (what happens next) and programme staff's "a new application arrived".
import { APPLICATION_REVIEW_WORKING_DAYS } from '@contract/applications';
import { FUNDING_OPTION_LABELS, FUNDING_OPTIONS, type FundingOption } from '@contract/onboarding';
import { renderMail, type RenderedMail } from '@server/plugins/mail-layout';
import { detailDay } from '../reminders/reminder-mails';

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

const FUNDING = (option: string) =>
  (FUNDING_OPTIONS as readonly string[]).includes(option) ? FUNDING_OPTION_LABELS[option as FundingOption] : option;

const schoolsLine = (facts: SubmittedFacts) =>
  facts.schoolNames.length ? facts.schoolNames.join(', ') : `${facts.numberOfSchools} (none picked from the directory)`;

export function applicantConfirmationMail(facts: SubmittedFacts, link: string): RenderedMail {
  return renderMail(`Application #${facts.applicationNumber} received`, {
    heading: 'We received your application',
    paragraphs: [
      `Thank you, ${facts.applicantName}. Your application #${facts.applicationNumber} for ${facts.districtName} was submitted on ${detailDay(facts.applicationDate)}.`,
      `What happens next: a school success manager reads it, usually within ${APPLICATION_REVIEW_WORKING_DAYS} working days, and contacts you to talk about your plan. You can follow its status on your dashboard.`,
    ],
    facts: [
      { label: 'Application', value: `#${facts.applicationNumber}` },
      { label: 'District', value: facts.districtName },
      { label: 'Schools', value: schoolsLine(facts) },
      { label: 'Funding option', value: FUNDING(facts.fundingOption) },
    ],
    action: { label: 'Open your application', url: link },
    footnote: 'You get this e-mail because you applied to the programme in the Hands-On Portal.',
  });
}

export function staffNewApplicationMail(facts: SubmittedFacts, link: string): RenderedMail {
  return renderMail(`New application #${facts.applicationNumber}: ${facts.districtName}`, {
    heading: 'A new application arrived',
    paragraphs: [
      `${facts.applicantName} applied for ${facts.districtName} on ${detailDay(facts.applicationDate)}. It waits in the staff console with status New until someone takes it on.`,
    ],
    facts: [
      { label: 'Application', value: `#${facts.applicationNumber}` },
      { label: 'Applicant', value: facts.contactEmail ? `${facts.applicantName} (${facts.contactEmail})` : facts.applicantName },
      { label: 'District', value: facts.districtName },
      { label: 'Schools', value: schoolsLine(facts) },
      { label: 'Funding option', value: FUNDING(facts.fundingOption) },
    ],
    action: { label: 'Open the application', url: link },
    footnote: 'You get this e-mail because you are programme staff in the Hands-On Portal.',
  });
}
