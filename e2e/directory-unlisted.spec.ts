// "My district or school isn't listed": the newcomer types a district the directory lacks on the
// wizard's district step (the contract's messages at the fields first) and files the application
// with it; an admin finds it under "Unlisted — to match" and matches it to a directory district,
// confirmed in a dialog; the queue is then empty (the rows that move: tests/server/directory-unlisted.test.ts).
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/signed-in';
import { apiGet } from './page-models/portal-api';
import { NEW_USER, SignInPage } from './page-models/sign-in-page';
import { apiPath, routes } from '@contract/routes';

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };
const TYPED = 'Mesa Public Schools';

const profile = {
  prefix: null,
  firstName: 'Rosa',
  lastName: 'Diaz',
  workEmail: NEW_USER.email,
  phoneNumber: '4805550100',
  currentRole: 'STEM Educator',
  title: 'Superintendent',
  titleOther: null,
};

/** Saves the wizard's answers up to `step` on the server, as the wizard itself does. */
async function saveProgress(page: Page, step: number, data: object) {
  const session = JSON.parse((await page.evaluate(() => localStorage.getItem('storage::1::session'))) ?? '{}');
  const response = await page.request.patch(apiPath(routes.saveOnboarding), {
    headers: { authorization: `Bearer ${session.token.accessToken}` },
    data: { step, data },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('an unlisted district is filed by the applicant and matched to the directory by staff', async ({ page }) => {
  test.setTimeout(90_000);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(NEW_USER);
  await expect(page).toHaveURL(/\/onboarding$/);
  await saveProgress(page, 1, { profile });
  await page.evaluate(() => localStorage.removeItem('storage::1::onboarding'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'District and schools', level: 2 })).toBeVisible();

  await page.getByRole('button', { name: 'My district or school isn’t listed' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('District name is required')).toBeVisible();
  await expect(page.getByText('State is required')).toBeVisible();
  await expect(page.getByText('School name is required')).toBeVisible();
  expect(await seriousViolations(page), 'typed district fields').toEqual([]);
  await page.getByLabel('District name').fill(TYPED);
  await page.getByLabel('State').selectOption('AZ');
  await page.getByLabel('City').fill('Mesa');
  await page.getByLabel('School 1 name').fill('Mesa High');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Your schools', level: 2 })).toBeVisible();
  await expect(page.getByText(/^You typed Mesa High: programme staff match/)).toBeVisible();

  // The later steps have journeys of their own: their answers go straight to the server.
  const { items } = await apiGet<{ items: { id: string }[] }>(page, routes.applicationResources);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('storage::1::onboarding') ?? '{}'));
  await saveProgress(page, 6, {
    profile,
    district: stored.data.district,
    schools: { numberOfSchools: 1 },
    resources: { resourceIds: [items[0]!.id] },
    goals: { objectives: 'Robotics in every classroom.', successDescription: 'A spring showcase.', comments: null },
    funding: { fundingOption: 'matching', heardAbout: 'A colleague', heardAboutOther: null },
  });
  await page.evaluate(() => localStorage.removeItem('storage::1::onboarding'));
  await page.reload();
  await expect(page.getByText(`${TYPED}, AZ (not listed, typed by you)`)).toBeVisible();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/dashboard\?submitted=\d+$/);

  // Staff: the typed district waits under "to match", with its count.
  await page.evaluate(() => localStorage.clear());
  await signInThroughApi(page, ADMIN);
  await page.goto('/staff/directory');
  await expect(page.getByRole('heading', { name: 'Directory', level: 1 })).toBeVisible();
  const toMatch = page.getByRole('button', { name: /Unlisted — to match/ });
  await expect(toMatch).toContainText('1');
  await toMatch.click();
  await expect(page).toHaveURL(/show=unlisted/);
  expect(await seriousViolations(page), 'directory list').toEqual([]);
  await page.getByRole('link', { name: `Open ${TYPED}` }).click();
  await expect(page.getByRole('heading', { name: TYPED, level: 1 })).toBeVisible();
  await expect(page.getByText('Mesa High')).toBeVisible();

  await page.getByLabel('Match to a directory district').fill('Cedar');
  expect(await seriousViolations(page), 'typed district page').toEqual([]);
  await page.getByRole('button', { name: /^Match to Cedar Valley/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Match “${TYPED}” to “Cedar Valley Unified School District”?`);
  await dialog.getByRole('button', { name: 'Match and move' }).click();
  await expect(page.getByRole('heading', { name: 'Cedar Valley Unified School District', level: 1 })).toBeVisible();
  await expect(page.getByText(`“${TYPED}” was matched to this district`)).toBeVisible();
  // Its typed school came along, marked to match within the district.
  await expect(page.getByText('Mesa High Typed', { exact: true })).toBeVisible();
  const list = await apiGet<{ unlistedCount: number }>(page, routes.directoryDistricts, { query: { show: 'unlisted' } });
  expect(list.unlistedCount).toBe(0);
});
