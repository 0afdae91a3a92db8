import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { linkTo, mailTo } from './support/mail';
import { COORDINATOR } from './page-models/sign-in-page';
import { SignUpPage, type NewAccount } from './page-models/sign-up-page';

// One server for the file's journeys: each signs up with an address of its own.
test.use({ portalScope: 'file' });

const RILEY = { firstName: 'Riley', lastName: 'O’Neil', email: 'riley.new@example.org', password: 'Fresh-start9' };
/** Riley signing up with another address, for a journey of their own. */
const rileyAt = (email: string): NewAccount => ({ ...RILEY, email });

test('a new user signs up, opens the link from the e-mail and lands in onboarding', async ({ page, portal }) => {
  const signUp = new SignUpPage(page);
  await signUp.open();
  await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
  const form = page.locator('form');
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(form.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');

  // The spec's rules and messages, when a field is left and when the form is sent.
  await signUp.email().fill('riley.example.org');
  await signUp.email().blur();
  await expect(signUp.email()).toHaveAccessibleDescription('Email is invalid');
  await signUp.password().fill('short');
  await signUp.password().blur();
  await expect(signUp.password()).toHaveAccessibleDescription(/Password must be from 8 to 64 symbols$/);
  await signUp.password().fill('alllowercase1');
  await expect(signUp.password()).toHaveAccessibleDescription(/Use one capital letter, one small letter, a digit$/);
  await signUp.firstName().fill('R2D2');
  await signUp.firstName().blur();
  await expect(signUp.firstName()).toHaveAccessibleDescription('Cannot contain digits');
  await signUp.firstName().fill('');
  await signUp.submit().click();
  await expect(signUp.firstName()).toHaveAccessibleDescription('Name is required');
  await expect(signUp.lastName()).toHaveAccessibleDescription('Last Name is required');
  await expect(signUp.repeatPassword()).toHaveAccessibleDescription('Repeat password is required');
  await expect(signUp.agreement()).toHaveAccessibleDescription('You must agree to the privacy policy and terms');
  // The first field in error takes the focus.
  await expect(signUp.firstName()).toBeFocused();
  await signUp.fill({ ...RILEY }, 'Fresh-start8');
  await signUp.repeatPassword().blur();
  await expect(signUp.repeatPassword()).toHaveAccessibleDescription('Your passwords do not match');

  // The server's answer lands on its field.
  await signUp.fill({ ...RILEY, email: COORDINATOR.email });
  await signUp.agreement().check();
  await signUp.submit().click();
  await expect(signUp.email()).toHaveAccessibleDescription('This email has already been taken');
  await expect(signUp.email()).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/sign-up$/);

  await signUp.email().fill(RILEY.email);
  await signUp.submit().click();

  // Signed in, e-mail not confirmed, onboarding not started: the e-mail confirmation screen (spec §2).
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible();
  await expect(page.getByText(RILEY.email)).toBeVisible();
  // The first mail starts the server's minimum wait: "send again" counts down.
  await expect(page.getByRole('button', { name: /^Send again in 0:[0-5]\d$/ })).toBeDisabled();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('storage::1::user') ?? 'null'));
  expect(stored).toMatchObject({ email: RILEY.email, firstName: 'Riley', isEmailConfirmed: false });

  const mail = await mailTo(portal, RILEY.email);
  expect(mail.subject).toMatch(/Verify your email/);
  await page.goto(linkTo(mail, 'verify-email'));

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Welcome, Riley')).toBeVisible();
  const confirmed = await page.evaluate(() => JSON.parse(localStorage.getItem('storage::1::user') ?? 'null'));
  expect(confirmed).toMatchObject({ email: RILEY.email, isEmailConfirmed: true });

  // The link works once: opened again, it is an expired link... for someone already confirmed, nothing to do.
  await page.goto(linkTo(mail, 'verify-email'));
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('a used verification link of a confirmed address says so and offers sign-in', async ({ page, portal, browser }) => {
  const riley = rileyAt('riley.used-link@example.org');
  await new SignUpPage(page).open();
  await new SignUpPage(page).signUp(riley);
  await expect(page).toHaveURL(/\/verify-email$/);
  const link = linkTo(await mailTo(portal, riley.email), 'verify-email');

  // Confirmed on another device (no session there): it says so and asks to sign in.
  const phone = await browser.newContext({ baseURL: portal.url });
  const phonePage = await phone.newPage();
  await phonePage.goto(link);
  await expect(phonePage.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
  await expect(phonePage.getByRole('link', { name: 'Sign in to continue' })).toBeVisible();

  // The same link again: the address is confirmed, so it says so and offers sign-in (not "expired").
  await phonePage.goto(link);
  await expect(phonePage.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
  await expect(phonePage.getByText('This link was used before: your email address is already confirmed')).toBeVisible();
  await expect(phonePage.getByRole('link', { name: 'Sign in to continue' })).toBeVisible();
  await expect(phonePage).not.toHaveURL(/\/verify-email-expired$/);
  await phonePage.screenshot({ path: 'test-results/screens/verify-link-reused.png' });
  await phone.close();

  // Back on the first device, the screen asks the server (GET /users/me) and moves on.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('asking for a verification link again right away shows the server’s wait', async ({ page }) => {
  const riley = rileyAt('riley.wait@example.org');
  await new SignUpPage(page).open();
  await new SignUpPage(page).signUp(riley);
  await expect(page).toHaveURL(/\/verify-email$/);
  // Another tab, signed out: asks by address, within the minute after the first mail.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/verify-email-expired');
  await page.getByLabel('Email').fill(riley.email);
  await page.getByRole('button', { name: 'Send verification link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('A verification email was just sent. Please wait a minute');
  await expect(page.getByRole('button', { name: /^Send again in 0:[0-5]\d$/ })).toBeDisabled();
});

/** Signs up, then leaves this tab signed out on "Check your email" (it remembers where the link went). */
async function waitSignedOut(page: Page, account: NewAccount) {
  await new SignUpPage(page).open();
  await new SignUpPage(page).signUp(account);
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible();
}

test('a signed-out "Check your email" moves on by itself when the link is opened in another tab', async ({ page, portal, context }) => {
  const riley = rileyAt('riley.other-tab@example.org');
  await waitSignedOut(page, riley);
  const other = await context.newPage();
  await other.goto(linkTo(await mailTo(portal, riley.email), 'verify-email'));
  await expect(other.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
  // The tab that opened the link tells this browser's other tabs: no need to wait for a poll.
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible({ timeout: 3_000 });
  await expect(page.getByText('Your email address was confirmed with the link we sent')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in to continue' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});

test('a signed-out "Check your email" notices a confirmation made on another device', async ({ page, portal, browser }) => {
  const riley = rileyAt('riley.other-device@example.org');
  await waitSignedOut(page, riley);
  const phone = await browser.newContext({ baseURL: portal.url });
  const phonePage = await phone.newPage();
  await phonePage.goto(linkTo(await mailTo(portal, riley.email), 'verify-email'));
  await expect(phonePage.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
  await phone.close();
  // No tab of this browser knows: the screen's light poll (every 10 s) finds out from the server.
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Sign in to continue' })).toBeVisible();
});
