// axe on every screen of the portal's face, in every layout, light and dark: no serious or critical
// violation (WCAG 2.1 A and AA rules, colour contrast included).
import type { Page } from '@playwright/test';
import { LAYOUT_TYPES, type LayoutType, type Mode, type NavMode, type ThemeColor } from '@client/app/theme/theme-settings';
import { seriousViolations } from './support/axe';
import { openScreen } from './support/open-screen';
import { expect, screensOnly, test } from './support/fixtures';
import { signInThroughApi, themeWith } from './support/signed-in';
import { apiPath, routes } from '@contract/routes';

// Its journeys only read the demo data: one server for the file.
test.use({ portalScope: 'file', ...screensOnly });

interface Screen {
  path: string;
  /** What shows once the screen has its data. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
  /**
   * Opened and left by a page load: leaving the planning screen in the app while its introduction
   * shows would close the introduction and save it as seen, for the other journeys of the file too.
   */
  byPageLoad?: boolean;
}

const SCREENS: Screen[] = [
  { path: '/dashboard', ready: (p) => p.getByRole('region', { name: 'Funding' }).getByText('$48,500') },
  { path: '/planning', ready: (p) => p.getByRole('dialog', { name: 'Introduction to planning' }), byPageLoad: true },
  { path: '/resources', ready: (p) => p.getByText('16 resources') },
  { path: '/resources/classbox?grade=5', ready: (p) => p.getByText(/\d+ resources?$/) },
  { path: 'RESOURCE', ready: (p) => p.getByRole('region', { name: /Lessons/ }) },
  { path: '/about', ready: (p) => p.getByRole('heading', { name: 'About', level: 1 }) },
  { path: '/curriculum', ready: (p) => p.getByRole('link', { name: 'Solar Car Challenge' }) },
  { path: '/support', ready: (p) => p.getByRole('heading', { name: 'Common questions' }) },
  { path: '/privacy', ready: (p) => p.getByRole('heading', { name: 'Privacy policy', level: 1 }) },
  { path: '/terms', ready: (p) => p.getByRole('heading', { name: 'Terms of use', level: 1 }) },
];

async function resourcePath(page: Page, accessToken: string): Promise<string> {
  const response = await page.request.get(apiPath(routes.resources, {}, { search: 'solar car' }), {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { items } = await response.json();
  return `/resources/projects/${items[0].id}`;
}

async function checkScreens(page: Page, label: string, detailPath: string) {
  let loaded = false;
  for (const screen of SCREENS) {
    const path = screen.path === 'RESOURCE' ? detailPath : screen.path;
    await openScreen(page, path, loaded && !screen.byPageLoad);
    // Leaving a screen opened by a page load is a page load too.
    loaded = !screen.byPageLoad;
    await expect(screen.ready(page).first(), `${label} ${path}`).toBeVisible();
    expect(await seriousViolations(page), `${label} ${path}`).toEqual([]);
  }
  // The settings drawer, over a screen.
  await page.goto('/about');
  await page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Theme and settings' })).toBeVisible();
  expect(await seriousViolations(page), `${label} settings drawer`).toEqual([]);
}

function setTheme(page: Page, type: LayoutType, mode: Mode, extra: { navMode?: NavMode; themeColor?: ThemeColor; sideNavCollapse?: boolean } = {}) {
  const theme = themeWith({
    mode,
    navMode: extra.navMode ?? (type === 'modern' ? 'transparent' : mode),
    themeColor: extra.themeColor ?? 'sky',
    layout: { type, sideNavCollapse: extra.sideNavCollapse ?? false, previousType: 'classic' },
  });
  return page.evaluate((value) => localStorage.setItem('storage::1::theme', JSON.stringify(value)), theme);
}

// A screen's content is the same in every layout; a layout changes the frame around it (header,
// navigation, the page's background). So every screen is checked in one layout, light and dark,
// and every other layout on a screen of each kind, light and dark: the dashboard (panels and
// charts) and a resource (tabs, lessons, long text). Checking all screens in all six layouts ran
// axe 132 times for the same content; this runs it 42 times.
const FULL_LAYOUT: LayoutType = 'classic';

test(`no serious accessibility violation on any screen in the ${FULL_LAYOUT} layout, light and dark`, async ({ page }) => {
  test.setTimeout(120_000);
  const { token } = await signInThroughApi(page);
  const detail = await resourcePath(page, token.accessToken);
  for (const mode of ['light', 'dark'] as const) {
    await setTheme(page, FULL_LAYOUT, mode);
    await checkScreens(page, `${FULL_LAYOUT} ${mode}`, detail);
  }
});

for (const type of LAYOUT_TYPES.filter((t) => t !== FULL_LAYOUT)) {
  test(`no serious accessibility violation in the ${type} layout's frame, light and dark`, async ({ page }) => {
    const { token } = await signInThroughApi(page);
    const detail = await resourcePath(page, token.accessToken);
    for (const mode of ['light', 'dark'] as const) {
      await setTheme(page, type, mode);
      await page.goto('/dashboard');
      await expect(SCREENS[0].ready(page).first()).toBeVisible();
      expect(await seriousViolations(page), `${type} ${mode} /dashboard`).toEqual([]);
      await openScreen(page, detail, true);
      await expect(page.getByRole('region', { name: /Lessons/ }).first()).toBeVisible();
      expect(await seriousViolations(page), `${type} ${mode} ${detail}`).toEqual([]);
    }
  });
}

test('no serious violation with a themed or collapsed navigation and other theme colours', async ({ page }) => {
  test.setTimeout(240_000);
  const { token } = await signInThroughApi(page);
  const detail = await resourcePath(page, token.accessToken);
  const combos = [
    { type: 'classic', mode: 'light', navMode: 'themed', themeColor: 'amber', sideNavCollapse: true },
    { type: 'decked', mode: 'dark', navMode: 'themed', themeColor: 'rose' },
    { type: 'stackedSide', mode: 'light', navMode: 'dark', themeColor: 'violet' },
  ] as const;
  for (const combo of combos) {
    await setTheme(page, combo.type, combo.mode, combo);
    for (const path of ['/dashboard', detail]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${JSON.stringify(combo)} ${path}`).toEqual([]);
    }
    // The menus, open: the account menu, and Resources (a flyout when collapsed, a menu in decked).
    await page.getByRole('button', { name: /account menu/i }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    expect(await seriousViolations(page), `${JSON.stringify(combo)} account menu`).toEqual([]);
    await page.keyboard.press('Escape');
    if (combo.type !== 'stackedSide') {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' }).click();
      await expect(page.getByRole('menuitem', { name: 'Classbox' })).toBeVisible();
      expect(await seriousViolations(page), `${JSON.stringify(combo)} resources menu`).toEqual([]);
      await page.keyboard.press('Escape');
    }
  }
});

test('no serious violation on the signed-out pages, light and dark', async ({ browser, portal }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ baseURL: portal.url, colorScheme });
    const page = await context.newPage();
    for (const path of ['/sign-in', '/privacy', '/terms']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), `${colorScheme} ${path}`).toEqual([]);
    }
    await context.close();
  }
});
