// Opening a screen as a user moves between them: the first by a page load, the next ones inside the
// app (a history entry and popstate, as the app's own links do), which spares reloading the whole
// app, and loading axe again (support/axe.ts), for every screen a journey checks.
import { expect, type Page } from '@playwright/test';

export async function openScreen(page: Page, path: string, inApp: boolean): Promise<void> {
  if (!inApp) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}
