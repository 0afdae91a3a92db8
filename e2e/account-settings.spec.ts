import { apiPath, routes } from '@contract/routes';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { linkTo, mailTo } from './support/mail';
import { COORDINATOR, signInThroughApi } from './support/signed-in';

const NEW_PASSWORD = 'Fresh-start9';

test('the account page: edit the name, sign out the other sessions, change the password and the e-mail', async ({ page, portal }) => {
  // Another device's session, signed in before this one.
  const elsewhere = await page.request.post(apiPath(routes.signIn), { data: COORDINATOR });
  const otherToken = ((await elsewhere.json()) as { token: { accessToken: string } }).token.accessToken;
  await signInThroughApi(page);
  await page.goto('/dashboard');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Your account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Signed-in sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  expect(await seriousViolations(page), 'account page').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('account-1366.png'), fullPage: true });

  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('First name').fill('Grace');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile is saved.');
  await expect(page.getByRole('button', { name: /Account menu/ })).toContainText('Grace');

  await expect(sessions.getByRole('listitem').first()).toContainText('This device');
  // Named from the browser's User-Agent (the Desktop Chrome profile of playwright.config.ts says Windows).
  await expect(sessions.getByRole('listitem').last()).toContainText('Chrome on Windows');
  await sessions.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign them out' }).click();
  await expect(sessions.getByRole('status')).toHaveText('Every other session is signed out.');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByText('No other session is signed in.')).toBeVisible();
  expect((await page.request.get(apiPath(routes.me), { headers: { authorization: `Bearer ${otherToken}` } })).status()).toBe(401);

  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password', { exact: true }).fill('Not-the-one1');
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Repeat new password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByLabel('Current password', { exact: true })).toHaveAccessibleDescription('Current password is incorrect');
  await password.getByLabel('Current password', { exact: true }).fill(COORDINATOR.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText('Your password is changed.');
  const signIn = (pw: string) => page.request.post(apiPath(routes.signIn), { data: { email: COORDINATOR.email, password: pw } });
  expect((await signIn(COORDINATOR.password)).status()).toBe(401);
  expect((await signIn(NEW_PASSWORD)).status()).toBe(200);

  // A new address changes only once the link mailed to it is opened.
  const email = page.getByRole('region', { name: 'Email address' });
  await email.getByLabel('New email address').fill('dana.moved@example.org');
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByRole('status')).toContainText('We sent a link to dana.moved@example.org');
  await page.goto(linkTo(await mailTo(portal, 'dana.moved@example.org'), 'confirm-email-change'));
  await expect(page.getByRole('heading', { name: 'Email changed', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page.getByText('You sign in with dana.moved@example.org.')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  expect(await seriousViolations(page), 'account page on a phone').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('account-390.png'), fullPage: true });
});
