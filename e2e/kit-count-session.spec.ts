// An onsite count session with the server really unreachable: start a count for a school, lose the
// network, count by typed codes and by a keyboard-wedge scanner's keys (a code scanned twice counts
// once, another school's kit is shown as unexpected with where it belongs), reload mid-session,
// finish, bring the server back, and check each count arrived once and the receipt matches.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiGet, accessToken, projectNamed } from './page-models/portal-api';
import { PROJECTS } from './page-models/projects-pages';
import { COORDINATOR, SignInPage } from './page-models/sign-in-page';
import { goOffline, goOnline, recordAnsweredWrites, syncStatus, waitForServiceWorker } from './support/offline';
import { apiPath, routes } from '@contract/routes';

const SCHOOL = 'Cedar Valley High School';

const scanField = (page: Page) => page.getByRole('textbox', { name: 'Scan or type a kit code' });
const mark = (page: Page) => page.locator('[data-outcome]');
const figure = (page: Page, project: string, name: 'expected' | 'found' | 'missing') =>
  page.locator(`tr[data-project="${project}"] [data-figure="${name}"]`);

/** A keyboard-wedge scanner: the code's keys in a burst, then Enter, into whatever has focus. */
async function wedgeScan(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 4 });
  await page.keyboard.press('Enter');
}

/** The tones the page played, by pitch (880 Hz: found; 220 Hz: anything else). */
async function listenForTones(page: Page) {
  await page.addInitScript(() => {
    const played: number[] = [];
    (window as unknown as { tones: number[] }).tones = played;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode['start']>) {
      played.push(this.frequency.value);
      return start.apply(this, args);
    };
  });
}
const tones = (page: Page) => page.evaluate(() => (window as unknown as { tones: number[] }).tones);

async function shoot(page: Page, name: string) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screens/${name}-${size.width}x${size.height}.png`, fullPage: true });
  }
}

test('a school counted offline by typed and scanned codes reaches the server once, and its receipt matches', async ({ page, context, portal }) => {
  await listenForTones(page);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);
  await expect(syncStatus(page)).toHaveText(/Synced/);
  const solarBefore = await projectNamed(page, PROJECTS.solar);
  const waterBefore = await projectNamed(page, PROJECTS.water);
  expect([solarBefore.kitsOnHand, waterBefore.kitsOnHand]).toEqual([4, 10]);

  // Start a count for the school (online: its figures and kit codes are downloaded once).
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Onsite counts' }).click();
  const school = page.getByRole('listitem').filter({ hasText: SCHOOL });
  await school.getByRole('link', { name: 'Start a count' }).click();
  await expect(page).toHaveURL(/\/projects\/counts\/[0-9a-f-]{36}$/);
  const sessionId = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { name: `Count at ${SCHOOL}` })).toBeVisible();
  await expect(figure(page, PROJECTS.solar, 'expected')).toHaveText('4');
  await expect(figure(page, PROJECTS.water, 'expected')).toHaveText('10');
  await expect(scanField(page)).toBeFocused();

  await goOffline(context, portal);
  await expect(syncStatus(page)).toHaveText('Sync status: Offline');

  // Typed by a person, in lower case: found.
  await scanField(page).fill('slr-cvh-01');
  await scanField(page).press('Enter');
  await expect(mark(page)).toHaveAttribute('data-outcome', 'found');
  await expect(mark(page)).toHaveText(`SLR-CVH-01: found (${PROJECTS.solar})`);
  // The same kit again counts once.
  await wedgeScan(page, 'SLR-CVH-01');
  await expect(mark(page)).toHaveAttribute('data-outcome', 'duplicate');
  await expect(mark(page)).toHaveText('SLR-CVH-01: already counted');
  await wedgeScan(page, 'SLR-CVH-02');
  await expect(figure(page, PROJECTS.solar, 'found')).toHaveText('2');
  await expect(figure(page, PROJECTS.solar, 'missing')).toHaveText('2');
  // A kit of another school: unexpected, with where it belongs.
  await wedgeScan(page, 'BRD-LMS-01');
  await expect(mark(page)).toHaveAttribute('data-outcome', 'unexpected');
  await expect(mark(page)).toHaveText(`BRD-LMS-01: not expected here; it belongs to ${PROJECTS.bridge} at Lincoln Middle School`);
  await wedgeScan(page, 'NOPE-99');
  await expect(mark(page)).toHaveAttribute('data-outcome', 'unknown');

  // A burst of scans as fast as a scanner sends them: none is lost.
  for (let n = 1; n <= 5; n++) await wedgeScan(page, `WTR-CVH-0${n}`);
  await expect(figure(page, PROJECTS.water, 'found')).toHaveText('5');
  // A tone for every scan, played once its mark is drawn: high when found, low otherwise.
  await expect.poll(() => tones(page)).toEqual([880, 220, 880, 220, 220, 880, 880, 880, 880, 880]);
  await shoot(page, 'count-session');
  await page.setViewportSize({ width: 1366, height: 768 });

  // A reload mid-session (the page comes from the service worker): every scan is still there.
  await page.reload();
  await expect(figure(page, PROJECTS.solar, 'found')).toHaveText('2');
  await expect(figure(page, PROJECTS.water, 'found')).toHaveText('5');
  await expect(page.locator('[data-list="unexpected"] li')).toHaveCount(2);
  await expect(scanField(page)).toBeFocused();
  // The same session open in a second tab: its scan shows here too, and counting here goes on from it.
  const other = await context.newPage();
  await other.goto(`/projects/counts/${sessionId}`);
  await expect(figure(other, PROJECTS.water, 'found')).toHaveText('5');
  await wedgeScan(other, 'WTR-CVH-06');
  await expect(figure(page, PROJECTS.water, 'found')).toHaveText('6');
  await other.close();
  for (let n = 7; n <= 8; n++) await wedgeScan(page, `WTR-CVH-0${n}`);
  // A kit found with parts missing is reported where it was counted.
  await page.getByRole('button', { name: 'Report condition of WTR-CVH-08' }).click();
  const report = page.getByRole('dialog', { name: 'Report the condition of WTR-CVH-08' });
  await report.getByRole('radio', { name: 'Needs parts' }).check();
  await report.getByRole('button', { name: 'Save report' }).click();
  await expect(report).toHaveCount(0);
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await expect(figure(page, PROJECTS.water, 'found')).toHaveText('8');
  // One kit whose label is gone, counted by +.
  await page.getByRole('button', { name: `One more ${PROJECTS.water} kit without a label` }).click();
  await expect(figure(page, PROJECTS.water, 'found')).toHaveText('9');
  await expect(figure(page, PROJECTS.water, 'missing')).toHaveText('1');

  await page.getByRole('button', { name: 'Finish count' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/counts/${sessionId}/receipt$`));
  await expect(syncStatus(page)).toHaveText('Sync status: Offline · 4 waiting');
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'waiting');

  // The server comes back: two counts, the condition report and the session's record, each once.
  const writes = recordAnsweredWrites(context);
  await goOnline(context, portal);
  await expect(syncStatus(page)).toHaveText(/^Sync status: Synced at \d\d:\d\d$/, { timeout: 30_000 });
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'synced');
  const answered = writes.map((w) => `${w.path} ${w.status}`).sort();
  expect(answered).toEqual([
    `${apiPath(routes.reportKitCondition, { code: 'WTR-CVH-08' })} 201`,
    `${apiPath(routes.recordCountSession)} 201`,
    `${apiPath(routes.onsiteInventory)} 200`,
    `${apiPath(routes.onsiteInventory)} 200`,
  ]);
  expect(new Set(writes.map((w) => w.key)).size).toBe(4);
  expect(writes.filter((w) => w.replayed)).toEqual([]);

  expect((await projectNamed(page, PROJECTS.solar)).kitsOnHand).toBe(2);
  expect((await projectNamed(page, PROJECTS.water)).kitsOnHand).toBe(9);
  // Kit identities followed the counts: the highest-numbered codes were retired.
  const solarKits = await apiGet<{ items: { code: string }[] }>(page, routes.kitCodes, { query: { projectId: solarBefore.id } });
  expect(solarKits.items.map((k) => k.code)).toEqual(['SLR-CVH-01', 'SLR-CVH-02']);

  // The receipt on screen matches the server's record and its CSV.
  const record = await apiGet<{
    school: { name: string };
    projects: { projectName: string; expected: number; found: number; missing: number }[];
    unexpected: { code: string; belongsTo: string | null }[];
  }>(page, routes.countSession, { params: { id: sessionId } });
  expect(record.school.name).toBe(SCHOOL);
  for (const p of record.projects) {
    await expect(figure(page, p.projectName, 'expected')).toHaveText(String(p.expected));
    await expect(figure(page, p.projectName, 'found')).toHaveText(String(p.found));
    await expect(figure(page, p.projectName, 'missing')).toHaveText(String(p.missing));
  }
  expect(record.projects.map((p) => [p.projectName, p.expected, p.found, p.missing])).toEqual([
    [PROJECTS.solar, 4, 2, 2],
    [PROJECTS.water, 10, 9, 1],
  ]);
  expect(record.unexpected).toEqual([
    { code: 'BRD-LMS-01', belongsTo: `${PROJECTS.bridge}, Lincoln Middle School` },
    { code: 'NOPE-99', belongsTo: null },
  ]);
  const csv = await page.request.get(apiPath(routes.countSessionCsv, { id: sessionId }), {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines.slice(1).map((line) => line.split(',').slice(4).join(','))).toEqual([
    `${PROJECTS.solar},4,2,2,`,
    `${PROJECTS.water},10,9,1,`,
    `"${PROJECTS.bridge}, Lincoln Middle School",,,,BRD-LMS-01`,
    'Unknown kit,,,,NOPE-99',
  ]);
  await shoot(page, 'count-receipt');
});
