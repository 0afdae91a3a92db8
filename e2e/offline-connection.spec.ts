// The connection as the person sees it (docs/offline.md "Reachability"): the installed app opened
// offline shows the dashboard from this device with its age, a screen never opened says it is
// offline; with the browser online but the server down the status says "Server unreachable" (not
// "Synced") from the first load, and a change waiting is sent within seconds of the server's return.
import { expect, test } from './support/fixtures';
import { ChecklistScreen } from './page-models/checklist-screen';
import { COORDINATOR, SignInPage } from './page-models/sign-in-page';
import { goOffline, outboxNextAttemptAt, recordAnsweredWrites, syncStatus, waitForServiceWorker } from './support/offline';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

const TASK = 'Register educators for the PD workshop';

// Each journey starts its own server, waits for the service worker and (the second) for the
// outbox's backoff to grow: more than the default 90 s on a busy machine.
test.setTimeout(180_000);

test('opened offline after an online visit, the dashboard shows its saved data and its age; an unvisited screen says offline', async ({
  page,
  context,
  portal,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);
  // The visit the worker keeps: the dashboard's reads once it controls the page.
  await page.reload();
  const funding = page.getByRole('region', { name: 'Funding' });
  await expect(funding.getByText('$48,500')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your application' }).getByText(/^Application #\d+$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'My Checklist' }).getByRole('progressbar', { name: 'Tasks done' })).toBeVisible();
  // Online and answered by the server: no age, no banner.
  await expect(page.getByText(/Saved copy, as of/)).toHaveCount(0);

  await goOffline(context, portal);
  await page.reload();
  await expect(syncStatus(page)).toHaveText('Sync status: Offline');
  await expect(funding.getByText('$48,500')).toBeVisible();
  await expect(funding.getByText(/^Saved copy, as of \d\d:\d\d$/)).toBeVisible();
  const application = page.getByRole('region', { name: 'Your application' });
  await expect(application.getByText(/^Application #\d+$/)).toBeVisible();
  await expect(application.getByText(/^Saved copy, as of \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Active kit orders' }).getByRole('list', { name: 'Orders by status' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline — showing the last saved data." })).toContainText(
    /Last updated today at \d\d:\d\d\./,
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/Could not load/)).toHaveCount(0);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screens/offline-dashboard-${size.name}.png`, fullPage: true });
  }

  // Never opened while connected: an offline state, not an error and not an empty list.
  await page.goto('/applications');
  const state = page.getByRole('status').filter({ has: page.getByRole('heading', { name: "You're offline" }) });
  await expect(state).toContainText('Nothing is saved on this device for your applications yet');
  await expect(page.getByText(/Could not load/)).toHaveCount(0);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screens/offline-unvisited-${size.name}.png`, fullPage: true });
  }
});

test('with the server down the status says unreachable from the first load, and a waiting change is sent within seconds of its return', async ({
  page,
  context,
  portal,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);
  const checklist = new ChecklistScreen(page);
  await checklist.open();
  await expect(checklist.checkbox(TASK)).toBeVisible();
  await expect(syncStatus(page)).toHaveText(/^Sync status: Synced/);

  // The server stops; the browser keeps its network.
  await portal.stop();
  await page.reload();
  await expect(syncStatus(page)).toHaveText('Sync status: Server unreachable');
  await expect(page.getByRole('status').filter({ hasText: "The portal's server is not answering — showing the last saved data." })).toBeVisible();
  await expect(checklist.checkbox(TASK)).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screens/server-unreachable-${size.name}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 768 });

  await checklist.checkbox(TASK).click();
  await expect(syncStatus(page)).toHaveText('Sync status: Server unreachable · 1 waiting');
  // The outbox's own tries back off (from 1 s, doubling, with jitter). Once its next one is well
  // away, only the health check can bring the change over within seconds of the server's return.
  await expect.poll(async () => ((await outboxNextAttemptAt(page)) ?? 0) - Date.now(), { timeout: 60_000, intervals: [500] }).toBeGreaterThan(12_000);
  await expect(syncStatus(page)).toHaveText('Sync status: Server unreachable · 1 waiting');
  const outboxTriesAt = (await outboxNextAttemptAt(page))!;

  const writes = recordAnsweredWrites(context);
  await portal.start();
  const back = Date.now();
  await expect(syncStatus(page)).toHaveText(/^Sync status: Synced at \d\d:\d\d$/, { timeout: 8_000 });
  expect(Date.now() - back).toBeLessThan(8_000);
  // Before the outbox's own timer would have tried: the health check brought it over.
  expect(Date.now()).toBeLessThan(outboxTriesAt);
  await expect(page.getByText("The portal's server is not answering", { exact: false })).toHaveCount(0);
  await expect.poll(() => writes.length).toBe(1);
  expect(writes[0]).toMatchObject({ method: 'PATCH', status: 200, replayed: false });
});
