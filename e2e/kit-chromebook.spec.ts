// A coordinator's kit work on a Chromebook in a classroom without Wi-Fi: offline, five kits go out
// to "Grade 7" by scanning their codes; after a reload four come back by scanning, one marked
// Damaged and photographed with the camera (Chromium's fake camera) and with a photo chosen from a
// file (a JPEG carrying an EXIF GPS block); the fifth stays with the class. Back online, everything
// arrives once, the photos shrunk and stripped of their metadata; staff see the damaged kit with
// its photos among their kit issues and send a replacement.
import { resolve } from 'node:path';
import { chromiumArgs, chromiumPath } from '../playwright.config';
import { expect, test } from './support/fixtures';
import { writeQrVideo } from './support/fake-camera';
import { accessToken, apiGet, apiPost, projectNamed } from './page-models/portal-api';
import { PROJECTS, ProjectScreen } from './page-models/projects-pages';
import { COORDINATOR, SignInPage } from './page-models/sign-in-page';
import { goOffline, goOnline, syncStatus, waitForServiceWorker } from './support/offline';
import type { KitIssue } from '@contract/kit-conditions';
import type { KitCodesResponse } from '@contract/kits';
import { apiPath, routes } from '@contract/routes';

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };
const CLASS = 'Grade 7';
const PHOTO = 'e2e/support/kit-photo-gps.jpg';
// Whatever the camera sees becomes the photo; a label's QR code is what a coordinator would hold up.
const VIDEO = resolve('test-results/fake-camera/kit-photo.y4m');
writeQrVideo(VIDEO, 'WTR-CVH-02');

test.use({
  viewport: { width: 1366, height: 768 },
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`],
  },
});

interface Detail {
  orders: { id: string; checkoutName: string | null; status: string; kitCodesOut: string[]; kitsOutstanding: number }[];
}

/** The width a JPEG's frame header (SOF0 or SOF2) states. */
function jpegWidth(bytes: Buffer): number {
  for (let i = 2; i + 9 < bytes.length;) {
    if (bytes[i] !== 0xff) return -1;
    const marker = bytes[i + 1]!;
    if (marker === 0xc0 || marker === 0xc2) return bytes.readUInt16BE(i + 7);
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return -1;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('offline on a Chromebook: five kits out by scanning, four back with a damaged one photographed; staff replace it', async ({
  page,
  context,
  portal,
  browser,
}) => {
  await context.grantPermissions(['camera']);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);
  const water = await projectNamed(page, PROJECTS.water);
  // Ten labelled kits on the shelf.
  await apiPost(page, routes.onsiteInventory, { projectId: water.id, kitsOnHand: 10 });
  const codes = (await apiGet<KitCodesResponse>(page, routes.kitCodes, { query: { projectId: water.id } })).items.map((kit) => kit.code).slice(0, 5);
  expect(codes).toHaveLength(5);
  const [first, damaged, third, fourth, fifth] = codes as [string, string, string, string, string];
  const screen = new ProjectScreen(page);
  // Opened once online (as before walking to the classroom), so they open from the device offline.
  await screen.open(water.id, 'return-kits');
  await screen.open(water.id, 'new-checkout');
  await expect(page.getByRole('heading', { name: 'New checkout order' })).toBeVisible();

  await goOffline(context, portal);
  await expect(syncStatus(page)).toHaveText('Sync status: Offline');
  await page.getByLabel('Name', { exact: true }).fill(CLASS);
  await page.getByLabel('Start date').fill(day(0));
  await page.getByLabel('Return date').fill(day(14));
  await page.getByLabel('Number of students').fill('5');
  await page.getByText('One to one').click();
  const scanOut = page.getByRole('textbox', { name: 'Scan or type the codes of the kits going out' });
  // A wedge scanner types the code and Enter.
  for (const code of codes) {
    await scanOut.fill(code);
    await scanOut.press('Enter');
  }
  await expect(page.getByRole('list', { name: 'Scan or type the codes of the kits going out' }).getByRole('listitem')).toHaveCount(5);
  await page.getByRole('button', { name: 'Create checkout' }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();

  await page.reload();
  await expect(syncStatus(page)).toHaveText('Sync status: Offline · 1 waiting');

  // The checkout, not sent yet, is offered for its return; four kits come back by scanning.
  await screen.open(water.id, 'return-kits');
  await page.getByRole('radio', { name: new RegExp(CLASS) }).check();
  await expect(page.getByRole('radio', { name: new RegExp(CLASS) }).locator('xpath=..')).toContainText('Not synced');
  const scanBack = page.getByRole('textbox', { name: 'Scan or type the code of a kit coming back' });
  for (const code of [first, damaged, third, fourth]) {
    await scanBack.fill(code);
    await scanBack.press('Enter');
  }
  await expect(page.getByRole('checkbox', { name: fifth })).not.toBeChecked();
  await page.getByRole('combobox', { name: `Condition of ${damaged}` }).selectOption('Damaged');
  await page.getByRole('textbox', { name: `Note on ${damaged}` }).fill('Pump handle snapped');
  await page.getByRole('button', { name: 'Add photo' }).click();
  const photos = page.locator(`[data-photos="${damaged}"]`);
  await photos.getByRole('button', { name: 'Take photo' }).click();
  await expect(page.getByRole('img', { name: `Photo 1 of ${damaged}` })).toHaveCount(0);
  await photos.getByRole('button', { name: 'Capture' }).click();
  await expect(page.getByRole('img', { name: `Photo 1 of ${damaged}` })).toBeVisible({ timeout: 10_000 });
  await photos.getByLabel('Choose photo').setInputFiles(PHOTO);
  await expect(page.getByRole('img', { name: `Photo 2 of ${damaged}` })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/chromebook-return-photo.png' });
  await page.getByRole('button', { name: 'Return 4 kits' }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  // The fifth kit is still with the class.
  await expect(page.getByRole('radio', { name: new RegExp(CLASS) }).locator('xpath=..')).toContainText('1 kit out');

  await page.reload();
  await expect(syncStatus(page)).toHaveText('Sync status: Offline · 4 waiting');
  await syncStatus(page).click();
  await expect(page.getByRole('list', { name: 'Changes waiting to be sent' }).getByRole('listitem')).toHaveText([
    /Checkout of 5 kits for Grade 7/,
    /Photo of a kit/,
    /Photo of a kit/,
    new RegExp(`Return of ${first}`),
  ]);
  await page.keyboard.press('Escape');

  await goOnline(context, portal);
  await expect(syncStatus(page)).toHaveText(/Synced/, { timeout: 20_000 });
  const detail = await apiGet<Detail>(page, routes.project, { params: { id: water.id } });
  const made = detail.orders.filter((order) => order.checkoutName === CLASS);
  expect(made).toHaveLength(1);
  expect(made[0]).toMatchObject({ kitCodesOut: [fifth], kitsOutstanding: 1, status: 'Active' });

  // Staff: exactly one issue for the damaged kit, with both photos, each a JPEG at most 1600 px wide and
  // about 300 KB, without an EXIF block.
  const staffContext = await browser.newContext({ baseURL: portal.url, serviceWorkers: 'block' });
  const staff = await staffContext.newPage();
  const staffSignIn = new SignInPage(staff);
  await staffSignIn.open();
  await staffSignIn.signIn(ADMIN);
  await expect(staff).toHaveURL(/\/staff$/);
  const issues = await apiGet<{ items: KitIssue[] }>(staff, routes.staffKitIssues, { query: { limit: 50 } });
  const mine = issues.items.filter((issue) => issue.kit.code === damaged);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ condition: 'damaged', source: 'return', note: 'Pump handle snapped' });
  expect(mine[0]!.photos).toHaveLength(2);
  const token = await accessToken(staff);
  const widths: number[] = [];
  for (const { id } of mine[0]!.photos) {
    const photo = await staff.request.get(apiPath(routes.upload, { sha256: id }), { headers: { Authorization: `Bearer ${token}` } });
    expect(photo.headers()['content-type']).toBe('image/jpeg');
    const bytes = await photo.body();
    expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
    expect(bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
    widths.push(jpegWidth(bytes));
  }
  // The camera's frame is 640 px wide and stays so; the chosen photo was wider and is shrunk to 1600.
  expect(widths.sort((a, b) => a - b)).toEqual([640, 1600]);

  await staff.goto('/staff/kit-issues');
  const card = staff.locator(`[data-issue="${damaged}"]`);
  await expect(card.getByRole('img')).toHaveCount(2);
  await staff.screenshot({ path: 'test-results/screens/staff-kit-issues.png' });
  await card.getByRole('button', { name: `Enlarge photo 2 of ${damaged}` }).click();
  await expect(staff.getByRole('dialog', { name: `Photo of ${damaged}` })).toBeVisible();
  await staff.getByRole('button', { name: 'Close' }).click();
  await card.getByRole('button', { name: 'Send replacement' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(staff.getByText(new RegExp(`Replacement order K-\\d+ raised for ${damaged}\\.`))).toBeVisible();
  await expect(card).toHaveCount(0);
  await staffContext.close();
});
