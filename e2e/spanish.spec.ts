// The portal in Spanish, chosen by the browser: sign up, confirm the address from the e-mail, apply
// through the whole wizard, then count kits as the demo coordinator, with the server's answers, the
// client's own checks and dates in Spanish. Every text is the catalogue's (support/spanish.ts), so a
// text left in English fails here.
import type { Page } from '@playwright/test';
import { routes } from '@contract/routes';
import type { User } from '@contract/users';
import { expect, test } from './support/fixtures';
import { linkTo, mailTo } from './support/mail';
import { apiGet, projectNamed } from './page-models/portal-api';
import { PROJECTS } from './page-models/projects-pages';
import { COORDINATOR } from './page-models/sign-in-page';
import { spanish, spanishOf } from './support/spanish';

test.use({ locale: 'es-US' });

const ANA = { firstName: 'Ana', lastName: 'García', email: 'ana.garcia@riverbendschools.example', password: 'Fresh-start9' };

const stepHeading = (page: Page, title: string) => page.getByRole('heading', { name: spanish(title), level: 2 });
const next = (page: Page) => page.getByRole('button', { name: spanishOf('common.next'), exact: true }).click();

test('signs up, applies and counts kits in Spanish', async ({ page, portal }) => {
  // Sign-up: the browser speaks Spanish, so the portal does, and <html lang> says so.
  await page.goto('/sign-up');
  await expect(page.getByRole('button', { name: spanish('Create account') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByLabel(spanishOf('auth.field.firstName')).fill(ANA.firstName);
  await page.getByLabel(spanishOf('auth.field.lastName')).fill(ANA.lastName);
  await page.getByLabel(spanishOf('auth.field.workEmail')).fill(ANA.email);
  await page.getByLabel(spanishOf('auth.password.label'), { exact: true }).fill(ANA.password);
  // The client's own check, from a contract text, in Spanish.
  await page.getByLabel(spanishOf('auth.password.repeatLabel'), { exact: true }).fill('Other-pass9');
  await page.keyboard.press('Tab');
  await expect(page.getByText(spanish('Your passwords do not match'))).toBeVisible();
  await page.getByLabel(spanishOf('auth.password.repeatLabel'), { exact: true }).fill(ANA.password);
  await page.getByRole('checkbox', { name: new RegExp(spanishOf('auth.agreement.privacy')) }).check();
  await page.getByRole('button', { name: spanish('Create account') }).click();
  await expect(page).toHaveURL(/\/verify-email$/);

  // The account keeps the language it signed up in: the e-mail comes in Spanish.
  const verification = await mailTo(portal, ANA.email);
  await page.goto(linkTo(verification, 'verify-email'));
  await expect(page).toHaveURL(/\/onboarding$/);

  // The wizard, step by step, in Spanish.
  await expect(stepHeading(page, 'About you')).toBeVisible();
  await page.getByLabel(spanishOf('onboarding.profile.phone')).fill('5135550143');
  await page.getByLabel(spanishOf('onboarding.profile.currentRole')).selectOption('District Office');
  await expect(page.getByLabel(spanishOf('onboarding.profile.currentRole')).locator('option:checked')).toHaveText(
    spanishOf('onboarding.role.District Office'),
  );
  await page.getByLabel(spanishOf('onboarding.profile.currentTitle')).selectOption('Superintendent');
  await next(page);
  await expect(stepHeading(page, 'District and schools')).toBeVisible();
  await page.getByRole('button', { name: spanishOf('onboarding.schools.addName', { name: 'Oak Grove Middle School' }) }).click();
  await next(page);
  await expect(stepHeading(page, 'Your schools')).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'Resources')).toBeVisible();
  await page.getByLabel(/Solar Car Challenge/).check();
  await next(page);
  await page.getByLabel(spanish('What are your objectives?')).fill('Cada estudiante de 7.º grado construye un auto solar.');
  await page.getByLabel(spanish('What does success look like?')).fill('Explican su proceso de diseño.');
  await next(page);
  await page.getByLabel(spanish('Matching funds')).check();
  await page.getByLabel(spanish('How did you hear about the programme?')).selectOption('A colleague');
  await next(page);
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  await page.getByRole('button', { name: spanish('Submit application') }).click();

  await expect(page).toHaveURL(/\/dashboard\?submitted=\d+$/);
  const number = new URL(page.url()).searchParams.get('submitted')!;
  await expect(page.getByRole('status').filter({ hasText: spanishOf('dashboard.submitted.title', { number }) })).toBeVisible();

  // Counting, as the demo coordinator on this Spanish browser.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/sign-in');
  await page.getByLabel(spanishOf('auth.field.email')).fill(COORDINATOR.email);
  await page.getByLabel(spanishOf('auth.password.label'), { exact: true }).fill('Wrong-pass9');
  await page.getByRole('button', { name: spanishOf('auth.signIn.submit'), exact: true }).click();
  // The server's answer, in the language the client asked for.
  await expect(page.getByText(spanish('Email or password is incorrect'))).toBeVisible();
  await page.getByLabel(spanishOf('auth.password.label'), { exact: true }).fill(COORDINATOR.password);
  await page.getByRole('button', { name: spanishOf('auth.signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const bridge = await projectNamed(page, PROJECTS.bridge);
  await page.goto(`/projects/${bridge.id}/inventory`);
  const counter = page.getByRole('spinbutton', { name: spanishOf('projects.inventory.kitsOnHand') });
  await counter.fill('-1');
  await page.getByRole('button', { name: spanishOf('projects.inventory.save') }).click();
  await expect(page.getByRole('alert')).toContainText(spanish('Kits on hand cannot be negative'));
  await counter.fill('9');
  await page.getByRole('button', { name: spanishOf('projects.inventory.save') }).click();
  await expect(page.getByRole('main').getByText(new RegExp(`^${spanishOf('projects.save.synced')}`))).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await projectNamed(page, PROJECTS.bridge)).kitsOnHand).toBe(9);

  // Chosen in settings, the language travels with the account (PATCH /users/me) and applies at once.
  await page.getByRole('button', { name: spanishOf('settings.open') }).click();
  await page.getByLabel(spanishOf('settings.language')).selectOption('en');
  await expect(page.getByRole('dialog', { name: 'Theme and settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Save count' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(async () => (await apiGet<User>(page, routes.me)).language).toBe('en');
});
