// Registers the service worker (production builds only) and tells the page when a new version
// is waiting. The worker never activates itself: the user chooses when to reload (update-prompt).

/** The injectManifest output of sw/service-worker.ts, at the site root. */
const SERVICE_WORKER_URL = '/service-worker.js';

type Listener = () => void;

export interface UpdateState {
  /** Activates the waiting worker and reloads once it controls the page; null while none waits. */
  readonly applyUpdate: (() => void) | null;
}

let state: UpdateState = { applyUpdate: null };
const listeners = new Set<Listener>();

export function getUpdateState(): UpdateState {
  return state;
}

export function subscribeUpdateState(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setState(next: UpdateState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/**
 * Called once the first screen is up and the browser is idle (main.tsx): installing the worker
 * precaches every script, style and icon of the app, which on a slow connection would otherwise
 * compete with the first screen's own chunks and data. Waits for the load event if it has not fired.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener('waiting', () => {
    setState({
      applyUpdate: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });
  try {
    await workbox.register();
  } catch (error) {
    // The app works without a worker (only offline use is lost), so this is not fatal.
    console.warn('Service worker registration failed', error);
  }
}
