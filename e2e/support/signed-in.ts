// Signs a demo user in through the API and puts the session (and optionally a theme) into the
// browser's storage, as the sign-in screen would: for journeys that start on a signed-in screen.
import type { Page } from '@playwright/test';
import type { ThemeSettings } from '@client/app/theme/theme-settings';
import { DEFAULT_THEME } from '@client/app/theme/theme-settings';
import { apiPath, routes } from '@contract/routes';

export const COORDINATOR = { email: 'coordinator@example.org', password: 'Demo-pass1' };

export async function signInThroughApi(page: Page, credentials = COORDINATOR, theme?: Partial<ThemeSettings>) {
  const response = await page.request.post(apiPath(routes.signIn), { data: credentials });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  const { token, user } = await response.json();
  // A page of the app's origin first, so its storage can be written.
  await page.goto('/privacy');
  await page.evaluate(
    ([token, user, theme]) => {
      localStorage.setItem('storage::1::session', JSON.stringify({ signedIn: true, token, appCreated: true }));
      localStorage.setItem('storage::1::user', JSON.stringify(user));
      if (theme) localStorage.setItem('storage::1::theme', JSON.stringify(theme));
    },
    [token, user, theme ? themeWith(theme) : null] as const,
  );
  return { token, user };
}

export function themeWith(patch: Partial<ThemeSettings>): ThemeSettings {
  return { ...DEFAULT_THEME, ...patch, layout: { ...DEFAULT_THEME.layout, ...patch.layout } };
}
