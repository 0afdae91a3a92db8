// Checkouts and returns online: the new checkout form's rules and messages, My Orders, and returning
// kits from an active order (through the outbox until the server has it).
import { expect, test } from './support/fixtures';
import { apiGet, apiPost, projectNamed } from './page-models/portal-api';
import { routes } from '@contract/routes';
import { OrdersScreen, PROJECTS, ProjectScreen } from './page-models/projects-pages';
import { signInThroughApi } from './support/signed-in';

// One server for the file's journeys, which run in this order. The first two read the seeded kits
// available: Bridge Engineering's 1 and Water Filtration Lab's 10, which the second then books;
// the next one books Solar Car Challenge's 4, the one after returns kits of Bridge Engineering's
// checkout, and the last reads what none of them changes: the returned order, the shipped request.
test.use({ portalScope: 'file' });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('choosing another project in New checkout order moves the page to it and keeps what was typed', async ({ page }) => {
  await signInThroughApi(page);
  const bridge = await projectNamed(page, PROJECTS.bridge);
  await new ProjectScreen(page).open(bridge.id, 'new-checkout');
  await expect(page.getByRole('heading', { name: PROJECTS.bridge, level: 1 })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Grade 6 Water Unit');
  const select = page.getByRole('combobox', { name: 'Project' });
  // The select spans the form, so "Project — School (n available)" is not cut off.
  expect((await select.boundingBox())!.width).toBeGreaterThan(500);

  await select.selectOption({ label: `${PROJECTS.water} — Cedar Valley High School (10 available)` });
  await expect(page.getByRole('heading', { name: PROJECTS.water, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: PROJECTS.bridge, level: 1 })).toHaveCount(0);
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}\/new-checkout$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Grade 6 Water Unit');
  await expect(select).toHaveValue((await projectNamed(page, PROJECTS.water)).id);
  await page.screenshot({ path: 'test-results/screens/checkout-project-changed.png', fullPage: true });
});

test('a new checkout explains each wrong field, computes kits needed, and lands in My Orders', async ({ page }) => {
  await signInThroughApi(page);
  const bridge = await projectNamed(page, PROJECTS.bridge);
  expect(bridge.kitsAvailable).toBe(1);
  const screen = new ProjectScreen(page);
  await screen.open(bridge.id, 'new-checkout');
  await expect(page.getByRole('heading', { name: 'New checkout order' })).toBeVisible();

  // Nothing chosen: the spec's messages on their fields.
  await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: 'Choose a project' });
  await page.getByRole('button', { name: 'Create checkout' }).click();
  await expect(page.getByText('Project is required')).toBeVisible();
  await expect(page.getByText('Number is required')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Project' })).toBeFocused();

  // A return date before the start date.
  await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: `${PROJECTS.bridge} — Lincoln Middle School (1 available)` });
  await page.getByLabel('Name', { exact: true }).fill('Grade 8 Engineering');
  await page.getByLabel('Start date').fill(day(10));
  await page.getByLabel('Return date').fill(day(5));
  await page.getByLabel('Number of students').fill('4');
  await page.getByText('One to one').click();
  await page.getByRole('button', { name: 'Create checkout' }).click();
  await expect(page.getByText('Return Date should be later than Start Date')).toBeVisible();

  // More kits than the project has available: 4 students one to one need 4 kits, 1 is available.
  await page.getByLabel('Return date').fill(day(30));
  await expect(page.getByText('Return Date should be later than Start Date')).toBeHidden();
  await expect(page.locator('#kits-needed')).toHaveText('4');
  await expect(page.getByText('The stated number exceeds the number of the kits on hand')).toBeVisible();
  // The spec's text, then what is available and what would fit.
  await expect(page.locator('#kits-needed-error')).toHaveText(
    'The stated number exceeds the number of the kits on hand 1 kit is available now. Even groups of three need more for 4 students: return kits of another checkout, or request more.',
  );
  await page.getByRole('button', { name: 'Create checkout' }).click();
  await expect(page).toHaveURL(/\/new-checkout$/);

  // Pairs halve the kits needed, live; still more than 1.
  await page.getByText('Pairs').click();
  await expect(page.locator('#kits-needed')).toHaveText('2');

  // Another project with kits: 20 students in pairs need 10 kits, all 10 water filtration kits are free.
  await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: `${PROJECTS.water} — Cedar Valley High School (10 available)` });
  await page.getByLabel('Number of students').fill('20');
  await expect(page.locator('#kits-needed')).toHaveText('10');
  await expect(page.getByText('The stated number exceeds the number of the kits on hand')).toBeHidden();
  await page.getByLabel('Virtual coaching').check();
  await page.getByLabel('Minimum hours').fill('4');
  await page.getByLabel('Maximum hours').fill('6');
  await page.getByRole('button', { name: 'Create checkout' }).click();

  await expect(page).toHaveURL(/\/projects\/orders\?created=/);
  const orders = new OrdersScreen(page);
  const created = orders.order('Grade 8 Engineering');
  // It starts in 10 days: Scheduled until then, its kits booked.
  await expect(created).toContainText('Scheduled');
  await expect(created).not.toContainText('Active');
  await expect(created).toContainText(PROJECTS.water);
  await expect(created).toContainText('Kits10');
  await expect(created).toContainText('20 students, pairs');
  const [y, m, d] = day(10).split('-');
  await expect(created).toContainText(`Start${m}/${d}/${y}`);
  await expect(orders.returnLink('Grade 8 Engineering')).toBeVisible();
  await expect.poll(async () => (await projectNamed(page, PROJECTS.water)).kitsAvailable).toBe(0);
});

test("the server's refusal lands on its field when another checkout took the kits meanwhile", async ({ page }) => {
  await signInThroughApi(page);
  // Solar Car Challenge: its 4 kits on hand are free (the water kits are booked before this).
  const solar = await projectNamed(page, PROJECTS.solar);
  expect(solar.kitsAvailable).toBe(4);
  await new ProjectScreen(page).open(solar.id, 'new-checkout');
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue(solar.id);
  await page.getByLabel('Name', { exact: true }).fill('Physics, Period 2');
  await page.getByLabel('Start date').fill(day(3));
  await page.getByLabel('Return date').fill(day(20));
  await page.getByLabel('Number of students').fill('8');
  await page.getByText('Pairs').click();
  await expect(page.locator('#kits-needed')).toHaveText('4');

  // Another teacher takes 2 of the 4 kits while this form is open.
  await apiPost(page, routes.requestKits, {
    kind: 'checkout',
    projectId: solar.id,
    checkoutName: 'Physics, Period 5',
    startDate: day(1),
    returnDate: day(10),
    totalStudents: 2,
    groupSize: 'one-to-one',
  });

  await page.getByRole('button', { name: 'Create checkout' }).click();
  await expect(page.locator('#kits-needed-error')).toContainText('The stated number exceeds the number of the kits on hand');
  // On its field only, not as a form-wide message.
  await expect(page.getByRole('alert').filter({ hasText: 'The stated number exceeds' })).toHaveCount(1);
  await expect(page).toHaveURL(/\/new-checkout$/);
  // The figures are fetched again: 2 left.
  await expect(page.getByRole('option', { name: /Solar Car Challenge — Cedar Valley High School \(2 available\)/ })).toBeAttached();
  await page.getByLabel('Number of students').fill('4');
  await expect(page.locator('#kits-needed')).toHaveText('2');
  await expect(page.locator('#kits-needed-error')).toBeHidden();
  await page.getByRole('button', { name: 'Create checkout' }).click();
  await expect(page).toHaveURL(/\/projects\/orders\?created=/);
  await expect(new OrdersScreen(page).order('Physics, Period 2')).toContainText('Kits2');
});

test('kits are returned from the active order and the server records them', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/dashboard');
  const orders = new OrdersScreen(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Orders' }).click();
  await expect(orders.heading()).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/orders$/);

  await orders.returnLink('Grade 7 Science, Period 3').click();
  await expect(page).toHaveURL(/\/return-kits\?order=/);
  await expect(page.getByRole('radio', { name: /Grade 7 Science, Period 3/ })).toBeChecked();
  await expect(page.getByText('This order has 6 kits out, so you can return from 1 to 6.')).toBeVisible();

  const screen = new ProjectScreen(page);
  const kits = screen.counter('Kits to return');
  await expect(kits).toHaveValue('1');
  await kits.fill('7');
  await page.getByRole('button', { name: 'Return kits' }).click();
  await expect(page.getByRole('alert')).toContainText('This order has 6 kits out; you can return at most 6');

  await kits.fill('2');
  await page.getByRole('button', { name: 'Return kits' }).click();
  await expect(page.getByRole('main').getByText(/^Synced/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('This order has 4 kits out')).toBeVisible();

  type Orders = { items: { checkoutName: string | null; kitsReturned: number; kitsOutstanding: number; status: string }[] };
  await expect
    .poll(async () =>
      (await apiGet<Orders>(page, routes.myOrders, { query: { limit: 50 } })).items.find((o) => o.checkoutName === 'Grade 7 Science, Period 3'),
    )
    .toMatchObject({ kitsReturned: 2, kitsOutstanding: 4, status: 'Active' });

  await orders.open();
  await expect(orders.order('Grade 7 Science, Period 3')).toContainText('Still out4');
  await expect(orders.order('Grade 7 Science, Period 3')).not.toContainText('Not synced');
});

test('My Orders disables "Return kits" with the reason on an order whose kits are all back', async ({ page }) => {
  await signInThroughApi(page);
  const orders = new OrdersScreen(page);
  await orders.open();
  const returned = orders.order('Environmental Science, Period 1');
  await expect(returned).toContainText('Returned');
  await expect(orders.returnButton('Environmental Science, Period 1')).toBeDisabled();
  await expect(returned).toContainText('All kits of this order have already been returned');
  await expect(orders.returnButton('Environmental Science, Period 1')).toHaveAccessibleDescription(
    'All kits of this order have already been returned',
  );
  // A shipped request can be returned.
  await expect(orders.returnLink('Request for 6 kits')).toBeVisible();

  // The status filter.
  await page.getByLabel('Status').selectOption('Returned');
  await expect(returned).toBeVisible();
  await expect(orders.order('Grade 7 Science, Period 3')).toBeHidden();
  await expect(page).toHaveURL(/status=Returned/);
});
