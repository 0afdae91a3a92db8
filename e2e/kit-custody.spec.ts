// Kits out by code: offline, a class checks out two labelled kits by typing their codes; the checkout
// waits on the device through a reload, arrives once when the connection is back, and the server
// holds the two codes out with it. One kit then comes back by code, marked Damaged.
import { expect, test } from './support/fixtures';
import { apiGet, apiPost, projectNamed } from './page-models/portal-api';
import { PROJECTS, ProjectScreen } from './page-models/projects-pages';
import { COORDINATOR, SignInPage } from './page-models/sign-in-page';
import { goOffline, goOnline, syncStatus, waitForServiceWorker } from './support/offline';
import { routes } from '@contract/routes';

interface Detail {
  orders: { id: string; checkoutName: string | null; kitCodesOut: string[]; kitsOutstanding: number }[];
}

const CLASS = 'Grade 7';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a checkout by code made offline arrives once, and a kit comes back by code marked Damaged', async ({ page, context, portal }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);
  await expect(syncStatus(page)).toHaveText(/Synced/);
  const water = await projectNamed(page, PROJECTS.water);
  const screen = new ProjectScreen(page);
  // Opened once online (as before walking to the classroom), so they open from the device offline.
  await screen.open(water.id, 'return-kits');
  await expect(page.getByText('No kits to return')).toBeVisible();
  await screen.open(water.id, 'new-checkout');
  await expect(page.getByRole('heading', { name: 'New checkout order' })).toBeVisible();

  await goOffline(context, portal);
  await expect(syncStatus(page)).toHaveText('Sync status: Offline');
  await page.getByLabel('Name', { exact: true }).fill(CLASS);
  await page.getByLabel('Start date').fill(day(0));
  await page.getByLabel('Return date').fill(day(14));
  await page.getByLabel('Number of students').fill('4');
  await page.getByText('Pairs').click();
  await expect(page.locator('#kits-needed')).toHaveText('2');
  const codes = page.getByRole('textbox', { name: 'Scan or type the codes of the kits going out' });
  await codes.fill('wtr-cvh-01');
  await codes.press('Enter');
  await codes.fill('WTR-CVH-02');
  await codes.press('Enter');
  await expect(page.getByRole('list', { name: 'Scan or type the codes of the kits going out' }).getByRole('listitem')).toHaveText([
    /WTR-CVH-01/,
    /WTR-CVH-02/,
  ]);
  await page.getByRole('button', { name: 'Create checkout' }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();

  // After a reload the checkout still waits on this device, named in the sync panel.
  await page.reload();
  await expect(syncStatus(page)).toHaveText('Sync status: Offline · 1 waiting');
  await syncStatus(page).click();
  const waiting = page.getByRole('list', { name: 'Changes waiting to be sent' });
  await expect(waiting.getByRole('listitem')).toHaveText([/Checkout of 2 kits for Grade 7/]);
  await page.keyboard.press('Escape');
  // My Orders lists it first, from the device, until the server has it.
  await page.goto('/projects/orders');
  const waitingCard = page.getByRole('list', { name: 'Checkouts waiting on this device' }).getByRole('article', { name: CLASS });
  await expect(waitingCard).toContainText('Not synced');
  await expect(waitingCard).toContainText('WTR-CVH-01, WTR-CVH-02');
  await page.screenshot({ path: 'test-results/screens/kit-custody-waiting-checkout.png' });
  // The project's figures count it already.
  await screen.open(water.id);
  await expect(
    page
      .getByRole('main')
      .getByRole('term')
      .filter({ hasText: /^Checked out to classes$/ })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('2In 1 active checkout');

  await goOnline(context, portal);
  await expect(syncStatus(page)).toHaveText(/Synced/, { timeout: 15_000 });
  const detail = await apiGet<Detail>(page, routes.project, { params: { id: water.id } });
  const made = detail.orders.filter((order) => order.checkoutName === CLASS);
  expect(made).toHaveLength(1);
  expect(made[0]!.kitCodesOut).toEqual(['WTR-CVH-01', 'WTR-CVH-02']);

  // One kit back by code, damaged.
  await screen.open(water.id, 'return-kits');
  await page.getByRole('radio', { name: new RegExp(CLASS) }).check();
  const scan = page.getByRole('textbox', { name: 'Scan or type the code of a kit coming back' });
  await scan.fill('WTR-CVH-02');
  await scan.press('Enter');
  await expect(page.getByRole('checkbox', { name: 'WTR-CVH-02' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Condition of WTR-CVH-02' }).selectOption('Damaged');
  await page.getByRole('textbox', { name: 'Note on WTR-CVH-02' }).fill('Cracked housing');
  await page.getByRole('button', { name: 'Return 1 kit' }).click();
  await expect(page.getByText('1 kit returned; the order is updated on the server.')).toBeVisible();

  const after = await apiGet<Detail>(page, routes.project, { params: { id: water.id } });
  const order = after.orders.find((candidate) => candidate.id === made[0]!.id)!;
  expect(order.kitCodesOut).toEqual(['WTR-CVH-01']);
  expect(order.kitsOutstanding).toBe(1);
  // My Orders names the kit the class still has.
  await page.goto('/projects/orders');
  await expect(page.getByRole('list', { name: 'Checkouts waiting on this device' })).toHaveCount(0);
  const card = page.getByRole('article', { name: new RegExp(CLASS) }).filter({ hasText: 'WTR-CVH' });
  await expect(
    card
      .getByRole('term')
      .filter({ hasText: /^Kits out$/ })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('WTR-CVH-01');
  // The kit's condition is damaged: a checkout naming it is refused for that reason.
  const again = apiPost(page, routes.requestKits, {
    kind: 'checkout',
    projectId: water.id,
    checkoutName: 'Grade 8',
    startDate: day(0),
    returnDate: day(7),
    totalStudents: 1,
    groupSize: 'one-to-one',
    kitCodes: ['WTR-CVH-02'],
  });
  await expect(again).rejects.toThrow(/answered 400: .*WTR-CVH-02 came back damaged/);
});
