// Presence: programme staff have a district's blueprint open; the district coordinator opens it at
// their own browser, and the staff page says so at once ("… is also viewing this blueprint"), then
// stops saying it when the coordinator goes elsewhere, without a reload. Staff presence is never
// shown to the district.
import { expect, test } from './support/fixtures';
import { COORDINATOR, signInThroughApi } from './support/signed-in';
import { apiPost } from './page-models/portal-api';
import { apiPath, routes } from '@contract/routes';

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };

test.use({ portalScope: 'file' });

test("staff see the coordinator come to and leave the blueprint they have open; the coordinator doesn't see staff", async ({
  page,
  browser,
  portal,
}) => {
  const { user } = await signInThroughApi(page, COORDINATOR);
  const list = await apiPost<{ items: { id: string }[] }>(page, routes.myBlueprints, {}, { query: { limit: 10, offset: 0 } });
  const id = list.items[0]!.id;

  const staffContext = await browser.newContext({ baseURL: portal.url });
  const staff = await staffContext.newPage();
  await signInThroughApi(staff, ADMIN);
  const streamOpen = staff.waitForResponse((response) => response.url().includes(`${apiPath(routes.eventStream)}?`) && response.status() === 200);
  await staff.goto(`/blueprints/${id}`);
  await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
  await streamOpen;
  const banner = staff.locator('[data-presence]');
  await expect(banner).toHaveCount(0);
  const navigations: string[] = [];
  staff.on('framenavigated', (frame) => frame === staff.mainFrame() && navigations.push(frame.url()));

  await page.goto(`/blueprints/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  await expect(banner).toHaveText(`${name} is also viewing this blueprint`, { timeout: 5_000 });
  await expect(banner).toHaveAttribute('role', 'status');
  // Staff presence is for staff: the coordinator's page shows no banner.
  await page.waitForTimeout(500);
  await expect(page.locator('[data-presence]')).toHaveCount(0);

  // The coordinator goes back to the list: the staff page hears it and the line goes.
  await page
    .getByRole('link', { name: /Blueprints/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blueprints$/);
  await expect(banner).toHaveCount(0, { timeout: 5_000 });
  expect(navigations).toEqual([]);
  await staffContext.close();
});
