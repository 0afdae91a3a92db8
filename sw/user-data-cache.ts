// Runtime caching of the signed-in user's own data (docs/architecture.md §5, last paragraph): GET
// /api/v1/projects, /projects/{id}, /projects/me, /projects/orders, /action-tasks, /kits (the kit
// codes a count session starts from, so a prepared school can be counted offline) and
// /resources/{id} (a project kit's lessons, downloaded by "Prepare for offline") and
// /dashboard/summary (the first screen's funding and application, so it opens offline) and
// /notifications (the bell's notices) go to the network first, and fall back to the last answer when
// the network fails or takes over 4 s, so the project and checklist screens open offline with the
// last data.
//
// - Each cached copy is keyed by the user the answer was for (the `sub` of the Bearer token), so one
//   user never sees another's cached answers on a shared Chromebook. Sign-out deletes the cache
//   anyway (its name starts "api-", src/client/lib/api-caches.ts).
// - Each cached copy carries X-Fetched-At (ms since epoch): a response that has it came from this
//   cache, and says how old it is.
// - Each network answer also updates the per-entity snapshots in IndexedDB (src/offline/
//   snapshot-capture.ts): the device's record of the last server values, with fetchedAt. That is the
//   documented way for screens to say how old their data is: getSnapshot('project:ID').fetchedAt.
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import { bearerToken } from '@contract/bearer';
import { FETCHED_AT_HEADER } from '@contract/constants';
import { matchPath, routes } from '@contract/routes';
import { captureSnapshots } from '@offline/snapshot-capture';

declare const self: ServiceWorkerGlobalScope;

const USER_DATA_CACHE = 'api-user-data';
const NETWORK_TIMEOUT_SECONDS = 4;
const USER_DATA_ROUTES = [
  routes.projects,
  routes.myProjects,
  routes.myOrders,
  routes.project,
  // A project's supplies, so its Supplies tab opens offline too.
  routes.projectSupplies,
  routes.actionTasks,
  routes.kitCodes,
  routes.resource,
  routes.dashboardSummary,
  // The bell's notices, so a page opened offline still shows the ones last loaded.
  routes.notifications,
];

function isUserDataRequest(url: URL, method: string): boolean {
  if (method !== 'GET' || url.origin !== self.location.origin) return false;
  return USER_DATA_ROUTES.some((route) => route.method === 'GET' && matchPath(route, url.pathname) !== null);
}

/** The user id in a Bearer JWT, read without verifying: it only picks a cache entry, never grants access. */
function userOfRequest(request: Request): string | null {
  const payload = bearerToken(request.headers.get('Authorization'))?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}

const perUserCacheKey: WorkboxPlugin = {
  // An unauthenticated request gets a key no answer is ever stored under, so it never hits.
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.set('__cache_user', userOfRequest(request) ?? '-');
    return url.href;
  },
};

const stampAndCapture: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (!response || response.status !== 200 || !userOfRequest(request)) return null;
    const text = await response.text();
    const fetchedAt = Date.now();
    try {
      await captureSnapshots(new URL(request.url).pathname, JSON.parse(text) as unknown, fetchedAt);
    } catch {
      // Snapshots are a convenience; the cached answer matters more.
    }
    const headers = new Headers(response.headers);
    headers.set(FETCHED_AT_HEADER, String(fetchedAt));
    return new Response(text, { status: response.status, statusText: response.statusText, headers });
  },
};

export function registerUserDataCache(): void {
  registerRoute(
    ({ url, request }) => isUserDataRequest(url, request.method),
    new NetworkFirst({
      cacheName: USER_DATA_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [perUserCacheKey, stampAndCapture, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })],
    }),
  );
}
