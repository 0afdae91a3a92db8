// npm run bench:events, the screen case: how long a staff move takes to reach a district's open
// screen. The coordinator has My Orders open in Chromium (signed in through the page, the live
// stream open); programme staff move the coordinator's orders through the API (an ADMIN's PATCH
// /staff/kit-orders/{id}), each request first approved, then cancelled. Per move: from the staff
// request's answer (and from its send) to the moment the order's card on the page shows the new
// status badge, seen by a MutationObserver in the page. Page and script run on one machine, so both
// read one wall clock (performance.timeOrigin + performance.now()).
//
// With two servers (PostgreSQL), the browser is connected to one and staff to the other, so every
// event crosses between processes through the database's NOTIFY.
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config';
import type { SignInResponse } from '@contract/sessions';
import { kitsRequestable, type KitOrder, type ProjectSummary } from '@contract/projects';
import { apiPath, routes } from '@contract/routes';
import { call } from './bench-call';
import type { SummaryRow } from './events-load-bench';
import type { ServerProcess } from '../helpers/server-process';

const COORDINATOR = { email: 'coordinator@example.org', password: 'Demo-pass1' };
const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };
const TARGET_MS = 1000;

// In the page as a string: the bench runs through tsx, whose function-name helper the page lacks.
// __hopWatch(id, status) resolves with the wall-clock time at which the order's card first shows a
// badge reading `status` (at once when it already does).
const WATCHER = `
window.__hopWatch = (id, status) => new Promise((resolve) => {
  const shows = () => {
    const card = document.getElementById('order-' + id);
    return !!card && [...card.querySelectorAll('span')].some((s) => s.textContent.trim() === status);
  };
  if (shows()) return resolve(performance.timeOrigin + performance.now());
  const observer = new MutationObserver(() => {
    if (!shows()) return;
    observer.disconnect();
    resolve(performance.timeOrigin + performance.now());
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
});`;

const now = () => performance.timeOrigin + performance.now();

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};

/** The card showing `status`, or a clear error after `timeout` (the wall-clock time it showed). */
async function seen(page: Page, orderId: string, status: string, timeout: number): Promise<number> {
  const watch = page.evaluate(`window.__hopWatch(${JSON.stringify(orderId)}, ${JSON.stringify(status)})`) as Promise<number>;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`order ${orderId} did not show ${status} on the page within ${timeout} ms`)), timeout);
  });
  try {
    return await Promise.race([watch, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function signInPage(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(COORDINATOR.email);
  await page.getByLabel('Password', { exact: true }).fill(COORDINATOR.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  // The stream is open once GET /events has answered 200 (its chunk loads when the page is idle).
  const streamOpen = page.waitForResponse((r) => r.url().includes(`${apiPath(routes.eventStream)}?`) && r.status() === 200, { timeout: 30_000 });
  await page.goto('/projects/orders');
  await streamOpen;
  await page.evaluate(WATCHER);
  return page;
}

/**
 * `districtServer` serves the browser, `staffServer` the staff's moves (the same server embedded).
 * `moves` moves in all, two per order.
 */
export async function runScreenCase(districtServer: ServerProcess, staffServer: ServerProcess, label: string, moves: number): Promise<SummaryRow[]> {
  const coordinator = (await call<SignInResponse>(districtServer.url, routes.signIn, { body: COORDINATOR })).token.accessToken;
  const admin = (await call<SignInResponse>(staffServer.url, routes.signIn, { body: ADMIN })).token.accessToken;
  const projects = (await call<{ items: ProjectSummary[] }>(districtServer.url, routes.projects, { query: { limit: 50 }, token: coordinator })).items;
  // Each request asks for one kit and is cancelled before the next: one kit of room is enough.
  const project = projects.find((p) => kitsRequestable(p) >= 1);
  if (!project) throw new Error('no project of the coordinator has room to request a kit');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  const fromAnswer: number[] = [];
  const fromSend: number[] = [];
  try {
    const page = await signInPage(browser, districtServer.url);
    const move = async (order: { id: string; version: number }, body: Record<string, unknown>, status: string) => {
      const watching = seen(page, order.id, status, 10_000);
      const sent = now();
      const response = await fetch(`${staffServer.url}${apiPath(routes.moveKitOrder, { id: order.id })}`, {
        method: routes.moveKitOrder.method,
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, status, version: order.version }),
      });
      const answered = now();
      if (!response.ok) throw new Error(`move to ${status}: ${response.status} ${await response.text()}`);
      const moved = (await response.json()) as { version: number };
      const shown = await watching;
      fromAnswer.push(shown - answered);
      fromSend.push(shown - sent);
      return { id: order.id, version: moved.version };
    };
    for (let i = 0; i < Math.ceil(moves / 2); i++) {
      // The coordinator's own request (untimed) shows on the page through the same stream.
      const order = await call<KitOrder>(districtServer.url, routes.requestKits, {
        token: coordinator,
        body: { projectId: project.id, requestedKits: 1 },
      });
      await seen(page, order.id, 'Requested', 10_000);
      const approved = await move(order, {}, 'Approved');
      await move(approved, { reason: 'Benchmark' }, 'Cancelled');
    }
  } finally {
    await browser.close();
  }
  const timed = fromAnswer.slice(0, moves);
  const p95 = quantile(timed, 0.95);
  const line = (values: number[]) =>
    `p50 ${quantile(values, 0.5).toFixed(0)} ms, p95 ${quantile(values, 0.95).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;
  console.log(
    `\nStaff move → district screen, ${label}: ${timed.length} moves (Requested → Approved, Approved → Cancelled by an ADMIN through the API) ` +
      `while the coordinator has My Orders open in Chromium\n` +
      `  from the staff request's answer to the card's new badge: ${line(timed)}\n` +
      `  from the staff request's send: ${line(fromSend.slice(0, moves))}`,
  );
  return [
    {
      measure: `Staff move → district screen p95 (${label})`,
      figure: `${p95.toFixed(0)} ms (p50 ${quantile(timed, 0.5).toFixed(0)}, max ${Math.max(...timed).toFixed(0)}, n ${timed.length})`,
      target: `≤ ${TARGET_MS} ms`,
      met: p95 <= TARGET_MS,
    },
  ];
}
