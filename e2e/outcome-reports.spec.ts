// A term's outcome report, end to end: the coordinator opens it from the checklist, keeps a draft,
// adds a photo and submits; staff ask for changes with a comment; the coordinator edits and
// submits again; staff accept it, and the district reads it as accepted.
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { COORDINATOR, signInThroughApi } from './support/signed-in';

test.use({ portalScope: 'file' });

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };
const PHOTO = 'e2e/support/kit-photo-gps.jpg';

test('the district files its outcome report and staff review it', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, COORDINATOR);
  await page.goto('/checklist');
  await page.getByRole('link', { name: 'Open the report' }).click();
  await expect(page).toHaveURL(/\/outcome-reports\/[0-9a-f-]{36}$/);
  const term = (await page.getByRole('heading', { level: 1 }).textContent())!;

  await page.getByLabel('Students reached').fill('140');
  await page.getByLabel('Highlights').fill('Our robotics club built a bridge tester.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();

  await page.getByLabel('Choose photo').setInputFiles(PHOTO);
  await expect(page.getByRole('img', { name: `Photo 1 of the ${term} report` })).toBeVisible();
  // Submitting names what is missing, under its field.
  await page.getByRole('button', { name: 'Submit report' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Enter the sessions held before submitting')).toBeVisible();
  await expect(page.getByText('Enter the teachers trained before submitting')).toBeVisible();
  await page.getByLabel('Sessions held').fill('8');
  await page.getByLabel('Teachers trained').fill('6');
  expect(await seriousViolations(page), 'the report form').toEqual([]);
  await page.getByRole('button', { name: 'Submit report' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Report submitted. Programme staff will review it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);

  // Staff ask for changes.
  const staff = await context.browser()!.newPage();
  await signInThroughApi(staff, ADMIN);
  await staff.goto('/staff/outcome-reports?status=Submitted');
  await staff.getByRole('button', { name: new RegExp(`^Review the ${term} report of Cedar Valley`) }).click();
  const panel = staff.getByRole('region', { name: new RegExp(`Cedar Valley.*: ${term}`) });
  await expect(panel.getByRole('img', { name: `Photo 1 of the ${term} report` })).toBeVisible();
  await panel.getByRole('button', { name: 'Ask for changes' }).click();
  await expect(panel.getByText('Say what to change: the district reads your comment')).toBeVisible();
  await panel.getByLabel('Comment for the district').fill('Please add the sessions at Lincoln Middle School.');
  await panel.getByRole('button', { name: 'Ask for changes' }).click();
  await expect(panel.getByText(/went back with your comment/)).toBeVisible();

  // The coordinator reads the comment, edits and submits again.
  await page.reload();
  await expect(page.getByText('Please add the sessions at Lincoln Middle School.')).toBeVisible();
  await page.getByLabel('Sessions held').fill('11');
  await page.getByRole('button', { name: 'Submit report' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Report submitted. Programme staff will review it.')).toBeVisible();

  // Staff accept it.
  await staff.reload();
  await staff.getByRole('button', { name: new RegExp(`^Review the ${term} report of Cedar Valley`) }).click();
  await expect(panel.getByText('11', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Accept' }).click();
  await expect(panel.getByText(/is accepted\./)).toBeVisible();

  await page.goto('/outcome-reports');
  await expect(page.getByRole('link', { name: `Open ${term} report` })).toContainText('Accepted');
});
