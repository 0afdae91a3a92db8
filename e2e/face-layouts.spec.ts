// The portal's face: the six layouts, the theme settings drawer (applied at once, kept on the
// device), right-to-left, dark mode, the navigation on small screens, and the legal pages.
import type { Page } from '@playwright/test';
import { expect, screensOnly, test } from './support/fixtures';
import { signInThroughApi, themeWith } from './support/signed-in';

// Its journeys only read the demo data: one server for the file.
test.use({ portalScope: 'file', ...screensOnly });

const storedTheme = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('storage::1::theme') ?? 'null'));
const html = (page: Page) => page.locator('html');

async function openSettings(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click();
  return page.getByRole('dialog', { name: 'Theme and settings' });
}

test('settings change the theme at once, survive a reload and follow the spec rules', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Defaults (spec §9): light, ltr, modern, sky.
  await expect(html(page)).toHaveAttribute('data-layout', 'modern');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(html(page)).not.toHaveClass(/dark/);
  expect(await storedTheme(page)).toBeNull();

  const drawer = await openSettings(page);
  await drawer.getByRole('radiogroup', { name: 'Layout' }).getByRole('radio', { name: 'Classic' }).click();
  await expect(html(page)).toHaveAttribute('data-layout', 'classic');
  // Leaving modern: the nav takes the mode's colour; choosing dark turns it dark (spec §4).
  await expect(html(page)).toHaveAttribute('data-nav-mode', 'light');
  await drawer.getByRole('radiogroup', { name: 'Mode' }).getByRole('radio', { name: 'Dark' }).click();
  await expect(html(page)).toHaveClass(/dark/);
  await expect(html(page)).toHaveAttribute('data-nav-mode', 'dark');
  await drawer.getByRole('radiogroup', { name: 'Theme colour' }).getByRole('radio', { name: 'Emerald' }).click();
  await drawer.getByRole('radiogroup', { name: 'Control size' }).getByRole('radio', { name: 'L', exact: true }).click();
  await drawer.getByRole('switch', { name: 'Card borders' }).click();
  await drawer.getByRole('radiogroup', { name: 'Text direction' }).getByRole('radio', { name: 'Right to left' }).click();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveAttribute('data-theme-color', 'emerald');
  await expect(html(page)).toHaveAttribute('data-card-bordered', 'false');

  // The whole screen is mirrored: the side navigation sits on the right. (CSS locator: behind the
  // open drawer the page is inert, so out of the accessibility tree.)
  const nav = page.locator('nav[aria-label="Main"]');
  const navBox = (await nav.boundingBox())!;
  expect(navBox.x).toBeGreaterThan(1366 / 2);
  // Control size L: default buttons are h-14 (56 px).
  await expect(drawer.getByRole('button', { name: 'Done' })).toHaveCSS('height', '56px');

  // Modern forces card borders and a transparent nav (spec §4).
  await drawer.getByRole('radiogroup', { name: 'Layout' }).getByRole('radio', { name: 'Modern' }).click();
  await expect(html(page)).toHaveAttribute('data-nav-mode', 'transparent');
  await expect(html(page)).toHaveAttribute('data-card-bordered', 'true');
  await expect(drawer.getByRole('switch', { name: 'Card borders' })).toBeDisabled();
  await drawer.getByRole('radiogroup', { name: 'Layout' }).getByRole('radio', { name: 'Stacked side' }).click();
  await drawer.getByRole('button', { name: 'Done' }).click();
  await expect(drawer).toBeHidden();

  const stored = await storedTheme(page);
  expect(stored).toMatchObject({
    mode: 'dark',
    direction: 'rtl',
    themeColor: 'emerald',
    controlSize: 'lg',
    cardBordered: true,
    navMode: 'dark',
    panelExpand: false,
    layout: { type: 'stackedSide', previousType: 'modern' },
  });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-layout', 'stackedSide');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveClass(/dark/);
  await expect(page.getByRole('dialog')).toBeHidden();
});

/**
 * Where the first and last characters of an element's text are drawn, and the element's right edge:
 * in reading order the last character is right of the one before it.
 */
function textEnds(page: Page, selector: string, text: RegExp) {
  return (
    page
      .locator(selector)
      .filter({ hasText: text })
      // The innermost element that holds the text (the outer ones come first).
      .last()
      .evaluate((element) => {
        const node = [...element.childNodes].find((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim())!;
        const length = node.textContent!.trimEnd().length;
        const charBox = (index: number) => {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          return range.getBoundingClientRect();
        };
        return { first: charBox(0), beforeLast: charBox(length - 2), last: charBox(length - 1), box: element.getBoundingClientRect() };
      })
  );
}

test('right to left mirrors the layout but keeps English text in reading order', async ({ page }) => {
  await signInThroughApi(page, undefined, { direction: 'rtl' });
  await page.goto('/checklist');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  const main = await page.getByRole('main').boundingBox();
  const nav = await page.getByRole('navigation', { name: 'Main' }).first().boundingBox();
  expect(nav!.x).toBeGreaterThan(main!.x);
  // The sentence's full stop stays at its end, and the text keeps to the mirrored (right) side.
  const sentence = await textEnds(page, 'main header div', /each with its due date\.$/);
  expect(sentence.last.left).toBeGreaterThan(sentence.beforeLast.left);
  expect(Math.abs(sentence.last.right - sentence.box.right)).toBeLessThan(2);

  await page.goto('/dashboard');
  // A number that starts a text stays in front of it ("242 days left", not "days left 242").
  const daysLeft = await textEnds(page, 'main span', /^\d+ days? left$/);
  expect(daysLeft.first.left).toBeLessThan(daysLeft.last.left);
});

test('each layout shows the navigation with the current entry marked', async ({ page }) => {
  await signInThroughApi(page);
  for (const type of ['classic', 'modern', 'stackedSide', 'simple', 'decked'] as const) {
    await page.evaluate(
      (theme) => localStorage.setItem('storage::1::theme', JSON.stringify(theme)),
      themeWith({ layout: { type, sideNavCollapse: false, previousType: null } }),
    );
    await page.goto('/resources/workshops');
    await expect(page.getByRole('heading', { name: 'Workshops', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav, type).toBeVisible();
    for (const entry of ['Dashboard', 'Planning', 'Blueprints', 'Applications', 'My Checklist', 'About', 'Curriculum', 'My Orders']) {
      await expect(nav.getByRole('link', { name: entry, exact: true }), `${type}: ${entry}`).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: /^Support/ })).toHaveAttribute('href', /^mailto:/);
    const resources = nav.getByRole('button', { name: 'Resources' });
    await expect(resources).toBeVisible();
    // Where Workshops is marked depends on the layout: in the side nav's open group, in the
    // stacked layout's panel, in the top layouts' Resources menu.
    if (type === 'classic' || type === 'modern') {
      await expect(nav.getByRole('link', { name: 'Workshops' })).toHaveAttribute('aria-current', 'page');
    } else if (type === 'stackedSide') {
      await expect(page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Workshops' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    } else {
      await resources.click();
      await expect(page.getByRole('menuitem', { name: 'Workshops' })).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');
    }
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  }
});

test('side navigation widths: 270 px, 82 px collapsed, stacked 80 + 250 px', async ({ page }) => {
  await signInThroughApi(page, undefined, { layout: { type: 'classic', sideNavCollapse: false, previousType: null }, navMode: 'light' });
  await page.goto('/resources/projects');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const width = async () => (await nav.locator('xpath=../..').boundingBox())!.width;
  await expect(nav).toBeVisible();
  expect(Math.round(await width())).toBe(270);

  await page.getByRole('button', { name: 'Collapse side navigation' }).click();
  await expect(html(page)).toHaveAttribute('data-side-nav-collapse', 'true');
  expect(Math.round(await width())).toBe(82);
  // Collapsed: names stay for screen readers, and the group opens as a menu.
  await nav.getByRole('button', { name: 'Resources' }).click();
  await page.getByRole('menuitem', { name: 'Classbox' }).click();
  await expect(page).toHaveURL(/\/resources\/classbox$/);

  await page.evaluate(
    (theme) => localStorage.setItem('storage::1::theme', JSON.stringify(theme)),
    themeWith({ layout: { type: 'stackedSide', sideNavCollapse: false, previousType: null }, navMode: 'light' }),
  );
  await page.reload();
  const rail = page.getByRole('navigation', { name: 'Main' });
  const panel = page.getByRole('navigation', { name: 'Resources' });
  await expect(panel).toBeVisible();
  expect(Math.round((await rail.locator('..').boundingBox())!.width)).toBe(80);
  expect(Math.round((await panel.locator('..').boundingBox())!.width)).toBe(250);
  await expect(panel.getByRole('link', { name: 'Classbox' })).toHaveAttribute('aria-current', 'page');
});

test('on a phone the navigation is a drawer; the keyboard reaches everything', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  // The skip link comes first and moves focus to the screen.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main' });
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await drawer.getByRole('button', { name: 'Resources' }).click();
  await drawer.getByRole('link', { name: 'Career Tools' }).click();
  await expect(page).toHaveURL(/\/resources\/career-tools$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Career Tools', level: 1 })).toBeVisible();

  // The account menu by keyboard: opens on its first item, arrows move, Escape returns to the button.
  const account = page.getByRole('button', { name: /account menu/i });
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Your account' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Help and support' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeHidden();
  await expect(account).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
});

test('dark mode follows the system on a first visit', async ({ browser, portal }) => {
  const context = await browser.newContext({ baseURL: portal.url, colorScheme: 'dark', viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signInThroughApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(html(page)).toHaveClass(/dark/);
  await expect(page.locator('body')).toHaveCSS('color-scheme', 'dark');
  await context.close();
});

test('the blank layout keeps a way back to the previous layout', async ({ page }) => {
  await signInThroughApi(page, undefined, { layout: { type: 'blank', sideNavCollapse: false, previousType: 'classic' }, navMode: 'light' });
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Back to Classic layout' }).click();
  await expect(html(page)).toHaveAttribute('data-layout', 'classic');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('privacy policy and terms are reachable signed out and signed in', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Privacy policy' }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
  await expect(page.getByRole('heading', { name: 'Terms of use', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await signInThroughApi(page);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of use', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
