// The onboarding wizard, as new@example.org (signed up, onboarding not started): every step with its
// rules, a reload in the middle and a sign-out that both resume at the same step with the answers,
// the submit that creates the application and opens the dashboard, and the new application in
// /applications. Also "Limit Reached" on a district with more schools than a profile may hold.
import { spawnSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { repoRoot } from '../tests/helpers/server-process';
import { expect, test } from './support/fixtures';
import { NEW_USER, SignInPage } from './page-models/sign-in-page';
import { apiPath, routes } from '@contract/routes';

async function signIn(page: Page) {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(NEW_USER);
  await expect(page).toHaveURL(/\/onboarding$/);
}

const stepHeading = (page: Page, title: string) => page.getByRole('heading', { name: title, level: 2 });
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepStatus = (page: Page, title: string) =>
  page.getByRole('navigation', { name: 'Application steps' }).locator('li', { hasText: title }).getAttribute('data-status');
const storedProgress = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('storage::1::onboarding') ?? 'null') as { step: number; pending: boolean } | null);

test('a new educator goes from an empty account to a submitted application, resuming where they left off', async ({ page }) => {
  // Every step of the wizard, a reload and a submit: a long journey, given room on a busy machine.
  test.setTimeout(180_000);
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Apply to the programme', level: 1 })).toBeVisible();

  // 1. About you: the spec's messages, then the answers.
  await expect(stepHeading(page, 'About you')).toBeVisible();
  await expect(page.getByLabel('Work email')).toHaveValue('new@example.org');
  await next(page);
  for (const message of [
    'Name is required',
    'Last Name is required',
    'Phone number is required',
    'Current role is required',
    'Current title is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Prefix').selectOption('Ms');
  await page.getByLabel('First name').fill('Nora2');
  await page.getByLabel('Last name').fill('Park');
  // Written as people write it: kept as its digits ("5135550100" on the review).
  await page.getByLabel('Phone number').fill('(513) 555-0100');
  await page.getByLabel('Current role').selectOption('STEM Educator');
  await page.getByLabel('Current title').selectOption('Other');
  await next(page);
  await expect(page.getByText('Cannot contain digits')).toBeVisible();
  await expect(page.getByText('Current title is required', { exact: true })).toBeVisible();
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Your title').fill('Science Lead');
  await next(page);

  // 2. District and schools: the e-mail is in no school's records (spec §8).
  await expect(stepHeading(page, 'District and schools')).toBeVisible();
  await expect(
    page.getByText(
      'No school is linked to new@example.org. Check the e-mail you entered, or tick "I work for the district rather than at one school".',
    ),
  ).toBeVisible();
  expect(await stepStatus(page, 'About you')).toBe('complete');
  expect(await stepStatus(page, 'District and schools')).toBe('in-progress');
  await next(page);
  await expect(page.getByText('District is required')).toBeVisible();
  await page.getByLabel('Search districts').fill('river');
  await page.getByRole('button', { name: 'Choose Riverbend County Schools' }).click();
  await expect(page.getByText('Riverbend County Schools', { exact: true })).toBeVisible();
  await next(page);
  await expect(page.getByText('School is required')).toBeVisible();
  await page.getByRole('button', { name: 'Add Oak Grove Middle School' }).click();
  await page.getByRole('button', { name: 'Add Pine Hollow Elementary School' }).click();
  await page.getByRole('button', { name: 'Add Eastside STEM Academy' }).click();
  await page.getByRole('button', { name: 'Remove Eastside STEM Academy' }).click();
  await expect(page.getByRole('list', { name: 'Selected schools' }).getByRole('listitem')).toHaveCount(2);
  await next(page);

  // 3. Your schools: the directory's data. Reload here: the same step, the same answers.
  await expect(stepHeading(page, 'Your schools')).toBeVisible();
  const facts = page.getByRole('table', { name: 'Data of the schools on your profile' });
  await expect(facts.getByRole('row', { name: /Pine Hollow Elementary School/ })).toContainText('Title I schoolwide');
  await expect(facts.getByRole('row', { name: /Pine Hollow Elementary School/ })).toContainText('88%');
  await expect(facts.getByRole('row', { name: /Oak Grove Middle School/ })).toContainText('720');
  await expect.poll(async () => (await storedProgress(page))?.pending).toBe(false);
  expect((await storedProgress(page))?.step).toBe(2);

  await page.reload();
  await expect(stepHeading(page, 'Your schools')).toBeVisible();
  await expect(page.getByLabel('Number of schools')).toHaveValue('2');
  expect(await stepStatus(page, 'District and schools')).toBe('complete');
  await page.getByLabel('Number of schools').fill('1');
  await next(page);
  await expect(page.getByText('Number of schools cannot be less than the 2 schools you selected')).toBeVisible();
  await page.getByLabel('Number of schools').fill('3');
  await next(page);

  // 4. Resources from the catalogue.
  await expect(stepHeading(page, 'Resources')).toBeVisible();
  await next(page);
  await expect(page.getByText('Resource is required')).toBeVisible();
  await page.getByLabel(/Solar Car Challenge/).check();
  await page.getByLabel(/Bridge Engineering/).check();
  await next(page);

  // 5. Objectives.
  await expect(stepHeading(page, 'Objectives')).toBeVisible();
  await page.getByLabel('What are your objectives?').fill('   ');
  await page.getByLabel('What does success look like?').fill('---');
  await next(page);
  await expect(page.getByText('Cannot contain spaces only')).toBeVisible();
  await expect(page.getByText('Dashes only are not allowed')).toBeVisible();
  await page.getByLabel('What are your objectives?').fill('Every 7th grader builds and races a solar car.');
  await page.getByLabel('What does success look like?').fill('Students explain the design process they used in class.');
  await expect(page.getByText('46 / 500')).toBeVisible();
  await next(page);

  // Sign out in the middle: the progress is on the server, so signing in again resumes here.
  await expect(stepHeading(page, 'Funding')).toBeVisible();
  await expect(page.getByText('Progress is saved; continue after log in.')).toBeVisible();
  await expect.poll(async () => (await storedProgress(page))?.pending).toBe(false);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, log out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  expect(await storedProgress(page)).toBeNull();
  await signIn(page);
  await expect(stepHeading(page, 'Funding')).toBeVisible();

  // 6. Funding and how they heard about the programme.
  await next(page);
  await expect(page.getByText('Answer is required')).toHaveCount(2);
  await page.getByLabel(/Full funding/).check();
  await page.getByLabel('How did you hear about the programme?').selectOption('A colleague');
  await next(page);

  // 7. Review: every answer; the agreement is required.
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  const review = page.getByRole('main');
  for (const text of [
    'Ms Nora Park',
    'new@example.org',
    '5135550100',
    'STEM Educator',
    'Science Lead',
    'Riverbend County Schools',
    'Oak Grove Middle School, Pine Hollow Elementary School',
    'Solar Car Challenge',
    'Full funding',
    'A colleague',
  ]) {
    await expect(review.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('You must agree to the privacy policy and terms')).toBeVisible();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Submit application' }).click();

  // Created: the dashboard opens on its confirmation, the session says appCreated, the wizard's progress is gone.
  await expect(page).toHaveURL(/\/dashboard\?submitted=\d+$/);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('storage::1::session') ?? 'null'));
  expect(session).toMatchObject({ signedIn: true, appCreated: true });
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('storage::1::user') ?? 'null'));
  expect(user).toMatchObject({ onboardingStep: 7, firstName: 'Nora' });
  expect(await storedProgress(page)).toBeNull();

  // The new application in the list, and its details.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  const [y, m, d] = new Date().toISOString().slice(0, 10).split('-');
  const row = page.getByRole('row', { name: /Nora Park/ });
  await expect(row).toContainText('3');
  await expect(row).toContainText(`${m}/${d}/${y}`);
  await expect(row).toContainText('Not assigned yet');
  await expect(row).toContainText('New');
  await row.getByRole('link', { name: 'Nora Park' }).click();
  await expect(page.getByRole('heading', { name: /^Application #\d+$/, level: 1 })).toBeVisible();
  await expect(page.getByText('Not allocated yet')).toBeVisible();
  await expect(page.getByText('Every 7th grader builds and races a solar car.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Selected resources' })).toContainText('Bridge Engineering');
});

test('a profile holds at most 10 schools: "Limit Reached"', async ({ page, portal }) => {
  // A district with 11 schools, loaded with the directory import (the server must be stopped:
  // the embedded database has one owner at a time).
  await portal.stop();
  const imported = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/import-directory.ts', 'tests/fixtures/directory-large-district.csv'],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: portal.dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
  expect(imported.status, imported.stderr).toBe(0);
  await portal.start();

  await signIn(page);
  await page.getByLabel('First name').fill('Lee');
  await page.getByLabel('Last name').fill('Ortiz');
  await page.getByLabel('Phone number').fill('5055550100');
  await page.getByLabel('Current role').selectOption('District Office');
  await page.getByLabel('Current title').selectOption('Superintendent');
  await next(page);
  await page.getByLabel('Search districts').fill('Mesa Verde');
  await page.getByRole('button', { name: 'Choose Mesa Verde Unified' }).click();
  for (let i = 1; i <= 8; i += 1) await page.getByRole('button', { name: `Add Mesa Verde Elementary ${i}`, exact: true }).click();
  await page.getByRole('button', { name: 'Add Mesa Verde High School' }).click();
  await expect(page.getByText('Limit Reached')).toBeHidden();
  await page.getByRole('button', { name: 'Add Mesa Verde Middle School' }).click();
  await expect(page.getByText('Limit Reached')).toBeVisible();
  await expect(page.getByText('10 of 10 on your profile')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Mesa Verde Elementary 9' })).toBeDisabled();
  await page.getByRole('button', { name: 'Remove Mesa Verde Elementary 1' }).click();
  await expect(page.getByText('Limit Reached')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Mesa Verde Elementary 9' })).toBeEnabled();
});

test('with the server unreachable, steps are kept on the device and saved once it is back', async ({ page, portal }) => {
  await signIn(page);
  // The service worker must control the page to open the wizard without the server.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Quinn');
  await page.getByLabel('Phone number').fill('5135550199');
  await page.getByLabel('Current role').selectOption('AIG Coach');
  await page.getByLabel('Current title').selectOption('Superintendent');
  await next(page);
  await expect(stepHeading(page, 'District and schools')).toBeVisible();
  await page.getByRole('button', { name: 'Choose Harbor Point Independent School District' }).click();
  await page.getByRole('button', { name: 'Add Bayside Middle School' }).click();

  await portal.stop();
  await next(page);
  await expect(stepHeading(page, 'Your schools')).toBeVisible();
  await expect(page.getByText(/You're offline: your answers are saved on this device/)).toBeVisible();
  expect(await storedProgress(page)).toMatchObject({ step: 2, pending: true });

  // A reload without the server: the wizard opens from the device's copy, at the same step.
  await page.reload();
  await expect(stepHeading(page, 'Your schools')).toBeVisible();
  await expect(page.getByText(/You're offline/)).toBeVisible();

  await portal.start();
  await expect(page.getByText(/All changes saved at/)).toBeVisible({ timeout: 30_000 });
  expect(await storedProgress(page)).toMatchObject({ step: 2, pending: false });
  // The server has it: another device would resume here.
  // The path is built here: the function runs in the page, where the route table is not.
  const prefilled = await page.evaluate(async (prefilledPath) => {
    const session = JSON.parse(localStorage.getItem('storage::1::session') ?? 'null');
    const response = await fetch(prefilledPath, { headers: { authorization: `Bearer ${session.token.accessToken}` } });
    return response.json();
  }, apiPath(routes.prefilledApplication));
  expect(prefilled.progress).toMatchObject({ step: 2, data: { district: { district: { name: 'Harbor Point Independent School District' } } } });
});
