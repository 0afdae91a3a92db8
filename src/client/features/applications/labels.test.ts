// Application values as people read them: status names, stored answers and school facts.
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../../../contract/applications';
import { HEARD_ABOUT_CHOICES } from '../../../contract/onboarding';
import { createFormatters } from '../../i18n/format';
import { createTranslator } from '../../i18n/translate';
import { applicationTypeLabel, fundingLabel, heardAboutLabel, schoolFacts, statusId } from './labels';

const { t } = createTranslator({}, 'en-US');
const { number } = createFormatters('en-US');

describe('application labels', () => {
  it('name every status and stored answer in English as the contract spells it', () => {
    expect(APPLICATION_STATUSES.map((status) => t(statusId(status)))).toEqual([...APPLICATION_STATUSES]);
    for (const choice of HEARD_ABOUT_CHOICES) expect(heardAboutLabel(t, choice)).toBe(choice);
    expect(fundingLabel(t, 'full')).toBe('Full funding');
    expect(fundingLabel(t, 'matching')).toBe('Matching funds');
  });

  it("keep the applicant's own words and unknown values as they are", () => {
    expect(heardAboutLabel(t, 'A podcast')).toBe('A podcast');
    expect(applicationTypeLabel(t, 'SingleSchool')).toBe('One school');
    expect(applicationTypeLabel(t, null)).toBe('—');
  });

  it("write a school's facts line", () => {
    const facts = schoolFacts({ titleIStatus: 'Not Title I', estimatedEnrollment: 720, economicallyDisadvantagedPct: null }, t, number);
    expect(t('applications.detail.schoolFacts', facts)).toBe('Not Title I · Enrollment 720 · Not reported economically disadvantaged');
  });
});
