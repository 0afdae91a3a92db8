// Where a user lands after signing in (spec §2): unfinished onboarding wins over redirectUrl.
import type { User } from '@contract/users';
import { paths } from '@client/app/paths';
import { safeRedirectPath } from '@client/lib/redirect';
import { isAppCreated } from '@client/lib/session-store';

export function postSignInPath(user: Pick<User, 'onboardingStep' | 'isEmailConfirmed'>, redirectUrl: string | null | undefined): string {
  if (!isAppCreated(user)) return user.isEmailConfirmed ? paths.onboarding() : paths.verifyEmail();
  return safeRedirectPath(redirectUrl) ?? paths.dashboard();
}
