// Requests this worker never answers go to the network without waking it (the Service Worker
// static routing API, InstallEvent.addRoutes). Every write to the API is one: the worker only
// keeps answers to reads, and its own outbox pushes are its own fetches, which no route sees. A
// drain sends a request per batch of changes (or per change), so each saved hop through the
// worker counts on a cheap Chromebook. A browser without the API sends them through the worker as before.
import { API_PREFIX } from '@contract/constants';
import { routes } from '@contract/routes';

/** The methods of the API's writes (lower case, as the router compares them). */
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

interface RouterRule {
  condition: { urlPattern: { pathname: string }; requestMethod: string };
  source: 'network';
}

/** InstallEvent with addRoutes(), where the browser has it (Chromium 123 and later). */
type RoutingInstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

function apiWriteRules(): RouterRule[] {
  return WRITE_METHODS.map((requestMethod) => ({ condition: { urlPattern: { pathname: `${API_PREFIX}/*` }, requestMethod }, source: 'network' }));
}

/**
 * The live event stream is never the worker's: no cache, no 4 s network timeout, nothing between
 * the page and a response that never ends. (Without the routing API the worker still leaves it
 * alone: no route of its own matches it, so the browser fetches it itself.)
 */
function eventStreamRule(): RouterRule {
  return { condition: { urlPattern: { pathname: `${API_PREFIX}${routes.eventStream.path}` }, requestMethod: 'get' }, source: 'network' };
}

export function registerNetworkRoutes(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('install', (event) => {
    const install = event as RoutingInstallEvent;
    // A rule the browser refuses must not keep the new version from installing.
    if (install.addRoutes) install.waitUntil(install.addRoutes([...apiWriteRules(), eventStreamRule()]).catch(() => undefined));
  });
}
