// Two tabs, one pusher (docs/architecture.md §5, point 6): changes made offline in one tab show in the
// other at once, and when the network returns both tabs try to push, yet each change reaches the
// server exactly once and both tabs show the result.
import { PUSH_LOCK_NAME } from '@offline/locks';
import { expect, test } from './support/fixtures';
import { apiGet } from './page-models/portal-api';
import { routes } from '@contract/routes';
import { ChecklistScreen } from './page-models/checklist-screen';
import { COORDINATOR, SignInPage } from './page-models/sign-in-page';
import { goOffline, goOnline, recordAnsweredWrites, syncStatus, waitForServiceWorker } from './support/offline';

const TASKS = ['Register educators for the PD workshop', 'Schedule the Mobile Maker Lab visit', 'Share the family newsletter template'];

test('two open tabs push each offline change once and both show it synced', async ({ page, context, portal }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);

  const first = new ChecklistScreen(page);
  await first.open();
  await expect(first.checkbox(TASKS[0]!)).toBeVisible();
  const other = await context.newPage();
  const second = new ChecklistScreen(other);
  // The Completed tab's first page is asked for with the Pending one, so it opens offline too.
  const completedKept = second.completedTabKept();
  await second.open();
  await expect(second.checkbox(TASKS[0]!)).toBeVisible();
  await completedKept;

  await goOffline(context, portal);
  // click, not check: a ticked task leaves the Pending tab at once.
  for (const title of TASKS) {
    await first.checkbox(title).click();
    await expect(first.task(title)).toBeHidden();
  }
  // The other tab sees the device's outbox live: the tasks move to its Completed tab too.
  await expect(syncStatus(other)).toHaveText('Sync status: Offline · 3 waiting');
  await expect(second.tab('Pending')).toHaveText('Pending3');
  await second.tab('Completed').click();
  for (const title of TASKS) {
    await expect(second.checkbox(title)).toBeChecked();
    await expect(second.task(title)).toContainText('Not synced');
  }

  const writes = recordAnsweredWrites(context);
  // Back online: `online` fires in both tabs (and Background Sync may wake the worker too).
  await goOnline(context, portal);
  await expect(syncStatus(page)).toHaveText(/^Sync status: Synced at/, { timeout: 30_000 });
  await expect(syncStatus(other)).toHaveText(/^Sync status: Synced at/);
  for (const title of TASKS) await expect(first.task(title)).toBeHidden({ timeout: 20_000 });
  // Synced: still in Completed, without the mark.
  for (const title of TASKS) await expect(second.task(title)).not.toContainText('Not synced', { timeout: 20_000 });

  // Both outboxes are empty (synced) and no pusher holds the push lock, which every tab and the
  // service worker take before sending: nothing can be sent any more, so the count is final.
  await expect
    .poll(() => page.evaluate(async (name) => (await navigator.locks.query()).held?.some((lock) => lock.name === name) ?? false, PUSH_LOCK_NAME))
    .toBe(false);
  await expect.poll(() => writes.length).toBe(3);
  expect(writes).toHaveLength(3);
  expect(new Set(writes.map((w) => w.key)).size).toBe(3);
  expect(writes.every((w) => w.status === 200 && !w.replayed)).toBe(true);

  const completed = await apiGet<{ items: { title: string }[] }>(page, routes.actionTasks, { query: { IsCompletedTab: true, limit: 50 } });
  for (const title of TASKS) expect(completed.items.map((t) => t.title)).toContain(title);
});
