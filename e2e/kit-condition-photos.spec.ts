// A damaged kit photographed offline: a kit comes back by code marked Damaged with a photo chosen
// from a file (a JPEG carrying an EXIF GPS block); the return and its photo wait on the device
// through a reload, arrive once when the connection is back, the photo shrunk and stripped of its
// metadata; staff see the kit among their kit issues with the thumbnail and send a replacement.
import { expect, test } from './support/fixtures';
import { accessToken, apiGet, apiPost, projectNamed } from './page-models/portal-api';
import { PROJECTS, ProjectScreen } from './page-models/projects-pages';
import { COORDINATOR, SignInPage } from './page-models/sign-in-page';

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };
import { goOffline, goOnline, syncStatus, waitForServiceWorker } from './support/offline';
import type { KitIssue } from '@contract/kit-conditions';
import { apiPath, routes } from '@contract/routes';

const CLASS = 'Grade 5 photos';
const CODE = 'WTR-CVH-01';
const PHOTO = 'e2e/support/kit-photo-gps.jpg';
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

test('a kit returned damaged with a photo offline reaches staff once, photo stripped, and gets a replacement', async ({
  page,
  context,
  portal,
  browser,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);
  const water = await projectNamed(page, PROJECTS.water);
  await apiPost(page, routes.requestKits, {
    kind: 'checkout',
    projectId: water.id,
    checkoutName: CLASS,
    startDate: day(0),
    returnDate: day(7),
    totalStudents: 1,
    groupSize: 'one-to-one',
    kitCodes: [CODE],
  });
  const screen = new ProjectScreen(page);
  await screen.open(water.id, 'return-kits');
  await page.getByRole('radio', { name: new RegExp(CLASS) }).check();

  await goOffline(context, portal);
  await expect(syncStatus(page)).toHaveText('Sync status: Offline');
  await page.getByRole('checkbox', { name: CODE }).check();
  await page.getByRole('combobox', { name: `Condition of ${CODE}` }).selectOption('Damaged');
  await page.getByRole('button', { name: 'Add photo' }).click();
  await page.locator(`[data-photos="${CODE}"]`).getByLabel('Choose photo').setInputFiles(PHOTO);
  await expect(page.getByRole('img', { name: `Photo 1 of ${CODE}` })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/kit-return-photo.png' });
  await page.getByRole('button', { name: 'Return 1 kit' }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();

  // The photo's upload and the return wait through a reload, named in the sync panel.
  await page.reload();
  await expect(syncStatus(page)).toHaveText('Sync status: Offline · 2 waiting');
  await syncStatus(page).click();
  await expect(page.getByRole('list', { name: 'Changes waiting to be sent' }).getByRole('listitem')).toHaveText([
    /Photo of a kit/,
    /Return of WTR-CVH-01/,
  ]);
  await page.keyboard.press('Escape');
  await goOnline(context, portal);
  await expect(syncStatus(page)).toHaveText(/Synced/, { timeout: 15_000 });

  // Staff: exactly one issue for the kit, with its photo — a JPEG at most 1600 px wide, without the EXIF block.
  const staffContext = await browser.newContext({ baseURL: portal.url, serviceWorkers: 'block' });
  const staff = await staffContext.newPage();
  const staffSignIn = new SignInPage(staff);
  await staffSignIn.open();
  await staffSignIn.signIn(ADMIN);
  await expect(staff).toHaveURL(/\/staff$/);
  const issues = await apiGet<{ items: KitIssue[] }>(staff, routes.staffKitIssues, { query: { limit: 50 } });
  const mine = issues.items.filter((issue) => issue.kit.code === CODE);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ condition: 'damaged', source: 'return' });
  expect(mine[0]!.photos).toHaveLength(1);
  const photo = await staff.request.get(apiPath(routes.upload, { sha256: mine[0]!.photos[0]!.id }), {
    headers: { Authorization: `Bearer ${await accessToken(staff)}` },
  });
  expect(photo.headers()['content-type']).toBe('image/jpeg');
  const bytes = await photo.body();
  expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
  expect(bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
  const width = jpegWidth(bytes);
  expect(width).toBe(1600);

  await staff.goto('/staff/kit-issues');
  const card = staff.locator(`[data-issue="${CODE}"]`);
  await expect(card.getByRole('img')).toBeVisible();
  await staff.screenshot({ path: 'test-results/screens/staff-kit-issues.png' });
  await card.getByRole('button', { name: `Enlarge photo 1 of ${CODE}` }).click();
  await expect(staff.getByRole('dialog', { name: `Photo of ${CODE}` })).toBeVisible();
  await staff.getByRole('button', { name: 'Close' }).click();
  await card.getByRole('button', { name: 'Send replacement' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(staff.getByText(new RegExp(`Replacement order K-\\d+ raised for ${CODE}\\.`))).toBeVisible();
  await expect(card).toHaveCount(0);
  await staffContext.close();
});
