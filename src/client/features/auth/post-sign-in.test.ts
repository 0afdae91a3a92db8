import { describe, expect, it } from 'vitest';
import { postInvitationRedirect, postSignInPath } from './post-sign-in';

describe('postSignInPath', () => {
  const created = { onboardingStep: 7, isEmailConfirmed: true };

  it('sends an unconfirmed e-mail with unfinished onboarding to /verify-email', () => {
    expect(postSignInPath({ onboardingStep: 0, isEmailConfirmed: false }, '/blueprints')).toBe('/verify-email');
  });

  it('sends any other unfinished onboarding to /onboarding, ignoring redirectUrl', () => {
    expect(postSignInPath({ onboardingStep: 3, isEmailConfirmed: true }, '/blueprints')).toBe('/onboarding');
  });

  it('follows a safe redirectUrl once the application is created', () => {
    expect(postSignInPath(created, '/projects/4/return-kits')).toBe('/projects/4/return-kits');
  });

  it('falls back to /dashboard without a redirectUrl or with an unsafe one', () => {
    expect(postSignInPath(created, null)).toBe('/dashboard');
    expect(postSignInPath(created, '//evil.example')).toBe('/dashboard');
    expect(postSignInPath(created, 'https://evil.example/dashboard')).toBe('/dashboard');
  });
});

describe('postInvitationRedirect', () => {
  const info = { email: 'a@example.org', role: 'USER', district: null, school: null, invitedBy: null, expiresAt: '2030-01-01T00:00:00.000Z' };

  it('names the blueprint an implementer was invited to', () => {
    expect(postInvitationRedirect({ invitationInfo: { ...info, blueprintId: '5d4e1c2a-0000-4000-8000-000000000001' } })).toBe(
      '/blueprints/5d4e1c2a-0000-4000-8000-000000000001',
    );
  });

  it('names nothing for any other invitation, or none', () => {
    expect(postInvitationRedirect({ invitationInfo: { ...info, blueprintId: null } })).toBeNull();
    expect(postInvitationRedirect({ invitationInfo: info })).toBeNull();
    expect(postInvitationRedirect({})).toBeNull();
  });
});
