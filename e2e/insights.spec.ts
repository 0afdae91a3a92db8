// Insights: staff open the charts, narrow them to one district, read a chart's figures in its table
// and download them as CSV; the district's coordinator finds the same charts for their own district
// at the foot of the dashboard, loaded once scrolled to.
import { readFileSync } from 'node:fs';
import { apiPath, routes } from '@contract/routes';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/signed-in';

test.use({ portalScope: 'file' });

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };
const DISTRICT = 'Cedar Valley Unified School District';

test('staff filter the charts by a district, read a table and download its CSV', async ({ page }) => {
  await signInThroughApi(page, ADMIN);
  await page.goto('/staff');
  await page.getByRole('navigation').getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  const district = page.getByRole('search', { name: 'Filter the charts' }).getByLabel('District');
  // The pickers' lists load once the filters are touched.
  await district.focus();
  await district.selectOption({ label: DISTRICT });
  await expect(page).toHaveURL(/district=/);

  const funding = page.getByRole('region', { name: 'Funding' });
  const table = funding.getByRole('table', { name: 'The figures of Funding' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: DISTRICT })).toBeVisible();
  await expect(funding.getByRole('img', { name: /^Funding: the figures are in the table/ })).toBeVisible();
  await expect(page.locator('[data-chart-state="loading"]')).toHaveCount(0);
  expect(await seriousViolations(page), 'insights').toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), funding.getByRole('button', { name: 'Download Funding as CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^insights-funding-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(csv[0]).toBe('District,Allocated (USD),Used (USD),Expiring within 30 days (USD)');
  expect(csv[1]).toMatch(new RegExp(`^${DISTRICT},\\d+\\.\\d{2},`));
});

test("the coordinator finds the district's charts at the foot of the dashboard", async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The charts load once their place below the panels is scrolled to.
  await page.locator('[data-insights]').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Your district in figures' })).toBeVisible();
  const funnel = page.getByRole('region', { name: 'Application funnel' });
  await expect(funnel.getByRole('table', { name: 'The figures of Application funnel' })).toBeVisible();
  await expect(funnel.getByRole('rowheader', { name: 'New' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Funding' }).getByRole('rowheader', { name: DISTRICT })).toBeVisible();
});

test('the insights load their own screen and ask for each chart once, with the screen not after it', async ({ page }) => {
  await signInThroughApi(page, ADMIN);
  const scripts: string[] = [];
  const charts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
    if (pathname.startsWith(apiPath(routes.staffInsights, { chart: '' }))) charts.push(pathname);
  });
  // Opened from an address (a shared link): the staff home's screen is not loaded for it, and the
  // charts asked for before the first render are the ones the page then shows.
  await page.goto('/staff/insights');
  await expect(page.locator('[data-chart-state="ready"], [data-chart-state="empty"]')).toHaveCount(6);
  expect(scripts.filter((file) => /\/staff-screens-/.test(file))).toEqual([]);
  expect(charts.toSorted()).toEqual([...new Set(charts)].toSorted());
  expect(charts).toHaveLength(6);

  // From the navigation: a followed link's requests leave with its screen's chunk, not after it.
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let chunkDelivered = Number.POSITIVE_INFINITY;
  let firstChart = Number.POSITIVE_INFINITY;
  await page.route(/\/assets\/insights-page-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    chunkDelivered = Date.now();
    await route.continue();
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(apiPath(routes.staffInsights, { chart: '' }))) firstChart = Math.min(firstChart, Date.now());
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Insights' }).click();
  await expect(page.locator('[data-chart-state="ready"], [data-chart-state="empty"]')).toHaveCount(6);
  expect(firstChart).toBeLessThan(chunkDelivered);
});
