import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expireAccessToken, forgeRefreshToken, recordApiCalls, renewals, storedSession, type ApiCall } from './support/session';
import { ChecklistScreen } from './page-models/checklist-screen';
import { COORDINATOR, SignInPage } from './page-models/sign-in-page';
import { signInThroughApi } from './support/signed-in';
import { apiPath, routes } from '@contract/routes';

// These journeys are about the page's own API calls and their renewal. The service worker answers
// the user's data from its cache when the network takes over 4 s (sw/user-data-cache.ts), which on
// a busy test machine would hide the 401s; without it, every call reaches the server. They share
// one server: each signs in (through the API: the sign-in screen is not what they test) with a
// session of its own.
test.use({ serviceWorkers: 'block', portalScope: 'file' });

/**
 * The dashboard shows every panel's data: each of its requests has been answered. (What the user
 * sees, not `networkidle`: after a reload whose requests were refused and retried, Chromium does not
 * always report the network idle again, and the journey waited out its timeout.)
 */
async function dashboardLoaded(page: Page) {
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My Checklist' }).getByRole('progressbar', { name: 'Tasks done' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Funding' }).getByText('$48,500')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your application' }).getByText(/^Application #\d+$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Active kit orders' }).getByRole('list', { name: 'Orders by status' })).toBeVisible();
}

async function signInToDashboard(page: Page) {
  await signInThroughApi(page);
  await page.goto('/dashboard');
  await dashboardLoaded(page);
}

/** Every request refused with the expired token is answered after the renewal (retried once). */
async function expectRetried(calls: ApiCall[]): Promise<ApiCall[]> {
  const refused = calls.filter((c) => c.status === 401);
  const unanswered = () =>
    refused
      .filter((call) => !calls.some((c) => c.page === call.page && c.method === call.method && c.path === call.path && c.status < 400))
      .map((call) => `${call.page}: ${call.method} ${call.path}`);
  await expect.poll(unanswered, { message: 'every refused request was retried and answered' }).toEqual([]);
  return refused;
}

test('an access token that expired mid-session is renewed once for all the requests that fail together', async ({ page, portal }) => {
  await signInToDashboard(page);
  const before = await expireAccessToken(page, portal);
  const calls = recordApiCalls([page]);

  await page.reload();
  await dashboardLoaded(page);

  const refused = await expectRetried(calls);
  expect(renewals(calls).map((c) => c.status)).toEqual([200]);
  expect(refused.length, 'the dashboard sends several requests at once').toBeGreaterThan(1);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The new pair is stored: a refresh token spent once, an access token that works.
  const after = await storedSession(page);
  expect(after?.token.refreshToken).not.toBe(before.token.refreshToken);
  expect(after?.token.accessToken).not.toBe(before.token.accessToken);

  // The user keeps working: no more renewals, no sign-in.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Checklist', exact: true }).click();
  await expect(page).toHaveURL(/\/checklist$/);
  await expect(new ChecklistScreen(page).tab('Pending')).toHaveText(/^Pending\d+$/);
  expect(renewals(calls)).toHaveLength(1);
  expect(calls.filter((c) => c.status === 401)).toHaveLength(refused.length);
});

test('two tabs whose token expired renew it once between them', async ({ page, context, portal }) => {
  // A slow network on the renewal, so both tabs surely meet the expired token while it is under
  // way: the request still reaches the real server, only later.
  await context.route(`**${apiPath(routes.refresh)}`, async (route) => {
    if (route.request().method() === routes.refresh.method) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await signInToDashboard(page);
  const second = await context.newPage();
  await second.goto('/dashboard');
  await dashboardLoaded(second);

  const before = await expireAccessToken(page, portal);
  const calls = recordApiCalls([page, second]);
  await Promise.all([page.reload(), second.reload()]);
  for (const tab of [page, second]) await dashboardLoaded(tab);

  // Refresh tokens rotate and a reused one revokes the session: one renewal, under the Web Lock.
  const refused = await expectRetried(calls);
  expect(renewals(calls)).toHaveLength(1);
  expect(new Set(refused.map((c) => c.page)), 'both tabs met the expired token').toEqual(new Set(['tab 1', 'tab 2']));

  // The session is still alive on the server (a reused refresh token would have revoked it).
  const after = await storedSession(page);
  expect(after?.token.refreshToken).not.toBe(before.token.refreshToken);
  // The path is built here: the function runs in the page, where the route table is not.
  const status = await page.evaluate(({ token, mePath }) => fetch(mePath, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status), {
    token: after!.token.accessToken,
    mePath: apiPath(routes.me),
  });
  expect(status).toBe(200);
});

test('when the session cannot be renewed, the user signs in again and comes back', async ({ page, portal }) => {
  await signInToDashboard(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Checklist', exact: true }).click();
  await expect(page).toHaveURL(/\/checklist$/);
  // The checklist's own request must have come back first: one sent after the token expired but
  // before the refresh token is forged would renew the session with the real one. (networkidle
  // says nothing here: it belongs to the document, which loaded long before this in-app move.)
  await expect(new ChecklistScreen(page).tab('Pending')).toHaveText(/^Pending\d+$/);
  await expireAccessToken(page, portal);
  await forgeRefreshToken(page);
  const calls = recordApiCalls([page]);

  await page.reload();
  await expect(page).toHaveURL(/\/sign-in\?redirectUrl=%2Fchecklist$/);
  expect(renewals(calls).map((c) => c.status)).toEqual([401]);
  expect(await storedSession(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('storage::1::user'))).toBeNull();

  await new SignInPage(page).signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/checklist$/);
});
