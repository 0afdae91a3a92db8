// First: zod's set-up, then the stored theme on <html> before any screen renders (no inline script
// in index.html: the CSP forbids it).
import './app/zod-setup';
import './app/theme/boot-theme';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { whenFirstScreenIdle } from './app/first-screen';
import { preloadFirstScreen } from './app/routes';
import { setUpHttp } from './app/http-setup';
import { startI18n } from './i18n/locale-store';
import { getSessionState, subscribeSession } from './lib/session-store';
import { registerServiceWorker } from './app/pwa/service-worker-registration';

startI18n();
setUpHttp();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render waits for the chunks of the address's screen (index.html says "Loading…" in the
// meantime), so React renders that screen once, instead of a spinner first and the screen again
// when its chunks arrive. A transition: React renders it in slices and keeps the main thread free
// between them (a cheap Chromebook stays responsive while the app starts).
void preloadFirstScreen(location.pathname).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);

// The offline outbox's pusher: sends changes saved on this device (docs/architecture.md §5). It is its own
// chunk, started once the first screen is up and the browser is idle, so its IndexedDB library
// (Dexie) never holds up that screen; it then pushes at once whatever is waiting. Changes are only
// ever sent as their own user, so signed-out screens (sign-in) do not load it until someone signs in.
function startOutboxSyncOnceSignedIn() {
  const start = () => void import('./app/sync/outbox-sync').then(({ startOutboxSync }) => startOutboxSync());
  if (getSessionState().user) return start();
  const unsubscribe = subscribeSession(() => {
    if (!getSessionState().user) return;
    unsubscribe();
    start();
  });
}
whenFirstScreenIdle(startOutboxSyncOnceSignedIn);
whenFirstScreenIdle(registerServiceWorker);
