// Helpers for the offline journeys: wait until the service worker controls the page (so the shell
// and the user's data open without a server), cut the network for real (server stopped AND the
// browser offline: context.setOffline alone does not stop service-worker traffic), and record the
// outbox's writes as the server answered them, from every page and the service worker.
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { ChangeBatch, ChangeBatchResponse } from '@contract/change-batches';
import { API_PREFIX } from '@contract/constants';
import { apiPath, matchPath, routes, type RouteDef, type RouteName } from '@contract/routes';
import { DATABASE_NAME } from '@offline/database-name';
import type { Portal } from './fixtures';

export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
}

/** The server stops and the browser loses its network. */
export async function goOffline(context: BrowserContext, portal: Portal): Promise<void> {
  await portal.stop();
  await context.setOffline(true);
}

/** The server is back, then the browser's network (which fires `online` in every page). */
export async function goOnline(context: BrowserContext, portal: Portal): Promise<void> {
  await portal.start();
  await context.setOffline(false);
}

export interface AnsweredWrite {
  method: string;
  path: string;
  key: string | null;
  status: number;
  replayed: boolean;
}

const BATCH_PATH = apiPath(routes.sendChanges);
/** The outbox's writes, recognised by their paths (whatever the method, GET aside). */
const WRITE_ROUTES: RouteDef[] = [
  routes.recordCountSession,
  routes.onsiteInventory,
  routes.returnKits,
  routes.completeActionTask,
  routes.changeReturnDate,
  routes.countSupplies,
  routes.reportKitCondition,
];

/**
 * The route of the table a recorded write called, by its method and path; a path of its own is
 * preferred to one of a route with a parameter in its place (PATCH /action-tasks/:id).
 */
export function routeOfWrite(write: Pick<AnsweredWrite, 'method' | 'path'>): RouteName | undefined {
  const candidates = (Object.keys(routes) as RouteName[]).filter(
    (name) => routes[name].method === write.method && matchPath(routes[name], write.path) !== null,
  );
  const parameters = (name: RouteName) => routes[name].path.split('/:').length;
  return candidates.sort((a, b) => parameters(a) - parameters(b))[0];
}

/**
 * Every outbox write the server answers from now on, in any page of the context or its service
 * worker (Chromium reports worker traffic on the context), each change of a batch (POST /changes)
 * as its own write. A request that never got an answer (the server was down) is not here: it
 * never reached the server.
 */
export function recordAnsweredWrites(context: BrowserContext): AnsweredWrite[] {
  const writes: AnsweredWrite[] = [];
  // Reading a body or the headers is asynchronous, and a later answer's may resolve first: each
  // answer takes its place in `slots` when it arrives, so `writes` keeps the order of the answers.
  const slots: (AnsweredWrite[] | null)[] = [];
  const fill = (slot: number, entries: AnsweredWrite[]) => {
    slots[slot] = entries;
    writes.splice(0, writes.length, ...slots.flatMap((entry) => entry ?? []));
  };
  context.on('response', async (response) => {
    const request = response.request();
    const url = new URL(request.url());
    if (request.method() === routes.sendChanges.method && url.pathname === BATCH_PATH && response.ok()) {
      const slot = slots.push(null) - 1;
      const { changes } = request.postDataJSON() as ChangeBatch;
      const { results } = (await response.json()) as ChangeBatchResponse;
      fill(
        slot,
        results.map((result, i) => {
          const change = changes[i]!;
          return {
            method: change.method,
            path: `${API_PREFIX}${change.path}`,
            key: change.idempotencyKey,
            status: result.statusCode,
            replayed: result.replayed,
          };
        }),
      );
      return;
    }
    if (request.method() === 'GET' || !WRITE_ROUTES.some((route) => matchPath(route, url.pathname) !== null)) return;
    const slot = slots.push(null) - 1;
    const headers = await request.allHeaders();
    fill(slot, [
      {
        method: request.method(),
        path: url.pathname,
        key: headers['idempotency-key'] ?? null,
        status: response.status(),
        replayed: response.headers()['idempotent-replayed'] === 'true',
      },
    ]);
  });
  return writes;
}

/** The top bar's sync status button. */
export const syncStatus = (page: Page) => page.getByRole('button', { name: /^Sync status: / });

/**
 * When the outbox's own timer will next try a waiting change (the earliest `nextAttemptAt` of its
 * pending entries, epoch ms), read from the page's IndexedDB; null with nothing pending.
 */
export function outboxNextAttemptAt(page: Page): Promise<number | null> {
  return page.evaluate(
    (databaseName) =>
      new Promise<number | null>((resolve, reject) => {
        const open = indexedDB.open(databaseName);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('outbox', 'readonly').objectStore('outbox').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            const due = (all.result as { status: string; nextAttemptAt: number }[]).filter((e) => e.status === 'pending').map((e) => e.nextAttemptAt);
            resolve(due.length ? Math.min(...due) : null);
          };
        };
      }),
    DATABASE_NAME,
  );
}
