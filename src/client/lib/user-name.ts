import type { User } from '@contract/users';

type Named = Pick<User, 'firstName' | 'lastName' | 'email'>;

/** "Dana Reyes", or the e-mail address while the profile has no name yet. */
export function displayName(user: Named): string {
  return (
    [user.firstName, user.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || user.email
  );
}

export function initials(user: Named): string {
  const letters = [user.firstName, user.lastName].map((part) => part?.trim()[0] ?? '').join('');
  return (letters || user.email[0] || '?').toUpperCase();
}
