// "Prepare all my schools" downloads every school's visit data in one go (projects and kits, the
// checklist, the lessons and lesson files of their project kits) and each school then says when it
// was made ready; with the server really unreachable, the checklist opens and a lesson file is
// handed over from the device. An unfinished count can be discarded: nothing is sent and it leaves
// the device. The lesson files' host is played by the test (CORS allowed).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiGet } from './page-models/portal-api';
import { routes } from '@contract/routes';
import { PROJECTS } from './page-models/projects-pages';
import { COORDINATOR, SignInPage } from './page-models/sign-in-page';
import { goOffline, recordAnsweredWrites, syncStatus, waitForServiceWorker } from './support/offline';

const SCHOOL = 'Cedar Valley High School';
const CURRICULUM = 'https://curriculum.example.org';
const FILE_BODY = '%PDF-1.4 lesson file for the visit';

async function shoot(page: Page, name: string) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screens/${name}-${size.width}x${size.height}.png`, fullPage: true });
  }
}

async function signIn(page: Page) {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);
}

test.use({ portalEnv: { LESSON_FILE_ORIGINS: CURRICULUM } });

test('all schools prepared in one go open their checklist and lesson files with no network', async ({ page, context, portal }) => {
  const fetched: string[] = [];
  await context.route(`${CURRICULUM}/**`, (route) => {
    fetched.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/pdf', headers: { 'Access-Control-Allow-Origin': '*' }, body: FILE_BODY });
  });
  await signIn(page);
  await page.goto('/projects/counts');
  const schools = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Start a count' }) });
  await expect(schools.first()).toBeVisible();
  const schoolCount = await schools.count();
  expect(schoolCount).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Prepare all my schools' }).click();
  await expect(page.locator('[data-prepared-all]')).toHaveText(
    new RegExp(`^${schoolCount} schools ready offline\\. Takes about [\\d.]+ (kB|MB) on this device\\.$`),
  );
  // Every school says when it was made ready and what that holds; nothing is stale.
  for (let i = 0; i < schoolCount; i++) {
    await expect(schools.nth(i).locator('[data-prepared-at]')).toHaveText(
      /^Ready offline as of \d\d\/\d\d\/\d{4} \d\d:\d\d · Takes about [\d.]+ (kB|MB) on this device\.$/,
    );
    await expect(schools.nth(i).locator('[data-prepared-holds]')).toHaveText(/^\d+ checklist tasks?, \d+ lesson files? kept on this device\.$/);
  }
  await expect(page.getByText('more than a day old')).toHaveCount(0);
  expect(fetched.length).toBeGreaterThan(0);
  await shoot(page, 'count-prepare-all');

  // The curriculum's host goes out of reach with the portal.
  const water = await apiGet<{ items: { name: string; resource: { id: string } }[] }>(page, routes.myProjects, {
    query: { limit: 50, query: PROJECTS.water },
  });
  const kitId = water.items.find((item) => item.name === PROJECTS.water)!.resource.id;
  await context.unroute(`${CURRICULUM}/**`);
  await context.route(`${CURRICULUM}/**`, (route) => route.abort('internetdisconnected'));
  await goOffline(context, portal);

  await page.goto('/checklist');
  await expect(page.getByRole('heading', { name: 'Checklist', level: 1 })).toBeVisible();
  await expect(page.locator('main').getByRole('listitem').first()).toBeVisible();

  // The first screen and My Orders open from what was prepared, every panel with its data.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Active kit orders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Funding' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Loading');
  await expect(page.getByText(/Nothing is saved on this device/)).toHaveCount(0);
  await shoot(page, 'prepared-dashboard-offline');
  await page.goto('/projects/orders');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/Nothing is saved on this device/)).toHaveCount(0);

  // The project kit's lessons open from the device, and a lesson file is handed over from it.
  await page.goto(`/resources/projects/${kitId}`);
  const download = page.getByRole('link', { name: /^Download / }).first();
  await expect(download).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const saved = await file.path();
  expect(readFileSync(saved, 'utf8')).toBe(FILE_BODY);
});

test('an unfinished count is discarded after a confirmation: nothing is sent and it leaves the device', async ({ page, context }) => {
  await signIn(page);
  const writes = recordAnsweredWrites(context);
  await page.goto('/projects/counts');
  await page.getByRole('listitem').filter({ hasText: SCHOOL }).getByRole('link', { name: 'Start a count' }).click();
  await expect(page).toHaveURL(/\/projects\/counts\/[0-9a-f-]{36}$/);
  const field = page.getByRole('textbox', { name: 'Scan or type a kit code' });
  await field.fill('SLR-CVH-04');
  await field.press('Enter');
  await expect(page.locator('[data-outcome]')).toHaveAttribute('data-outcome', 'found');

  // Asked first; keeping on counting leaves the count as it was.
  await page.getByRole('button', { name: 'Discard this count' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard this count?' });
  await expect(dialog).toContainText('nothing is sent');
  await shoot(page, 'count-discard-dialog');
  await dialog.getByRole('button', { name: 'Keep counting' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-figure="found"]').first()).toBeVisible();

  await page.getByRole('button', { name: 'Discard this count' }).click();
  await page.getByRole('dialog', { name: 'Discard this count?' }).getByRole('button', { name: 'Discard count' }).click();
  await expect(page).toHaveURL(/\/projects\/counts$/);
  await expect(page.getByText('No counts on this device yet.')).toBeVisible();
  const left = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('hands-on-portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['countSessions', 'outbox'], 'readonly');
          const sessions = tx.objectStore('countSessions').count();
          const outbox = tx.objectStore('outbox').count();
          tx.oncomplete = () => resolve(sessions.result + outbox.result);
        };
      }),
  );
  expect(left).toBe(0);
  await expect(syncStatus(page)).toHaveText(/Synced/);
  expect(writes).toEqual([]);
});
