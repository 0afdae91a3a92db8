// Application values as people read them: status names, the application type and the school facts line.
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '@contract/applications';
import { createFormatters } from '@client/i18n/format';
import { schoolFacts } from '@client/i18n/programme-labels';
import { createTranslator } from '@client/i18n/translate';
import { applicationTypeLabel, statusId } from './labels';

const { t } = createTranslator({}, 'en-US');
const { number } = createFormatters('en-US');

describe('application labels', () => {
  it('name every status in English as the contract spells it', () => {
    expect(APPLICATION_STATUSES.map((status) => t(statusId(status)))).toEqual([...APPLICATION_STATUSES]);
  });

  it('name the application type, with a dash when there is none', () => {
    expect(applicationTypeLabel(t, 'SingleSchool')).toBe('One school');
    expect(applicationTypeLabel(t, null)).toBe('—');
  });

  it("write a school's facts line", () => {
    const facts = schoolFacts({ titleIStatus: 'Not Title I', estimatedEnrollment: 720, economicallyDisadvantagedPct: null }, t, number);
    expect(t('applications.detail.schoolFacts', facts)).toBe('Not Title I · Enrollment 720 · Not reported economically disadvantaged');
  });
});
