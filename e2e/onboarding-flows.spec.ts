// The wizard as someone who just signed up with their district's address: the district is chosen
// for them, what they type survives a reload before they press Next, the terms they agreed to at
// sign-up are not asked again, and the submit ends on a confirmation (number, what happens next)
// with the confirmation e-mail sent and programme staff told.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { linkTo, mailTo, subjectsOfMailTo } from './support/mail';
import { SignUpPage } from './page-models/sign-up-page';

const PAT = { firstName: 'Pat', lastName: 'Lee', email: 'pat.lee@riverbendschools.example', password: 'Fresh-start9' };

const stepHeading = (page: Page, title: string) => page.getByRole('heading', { name: title, level: 2 });
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const storedProgress = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('storage::1::onboarding') ?? 'null') as { data: { profile?: { phoneNumber?: string } } } | null,
  );

test('from sign-up with a district address to a confirmed application', async ({ page, portal }) => {
  await new SignUpPage(page).open();
  await new SignUpPage(page).signUp(PAT);
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.goto(linkTo(await mailTo(portal, PAT.email), 'verify-email'));
  await expect(page).toHaveURL(/\/onboarding$/);

  // About you: typed, not yet sent with Next, then a reload. The page says answers are saved as you go.
  await expect(stepHeading(page, 'About you')).toBeVisible();
  await page.getByLabel('Phone number').fill('5135550142');
  await page.getByLabel('Current role').selectOption('District Office');
  await expect.poll(async () => (await storedProgress(page))?.data.profile?.phoneNumber).toBe('5135550142');
  await page.reload();
  await expect(stepHeading(page, 'About you')).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue('5135550142');
  await expect(page.getByLabel('Current role')).toHaveValue('District Office');
  // After a pause the server has the draft too (another device would find it).
  await page.getByLabel('Current title').selectOption('Superintendent');
  await expect(page.getByText(/All changes saved at/)).toBeVisible();
  await next(page);

  // District and schools: the address belongs to Riverbend, which is chosen, not offered in a list.
  await expect(stepHeading(page, 'District and schools')).toBeVisible();
  await expect(page.getByText('pat.lee@riverbendschools.example belongs to Riverbend County Schools.')).toBeVisible();
  await expect(page.getByText('Your district', { exact: true })).toBeVisible();
  await expect(page.getByText('Riverbend County Schools', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Keep / })).toHaveCount(0);
  // The district-staff choice says what it means.
  await expect(page.getByRole('checkbox', { name: /I work for the district rather than at one school/ })).not.toBeChecked();
  await page.getByRole('button', { name: 'Add Oak Grove Middle School' }).click();
  await page.getByRole('button', { name: 'Add Pine Hollow Elementary School' }).click();
  await next(page);

  await expect(stepHeading(page, 'Your schools')).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'Resources')).toBeVisible();
  await page.getByLabel(/Solar Car Challenge/).check();
  await next(page);
  await page.getByLabel('What are your objectives?').fill('Every 7th grader builds and races a solar car.');
  await page.getByLabel('What does success look like?').fill('Students explain their design process.');
  await next(page);
  await page.getByLabel(/Matching funds/).check();
  await page.getByLabel('How did you hear about the programme?').selectOption('A colleague');
  await next(page);

  // Review: the agreement was taken at sign-up, so it is not asked again.
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /I agree to the/ })).toHaveCount(0);
  await expect(page.getByText('You agreed to the Privacy Policy and the Terms of Use when you created your account.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();

  // The dashboard confirms: submitted, its number, what happens next; both schools under the title.
  await expect(page).toHaveURL(/\/dashboard\?submitted=\d+$/);
  const number = new URL(page.url()).searchParams.get('submitted')!;
  const confirmation = page.getByRole('status').filter({ hasText: `Application #${number} submitted` });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(`We e-mailed a confirmation to ${PAT.email}.`);
  await expect(confirmation).toContainText('usually within 5 working days');
  await expect(page.getByText('Thank you, Pat')).toBeVisible();
  await expect(page.getByText('Welcome back')).toHaveCount(0);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { name: 'Dashboard', level: 1 }) });
  await expect(header).toContainText('Oak Grove Middle School');
  await expect(header).toContainText('Pine Hollow Elementary School');

  // The e-mails: the applicant's confirmation and programme staff's notice.
  expect((await mailTo(portal, PAT.email, 2)).subject).toBe(`Application #${number} received`);
  // Staff may have had their daily digest too (sent from 07:00 UTC): the notice is one of their mails.
  const notice = `New application #${number}: Riverbend County Schools`;
  expect(await subjectsOfMailTo(portal, 'admin@example.org', notice)).toContain(notice);

  // Dismissed, the dashboard is the everyday one.
  await confirmation.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Application #${number} submitted`)).toHaveCount(0);
});
