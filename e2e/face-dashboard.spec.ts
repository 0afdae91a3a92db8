// The dashboard, entry after sign-in: checklist counts, funding with its time left, the
// application's status and the kit orders under way, each linking to its screen.
import { expect, test } from './support/fixtures';
import { COORDINATOR, SignInPage } from './page-models/sign-in-page';
import { apiPath, routes } from '@contract/routes';

// Its journeys only read the demo data: one server for the file.
test.use({ portalScope: 'file' });

test('the coordinator lands on a dashboard that sums up the programme', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back, Dana')).toBeVisible();

  const checklist = page.getByRole('region', { name: 'My Checklist' });
  // The demo checklist: 9 tasks (the demo term's outcome report one of them), 3 done, 6 pending of which 1 overdue.
  await expect(checklist.getByRole('definition').nth(0)).toHaveText('6');
  await expect(checklist.getByRole('definition').nth(1)).toHaveText('1');
  await expect(checklist.getByRole('definition').nth(2)).toHaveText('3');
  await expect(checklist.getByRole('progressbar', { name: 'Tasks done' })).toHaveAttribute('aria-valuetext', '3 of 9');
  await expect(checklist.getByText(/^Due \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  const funding = page.getByRole('region', { name: 'Funding' });
  await expect(funding.getByText('$48,500')).toBeVisible();
  await expect(funding.getByText(/^\d{2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  const timeLeft = funding.getByRole('progressbar', { name: 'Time left' });
  await expect(timeLeft).toHaveAttribute('aria-valuetext', /^\d+ days left$/);
  expect(Number(await timeLeft.getAttribute('aria-valuenow'))).toBeGreaterThan(50);

  const application = page.getByRole('region', { name: 'Your application' });
  await expect(application.getByText(/^Application #\d+$/)).toBeVisible();
  await expect(application.getByRole('listitem').filter({ hasText: 'Blueprint Created' })).toHaveAttribute('aria-current', 'step');
  await expect(application.getByText('Implementing · Approved')).toBeVisible();

  const orders = page.getByRole('region', { name: 'Active kit orders' });
  await expect(orders.getByRole('list', { name: 'Orders by status' })).toBeVisible();
  await expect(orders.getByRole('link').filter({ hasText: /kits?/ }).first()).toBeVisible();

  await checklist.getByRole('link', { name: 'Open My Checklist' }).click();
  await expect(page).toHaveURL(/\/checklist$/);
  await page.goBack();
  await page.getByRole('region', { name: 'Your application' }).getByRole('link', { name: 'Application details' }).click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
  await page.goBack();
  await page.getByRole('region', { name: 'Active kit orders' }).getByRole('link', { name: 'All my orders' }).click();
  await expect(page).toHaveURL(/\/projects\/orders$/);
});

test('a panel that cannot load says so and tries again', async ({ page }) => {
  await new SignInPage(page).open();
  await new SignInPage(page).signIn(COORDINATOR);
  await expect(page.getByRole('region', { name: 'Funding' }).getByText('$48,500')).toBeVisible();

  let fail = true;
  await page.route(`**${apiPath(routes.dashboardSummary)}`, (route) =>
    fail
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Down for a moment' }),
        })
      : route.fallback(),
  );
  await page.reload();
  const funding = page.getByRole('region', { name: 'Funding' });
  await expect(funding.getByRole('alert')).toContainText('Could not load your funding');
  await expect(funding.getByRole('alert')).toContainText('Down for a moment');
  // The other panels are not held up by it.
  await expect(page.getByRole('region', { name: 'My Checklist' }).getByRole('progressbar')).toBeVisible();
  fail = false;
  await funding.getByRole('button', { name: 'Try again' }).first().click();
  await expect(funding.getByText('$48,500')).toBeVisible();
});
