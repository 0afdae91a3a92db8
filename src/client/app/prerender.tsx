// Build time only (vite.config.ts, prerenderScreens): the markup of a signed-out screen, rendered in
// Node with the same components the browser renders, so the served page shows the screen before its
// scripts have arrived and run. Never imported by the client bundle.
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { AppRoutes, preloadFirstScreen } from './routes';

/**
 * The screen at `path` as a signed-out visitor sees it on a first visit: English, no stored session,
 * the server's set-up not yet loaded (so the fallback support address, as the browser shows until
 * GET /config answers). Waits for the screen's lazy chunks, so the markup is the screen, not its spinner.
 */
export async function prerenderScreen(path: string): Promise<string> {
  // As in the browser (main.tsx): the screen's chunks first, so React renders the screen itself and
  // no boundary waits on a lazy chunk (one that resolves late would be written as its fallback).
  await preloadFirstScreen(path);
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={path}>
      <AppRoutes />
    </Router>,
    // No boundary written as its fallback to be revealed by a script later, however large: the page
    // is read before any script runs (and with none at all).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Marks the build-time markup in the root (the live app replaces it): the tests look for it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * index.html with `markup` in place of its "Loading…" placeholder, inside an inert wrapper: until the
 * app renders over it (createRoot replaces the root's children), nothing in it can be focused, typed
 * into or submitted. A form submitted before its handlers exist would send the password in the
 * address (a GET to the page), and what was typed would be lost when the app renders anyway.
 */
export function withPrerenderedRoot(indexHtml: string, markup: string): string {
  const root = /<div id="root">[\s\S]*?<\/div>/;
  if (!root.test(indexHtml)) throw new Error('index.html has no <div id="root">…</div> to prerender into');
  return indexHtml.replace(root, () => `<div id="root"><div inert ${PRERENDERED_ATTRIBUTE}>${markup}</div></div>`);
}
