import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/users';
import { sessionStateFrom } from './session-store';

const user: User = {
  id: 'u1',
  email: 'dana@example.org',
  onboardingStep: 7,
  firstName: 'Dana',
  lastName: 'Reyes',
  applicationType: null,
  showPlanningPopUp: false,
  district: null,
  school: null,
  schoolName: null,
  phoneNumber: null,
  title: null,
  titleOther: null,
  schools: [],
  isEmailConfirmed: true,
  authority: ['USER'],
};
const token = { accessToken: 'access', refreshToken: 'refresh' };
const raw = (value: unknown) => JSON.stringify(value);

describe('sessionStateFrom', () => {
  it('is authenticated only with a token, signedIn and appCreated (spec §2)', () => {
    expect(sessionStateFrom(raw({ signedIn: true, token, appCreated: true }), raw(user)).status).toBe('authenticated');
    expect(sessionStateFrom(raw({ signedIn: true, token, appCreated: false }), raw(user)).status).toBe('onboarding');
    expect(sessionStateFrom(raw({ signedIn: false, token, appCreated: true }), raw(user)).status).toBe('signed-out');
    expect(sessionStateFrom(raw({ signedIn: true, token: null, appCreated: true }), raw(user)).status).toBe(
      'signed-out',
    );
  });

  it('counts a corrupt session or user as signed out', () => {
    expect(sessionStateFrom('{broken', raw(user))).toEqual({ session: null, user, status: 'signed-out' });
    expect(sessionStateFrom(raw({ signedIn: true, token, appCreated: true }), raw({ id: 'u1' })).status).toBe(
      'signed-out',
    );
    expect(sessionStateFrom(null, null).status).toBe('signed-out');
  });
});
