// Hands-On Projects online: the list, a project's details, counting kits (through the outbox, until
// the server has the count) and order requests against the 10-kit limit.
import { expect, test } from './support/fixtures';
import { projectNamed } from './page-models/portal-api';
import { PROJECTS, ProjectScreen, ProjectsList } from './page-models/projects-pages';
import { signInThroughApi } from './support/signed-in';

// One server for the file's journeys, which run in this order. Each reads Bridge Engineering as
// seeded (7 kits on hand, 6 of them out, no open request): the journeys before it leave it so (the
// request one of them sends, it cancels), except that the count comes last, after the order of 2
// kits, which does not change the kits on hand.
test.use({ portalScope: 'file' });

test('the projects list shows each project kit, filters by name and opens a project', async ({ page }) => {
  await signInThroughApi(page);
  const list = new ProjectsList(page);
  await list.open();
  await expect(list.heading()).toBeVisible();
  for (const name of Object.values(PROJECTS)) await expect(list.card(name)).toBeVisible();
  const bridge = list.card(PROJECTS.bridge);
  await expect(bridge).toContainText('Lincoln Middle School');
  await expect(bridge.getByText('Kits on hand')).toBeVisible();
  await expect(bridge).toContainText('7of 10');

  await page.getByRole('searchbox', { name: 'Search projects' }).fill('water');
  await expect(list.card(PROJECTS.bridge)).toBeHidden();
  await expect(list.card(PROJECTS.water)).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=water/);
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('');
  await expect(list.card(PROJECTS.bridge)).toBeVisible();

  await list.openProject(PROJECTS.bridge);
  await expect(page.getByRole('heading', { name: PROJECTS.bridge, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Lincoln Middle School ·')).toBeVisible();
  await expect(new ProjectScreen(page).tab('Overview')).toHaveAttribute('aria-current', 'page');
  // The active checkout of this project, with its kits out.
  const checkout = page.getByRole('article', { name: 'Grade 7 Science, Period 3' });
  await expect(checkout).toContainText('Active');
  await expect(checkout).toContainText('Still out6');
  await expect(page.getByRole('heading', { name: 'Onsite counts' })).toBeVisible();
  // One screen, one way of writing a count's day: the figure's note and the counts table agree.
  // The note also says what the figure holds: kits out with classes are still the school's.
  const note = (await page
    .getByText(/^Counted /)
    .first()
    .textContent())!;
  expect(note).toMatch(/^Counted \d\d\/\d\d\/\d{4}, including kits out with classes$/);
  const counted = note.slice('Counted '.length, 'Counted '.length + 10);
  await expect(page.getByRole('term').filter({ hasText: 'Checked out to classes' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Date (MM/DD/YYYY)' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('cell', { name: counted }).first()).toBeVisible();
});

test('an unknown project says so instead of failing', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/projects/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Project not found', level: 1 })).toBeVisible();
});

test('a number typed into Requested kits stays as typed and gets the field message, never an order', async ({ page }) => {
  await signInThroughApi(page);
  const bridge = await projectNamed(page, PROJECTS.bridge);
  const screen = new ProjectScreen(page);
  await screen.open(bridge.id, 'request-kits');
  const kits = screen.counter('Requested kits');
  await expect(kits).toHaveValue('1');

  // Typed over the selected 1, and again after clearing: neither becomes 1 or 11.
  await kits.focus();
  await page.keyboard.type('-1');
  await expect(kits).toHaveValue('-1');
  await expect(page.getByText('Request at least 1 kit')).toBeVisible();
  await kits.fill('');
  await kits.pressSequentially('-1');
  await expect(kits).toHaveValue('-1');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request at least 1 kit')).toBeVisible();
  await expect(page).toHaveURL(/\/request-kits$/);

  await kits.fill('2x');
  await expect(kits).toHaveValue('2x');
  await expect(page.getByText('Enter a whole number')).toBeVisible();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/request-kits$/);
  expect((await projectNamed(page, PROJECTS.bridge)).kitsRequestable).toBe(bridge.kitsRequestable);
});

test('a second request for the same project kit is warned about, and a request not yet approved can be cancelled', async ({ page }) => {
  await signInThroughApi(page);
  const bridge = await projectNamed(page, PROJECTS.bridge);
  const screen = new ProjectScreen(page);
  await screen.open(bridge.id, 'request-kits');
  await expect(page.getByText('A request for this project is already open')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/projects\/orders\?created=/);

  await screen.open(bridge.id, 'request-kits');
  await expect(page.getByText('A request for this project is already open')).toBeVisible();
  await expect(page.getByText(/You asked for 1 kit on \d\d\/\d\d\/\d{4} \(Requested\)/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/request-kits-open-request.png', fullPage: true });

  await page.getByRole('link', { name: 'Open My Orders' }).click();
  const order = page.getByRole('article', { name: 'Request for 1 kit' });
  await order.getByRole('button', { name: 'Cancel request: Request for 1 kit' }).click();
  await expect(order.getByRole('group', { name: /^Cancel K-\d+ \(Request for 1 kit\)\?$/ })).toBeVisible();
  await order.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(order).toContainText('Cancelled');
  await expect(order.getByRole('button', { name: /Cancel request/ })).toHaveCount(0);
  await expect.poll(async () => (await projectNamed(page, PROJECTS.bridge)).kitsRequestable).toBe(bridge.kitsRequestable);

  await screen.open(bridge.id, 'request-kits');
  await expect(page.getByRole('spinbutton', { name: 'Requested kits' })).toBeVisible();
  await expect(page.getByText('A request for this project is already open')).toHaveCount(0);
});

test('a request above the 10-kit limit is refused with the reason; one within it is ordered', async ({ page }) => {
  await signInThroughApi(page);
  const bridge = await projectNamed(page, PROJECTS.bridge);
  expect(bridge.kitsRequestable).toBe(3);
  const screen = new ProjectScreen(page);
  await screen.open(bridge.id);
  await screen.tab('Request kits').click();

  // One rule, one text: the hint and the refusal word the limit the same way.
  await expect(page.getByText('Kits on hand and requested kits together may not exceed 10 per project kit: 7 on hand, 0 on the way.')).toBeVisible();
  const kits = screen.counter('Requested kits');
  await kits.fill('5');
  const limit = 'Kits on hand and requested kits together may not exceed 10 per project kit: you can request at most 3 more';
  await expect(page.getByText(limit)).toBeVisible();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(limit)).toBeVisible();
  await expect(page).toHaveURL(/\/request-kits$/);

  await kits.fill('');
  await screen.addOne().click();
  await screen.addOne().click();
  await expect(kits).toHaveValue('2');
  await page.getByLabel('Note for the programme team (optional)').fill('Needed before the bridge unit');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/projects\/orders\?created=/);
  const order = page.getByRole('article', { name: 'Request for 2 kits' });
  await expect(order).toContainText('Requested');
  await expect(order).toContainText(PROJECTS.bridge);
  // Nothing has left the warehouse yet: no kits are out, none returned.
  await expect(order).toContainText('Kits2');
  await expect(order).not.toContainText('Still out');
  await expect(order).not.toContainText('Returned');
  await expect(page.getByText('Order created')).toBeVisible();
  await expect.poll(async () => (await projectNamed(page, PROJECTS.bridge)).kitsRequestable).toBe(1);
});

test('counting kits with − and + and the keyboard saves the count, and the server gets it', async ({ page }) => {
  await signInThroughApi(page);
  const bridge = await projectNamed(page, PROJECTS.bridge);
  expect(bridge.kitsOnHand).toBe(7);
  const screen = new ProjectScreen(page);
  await screen.open(bridge.id, 'inventory');

  const counter = screen.counter();
  await expect(counter).toHaveValue('7');
  await expect(page.getByText('A school can hold at most 10 kits of one project')).toBeVisible();

  await screen.addOne().click();
  await expect(counter).toHaveValue('8');
  await counter.focus();
  await page.keyboard.press('ArrowUp');
  await expect(counter).toHaveValue('9');
  await page.keyboard.press('ArrowUp');
  await expect(counter).toHaveValue('10');
  // The limit: + stops at 10.
  await expect(screen.addOne()).toBeDisabled();
  await page.keyboard.press('ArrowUp');
  await expect(counter).toHaveValue('10');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(counter).toHaveValue('8');
  await screen.removeOne().click();
  await screen.addOne().click();
  await expect(counter).toHaveValue('8');

  // Typed text is never turned into another number: "-1" stays "-1" and is explained, not saved.
  await counter.fill('');
  await counter.pressSequentially('-1');
  await expect(counter).toHaveValue('-1');
  await screen.saveCount().click();
  await expect(page.getByRole('alert')).toContainText('Kits on hand cannot be negative');
  await expect(counter).toHaveValue('-1');

  // Kits on hand include the 6 out in a classroom: a lower count is explained and not saved.
  await counter.fill('2');
  await screen.saveCount().click();
  await expect(page.getByRole('alert')).toContainText('6 kits are out on checkouts and count as on hand: count at least 6');

  // A typed number above the limit is explained and not saved.
  await counter.fill('12');
  await screen.saveCount().click();
  await expect(page.getByRole('alert')).toContainText('A school can hold at most 10 kits of one project kit');
  await counter.fill('8');

  // The touch targets are at least 48 px.
  for (const button of [screen.addOne(), screen.removeOne()]) {
    const box = await button.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(48);
    expect(box!.height).toBeGreaterThanOrEqual(48);
  }

  await screen.saveCount().click();
  await expect(
    page
      .getByRole('main')
      .getByText(/^(Saved on this device|Synced)/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Synced/)).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await projectNamed(page, PROJECTS.bridge)).kitsOnHand).toBe(8);

  await page.reload();
  await expect(screen.counter()).toHaveValue('8');
  await expect(page.getByRole('main').getByText('Not synced')).toHaveCount(0);
  await screen.tab('Overview').click();
  await expect(page.getByRole('table')).toContainText('8');
});
