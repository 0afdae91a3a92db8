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
/** A move not on the screen after this long is counted as missed (and the page reloaded). */
const MISS_MS = 10_000;

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

// Before the app loads: every EventSource the page opens is counted, and each message's arrival is
// noted (wall clock, data), so a move's time splits into reaching the page and redrawing the card.
const EVENT_TAP = `
window.__hopEvents = [];
window.__hopStreams = 0;
const Original = window.EventSource;
window.EventSource = class extends Original {
  constructor(url, init) {
    super(url, init);
    window.__hopStreams += 1;
    this.addEventListener('message', (e) => window.__hopEvents.push([performance.timeOrigin + performance.now(), e.data]));
  }
};`;

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
  await page.addInitScript(EVENT_TAP);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(COORDINATOR.email);
  await page.getByLabel('Password', { exact: true }).fill(COORDINATOR.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  // The stream is open once GET /events has answered 200 (its chunk loads when the page is idle).
  await openOrders(page, () => page.goto('/projects/orders'));
  return page;
}

/** My Orders (re)loaded, its live stream open (GET /events answered 200), the watcher installed. */
async function openOrders(page: Page, load: () => Promise<unknown>): Promise<void> {
  const streamOpen = page.waitForResponse((r) => r.url().includes(`${apiPath(routes.eventStream)}?`) && r.status() === 200, { timeout: 30_000 });
  await load();
  await streamOpen;
  await page.evaluate(WATCHER);
}

/** When the page's stream brought an event about the order after `since` (wall clock), or null. */
async function eventArrival(page: Page, orderId: string, since: number): Promise<number | null> {
  const events = (await page.evaluate('window.__hopEvents')) as [number, string][];
  const found = events.find(([at, data]) => at >= since && data.includes(orderId));
  return found ? found[0] : null;
}

/** What the order's card shows now, and how many streams the page has opened (1 unless it reconnected). */
async function pageState(page: Page, orderId: string): Promise<string> {
  const state = (await page.evaluate(
    `({ card: document.getElementById('order-' + ${JSON.stringify(orderId)})?.querySelector('h2 ~ span')?.textContent ?? '(no card)', streams: window.__hopStreams })`,
  )) as { card: string; streams: number };
  return `card shows "${state.card}", ${state.streams} streams opened`;
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
  const toPage: number[] = [];
  const misses: string[] = [];
  try {
    const page = await signInPage(browser, districtServer.url);
    const move = async (order: { id: string; version: number }, body: Record<string, unknown>, status: string) => {
      const watching = seen(page, order.id, status, MISS_MS);
      const sent = now();
      const response = await fetch(`${staffServer.url}${apiPath(routes.moveKitOrder, { id: order.id })}`, {
        method: routes.moveKitOrder.method,
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, status, version: order.version }),
      });
      const answered = now();
      if (!response.ok) throw new Error(`move to ${status}: ${response.status} ${await response.text()}`);
      const moved = (await response.json()) as { version: number };
      try {
        const shown = await watching;
        fromAnswer.push(shown - answered);
        fromSend.push(shown - sent);
        const arrived = await eventArrival(page, order.id, sent);
        if (arrived !== null) toPage.push(arrived - answered);
      } catch {
        // Not shown in time: say why, then reload so the next move starts from a page that is current.
        const arrived = await eventArrival(page, order.id, sent);
        const miss = `${status}: not shown within ${MISS_MS} ms (${arrived === null ? 'no event about it reached the page' : `its event reached the page after ${(arrived - answered).toFixed(0)} ms`}; ${await pageState(page, order.id)})`;
        misses.push(miss);
        // Counted as slower than anything seen, so the percentiles cannot hide it.
        fromAnswer.push(Number.POSITIVE_INFINITY);
        fromSend.push(Number.POSITIVE_INFINITY);
        console.log(`  MISS ${miss}`);
        await openOrders(page, () => page.reload());
        await seen(page, order.id, status, MISS_MS);
      }
      return { id: order.id, version: moved.version };
    };
    for (let i = 0; i < Math.ceil(moves / 2); i++) {
      // The coordinator's own request (untimed) shows on the page through the same stream.
      const order = await call<KitOrder>(districtServer.url, routes.requestKits, {
        token: coordinator,
        body: { projectId: project.id, requestedKits: 1 },
      });
      await seen(page, order.id, 'Requested', MISS_MS).catch(async () => {
        await openOrders(page, () => page.reload());
        await seen(page, order.id, 'Requested', MISS_MS);
      });
      const approved = await move(order, {}, 'Approved');
      await move(approved, { reason: 'Benchmark' }, 'Cancelled');
    }
  } finally {
    await browser.close();
  }
  const timed = fromAnswer.slice(0, moves);
  const p95 = quantile(timed, 0.95);
  const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : `> ${MISS_MS} ms`);
  const line = (values: number[]) => `p50 ${ms(quantile(values, 0.5))}, p95 ${ms(quantile(values, 0.95))}, max ${ms(Math.max(...values))}`;
  console.log(
    `\nStaff move → district screen, ${label}: ${timed.length} moves (Requested → Approved, Approved → Cancelled by an ADMIN through the API) ` +
      `while the coordinator has My Orders open in Chromium\n` +
      `  from the staff request's answer to the card's new badge: ${line(timed)}\n` +
      `  from the staff request's send: ${line(fromSend.slice(0, moves))}\n` +
      `  from the answer to the event reaching the page (its EventSource): ${line(toPage)}` +
      (misses.length > 0 ? `\n  ${misses.length} moves not shown within ${MISS_MS} ms (the page was reloaded after each)` : ''),
  );
  return [
    {
      measure: `Staff move → district screen p95 (${label})`,
      figure: `${ms(p95)} (p50 ${ms(quantile(timed, 0.5))}, max ${ms(Math.max(...timed))}, n ${timed.length}${misses.length ? `, ${misses.length} missed` : ''})`,
      target: `≤ ${TARGET_MS} ms`,
      met: p95 <= TARGET_MS,
    },
  ];
}
