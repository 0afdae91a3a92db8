import { describe, expect, it } from 'vitest';
import { staffMessages } from '@contract/staff-messages';
import './en/validation';
import { contractMessageId, contractTemplateOf } from './translate-message';

describe("the staff console's contract texts", () => {
  it('have message ids, templates included, so a translation can word them', () => {
    expect(contractMessageId(staffMessages.statusFollowsBlueprint)).toBe('validation.staff.statusFollowsBlueprint');
    expect(contractTemplateOf(staffMessages.statusMove('New', ['Waitlisted']))).toEqual({
      id: 'validation.staff.statusMove',
      vars: { from: 'New', allowed: 'Waitlisted' },
    });
    expect(contractTemplateOf(staffMessages.assigneeNotForDistrict('Renee Alvarez'))?.vars).toEqual({ name: 'Renee Alvarez' });
  });
});
