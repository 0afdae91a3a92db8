import { describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/users';
import { getSessionState, sessionStateFrom, startSession, updateUser } from './session-store';

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
    expect(sessionStateFrom(raw({ signedIn: true, token: null, appCreated: true }), raw(user)).status).toBe('signed-out');
  });

  it('counts a corrupt session or user as signed out', () => {
    expect(sessionStateFrom('{broken', raw(user))).toEqual({ session: null, user, status: 'signed-out' });
    expect(sessionStateFrom(raw({ signedIn: true, token, appCreated: true }), raw({ id: 'u1' })).status).toBe('signed-out');
    expect(sessionStateFrom(null, null).status).toBe('signed-out');
  });
});

describe('the stored user', () => {
  const session = { signedIn: true, token, appCreated: false };
  const invitationInfo = {
    email: 'dana@example.org',
    role: 'USER',
    district: { id: 'd1', name: 'Cedar Valley' },
    school: null,
    invitedBy: { name: 'Sam Admin', email: 'admin@example.org' },
    expiresAt: '2030-01-01T00:00:00.000Z',
  };

  it('keeps the invitationInfo an invitation sign-up merged into it (spec §3)', () => {
    const state = sessionStateFrom(raw(session), raw({ ...user, onboardingStep: 0, invitationInfo }));
    expect(state.status).toBe('onboarding');
    expect(state.user?.invitationInfo).toEqual(invitationInfo);
  });

  it('keeps the invitationInfo when the user is replaced by a fresh copy from the API', () => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
    try {
      startSession(token, { ...user, onboardingStep: 0, invitationInfo });
      updateUser({ ...user, firstName: 'Dana Maria' });
      const state = getSessionState();
      expect(state.user).toMatchObject({ firstName: 'Dana Maria', invitationInfo });
      // The fresh copy has the final onboarding step: appCreated follows it.
      expect(state.status).toBe('authenticated');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
