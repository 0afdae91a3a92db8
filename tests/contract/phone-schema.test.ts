// The phone rule as people write numbers: separators are dropped, then one of the three stored
// forms must remain ("+1" and 10 digits, "1" and 10 digits, 10 digits).
import { describe, expect, it } from 'vitest';
import { completeProfileRequestSchema } from '@contract/auth';
import { onboardingDraftSchema } from '@contract/onboarding';
import { phoneSchema } from '@contract/validation';

const issue = (value: unknown) => {
  const result = phoneSchema.safeParse(value);
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe('phoneSchema', () => {
  it.each([
    ['(505) 555-0100', '5055550100'],
    ['505.555.0100', '5055550100'],
    ['505-555-0100', '5055550100'],
    ['505 555 0100', '5055550100'],
    ['+1 505-555-0100', '+15055550100'],
    ['+1 (505) 555-0100', '+15055550100'],
    ['1 (505) 555 0100', '15055550100'],
    ['1-505-555-0100', '15055550100'],
    ['  5055550100  ', '5055550100'],
    ['+15055550100', '+15055550100'],
  ])('stores %j as %j', (typed, stored) => {
    expect(phoneSchema.parse(typed)).toBe(stored);
  });

  it.each([
    '555-0100',
    '12345',
    '+1 (505) 555-010',
    '2 505 555 0100',
    '505+555 0100',
    '505/555/0100',
    '505_555_0100',
    '(505) 555-0100 x12',
    '--- ---',
    // Longer than any number written out: a pasted paragraph is not read for its digits.
    '+1  (505)   555 -  0100',
  ])('refuses %j as invalid', (typed) => {
    expect(issue(typed)).toEqual(['Phone number is invalid']);
  });

  it('asks for a number when there is none', () => {
    expect(issue('')).toEqual(['Phone number is required']);
    expect(issue('   ')).toEqual(['Phone number is required']);
  });

  it('normalises the profile and keeps a written-out number in the onboarding draft', () => {
    const profile = completeProfileRequestSchema.parse({ firstName: 'Ada', lastName: 'Quinn', phoneNumber: '+1 (505) 555-0100' });
    expect(profile.phoneNumber).toBe('+15055550100');
    expect(completeProfileRequestSchema.parse({ firstName: 'Ada', lastName: 'Quinn', phoneNumber: null }).phoneNumber).toBeNull();
    const draft = onboardingDraftSchema.parse({ profile: { phoneNumber: '+1 (505) 555-0100' } });
    expect(draft.profile?.phoneNumber).toBe('+1 (505) 555-0100');
  });
});
