// The first-paint restore script: built on its own as a classic script (vite.config.ts,
// firstPaintScript) and run where index.html names it, right after #root, before the app's scripts
// have arrived. It puts the screen this device last drew at this address into #root (saved-screens.ts),
// inert: nothing in it can be focused or clicked. The app's first render replaces it (createRoot
// clears the root), drawing the same frame and heading live.
import { readRaw, storageNames } from '@client/lib/storage';
import { currentAddress, drawingNow } from './drawn-from';
import { FIRST_PAINT_ATTRIBUTE, parseSavedScreens, savedScreenFor } from './saved-screens';

function restoreSavedScreen(): void {
  const root = document.getElementById('root');
  // A prerendered page (sign-in) already shows its screen.
  if (!root || root.querySelector('[data-prerendered]')) return;
  const saved = savedScreenFor(parseSavedScreens(readRaw(storageNames.firstPaint)), currentAddress(), drawingNow());
  if (!saved) return;
  const html = document.documentElement;
  for (const [name, value] of Object.entries(saved.htmlAttributes)) html.setAttribute(name, value);
  for (const [name, content] of Object.entries(saved.metaContent)) {
    document.head.querySelector(`meta[name="${CSS.escape(name)}"]`)?.setAttribute('content', content);
  }
  root.innerHTML = `<div inert ${FIRST_PAINT_ATTRIBUTE}>${saved.markup}</div>`;
}

try {
  restoreSavedScreen();
} catch {
  // Storage the browser refuses, markup it can't take: the page shows "Loading…" as without a saved screen.
}
