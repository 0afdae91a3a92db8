// Where a user lands after signing in (spec §2): unfinished onboarding wins over redirectUrl.
import type { User } from '@contract/users';
import { paths } from '@client/app/paths';
import { safeRedirectPath } from '@client/lib/redirect';
import { isAppCreated, type StoredUser } from '@client/lib/session-store';

export function postSignInPath(user: Pick<User, 'onboardingStep' | 'isEmailConfirmed'>, redirectUrl: string | null | undefined): string {
  if (!isAppCreated(user)) return user.isEmailConfirmed ? paths.onboarding() : paths.verifyEmail();
  return safeRedirectPath(redirectUrl) ?? paths.dashboard();
}

/**
 * Where an invitation sign-up leads once the account exists: an implementer invited from a blueprint
 * goes to that blueprint, anyone else where signing in would take them.
 */
export function postInvitationRedirect(user: Pick<StoredUser, 'invitationInfo'>): string | null {
  const blueprintId = user.invitationInfo?.blueprintId;
  return blueprintId ? paths.blueprint(blueprintId) : null;
}
