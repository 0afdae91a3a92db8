// People and roles: an admin finds a district coordinator on the People screen, sees what they
// leave open, and deactivates them; the coordinator's open browser is signed out on its next
// action (or sooner, by its live stream), and signing in again is refused with the reason.
// Reactivated, they sign in again.
import { expect, test } from './support/fixtures';
import { COORDINATOR, signInThroughApi } from './support/signed-in';

test.use({ portalScope: 'file' });

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };

test('an admin deactivates a person, whose open browser is signed out on its next action', async ({ browser, page }) => {
  // The coordinator's own browser, signed in and on a screen.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await signInThroughApi(them, COORDINATOR);
  await them.goto('/checklist');
  await expect(them.getByRole('heading', { level: 1 })).toBeVisible();

  await signInThroughApi(page, ADMIN);
  await page.goto('/staff/people');
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('coordinator@example.org');
  const deactivate = page.getByRole('button', { name: 'Deactivate Dana Whitfield' });
  await expect(deactivate).toBeVisible();
  await deactivate.click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate Dana Whitfield?' });
  await expect(dialog).toBeVisible();
  // The handover list (or its "nothing open") has loaded before deciding.
  await expect(dialog.getByText(/To hand over|Nothing open/).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/people-deactivate.png' });
  // The dialog starts on the safe choice; Tab to the confirm button and press it from the keyboard.
  await expect(dialog.getByRole('button', { name: 'No, keep them' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Yes, deactivate' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Dana Whitfield was deactivated and signed out everywhere.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reactivate Dana Whitfield' })).toBeVisible();

  // Their next action: the session is refused and the browser is signed out. Their live stream
  // closes within a heartbeat of the deactivation and may sign the browser out before that action:
  // then the link has gone with the signed-in screen, and the sign-in screen is what counts.
  const signedOut = them.waitForURL(/\/sign-in/, { timeout: 15_000 });
  await them
    .getByRole('link', { name: 'Hands-On Projects' })
    .first()
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await signedOut;
  await them.getByLabel('Email').fill(COORDINATOR.email);
  await them.getByLabel('Password', { exact: true }).fill(COORDINATOR.password);
  await them.getByRole('button', { name: /^Sign in$|^Log in$/ }).click();
  await expect(them.getByText('This account has been deactivated. Ask your district or the programme to reactivate it.')).toBeVisible();

  // Reactivated, they sign in again.
  await page.getByRole('button', { name: 'Reactivate Dana Whitfield' }).click();
  await page.getByRole('dialog', { name: 'Reactivate Dana Whitfield?' }).getByRole('button', { name: 'Yes, reactivate' }).click();
  await expect(page.getByText('Dana Whitfield can sign in again.')).toBeVisible();
  await them.getByRole('button', { name: /^Sign in$|^Log in$/ }).click();
  await expect(them).not.toHaveURL(/\/sign-in/, { timeout: 15_000 });
  await theirs.close();
});
