// The wizard's stored values and notices as people read them: labels from the catalogue, the
// contract's values untouched, and anything the lists do not know shown as it was stored.
import { describe, expect, it } from 'vitest';
import { CURRENT_ROLES, HEARD_ABOUT_CHOICES, PREFIXES, TITLE_OTHER, TITLES, WIZARD_STEPS } from '../../../contract/onboarding';
import { createFormatters } from '../../i18n/format';
import { createTranslator } from '../../i18n/translate';
import { heardAboutLabel, jobTitleLabel, prefixLabel, resourceTypeLabel, roleLabel, schoolFacts, stepTitleId } from './labels';
import { noticeText } from './use-wizard';

const { t } = createTranslator({}, 'en-US');
const { number } = createFormatters('en-US');

describe('wizard labels', () => {
  it('name every step and stored choice in English as the contract spells it', () => {
    expect(WIZARD_STEPS.map((step) => t(stepTitleId(step.key)))).toEqual(WIZARD_STEPS.map((step) => step.title));
    for (const role of CURRENT_ROLES) expect(roleLabel(t, role)).toBe(role);
    for (const title of [...TITLES, TITLE_OTHER]) expect(jobTitleLabel(t, title)).toBe(title);
    for (const prefix of PREFIXES) expect(prefixLabel(t, prefix)).toBe(prefix);
    for (const choice of HEARD_ABOUT_CHOICES) expect(heardAboutLabel(t, choice)).toBe(choice);
  });

  it('show a value no list knows as it was stored', () => {
    expect(roleLabel(t, 'Science Lead')).toBe('Science Lead');
    expect(resourceTypeLabel(t, 'kit-of-the-month')).toBe('kit-of-the-month');
    expect(resourceTypeLabel(t, 'project')).toBe('Projects');
  });

  it("take a translation's labels while keeping the stored values", () => {
    const es = createTranslator({ 'onboarding.role.STEM Educator': 'Educador STEM' }, 'es');
    expect(roleLabel(es.t, 'STEM Educator')).toBe('Educador STEM');
    expect(roleLabel(es.t, 'AIG Coach')).toBe('AIG Coach');
  });

  it("write a school's facts, with Not reported for what the directory lacks", () => {
    expect(schoolFacts({ titleIStatus: 'Title I schoolwide', estimatedEnrollment: 1240, economicallyDisadvantagedPct: 88 }, t, number)).toEqual({
      titleI: 'Title I schoolwide',
      enrollment: '1,240',
      disadvantaged: '88%',
    });
    expect(schoolFacts({ titleIStatus: null, estimatedEnrollment: null, economicallyDisadvantagedPct: null }, t, number)).toEqual({
      titleI: 'Not reported',
      enrollment: 'Not reported',
      disadvantaged: 'Not reported',
    });
  });

  it("word the wizard's notices: ours from the catalogue, the server's through the contract's ids", () => {
    expect(noticeText(t, { id: 'onboarding.notice.failed' })).toBe('Something went wrong. Please try again.');
    expect(noticeText(t, { server: 'Your application is already submitted.' })).toBe('Your application is already submitted.');
    const es = createTranslator({ 'validation.onboarding.alreadySubmitted': 'Su solicitud ya fue enviada.' }, 'es');
    expect(noticeText(es.t, { server: 'Your application is already submitted.' })).toBe('Su solicitud ya fue enviada.');
  });
});
