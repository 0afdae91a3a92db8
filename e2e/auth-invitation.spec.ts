import { expect, test } from './support/fixtures';
import { invite } from './support/invite';
import { linkTo, mailTo } from './support/mail';

const JORDAN = 'jordan.invited@example.org';
const DISTRICT = 'Cedar Valley Unified School District';

// Cedar Valley is in the programme (the demo coordinator's applications and blueprints): a colleague
// invited to it joins its work, never a new application.
test('an invited person completes their profile and lands on their district dashboard', async ({ page, portal }) => {
  await invite(portal, JORDAN, { district: DISTRICT, invitedBy: 'admin@example.org' });
  const mail = await mailTo(portal, JORDAN);
  const link = linkTo(mail, 'complete-profile');
  await page.goto(link);

  // The link is checked first (POST /verifications/token), then the invitation is shown.
  await expect(page.getByRole('heading', { name: 'Complete your profile', level: 1 })).toBeVisible();
  await expect(page.getByText(`to join Hands-On Portal for ${DISTRICT}`)).toBeVisible();
  await expect(page.getByText(JORDAN)).toBeVisible();

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Name is required');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/Password is required$/);
  await expect(page.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription('You must agree to the privacy policy and terms');

  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('---');
  await page.getByLabel('Last name').blur();
  await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Dashes only are not allowed');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Password', { exact: true }).fill('Invited-pass4');
  await page.getByLabel('Repeat password', { exact: true }).fill('Invited-pass4');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // Signed in; the profile half of the screen (PUT /users/me), the used token gone from the address.
  await expect(page).toHaveURL(/\/complete-profile$/);
  await expect(page.getByLabel('Work email')).toHaveValue(JORDAN);
  await expect(page.getByLabel('First name')).toHaveValue('Jordan');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('storage::1::user') ?? 'null'));
  expect(stored).toMatchObject({
    email: JORDAN,
    isEmailConfirmed: true,
    invitationInfo: { email: JORDAN, role: 'USER', district: { name: DISTRICT }, invitedBy: { email: 'admin@example.org' } },
  });

  await page.getByLabel('Prefix').selectOption('Dr');
  await page.getByLabel('Phone number').fill('12ab');
  await page.getByLabel('Phone number').blur();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(/Phone number is invalid$/);
  await expect(page.getByLabel('Current role')).toHaveAccessibleDescription('Current role is required');
  // Written out, 17 characters: stored as "+1" and 10 digits.
  await page.getByLabel('Phone number').fill('+1 (555) 123-4567');
  await page.getByLabel('Current role').selectOption('STEM Educator');
  await page.getByLabel('Current title').selectOption('Other');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByLabel('Your title')).toHaveAccessibleDescription('Current title is required');
  await page.getByLabel('Your title').fill('Robotics Lead');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(DISTRICT).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('invited-lands.png'), fullPage: true });
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('storage::1::session') ?? 'null'));
  expect(session).toMatchObject({ signedIn: true, appCreated: true });
  // Every district screen opens as itself, none sends to the application wizard.
  for (const [path, heading] of [
    ['/dashboard', 'Dashboard'],
    ['/projects', 'Hands-On Projects'],
    ['/blueprints', 'Blueprints'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/dashboard$/);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('storage::1::user') ?? 'null'));
  expect(saved).toMatchObject({
    prefix: 'Dr',
    phoneNumber: '+15551234567',
    currentRole: 'STEM Educator',
    title: 'Other',
    titleOther: 'Robotics Lead',
  });
  // Merged at sign-up, kept through later updates of the user.
  expect(saved.invitationInfo).toMatchObject({ email: JORDAN });

  // The invitation works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Invitation expired', level: 1 })).toBeVisible();
});
