// axe on every Hands-On Projects screen and My Checklist, light and dark, desktop and phone: no
// serious or critical violation (WCAG 2.1 A and AA, colour contrast included).
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { openScreen } from './support/open-screen';
import { expect, screensOnly, test } from './support/fixtures';
import { signInThroughApi } from './support/signed-in';
import { projectNamed } from './page-models/portal-api';
import { PROJECTS } from './page-models/projects-pages';

// Its journeys only read the demo data: one server for the file.
test.use({ portalScope: 'file', ...screensOnly });

for (const mode of ['light', 'dark'] as const) {
  test(`the projects screens and My Checklist have no serious accessibility violation (${mode})`, async ({ page }) => {
    test.setTimeout(180_000);
    await signInThroughApi(page, undefined, { mode });
    const bridge = await projectNamed(page, PROJECTS.bridge);
    const screens: [string, (p: Page) => Locator][] = [
      ['/projects', (p) => p.getByRole('article', { name: PROJECTS.water })],
      [`/projects/${bridge.id}`, (p) => p.getByRole('heading', { name: 'Onsite counts' })],
      [`/projects/${bridge.id}/inventory`, (p) => p.getByRole('spinbutton', { name: 'Kits on hand' })],
      [`/projects/${bridge.id}/request-kits`, (p) => p.getByRole('spinbutton', { name: 'Requested kits' })],
      [`/projects/${bridge.id}/new-checkout`, (p) => p.getByRole('option', { name: /Water Filtration Lab/ })],
      [`/projects/${bridge.id}/return-kits`, (p) => p.getByRole('spinbutton', { name: 'Kits to return' })],
      ['/projects/orders', (p) => p.getByRole('article', { name: 'Environmental Science, Period 1' })],
      ['/checklist', (p) => p.getByRole('article', { name: 'Register educators for the PD workshop' })],
      ['/checklist?tab=completed', (p) => p.getByRole('article', { name: 'Review and approve your blueprint' })],
    ];
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      // A page load for each viewport's first screen, the others reached inside the app.
      for (const [index, [path, ready]] of screens.entries()) {
        await openScreen(page, path, index > 0);
        await expect(ready(page), path).toBeAttached();
        expect(await seriousViolations(page), `${mode} ${viewport.width}px ${path}`).toEqual([]);
      }
    }
    // The form errors too: red text on its background.
    await page.goto(`/projects/${bridge.id}/new-checkout`);
    await page.getByRole('button', { name: 'Create checkout' }).click();
    await expect(page.getByText('Number is required')).toBeVisible();
    expect(await seriousViolations(page), `${mode} checkout errors`).toEqual([]);
  });
}
