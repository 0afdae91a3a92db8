// The programme's stored values as both the wizard and the application details show them: labels
// from the one shared area, anything the lists do not know shown as it was stored.
import { describe, expect, it } from 'vitest';
import { HEARD_ABOUT_CHOICES } from '@contract/onboarding';
import { createFormatters } from './format';
import { fundingLabel, heardAboutLabel, resourceTypeLabel, schoolFacts } from './programme-labels';
import { createTranslator } from './translate';

const { t } = createTranslator({}, 'en-US');
const { number } = createFormatters('en-US');

describe('programme labels', () => {
  it('name every funding option and "heard about" choice in English', () => {
    for (const choice of HEARD_ABOUT_CHOICES) expect(heardAboutLabel(t, choice)).toBe(choice);
    expect(fundingLabel(t, 'full')).toBe('Full funding');
    expect(fundingLabel(t, 'matching')).toBe('Matching funds');
    expect(resourceTypeLabel(t, 'project')).toBe('Projects');
  });

  it("keep the applicant's own words and unknown values as they are", () => {
    expect(heardAboutLabel(t, 'A podcast')).toBe('A podcast');
    expect(fundingLabel(t, 'partial')).toBe('partial');
    expect(resourceTypeLabel(t, 'kit-of-the-month')).toBe('kit-of-the-month');
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

  it('take a translation of the shared texts, English for what it lacks', () => {
    const es = createTranslator({ 'programme.facts.notReported': 'Sin datos', 'programme.funding.full': 'Financiación completa' }, 'es');
    const facts = schoolFacts({ titleIStatus: null, estimatedEnrollment: 300, economicallyDisadvantagedPct: null }, es.t, number);
    expect([facts.titleI, facts.disadvantaged, fundingLabel(es.t, 'full'), fundingLabel(es.t, 'matching')]).toEqual([
      'Sin datos',
      'Sin datos',
      'Financiación completa',
      'Matching funds',
    ]);
  });
});
