// My Checklist online: the two tabs, badges and due dates, overdue in words, the resource type
// filter, and completing a task (through the outbox) that moves it to Completed once synced.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiGet } from './page-models/portal-api';
import { routes } from '@contract/routes';
import { ChecklistScreen } from './page-models/checklist-screen';
import { syncStatus } from './support/offline';
import { signInThroughApi } from './support/signed-in';

// One server for the file's journeys: each reads the coordinator's checklist as seeded, since a
// journey that ticks a task unticks it again, and ends once the server has it pending.
test.use({ portalScope: 'file' });

type Tasks = { items: { title: string; isCompleted: boolean }[] };
/** The titles of the tasks the server has as completed. */
const completedOnServer = async (page: Page) =>
  (await apiGet<Tasks>(page, routes.actionTasks, { query: { IsCompletedTab: true, limit: 50 } })).items.map((t) => t.title);

const utcDay = (offset: number) => {
  const [y, m, d] = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
};

test('the checklist shows pending and completed tasks with badges, due dates and overdue', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/dashboard');
  const checklist = new ChecklistScreen(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Checklist' }).click();
  await expect(page.getByRole('heading', { name: 'My Checklist', level: 1 })).toBeVisible();

  await expect(checklist.tab('Pending')).toHaveAttribute('aria-selected', 'true');
  await expect(checklist.tab('Pending')).toHaveText('Pending6');
  await expect(checklist.tab('Completed')).toHaveText('Completed3');
  await expect(page.getByText('1 overdue')).toBeVisible();

  const overdue = checklist.task('Register educators for the PD workshop');
  await expect(overdue).toContainText(`Overdue by 3 days (due ${utcDay(-3)})`);
  await expect(overdue).toContainText('Required');
  await expect(overdue).toContainText('Workshop: Inquiry in Action: Educator PD');
  const upcoming = checklist.task('Count kits on hand: Solar Car Challenge');
  await expect(upcoming).toContainText(`Due ${utcDay(7)}`);
  await expect(upcoming).not.toContainText('Overdue');
  const optional = checklist.task('Try the Career Pathways Explorer with a class');
  await expect(optional).toContainText('Optional');
  await expect(optional).toContainText('No due date');

  await checklist.tab('Completed').click();
  await expect(page).toHaveURL(/tab=completed/);
  await expect(checklist.task('Review and approve your blueprint')).toBeVisible();
  await expect(checklist.checkbox('Review and approve your blueprint')).toBeChecked();
  await expect(checklist.task('Register educators for the PD workshop')).toBeHidden();

  // The resource type filter.
  await checklist.tab('Pending').click();
  await checklist.resourceType().selectOption({ label: 'Project' });
  await expect(checklist.task('Count kits on hand: Solar Car Challenge')).toBeVisible();
  await expect(checklist.task('Register educators for the PD workshop')).toBeHidden();
  await expect(checklist.tab('Pending')).toHaveText('Pending1');
});

test('completing a task saves it at once and moves it to Completed after sync', async ({ page }) => {
  await signInThroughApi(page);
  const checklist = new ChecklistScreen(page);
  await checklist.open();
  const title = 'Schedule the Mobile Maker Lab visit';
  // click, not check: the task leaves the Pending tab at once.
  await checklist.checkbox(title).click();

  // Once stored on the device it moves to the Completed tab, which has it after the sync too.
  await expect(checklist.task(title)).toBeHidden({ timeout: 20_000 });
  await expect(checklist.tab('Pending')).toHaveText('Pending5');
  await checklist.tab('Completed').click();
  await expect(checklist.checkbox(title)).toBeChecked();
  await expect(checklist.task(title)).toContainText(`Completed ${utcDay(0)}`);
  await expect(checklist.task(title)).not.toContainText('Not synced');

  expect(await completedOnServer(page)).toContain(title);

  // And back: unticking makes it pending again.
  await checklist.checkbox(title).click();
  await expect(checklist.task(title)).toBeHidden({ timeout: 20_000 });
  await expect(checklist.tab('Completed')).toHaveText('Completed3');
  // Every change has reached the server, which has the task pending again.
  await expect(syncStatus(page)).toHaveText(/^Sync status: Synced/, { timeout: 20_000 });
  await expect.poll(() => completedOnServer(page)).not.toContain(title);
});

test('a completed task can be undone, and a kit count task opens that project count screen', async ({ page }) => {
  await signInThroughApi(page);
  const checklist = new ChecklistScreen(page);
  await checklist.open();
  const title = 'Share the family newsletter template';
  // click, not check: the task may already have left the list by the time check() would look.
  await checklist.checkbox(title).click();
  const done = page.getByRole('status').filter({ hasText: `Completed “${title}”` });
  await expect(done).toBeVisible();
  await expect(checklist.task(title)).toBeHidden({ timeout: 20_000 });
  await expect(checklist.tab('Pending')).toHaveText('Pending5');
  await page.screenshot({ path: 'test-results/screens/checklist-undo.png' });
  await done.getByRole('button', { name: 'Undo' }).click();
  await expect(checklist.task(title)).toBeVisible({ timeout: 20_000 });
  await expect(checklist.checkbox(title)).not.toBeChecked();
  await expect(checklist.tab('Pending')).toHaveText('Pending6');
  // Every change has reached the server, which has the task pending again.
  await expect(syncStatus(page)).toHaveText(/^Sync status: Synced/, { timeout: 20_000 });
  await expect.poll(() => completedOnServer(page)).not.toContain(title);

  // Keyboard focus on the tabs is visible.
  await checklist.tab('Pending').focus();
  await page.keyboard.press('ArrowRight');
  await expect(checklist.tab('Completed')).toBeFocused();
  await expect(checklist.tab('Completed')).not.toHaveCSS('outline-style', 'none');
  await page.keyboard.press('ArrowLeft');

  await checklist.task('Count kits on hand: Solar Car Challenge').getByRole('link', { name: 'Count Solar Car Challenge kits' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}\/inventory$/);
  await expect(page.getByRole('heading', { name: 'Solar Car Challenge', level: 1 })).toBeVisible();
});
