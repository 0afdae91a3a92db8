// The frame around every screen, by keyboard and on a phone: Escape on Settings puts focus back on
// the Settings button, the skip link leaves the heading below the sticky top bar, and the phone
// drawer's close button sits clear of the top bar's settings and avatar buttons, and a new screen
// opens at its top.
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/signed-in';

test.use({ portalScope: 'file' });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (x: Box, y: Box) => x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

test('Escape on Settings returns focus to the Settings button; the skip link clears the top bar', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/checklist');
  const settings = page.getByRole('button', { name: 'Settings', exact: true });
  await settings.focus();
  await page.keyboard.press('Enter');
  // Focus inside the drawer, as a user sees it, before Escape: the drawer takes keys once it has
  // mounted, and an Escape pressed in the frame it first paints in is not seen.
  await expect.poll(() => page.getByRole('dialog').evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(settings).toBeFocused();

  // The skip link, the first stop of the keyboard: the heading ends below the top bar, not under it.
  await page.goto('/checklist');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The heading shows first on the screen saved from the last visit (inert, nothing to focus); the
  // keyboard's first stop exists once the app has drawn over it.
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  const header = await page.locator('header').first().boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});

test('a link followed from low on a screen opens the next screen at its top; Back returns to the place', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Funding' }).getByText('$48,500')).toBeVisible();
  // The screen's last link inside the app, scrolled to as a person would.
  const link = page.locator('main a[href^="/"]').last();
  const target = await link.getAttribute('href');
  await link.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, 'the link sits below the fold').toBeGreaterThan(200);
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === target);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
});

test('on a phone the navigation drawer closes from a button clear of the settings and avatar buttons', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page);
  await page.goto('/checklist');
  // Measured before the drawer opens: behind the modal drawer they are hidden from the page's roles.
  const settings = await boxOf(page.getByRole('button', { name: 'Settings', exact: true }));
  const account = await boxOf(page.getByRole('button', { name: /account menu/i }));
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const close = page.getByRole('button', { name: 'Close navigation' });
  await expect(close).toBeVisible();
  await page.waitForTimeout(300); // the drawer slides in
  expect(overlaps(await boxOf(close), settings)).toBe(false);
  expect(overlaps(await boxOf(close), account)).toBe(false);
  await page.screenshot({ path: 'test-results/screens/phone-drawer.png' });
  await close.click();
  await expect(close).toBeHidden();
});
