// Reviewing an application, as staff do it: add reviewers on the application's Reviews panel,
// score every criterion of the rubric against its level descriptions (others' scores stay hidden
// until then), submit, and read the weighted average and spread there and in the review queue.
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/signed-in';

test.use({ portalScope: 'file' });

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };

test('staff assign reviewers, score blind, submit and see the summary in the queue', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, ADMIN);
  await page.goto('/staff/applications?search=Rahman');
  await page.getByRole('link', { name: 'Nadia Rahman' }).click();
  const panel = page.getByRole('region', { name: 'Reviews' });
  await expect(panel.getByText('No reviewers yet.')).toBeVisible();

  // Two reviewers: the manager of the district and the admin himself.
  for (const name of ['Renee Alvarez', 'Marcus Reyes']) {
    await panel.getByLabel('Add a reviewer').selectOption({ label: name });
    await panel.getByRole('button', { name: 'Add reviewer' }).click();
    await expect(panel.getByRole('list', { name: 'Reviewers' })).toContainText(name);
  }
  await expect(panel.getByTestId('review-summary')).toHaveText('0 of 2 reviews submitted');
  await expect(panel.getByText('Others’ scores show once you submit your own review.')).toBeVisible();

  // A draft first, then every criterion of the demo rubric scored 4 and submitted.
  await panel.getByRole('group', { name: 'Need (weight 3)' }).getByRole('radio', { name: /^4:/ }).check();
  await panel.getByRole('button', { name: 'Save draft' }).click();
  await expect(panel.getByRole('status')).toHaveText('Draft saved.');
  await panel.getByRole('button', { name: 'Submit review' }).click();
  await expect(panel.getByRole('alert')).toContainText('Score every criterion before submitting: Readiness, Plan quality, Sustainability');
  for (const criterion of ['Readiness (weight 2)', 'Plan quality (weight 2)', 'Sustainability (weight 1)']) {
    await panel.getByRole('group', { name: criterion }).getByRole('radio', { name: /^4:/ }).check();
  }
  await panel.getByLabel('Overall comment').fill('A clear plan with named educators.');
  expect(await seriousViolations(page), 'application with the reviews panel').toEqual([]);
  await panel.getByRole('button', { name: 'Submit review' }).click();
  await expect(panel.getByText('Your review is submitted: weighted score 4.00.')).toBeVisible();
  await expect(panel.getByTestId('review-summary')).toHaveText('1 of 2 reviews submitted · Weighted average 4.00 · spread 0.00');
  await expect(panel.getByText('No other review is submitted yet.')).toBeVisible();

  await page.goto('/staff/applications?search=Rahman');
  await expect(page.getByRole('row', { name: /Nadia Rahman/ })).toContainText('4.00 ± 0.00 (1/2)');
});
