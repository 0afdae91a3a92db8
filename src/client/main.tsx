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
import { startLanguageSync } from './app/language-sync';
import { startI18n } from './i18n/locale-store';
import { startServiceWorker } from './app/pwa/start-service-worker';
import { startOfflineWork } from './app/sync/start-offline-work';
import { getSessionState, subscribeSession } from './lib/session-store';

startI18n();
startLanguageSync();
setUpHttp();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render waits for the chunks of the address's screen (index.html says "Loading…" in the
// meantime), so React renders that screen once, instead of a spinner first and the screen again
// when its chunks arrive. A transition: React renders it in slices and keeps the main thread free
// between them (a cheap Chromebook stays responsive while the app starts).
void preloadFirstScreen(location.pathname, location.search).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);

// The offline outbox's pusher: sends changes saved on this device (docs/architecture.md §5). It is its own
// chunk with its IndexedDB library (Dexie), loaded only once this user has a change waiting
// (sync/start-outbox-sync.ts), so the first screen never waits for it and most visits never load it;
// what starts it is a chunk too, loaded once someone is signed in (sync/start-offline-work.ts).
whenFirstScreenIdle(startOfflineWork);
whenFirstScreenIdle(startServiceWorker);
// The live event stream (app/live): its own chunk, loaded once the first screen is idle and someone
// is signed in (the sign-in screen never loads it); screens then follow what others do without a reload.
whenFirstScreenIdle(() => {
  const load = () => void import('./app/live/live-stream').then(({ startLiveStream }) => startLiveStream()).catch(() => undefined);
  if (getSessionState().user) return load();
  const unsubscribe = subscribeSession(() => {
    if (!getSessionState().user) return;
    unsubscribe();
    load();
  });
});
