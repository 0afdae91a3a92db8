// Bringing many people in at once: the district's coordinator pastes a CSV into Import people,
// previews one result per row (a bad address named on its field), sends the invitations from the
// keyboard and reads what happened; the same file again invites nobody.
import { expect, test } from './support/fixtures';
import { COORDINATOR, signInThroughApi } from './support/signed-in';

test.use({ portalScope: 'file' });

const FILE = ['email,firstName,lastName,role,school', 'new.teacher@example.org,Nia,Teacher,,', 'not-an-address,Bad,Row,,'].join('\n');

test('a coordinator previews a CSV of colleagues and sends the invitations', async ({ page }) => {
  await signInThroughApi(page, COORDINATOR);
  await page.goto('/people');
  await page.getByRole('button', { name: 'Import people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import people from a CSV' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Or paste the rows').fill(FILE);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const rows = dialog.getByRole('table', { name: 'The rows of the file and what happens to each' });
  await expect(rows.getByRole('row', { name: /new\.teacher@example\.org.*To invite/ })).toBeVisible();
  await expect(rows.getByRole('row', { name: /not-an-address.*Error.*email: Email is invalid/ })).toBeVisible();
  await expect(dialog.getByText('To invite: 1. Already members: 0. Already invited: 0. With errors: 1.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/people-import-preview.png' });

  await dialog.getByRole('button', { name: 'Send 1 invitations' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Invitations sent: 1. Already members: 0. Already invited: 0. Skipped with errors: 1.')).toBeVisible();
  await expect(rows.getByRole('row', { name: /new\.teacher@example\.org.*Invited/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The same file again: nobody is invited twice.
  await page.getByRole('button', { name: 'Import people' }).click();
  await dialog.getByLabel('Or paste the rows').fill(FILE);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(rows.getByRole('row', { name: /new\.teacher@example\.org.*Already invited/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send 0 invitations' })).toBeDisabled();
});
