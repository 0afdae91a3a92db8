import { expect, test } from './support/fixtures';
import { COORDINATOR, SignInPage } from './page-models/sign-in-page';

// The settings drawer's Calendar section: subscribe makes the private address, Copy puts it on the
// clipboard, the address answers an iCalendar file, and Stop sharing (confirmed) makes it 404.
test('a coordinator subscribes to their calendar feed, copies the address and stops sharing', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Theme and settings' });
  const calendar = drawer.getByRole('region', { name: 'Calendar' });
  await calendar.getByRole('button', { name: 'Subscribe in your calendar' }).click();

  const address = calendar.getByRole('textbox', { name: 'Your private calendar address' });
  await expect(address).toHaveValue(/\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  await calendar.getByRole('button', { name: 'Copy' }).click();
  await expect(calendar.getByRole('status')).toHaveText('Copied. Paste it into your calendar app.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);

  await calendar.getByRole('button', { name: 'Stop sharing' }).click();
  const confirm = page.getByRole('dialog', { name: 'Stop sharing your calendar?' });
  await confirm.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(calendar.getByRole('button', { name: 'Subscribe in your calendar' })).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
});
