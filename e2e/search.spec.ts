// The top bar's search: `/` opens it from anywhere, an order number finds the order, Enter opens it
// (the district's My Orders, the order marked), and the order's card shows the same number.
import type { KitOrder } from '@contract/projects';
import { routes } from '@contract/routes';
import { apiGet } from './page-models/portal-api';
import { expect, test } from './support/fixtures';
import { COORDINATOR, signInThroughApi } from './support/signed-in';

test('/ opens the search; an order number and Enter open that order, whose card shows the number', async ({ page }) => {
  await signInThroughApi(page, COORDINATOR);
  const orders = await apiGet<{ items: KitOrder[] }>(page, routes.myOrders, { query: { limit: 50 } });
  const order = orders.items.find((o) => o.checkoutName === 'Grade 7 Science, Period 3')!;
  const number = `K-${order.orderNumber}`;

  await page.goto('/dashboard');
  await expect(page.locator('[data-search-button]')).toBeVisible();
  await page.keyboard.press('/');
  const box = page.getByRole('combobox', { name: 'Search the portal' });
  await expect(box).toBeFocused();
  await box.fill(number.toLowerCase().replace('-', ''));
  const hit = page.getByRole('option', { name: new RegExp(`^${number} · Grade 7 Science, Period 3`) });
  await expect(page.getByRole('group', { name: 'Kit orders' }).getByRole('option')).toHaveCount(1);
  await expect(hit).toBeVisible();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/projects/orders\\?project=${order.projectId}&order=${order.id}$`));
  const card = page.getByRole('article', { name: 'Grade 7 Science, Period 3' });
  await expect(card.locator('[data-order-number]')).toHaveText(number);

  // A person's hit writes them an e-mail, and says so.
  await page.keyboard.press('/');
  await box.fill('Whitfield');
  await expect(page.getByRole('group', { name: 'People' }).getByRole('option', { name: /^E-mail Dana Whitfield/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // Escape clears the text first, then closes the box.
  await page.keyboard.press('/');
  await box.fill('zzzz');
  await expect(page.getByText('No results for “zzzz”')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
});
