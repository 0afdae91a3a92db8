// Production builds only: the service worker is registered once the first screen is up and the
// browser is idle (main.tsx), and after the load event. Installing the worker precaches every script,
// style and icon of the app, which on a slow connection would otherwise compete with the first
// screen's own chunks and data; the registration and workbox-window are a chunk of their own for the
// same reason, so the first script carries neither.
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import('./service-worker-registration')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
