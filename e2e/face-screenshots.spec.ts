// Screenshots of dashboard, resources and planning in the modern and classic layouts, light and
// dark, on a Chromebook (1366×768), a desktop (1920×1080) and a phone (390×844), written to
// test-results/face-screens/ for people to look at. Each also checks that nothing overflows the
// screen sideways and that the screen's own content is there.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, screensOnly, test } from './support/fixtures';
import { signInThroughApi, themeWith } from './support/signed-in';

// Its journeys only read the demo data: one server for the file.
test.use({ portalScope: 'file', ...screensOnly });

const SIZES = [
  { name: 'chromebook', width: 1366, height: 768 },
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const SCREENS = [
  { name: 'dashboard', path: '/dashboard', ready: (p: Page) => p.getByRole('region', { name: 'Funding' }).getByText('$48,500') },
  { name: 'resources', path: '/resources', ready: (p: Page) => p.getByText('16 resources') },
  { name: 'planning', path: '/planning', ready: (p: Page) => p.getByRole('listitem').filter({ hasText: 'Hands-on learning in classrooms' }) },
] as const;

for (const type of ['modern', 'classic'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`screenshots: ${type} ${mode}`, async ({ page }) => {
      test.setTimeout(180_000);
      await signInThroughApi(
        page,
        undefined,
        themeWith({ mode, navMode: type === 'modern' ? 'transparent' : mode, layout: { type, sideNavCollapse: false, previousType: null } }),
      );
      // The planning pop-up has its own journey; here the page behind it is pictured.
      await page.evaluate(() => {
        const user = JSON.parse(localStorage.getItem('storage::1::user')!);
        localStorage.setItem('storage::1::user', JSON.stringify({ ...user, showPlanningPopUp: false }));
      });
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        for (const screen of SCREENS) {
          await page.goto(screen.path);
          await expect(screen.ready(page).first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${screen.name} at ${size.name} scrolls sideways`).toBeLessThanOrEqual(0);
          await page.screenshot({
            path: path.join(test.info().project.outputDir, 'face-screens', `${screen.name}-${type}-${mode}-${size.name}.png`),
            fullPage: true,
          });
        }
      }
    });
  }
}
