// Simple and Decked with the default (light) navigation colour: Simple's navigation row stays on the
// header's white, Decked lays it on a coloured deck, so each is recognisably what its name says.
import { expect, screensOnly, test } from './support/fixtures';
import { signInThroughApi } from './support/signed-in';

test.use({ portalScope: 'file', ...screensOnly });

for (const type of ['simple', 'decked'] as const) {
  test(`the ${type} layout's navigation row`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInThroughApi(page, undefined, { layout: { type } } as never);
    await page.goto('/checklist');
    const row = page.getByRole('navigation', { name: 'Main' }).locator('xpath=..');
    await expect(row).toBeVisible();
    const background = await row.evaluate((el) => getComputedStyle(el).backgroundColor);
    const isWhite = /^rgba?\(255, 255, 255(, 1)?\)$|^rgba\(0, 0, 0, 0\)$/.test(background);
    expect(isWhite, background).toBe(type === 'simple');
    await page.screenshot({ path: `test-results/screens/layout-${type}.png` });
  });
}
