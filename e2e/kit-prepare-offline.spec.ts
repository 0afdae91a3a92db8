// "Prepare for offline": a school's visit data is downloaded while there is a network; with the
// server then really unreachable, the school says when it was made ready and a count starts from
// the device's copy.
import { expect, test } from './support/fixtures';
import { PROJECTS } from './page-models/projects-pages';
import { COORDINATOR, SignInPage } from './page-models/sign-in-page';
import { goOffline, waitForServiceWorker } from './support/offline';

const SCHOOL = 'Cedar Valley High School';

test('a school prepared for offline can be counted with no network', async ({ page, context, portal }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);

  await page.goto('/projects/counts');
  const school = page.getByRole('listitem').filter({ hasText: SCHOOL });
  await school.getByRole('button', { name: 'Prepare for offline' }).click();
  await expect(school.locator('[data-prepared-at]')).toHaveText(
    /^Ready offline as of \d\d\/\d\d\/\d{4} \d\d:\d\d · Takes about \d+ kB on this device\.$/,
  );
  await expect(school.getByText(/The portal uses .+ of the .+ this browser allows it\./)).toBeVisible();
  await expect(school.getByRole('button', { name: 'Update offline data' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/count-prepare-390x844.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  await goOffline(context, portal);
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: SCHOOL }).locator('[data-prepared-at]')).toContainText('Ready offline as of');
  await page.getByRole('listitem').filter({ hasText: SCHOOL }).getByRole('link', { name: 'Start a count' }).click();
  await expect(page).toHaveURL(/\/projects\/counts\/[0-9a-f-]{36}$/);
  await expect(page.locator(`tr[data-project="${PROJECTS.solar}"] [data-figure="expected"]`)).toHaveText('4');
  const field = page.getByRole('textbox', { name: 'Scan or type a kit code' });
  await field.fill('SLR-CVH-04');
  await field.press('Enter');
  await expect(page.locator('[data-outcome]')).toHaveText(`SLR-CVH-04: found (${PROJECTS.solar})`);
  // A kit of another school is still placed: every kit code came with the preparation.
  await field.fill('BRD-LMS-02');
  await field.press('Enter');
  await expect(page.locator('[data-outcome]')).toHaveAttribute('data-outcome', 'unexpected');
});
