import type { Page } from '@playwright/test';
import { expect, test as base } from './support/fixtures';
import { startBrowserOidcProvider, type BrowserOidcProvider } from './support/google-provider';
import { storedSession } from './support/session';
import { freePort } from '../tests/helpers/server-process';

// Two configured sign-in providers (README, "Sign-in providers"), each a real local OpenID Connect
// provider registered with the portal's /sign-in/oidc/callback, running at once.
const CEDAR_VALLEY_DOMAIN = 'cedarvalleyschools.example';

interface Providers {
  /** The port of the file's shared server, which both providers send their codes back to. */
  port: number;
  microsoft: BrowserOidcProvider;
  clever: BrowserOidcProvider;
}

// The providers live as long as the worker, so the file's journeys share one server configured
// with them (each journey signs in with accounts of its own).
const test = base.extend<{ microsoft: BrowserOidcProvider; clever: BrowserOidcProvider }, { providers: Providers }>({
  providers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const port = await freePort();
      const microsoft = await startBrowserOidcProvider(`http://127.0.0.1:${port}`, '/sign-in/oidc/callback');
      const clever = await startBrowserOidcProvider(`http://127.0.0.1:${port}`, '/sign-in/oidc/callback');
      await use({ port, microsoft, clever });
      await microsoft.close();
      await clever.close();
    },
    { scope: 'worker' },
  ],
  portalPort: async ({ providers }, use) => use(providers.port),
  microsoft: async ({ providers }, use) => use(providers.microsoft),
  clever: async ({ providers }, use) => use(providers.clever),
  portalEnv: async ({ microsoft, clever }, use) => {
    const entry = (id: string, label: string, idp: BrowserOidcProvider) => ({
      id,
      label,
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      allowedDomains: [CEDAR_VALLEY_DOMAIN],
    });
    await use({ OIDC_PROVIDERS: JSON.stringify([entry('entra', 'Microsoft', microsoft), entry('clever', 'Clever', clever)]) });
  },
});

test.use({ portalScope: 'file' });

/** The provider's development login (any password) and its consent page, as a user would click them. */
async function completeProviderLogin(page: Page, idp: BrowserOidcProvider, login: string) {
  await page.waitForURL((url) => url.origin === idp.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('shows one button per provider, signs up and back in with the second one', async ({ page, clever }) => {
  clever.addAccount({ sub: 'clever-jo', email: `jo.rivera@${CEDAR_VALLEY_DOMAIN}`, givenName: 'Jo', familyName: 'Rivera' });
  await page.goto('/sign-up');
  await expect(page.getByRole('button', { name: 'Continue with Microsoft' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Clever' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue with Clever' }).click();
  await completeProviderLogin(page, clever, 'clever-jo');

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Welcome, Jo')).toBeVisible();
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('storage::1::user') ?? 'null'));
  expect(user).toMatchObject({
    email: `jo.rivera@${CEDAR_VALLEY_DOMAIN}`,
    isEmailConfirmed: true,
    district: { name: 'Cedar Valley Unified School District' },
  });

  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Continue with Microsoft' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Clever' }).click();
  await completeProviderLogin(page, clever, 'clever-jo');
  await expect(page).toHaveURL(/\/onboarding$/);
  expect((await storedSession(page))?.signedIn).toBe(true);
});

test("an address outside the provider's domains is refused with the reason", async ({ page, microsoft }) => {
  microsoft.addAccount({ sub: 'ms-outsider', email: 'outsider@gmail.example' });
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
  await completeProviderLogin(page, microsoft, 'ms-outsider');
  await expect(page.getByRole('heading', { name: 'Microsoft sign-in did not work' })).toBeVisible();
  await expect(page.getByText(`Microsoft sign-in is for addresses at ${CEDAR_VALLEY_DOMAIN}, not gmail.example`)).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});
