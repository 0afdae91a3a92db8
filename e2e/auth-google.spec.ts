import type { Page } from '@playwright/test';
import { expect, test as base } from './support/fixtures';
import { startBrowserOidcProvider, type BrowserOidcProvider } from './support/google-provider';
import { invite } from './support/invite';
import { linkTo, mailTo } from './support/mail';
import { storedSession } from './support/session';
import { apiPath, routes } from '@contract/routes';
import { freePort } from '../tests/helpers/server-process';

// The portal runs with GOOGLE_CLIENT_ID/SECRET/ISSUER pointing at a real local OpenID Connect
// provider: the Google buttons show and use the redirect code flow against it. The provider lives
// as long as the worker, registered with the port of the file's shared server, so the journeys
// share that server (each with a Google account of its own); the one that invites someone stops
// its server for the command, so it has a server and a provider of its own.
const test = base.extend<{ idp: BrowserOidcProvider }, { google: { port: number; idp: BrowserOidcProvider } }>({
  google: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const port = await freePort();
      const idp = await startBrowserOidcProvider(`http://127.0.0.1:${port}`);
      await use({ port, idp });
      await idp.close();
    },
    { scope: 'worker' },
  ],
  portalPort: async ({ google }, use) => use(google.port),
  idp: async ({ google }, use) => use(google.idp),
  portalEnv: async ({ idp }, use) => use(idp.env),
});

test.use({ portalScope: 'file' });

// The demo directory lists cedarvalleyschools.example as Cedar Valley's domain.
const PAT = { sub: 'google-pat', email: 'pat.teacher@cedarvalleyschools.example', givenName: 'Pat', familyName: 'Teacher' };

/** The provider's development login (any password) and its consent page, as a user would click them. */
async function completeProviderLogin(page: Page, idp: BrowserOidcProvider, login: string) {
  await page.waitForURL((url) => url.origin === idp.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('signs up with Google, and later signs in with Google', async ({ page, idp }) => {
  idp.addAccount(PAT);
  await page.goto('/sign-up');
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  await completeProviderLogin(page, idp, PAT.sub);

  // Google vouched for the address, onboarding has not started: the onboarding screen (spec §2).
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Welcome, Pat')).toBeVisible();
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('storage::1::user') ?? 'null'));
  expect(user).toMatchObject({ email: PAT.email, isEmailConfirmed: true, district: { name: 'Cedar Valley Unified School District' } });

  // Signed out (and out of the provider), then back in with the same Google account.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/sign-in?redirectUrl=%2Fdashboard');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await completeProviderLogin(page, idp, PAT.sub);
  await expect(page).toHaveURL(/\/onboarding$/);
  expect((await storedSession(page))?.signedIn).toBe(true);
});

test.describe('with a server of its own', () => {
  test.use({
    portalScope: 'test',
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    portalPort: async ({}, use) => use(await freePort()),
    idp: async ({ portalPort }, use) => {
      const idp = await startBrowserOidcProvider(`http://127.0.0.1:${portalPort}`);
      await use(idp);
      await idp.close();
    },
  });

  test('accepts an invitation with Google, then confirms on the e-mail confirmation screen', async ({ page, portal, idp }) => {
    // The Google address need not be the invited one: the invitation's address is the account's.
    idp.addAccount({ sub: 'google-sam', email: 'sam.personal@gmail.example', givenName: 'Sam', familyName: 'Rivera' });
    await invite(portal, 'sam.rivera@example.org', { district: 'Cedar Valley Unified School District' });
    await page.goto(linkTo(await mailTo(portal, 'sam.rivera@example.org'), 'complete-profile'));
    await expect(page.getByRole('heading', { name: 'Complete your profile', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await completeProviderLogin(page, idp, 'google-sam');

    // Spec §2: after a social invitation sign-up, the e-mail confirmation screen.
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByRole('heading', { name: 'Email confirmed', level: 1 })).toBeVisible();
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('storage::1::user') ?? 'null'));
    expect(user).toMatchObject({ email: 'sam.rivera@example.org', firstName: 'Sam', invitationInfo: { email: 'sam.rivera@example.org' } });
    // Cedar Valley is in the programme: the colleague joins its work, not the application wizard.
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});

test('a Google account without an account here is told to sign up', async ({ page, idp }) => {
  idp.addAccount({ sub: 'google-stranger', email: 'stranger@cedarvalleyschools.example' });
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await completeProviderLogin(page, idp, 'google-stranger');
  await expect(page.getByRole('heading', { name: 'Google sign-in did not work' })).toBeVisible();
  await expect(page.getByText('No account uses this Google account yet. Please sign up first.')).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('a callback whose state this tab did not send signs nobody in', async ({ page }) => {
  await page.goto('/sign-in/google/callback?code=stolen-code&state=forged');
  await expect(page.getByRole('heading', { name: 'Google sign-in did not work' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
});

base('without Google configured, no Google buttons show', async ({ page }) => {
  for (const screen of ['/sign-in', '/sign-up']) {
    const config = page.waitForResponse((response) => response.url().endsWith(apiPath(routes.clientConfig)));
    await page.goto(screen);
    expect(await (await config).json()).toMatchObject({ googleClientId: null });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
  }
});
