// The review rubric screen: an admin adds a criterion with its weight and five levels (the form
// names an empty name as the server would), saves it as the next version, and the new criterion is
// scored on an application's Reviews panel, where a reviewer who has not started is removed again;
// leaving with unsaved changes asks first. A school success manager reads the same rubric without
// the editor.
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/signed-in';

test.use({ portalScope: 'file' });

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };
const MANAGER = { email: 'manager@example.org', password: 'Manager-pass1' };

test('an admin adds a criterion, saves the next version and scores it on an application', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, ADMIN);
  await page.goto('/staff/rubric');
  await expect(page.getByRole('heading', { name: 'Review rubric', level: 1 })).toBeVisible();
  await expect(page.getByTestId('rubric-version')).toContainText('Version 1');
  await expect(page.getByText('Reviews already submitted keep the version they were scored against')).toBeVisible();

  // A new criterion, saved with no name: the contract's message on its own field.
  await page.getByRole('button', { name: 'Add a criterion' }).click();
  const added = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Criterion 5' }) });
  await expect(added.getByLabel('Name')).toBeFocused();
  await page.getByRole('button', { name: 'Save as version 2' }).click();
  await expect(added.getByText('Criterion name is required')).toBeVisible();
  await expect(added.getByText('Describe this level')).toHaveCount(5);

  await added.getByLabel('Name').fill('Partnerships');
  await added.getByLabel('Weight').fill('2');
  await added.getByLabel('Description (optional)').fill('Who the district works with beyond its schools.');
  const levels = ['None named', 'One, loosely', 'A few, with roles', 'Several, with commitments', 'A network with shared goals'];
  for (const [index, text] of levels.entries()) await added.getByLabel(new RegExp(`^Score ${index + 1}`)).fill(text);
  await expect(added.getByText('20% of the weighted score')).toBeVisible();

  // Moved up with the keyboard: the focus stays on the criterion's button.
  await added.getByRole('button', { name: 'Move criterion 5 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move criterion 4 up' })).toBeFocused();
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Criterion 4' }) })
      .getByLabel('Name'),
  ).toHaveValue('Partnerships');
  expect(await seriousViolations(page), 'the rubric editor').toEqual([]);

  // Leaving with the change unsaved asks first; staying keeps it.
  await page.getByRole('link', { name: 'Review queue' }).first().click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(page).toHaveURL(/\/staff\/rubric$/);

  await page.getByRole('button', { name: 'Save as version 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as version 2.' })).toBeVisible();
  await expect(page.getByTestId('rubric-version')).toContainText('Version 2');
  await expect(page.getByRole('button', { name: 'Save as version 3' })).toBeVisible();

  // Saved, nothing asks any more; the application's scoring form has the new criterion in its place.
  await page.goto('/staff/applications?search=Rahman');
  await page.getByRole('link', { name: 'Nadia Rahman' }).click();
  const panel = page.getByRole('region', { name: 'Reviews' });
  await expect(panel.getByRole('link', { name: 'Scored against the review rubric, version 2' })).toBeVisible();
  await panel.getByLabel('Add a reviewer').selectOption({ label: 'Marcus Reyes' });
  await panel.getByRole('button', { name: 'Add reviewer' }).click();
  const groups = panel.getByRole('group');
  await expect(groups.nth(3)).toHaveAccessibleName('Partnerships (weight 2)');
  await expect(groups.nth(3).getByRole('radio', { name: '5: A network with shared goals' })).toBeVisible();

  // A reviewer who has not started is taken off again, after a confirmation.
  await panel.getByLabel('Add a reviewer').selectOption({ label: 'Renee Alvarez' });
  await panel.getByRole('button', { name: 'Add reviewer' }).click();
  await panel.getByRole('button', { name: 'Remove Renee Alvarez as a reviewer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Renee Alvarez as a reviewer?' });
  await confirm.getByRole('button', { name: 'Remove reviewer' }).click();
  await expect(panel.getByText('Renee Alvarez is no longer a reviewer.')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Reviewers' })).not.toContainText('Renee Alvarez');
});

test('a school success manager reads the rubric without the editor', async ({ page }) => {
  await signInThroughApi(page, MANAGER);
  await page.goto('/staff/rubric');
  await expect(page.getByText('Only admins change the rubric.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Criteria' }).getByRole('heading', { name: /^Need/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Save as version/ })).toHaveCount(0);
  expect(await seriousViolations(page), 'the rubric, read only').toEqual([]);
});
