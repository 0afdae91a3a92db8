// My Checklist with the keyboard: a task ticked (or unticked) with Space leaves its tab, and focus
// stays on the list, on the next task's box, the previous one after the last, or the empty state
// when none is left, rather than falling back to the top of the page. A staff list does the same
// when a row leaves it through a dialog.
import { expect, test } from './support/fixtures';
import { routes } from '@contract/routes';
import { ChecklistScreen } from './page-models/checklist-screen';
import { apiPost } from './page-models/portal-api';
import { signInThroughApi } from './support/signed-in';

// One server for the file's journeys: each changes what no other one reads (the coordinator's
// ticks, a staff task, invitations).
test.use({ portalScope: 'file' });

test('ticking a task with Space moves focus to the next task, not the top of the page', async ({ page }) => {
  await signInThroughApi(page);
  const checklist = new ChecklistScreen(page);
  await checklist.open();
  await expect(checklist.tab('Pending')).toHaveText('Pending6');

  // The only task of a filtered tab: focus goes to the empty state that takes its place.
  await checklist.resourceType().selectOption({ label: 'Project' });
  await expect(checklist.tab('Pending')).toHaveText('Pending1');
  const projectTasks = await checklist.titles('Pending');
  expect(projectTasks).toHaveLength(1);
  await checklist.checkbox(projectTasks[0]!).focus();
  await page.keyboard.press('Space');
  await expect(page.locator(':focus')).toContainText('No pending tasks of this type', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Show all resource types' }).click();

  await expect(checklist.tab('Pending')).toHaveText('Pending5');
  const pending = await checklist.titles('Pending');
  expect(pending).toHaveLength(5);
  // The first task: focus goes to the second one's box.
  await checklist.checkbox(pending[0]!).focus();
  await page.keyboard.press('Space');
  await expect(checklist.task(pending[0]!)).toBeHidden({ timeout: 20_000 });
  await expect(checklist.checkbox(pending[1]!)).toBeFocused();

  // The last task: there is no next one, so the one before it; and Space again ticks that one.
  await checklist.checkbox(pending[4]!).focus();
  await page.keyboard.press('Space');
  await expect(checklist.task(pending[4]!)).toBeHidden({ timeout: 20_000 });
  await expect(checklist.checkbox(pending[3]!)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(checklist.task(pending[3]!)).toBeHidden({ timeout: 20_000 });
  await expect(checklist.checkbox(pending[2]!)).toBeFocused();
  await expect(checklist.tab('Pending')).toHaveText('Pending2');

  // Unticking on Completed works the same way. Once every tick has reached the server, so that the
  // tab's order no longer changes as the list is loaded again.
  await expect(page.getByText('Not synced')).toHaveCount(0, { timeout: 20_000 });
  await page.goto('/checklist?tab=completed');
  await expect(checklist.tab('Completed')).toHaveText('Completed7');
  const completed = await checklist.titles('Completed');
  expect(completed).toHaveLength(7);
  await checklist.checkbox(completed[0]!).focus();
  await page.keyboard.press('Space');
  await expect(checklist.task(completed[0]!)).toBeHidden({ timeout: 20_000 });
  await expect(checklist.checkbox(completed[1]!)).toBeFocused();
});

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };

test('deleting a task from the staff list moves focus to the next row’s Delete', async ({ page }) => {
  await signInThroughApi(page, ADMIN);
  await page.goto('/staff/tasks');
  const deletes = page.getByRole('list', { name: 'Tasks' }).getByRole('button', { name: /^Delete “/ });
  await expect(deletes.nth(2)).toBeVisible();
  const names = await deletes.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));

  await page.getByRole('button', { name: names[0], exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Delete this task?' }).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('button', { name: names[0], exact: true })).toBeHidden();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: names[1], exact: true })).toBeFocused();
});

test('revoking an invitation moves focus to the next row’s Revoke, in the table and on a phone', async ({ page }) => {
  await signInThroughApi(page, ADMIN);
  await page.goto('/staff/invitations');
  for (const n of [1, 2, 3, 4]) await apiPost(page, routes.createInvitation, { email: `colleague${n}@example.org`, role: 'ADMIN' });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/staff/invitations');
    // The table's row and its phone card hold the same buttons; only one of them is shown.
    const revokes = page.getByRole('button', { name: /^Revoke the invitation to / }).filter({ visible: true });
    await expect(revokes.nth(1)).toBeVisible();
    const names = await revokes.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    const revoke = (name: string) => page.getByRole('button', { name, exact: true }).filter({ visible: true });

    await revoke(names[0]!).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Revoke this invitation?' }).getByRole('button', { name: 'Yes, revoke' }).click();
    await expect(revoke(names[0]!)).toBeHidden();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(revoke(names[1]!)).toBeFocused();
  }
});
