// A kit's page from its label's address, where the district reports its condition with a photo;
// then counts that come due: staff set the coordinator's
// district to count every 7 days and see its projects by how overdue they are; the district's
// dashboard then says which counts are due.
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/axe';
import { apiGet } from './page-models/portal-api';
import { PROJECTS } from './page-models/projects-pages';
import { COORDINATOR, SignInPage } from './page-models/sign-in-page';
import { routes } from '@contract/routes';

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };

test('a kit page opens from its address; staff set a count schedule and the dashboard says a count is due', async ({ page, context, portal }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('[data-count-due]')).toHaveCount(0);
  // Labels exist once a sheet or a count asked for them (as a printed label's kit does).
  const codes = await apiGet<{ items: { code: string }[] }>(page, routes.kitCodes);
  const code = codes.items.find((kit) => kit.code.startsWith('SLR-CVH'))!.code;

  await page.goto(`/kits/${code}`);
  await expect(page.locator('[data-kit-code]')).toHaveText(code);
  await expect(page.getByRole('link', { name: PROJECTS.solar })).toBeVisible();
  await expect(page.locator('[data-kit-location="on-shelf"]')).toHaveText('On the shelf');
  await expect(page.getByRole('list', { name: 'History' }).locator('[data-history-kind="labelled"]')).toBeVisible();
  // The district reports the kit's condition from its page, with a photo; the page follows once it is sent.
  await page.getByRole('button', { name: 'Report condition' }).click();
  const dialog = page.getByRole('dialog', { name: `Report the condition of ${code}` });
  await dialog.getByRole('radio', { name: 'Needs parts' }).check();
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Two solar cells missing');
  await dialog.getByLabel('Choose photo').setInputFiles('e2e/support/kit-photo-gps.jpg');
  await expect(dialog.getByRole('img', { name: `Photo 1 of ${code}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save report' }).click();
  await expect(page.getByText('Report sent')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-kit-condition]')).toHaveText('Needs parts');
  await expect(page.getByRole('list', { name: 'History' }).locator('[data-history-kind="condition-reported"]')).toContainText(
    'Two solar cells missing',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/kit-page-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/kit-page-390.png', fullPage: true });
  await page.goto('/kits/NOPE-XX-99');
  await expect(page.getByRole('heading', { name: 'No kit of yours has this code' })).toBeVisible();

  const me = await apiGet<{ district: { name: string } | null }>(page, routes.me);
  const districtName = me.district!.name;
  // Staff, in a second window.
  const staff = await context.browser()!.newContext({ baseURL: portal.url });
  const staffPage = await staff.newPage();
  const staffSignIn = new SignInPage(staffPage);
  await staffSignIn.open();
  await staffSignIn.signIn(ADMIN);
  await expect(staffPage).toHaveURL(/\/staff/);
  await staffPage.goto('/staff/count-freshness');
  await expect(staffPage.getByRole('heading', { name: 'Count freshness' })).toBeVisible();
  const row = staffPage.locator(`[data-cadence="${districtName}"]`);
  await row.getByRole('button', { name: `Edit the count schedule of ${districtName}` }).click();
  const field = staffPage.getByRole('spinbutton', { name: 'Count every (days)' });
  await field.fill('3');
  await staffPage.getByRole('button', { name: 'Save schedule' }).click();
  await expect(staffPage.getByText('Count every must be a whole number of days from 7 to 180, or none')).toBeVisible();
  await field.fill('7');
  await staffPage.getByRole('button', { name: 'Save schedule' }).click();
  await expect(staffPage.getByText(`${districtName} now counts its kits every 7 days.`)).toBeVisible();
  await expect(row).toContainText('every 7 days');
  expect(await seriousViolations(staffPage)).toEqual([]);
  await staffPage.screenshot({ path: 'test-results/screens/count-freshness-1280.png', fullPage: true });
  await staff.close();

  await page.goto('/dashboard');
  const notice = page.locator('[data-count-due]');
  await expect(notice).toContainText('Count due');
  await expect(notice).toContainText(/days overdue/);
});
