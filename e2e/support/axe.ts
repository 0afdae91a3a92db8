// axe on the page as the user sees it: WCAG 2.1 A and AA, colour contrast included, serious and
// critical violations only. It first waits for running transitions and animations to end, so
// colours are measured as they settle, not mid-fade.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function animationsSettled(page: Page): Promise<void> {
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

export async function seriousViolations(page: Page): Promise<Violation[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // The portal has no frames from other origins, so axe runs in the page itself instead of
    // finishing each run in a second blank page; and only violations are detailed (passes and
    // "needs review" are not read). Together they take a screen's check from about 0.9 s to 0.4 s
    // on a two-core machine, with the same rules run on the same nodes.
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary}`) }));
}
