// Planning: what happens next, and the planning pop-up shown while showPlanningPopUp is true.
// Watching it to the end, or closing it, marks it watched on the server, and it does not come back.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/signed-in';
import { apiPath, routes } from '@contract/routes';

const storedUser = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('storage::1::user') ?? 'null'));

test('the introduction is watched to the end once, and can be replayed', async ({ page }) => {
  const { user } = await signInThroughApi(page);
  expect(user.showPlanningPopUp).toBe(true);
  await page.goto('/planning');
  const intro = page.getByRole('dialog', { name: 'Introduction to planning' });
  await expect(intro).toBeVisible();
  await expect(intro.getByText('Step 1 of 5')).toBeVisible();
  // Focus starts on Next; the arrow keys step like a player's.
  await expect(intro.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(intro.getByText('Step 2 of 5')).toBeVisible();
  await intro.getByRole('button', { name: 'Back' }).click();
  await expect(intro.getByText('Step 1 of 5')).toBeVisible();
  for (let step = 2; step <= 5; step += 1) {
    await intro.getByRole('button', { name: 'Next' }).click();
    await expect(intro.getByText(`Step ${step} of 5`)).toBeVisible();
  }
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(apiPath(routes.planningWatched)) && r.request().method() === routes.planningWatched.method,
  );
  await intro.getByRole('button', { name: 'Finish' }).click();
  expect((await saved).status()).toBe(200);
  await expect(intro).toBeHidden();
  await expect.poll(async () => (await storedUser(page)).showPlanningPopUp).toBe(false);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  // The server remembers too: a fresh sign-in does not bring it back.
  const again = await signInThroughApi(page);
  expect(again.user.showPlanningPopUp).toBe(false);
  await page.goto('/planning');
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  // It can be watched again on purpose.
  await page.getByRole('button', { name: 'Watch the introduction' }).click();
  // Escape closes it as soon as it has focus, even in the frame it first paints in.
  await expect(intro.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('closing the introduction counts as watched; the steps show where the district stands', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/planning');
  const intro = page.getByRole('dialog', { name: 'Introduction to planning' });
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(apiPath(routes.planningWatched)) && r.request().method() === routes.planningWatched.method,
  );
  await intro.getByRole('button', { name: 'Close the introduction' }).click();
  expect((await saved).status()).toBe(200);
  await expect(intro).toBeHidden();

  // The demo blueprint is approved and being implemented: hands-on learning is under way.
  const steps = page.getByRole('region', { name: 'What happens next' }).getByRole('listitem');
  await expect(steps).toHaveCount(7);
  await expect(steps.filter({ hasText: 'Hands-on learning in classrooms' })).toHaveAttribute('aria-current', 'step');
  await expect(steps.filter({ hasText: 'Review and approve' })).toContainText('Done');
  await expect(steps.filter({ hasText: 'Programme completed' })).toContainText('Coming up');
  await expect(page.getByText('Marcus Reyes from the programme team looks after your application.')).toBeVisible();
});
