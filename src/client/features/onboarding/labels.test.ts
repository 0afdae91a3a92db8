// The wizard's stored values and notices as people read them: labels from the catalogue, the
// contract's values untouched, and anything the lists do not know shown as it was stored.
import { describe, expect, it } from 'vitest';
import { CURRENT_ROLES, PREFIXES, TITLE_OTHER, TITLES, WIZARD_STEPS } from '@contract/onboarding';
// Another language than English loads the table of the contract's texts (locale-store.ts); the
// Spanish case below reads it.
import '@client/i18n/en/validation';
import { createTranslator } from '@client/i18n/translate';
import { jobTitleLabel, prefixLabel, roleLabel, stepTitleId } from './labels';
import { noticeText } from './use-wizard';

const { t } = createTranslator({}, 'en-US');

describe('wizard labels', () => {
  it('name every step and stored choice in English as the contract spells it', () => {
    expect(WIZARD_STEPS.map((step) => t(stepTitleId(step.key)))).toEqual(WIZARD_STEPS.map((step) => step.title));
    for (const role of CURRENT_ROLES) expect(roleLabel(t, role)).toBe(role);
    for (const title of [...TITLES, TITLE_OTHER]) expect(jobTitleLabel(t, title)).toBe(title);
    for (const prefix of PREFIXES) expect(prefixLabel(t, prefix)).toBe(prefix);
  });

  it('show a value no list knows as it was stored', () => {
    expect(roleLabel(t, 'Science Lead')).toBe('Science Lead');
  });

  it("take a translation's labels while keeping the stored values", () => {
    const es = createTranslator({ 'onboarding.role.STEM Educator': 'Educador STEM' }, 'es');
    expect(roleLabel(es.t, 'STEM Educator')).toBe('Educador STEM');
    expect(roleLabel(es.t, 'AIG Coach')).toBe('AIG Coach');
  });

  it("word the wizard's notices: ours from the catalogue, the server's through the contract's ids", () => {
    expect(noticeText(t, { id: 'onboarding.notice.failed' })).toBe('Something went wrong. Please try again.');
    expect(noticeText(t, { server: 'Your application is already submitted.' })).toBe('Your application is already submitted.');
    const es = createTranslator({ 'validation.onboarding.alreadySubmitted': 'Su solicitud ya fue enviada.' }, 'es');
    expect(noticeText(es.t, { server: 'Your application is already submitted.' })).toBe('Su solicitud ya fue enviada.');
  });
});
