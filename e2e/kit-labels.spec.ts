// Kit label sheets: every kit on hand of a project (or a school) gets a label with a QR code and
// its code in text, laid out for the chosen label stock when printed.
import { expect, test } from './support/fixtures';
import { PROJECTS } from './page-models/projects-pages';
import { projectNamed } from './page-models/portal-api';
import { COORDINATOR, SignInPage } from './page-models/sign-in-page';

test.use({ portalScope: 'file' });

test('a project’s and a school’s label sheets hold a QR code and the code of every kit on hand', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);
  const bridge = await projectNamed(page, PROJECTS.bridge);

  await page.goto(`/projects/${bridge.id}`);
  await page.getByRole('link', { name: 'Print kit labels' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/labels\\?project=${bridge.id}$`));
  const codes = page.locator('[data-kit-code]');
  await expect(codes).toHaveText(Array.from({ length: bridge.kitsOnHand }, (_, i) => `BRD-LMS-0${i + 1}`));
  const qr = page.getByRole('img', { name: 'QR code of BRD-LMS-01' });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(`${bridge.kitsOnHand} labels on 1 sheet`)).toBeVisible();

  // Printed on A4 3 × 7 stock: three 63.5 mm columns (240 CSS px), 38.1 mm rows (144 CSS px).
  await page.getByLabel('Label sheet').selectOption('a4-3x7');
  await page.emulateMedia({ media: 'print' });
  const first = page.locator('.kit-label').first();
  const box = await first.boundingBox();
  expect(Math.round(box!.width)).toBe(240);
  expect(Math.round(box!.height)).toBe(144);
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: 'test-results/screens/kit-labels-a4-print.png' });
  await page.emulateMedia({ media: 'screen' });

  // The school's sheet, from the onsite counts screen, holds the kits of all its projects.
  await page.goto('/projects/counts');
  await page.getByRole('listitem').filter({ hasText: 'Cedar Valley High School' }).getByRole('link', { name: 'Print labels' }).click();
  await expect(codes).toHaveCount(14);
  await expect(codes.first()).toHaveText('SLR-CVH-01');
  await expect(codes.last()).toHaveText('WTR-CVH-10');
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screens/kit-labels-${size.width}x${size.height}.png` });
  }
});
