import { expect, test } from './support/fixtures';
import { linkTo, mailTo } from './support/mail';
import { ForgotPasswordPage, ResetPasswordPage } from './page-models/password-reset-pages';
import { NEW_USER, SignInPage } from './page-models/sign-in-page';

// One server for the file's journeys: each asks for links for, or signs in as, a demo account of
// its own, so none meets another's mail, new password or refusals.
test.use({ portalScope: 'file' });

const COORDINATOR2 = { email: 'coordinator2@example.org', password: 'Demo-pass1' };
const MANAGER = { email: 'manager@example.org', password: 'Manager-pass1' };
const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };
const NEW_PASSWORD = 'Brand-new2pass';
/**
 * The refusal with the server's wait, in each of describeWait's forms: counted in minutes, named by
 * the clock once it reaches the hour, and with the day when that moment falls after midnight.
 */
const SERVER_WAIT =
  /Too many attempts\. Please wait before trying again\. You can try again (in \d+ minutes?|at \d{1,2}:\d\d [AP]M|on [A-Z][a-z]{2} \d{1,2} at \d{1,2}:\d\d [AP]M)\./;

test('forgot password → reset from the e-mail → the new password signs in, the old one does not', async ({ page, portal }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  const forgot = new ForgotPasswordPage(page);
  await forgot.email().fill('new@');
  await forgot.email().blur();
  await expect(forgot.email()).toHaveAccessibleDescription('Email is invalid');
  await forgot.request(NEW_USER.email);
  await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible();
  await expect(page.getByText(NEW_USER.email)).toBeVisible();

  const mail = await mailTo(portal, NEW_USER.email);
  expect(mail.subject).toMatch(/Reset your .* password/);
  await page.goto(linkTo(mail, 'reset-password'));
  await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  await expect(page.getByText(NEW_USER.email)).toBeVisible();

  const reset = new ResetPasswordPage(page);
  await reset.choose('has space 1A');
  await expect(reset.password()).toHaveAccessibleDescription(/Spaces cannot be used$/);
  await reset.choose(NEW_PASSWORD, 'Brand-new2pasz');
  await expect(reset.repeatPassword()).toHaveAccessibleDescription('Your passwords do not match');
  await reset.choose(NEW_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Password changed', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn.signIn(NEW_USER);
  await expect(page.getByRole('alert')).toContainText('Email or password is incorrect');
  await signIn.signIn({ email: NEW_USER.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/onboarding$/);

  // The link worked once.
  await page.goto(linkTo(mail, 'reset-password'));
  await expect(page).toHaveURL(/\/reset-password-expired$/);
});

test('an expired reset link leads to /reset-password-expired and a new request', async ({ page, portal }) => {
  const forgot = new ForgotPasswordPage(page);
  await forgot.open();
  await forgot.request(COORDINATOR2.email);
  const first = linkTo(await mailTo(portal, COORDINATOR2.email), 'reset-password');

  // A second link ends the first one (only the newest works).
  await forgot.sendAgain().click();
  await expect(page.getByText(`We sent a new link to ${COORDINATOR2.email}`)).toBeVisible();
  const second = linkTo(await mailTo(portal, COORDINATOR2.email, 2), 'reset-password');
  expect(second).not.toBe(first);

  await page.goto(first);
  await expect(page).toHaveURL(/\/reset-password-expired$/);
  await expect(page.getByRole('heading', { name: 'Reset link expired', level: 1 })).toBeVisible();
  await expect(page.getByText('This password reset link has expired or has already been used.')).toBeVisible();

  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page).toHaveURL(/\/reset-password-expired$/);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  // The newest link still works.
  await page.goto(second);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
});

test('too many reset requests show the server’s wait', async ({ page }) => {
  const forgot = new ForgotPasswordPage(page);
  await forgot.open();
  await forgot.request(MANAGER.email);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  // FORGOT_PASSWORD_PER_EMAIL (5) per hour: the sixth request is refused with Retry-After.
  for (let sent = 1; sent < 5; sent++) {
    await forgot.sendAgain().click();
    await expect(page.getByRole('status').filter({ hasText: 'We sent a new link' })).toBeVisible();
  }
  await forgot.sendAgain().click();
  await expect(page.getByRole('alert')).toContainText(SERVER_WAIT);
  await expect(page.getByRole('button', { name: /^Send again in \d+:\d\d$/ })).toBeDisabled();
});

test('repeated wrong passwords are refused with the server’s wait, and reset is the way out', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  // SIGN_IN_FAILURES_PER_ACCOUNT (5) in 15 minutes; the next attempt, even a right one, waits.
  for (let attempt = 1; attempt <= 5; attempt++) {
    await signIn.signIn({ email: ADMIN.email, password: `Wrong-pass${attempt}` });
    await expect(page.getByRole('alert')).toContainText('Email or password is incorrect');
  }
  await signIn.signIn(ADMIN);
  await expect(page.getByRole('alert')).toContainText(SERVER_WAIT);
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
});
