// The service worker (Workbox, built by vite-plugin-pwa injectManifest): precaches the app shell
// so every screen opens offline, serves index.html for navigations, keeps lookup answers and the
// user's projects, orders and tasks (user-data-cache.ts), and pushes the offline outbox on the
// Background Sync `sync` event (outbox-sync.ts). Writes to the API bypass it (network-routes.ts).
// It never activates itself: the page asks with { type: 'SKIP_WAITING' } once the user agrees.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { matchPath, routes } from '@contract/routes';
import { registerNetworkRoutes } from './network-routes';
import { registerOutboxSync } from './outbox-sync';
import { registerUserDataCache } from './user-data-cache';

declare const self: ServiceWorkerGlobalScope;

// First, so its install handler adds the routes whatever the others do.
registerNetworkRoutes(self);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes all answer with the shell; the API is never a navigation target.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// Lookups (districts, schools, kits…) change rarely: answer from cache, refresh in the background.
// Cache names starting "api-" hold user data and are deleted on sign-out (src/client/lib/api-caches.ts).
const LOOKUP_ROUTES = [
  routes.schoolsApplications,
  routes.blueprintUsers,
  routes.users,
  routes.projectKits,
  routes.projectCreationKits,
  routes.applicationResources,
];
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && LOOKUP_ROUTES.some((route) => matchPath(route, url.pathname) !== null),
  new StaleWhileRevalidate({
    cacheName: 'api-lookups',
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * 24 * 60 * 60 })],
  }),
);

// The user's projects, orders and checklist: network first (4 s), else the last answer.
registerUserDataCache();

// Background Sync: push the outbox even when no page is open.
registerOutboxSync(self);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

// Once a new version is activated (by the user's choice), it takes over open pages at once.
clientsClaim();
