// axe on the page as the user sees it: WCAG 2.1 A and AA, colour contrast included, serious and
// critical violations only. It first waits for running transitions and animations to end, so
// colours are measured as they settle, not mid-fade.
import axe from 'axe-core';
import type { Page } from '@playwright/test';

async function animationsSettled(page: Page): Promise<void> {
  // A spinner's endless animation never ends: only finite ones are waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

export interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

const RUN_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only violations are detailed (passes and "needs review" are not read).
  resultTypes: ['violations'],
};

/**
 * axe's results for the page's document. axe runs in the page itself (the portal has no frames
 * from other origins) and is loaded once per document: a screen reached inside the app reuses it.
 * Loading its 550 KB script for every check cost as much as the check itself; with both, a
 * screen's check took about 0.8–1.4 s on a two-core machine, against 0.3–0.9 s now, with the same
 * rules on the same nodes.
 */
async function axeResults(page: Page): Promise<axe.AxeResults> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), RUN_OPTIONS);
}

export async function seriousViolations(page: Page): Promise<Violation[]> {
  await animationsSettled(page);
  const results = await axeResults(page);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary}`) }));
}
