// Registers the service worker and tells the page when a new version is waiting (update-state.ts).
// The worker never activates itself: the user chooses when to reload (update-prompt). A chunk of its
// own with workbox-window, loaded once the first screen is up (main.tsx, startServiceWorker).
import { Workbox } from 'workbox-window';
import { setUpdateState } from './update-state';

/** The injectManifest output of sw/service-worker.ts, at the site root. */
const SERVICE_WORKER_URL = '/service-worker.js';

export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener('waiting', () => {
    setUpdateState({
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
