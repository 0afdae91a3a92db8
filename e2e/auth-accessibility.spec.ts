// axe on the account screens (entry area), light on a desktop and dark on a phone: no serious or
// critical violation (WCAG 2.1 A and AA, colour contrast included), in their error and sent states too.
import { seriousViolations } from './support/axe';
import { openScreen } from './support/open-screen';
import { expect, screensOnly, test } from './support/fixtures';
import { themeWith } from './support/signed-in';
import { SignUpPage } from './page-models/sign-up-page';

test.use(screensOnly);

// Two of the four combinations keep the run short; each mode and each width is covered once.
const VARIANTS = [
  { mode: 'light', viewport: { width: 1366, height: 768 } },
  { mode: 'dark', viewport: { width: 390, height: 844 } },
] as const;

for (const { mode, viewport } of VARIANTS) {
  test(`account screens pass axe (${mode}, ${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/sign-in');
    await page.evaluate((theme) => localStorage.setItem('storage::1::theme', JSON.stringify(theme)), themeWith({ mode }));
    // The stored theme is read when the app starts.
    await page.reload();
    await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);

    const screens: [string, () => Promise<void>][] = [
      [
        '/sign-in',
        async () => {
          await page.getByRole('button', { name: 'Sign in', exact: true }).click();
          await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
        },
      ],
      [
        '/sign-up',
        async () => {
          await page.getByRole('button', { name: 'Create account' }).click();
          await expect(page.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(/You must agree/);
        },
      ],
      [
        '/forgot-password',
        async () => {
          await page.getByLabel('Email').fill('new@example.org');
          await page.getByRole('button', { name: 'Send reset link' }).click();
          await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
        },
      ],
      ['/reset-password', async () => expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible()],
      ['/reset-password-expired', async () => expect(page.getByRole('heading', { name: 'Reset link expired' })).toBeVisible()],
      ['/verify-email-expired', async () => expect(page.getByRole('heading', { name: 'Verification link expired' })).toBeVisible()],
      ['/complete-profile', async () => expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible()],
      [
        '/sign-in/google/callback?code=x&state=y',
        async () => expect(page.getByRole('heading', { name: 'Google sign-in did not work' })).toBeVisible(),
      ],
    ];
    // Reached inside the app, as from the screens' own links.
    for (const [path, ready] of screens) {
      await openScreen(page, path, true);
      await ready();
      expect(await seriousViolations(page), `${mode} ${path}`).toEqual([]);
    }

    // Signed in: Check your email with its countdown, then the profile form.
    const signUp = new SignUpPage(page);
    await signUp.open();
    await signUp.signUp({ firstName: 'Ada', lastName: 'Axe', email: `ada.${mode}.${viewport.width}@example.org`, password: 'Fresh-start9' });
    await expect(page.getByRole('button', { name: /^Send again in/ })).toBeVisible();
    expect(await seriousViolations(page), `${mode} /verify-email`).toEqual([]);
    await page.goto('/complete-profile');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByLabel('Current role')).toHaveAccessibleDescription('Current role is required');
    expect(await seriousViolations(page), `${mode} /complete-profile (signed in)`).toEqual([]);
  });
}
