// Counting with the camera: the scanner opens on a fake camera showing a kit label's QR code, the
// decoder (zxing-wasm, loaded only now) reads it and the kit counts as found; a refused camera
// says so and the code field still counts.
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../playwright.config';
import { expect, test } from './support/fixtures';
import { writeQrVideo } from './support/fake-camera';
import { PROJECTS } from './page-models/projects-pages';
import { signInThroughApi } from './support/signed-in';

const VIDEO = resolve('test-results/fake-camera/slr-cvh-03.y4m');
// A label's QR code holds its kit page's address (of whatever portal printed it); it counts as the code.
writeQrVideo(VIDEO, 'https://portal.example.org/kits/SLR-CVH-03');

// One server for the file's journeys: each counts on a device of its own.
test.use({
  portalScope: 'file',
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`],
  },
});

async function startCount(page: Page) {
  await signInThroughApi(page);
  await page.goto('/projects/counts');
  await page.getByRole('listitem').filter({ hasText: 'Cedar Valley High School' }).getByRole('link', { name: 'Start a count' }).click();
  await expect(page).toHaveURL(/\/projects\/counts\/[0-9a-f-]{36}$/);
}

test('a kit label held in front of the camera is counted', async ({ page, context }) => {
  await context.grantPermissions(['camera']);
  const wasm: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.wasm')) wasm.push(new URL(request.url()).pathname);
  });
  await startCount(page);
  // The decoder is not loaded before the scanner opens.
  expect(wasm).toEqual([]);
  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(page.locator('[data-camera="scanning"]')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-outcome]')).toHaveText(`SLR-CVH-03: found (${PROJECTS.solar})`, { timeout: 15_000 });
  await expect(page.locator(`tr[data-project="${PROJECTS.solar}"] [data-figure="found"]`)).toHaveText('1');
  // The label staying in view is one scan, not many.
  await page.waitForTimeout(800);
  await expect(page.locator(`tr[data-project="${PROJECTS.solar}"] [data-figure="found"]`)).toHaveText('1');
  expect(wasm.every((path) => path.startsWith('/assets/'))).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/count-camera-390x844.png' });
  await page.getByRole('button', { name: 'Close the camera' }).click();
});

test('a refused camera says so, and the code field still counts', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await startCount(page);
  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(page.locator('[data-camera="denied"]')).toHaveText(/The camera was not allowed\. Count with a scanner or by typing codes/);
  const field = page.getByRole('textbox', { name: 'Scan or type a kit code' });
  await field.fill('SLR-CVH-01');
  await field.press('Enter');
  await expect(page.locator('[data-outcome]')).toHaveAttribute('data-outcome', 'found');
});
