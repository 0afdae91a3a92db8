// The applications screens: the list with its columns, filter, empty state and paging; the details
// with every labelled field; another district's application shown as not found; and no serious
// accessibility violation on them or on the wizard, in light and dark.
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInThroughApi, themeWith } from './support/signed-in';
import { apiPath, routes } from '@contract/routes';

const NEW_USER = { email: 'new@example.org', password: 'Demo-pass1' };

// One server for the file's journeys, which run in this order: the newcomer opens the wizard in the
// accessibility journey before the last journey makes them an application (through the API).
test.use({ portalScope: 'file' });

/** The newcomer applies for Riverbend through the API (the wizard has its own journey). */
async function riverbendApplication(page: Page): Promise<string> {
  const session = await (await page.request.post(apiPath(routes.signIn), { data: NEW_USER })).json();
  const headers = { authorization: `Bearer ${session.token.accessToken}` };
  const districts = await (
    await page.request.post(apiPath(routes.districts, {}, { search: 'Riverbend' }), { headers, data: { getAll: true } })
  ).json();
  const district = districts.items[0];
  const schools = await (await page.request.get(apiPath(routes.districtSchools, { id: district.id }), { headers })).json();
  const resources = await (await page.request.get(apiPath(routes.applicationResources), { headers })).json();
  const created = await page.request.post(apiPath(routes.createApplication), {
    headers,
    data: {
      profile: {
        prefix: null,
        firstName: 'Sam',
        lastName: 'Lee',
        workEmail: NEW_USER.email,
        phoneNumber: '5135550111',
        currentRole: 'CTE Educator',
        title: 'CTE Director',
        titleOther: null,
      },
      district: { district: { id: district.id, name: district.name }, schools: [schools.items[0]], unlinked: false },
      schools: { numberOfSchools: 1 },
      resources: { resourceIds: [resources.items[0].id] },
      goals: { objectives: 'More labs.', successDescription: 'Students build things.', comments: null },
      funding: { fundingOption: 'matching', heardAbout: 'A colleague', heardAboutOther: null },
      review: { agreement: true },
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).application.id;
}

test("the coordinator's applications: columns, filter, empty state and details", async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/applications');
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();

  const row = page.getByRole('row', { name: /Dana Whitfield/ });
  await expect(row).toContainText('#1001 · Cedar Valley Unified School District');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(row).toContainText('Marcus Reyes');
  await expect(row).toContainText('Blueprint Created');

  await page.getByLabel('Status').selectOption('New');
  await expect(page.getByRole('heading', { name: 'No applications match' })).toBeVisible();
  await expect(page).toHaveURL(/status=New/);
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(row).toBeVisible();
  await page.getByLabel('Search').fill('whitf');
  await expect(page).toHaveURL(/q=whitf/);
  await expect(row).toBeVisible();
  await page.getByLabel('Search').fill('nobody');
  await expect(page.getByRole('heading', { name: 'No applications match' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Search')).toHaveValue('nobody');
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page.getByLabel('Search')).toHaveValue('');

  await row.getByRole('link', { name: 'Dana Whitfield' }).click();
  await expect(page.getByRole('heading', { name: 'Application #1001', level: 1 })).toBeVisible();
  const funding = page.getByRole('region', { name: 'Funding info' });
  await expect(funding).toContainText('Full funding');
  await expect(funding).toContainText('$48,500');
  await expect(funding).toContainText(/Funds must be used by\s*\d{2} [A-Z][a-z]{2} \d{4}/);
  await expect(page.getByRole('region', { name: 'Application' })).toContainText(/Application date\s*\d{2} [A-Z][a-z]{2} \d{4}/);
  await expect(page.getByRole('region', { name: 'Contact' })).toContainText('coordinator@example.org');
  await expect(page.getByRole('region', { name: 'Schools' })).toContainText('Cedar Valley High School');
  await expect(page.getByRole('region', { name: 'Selected resources' })).toContainText('Solar Car Challenge');
  await expect(page.getByRole('region', { name: 'Comments' })).toContainText('career center');
  await expect(page.getByRole('region', { name: 'Goals' })).toContainText('design process');
});

test('no serious accessibility violation on the applications screens and the wizard, light and dark', async ({ page }) => {
  test.setTimeout(180_000);
  for (const mode of ['light', 'dark'] as const) {
    await signInThroughApi(page, undefined, themeWith({ mode }));
    await page.goto('/applications');
    await expect(page.getByRole('row', { name: /Dana Whitfield/ })).toBeVisible();
    expect(await seriousViolations(page), `${mode} list`).toEqual([]);
    await page.getByRole('link', { name: 'Dana Whitfield' }).click();
    await expect(page.getByRole('region', { name: 'Selected resources' })).toBeVisible();
    expect(await seriousViolations(page), `${mode} details`).toEqual([]);
  }

  // The wizard, as the newcomer: first step with its errors, then the district step.
  const session = await (await page.request.post(apiPath(routes.signIn), { data: NEW_USER })).json();
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('storage::1::session', JSON.stringify({ signedIn: true, token, appCreated: false }));
      localStorage.setItem('storage::1::user', JSON.stringify(user));
    },
    [session.token, session.user] as const,
  );
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Last Name is required')).toBeVisible();
  expect(await seriousViolations(page), 'wizard step 1').toEqual([]);
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Park');
  await page.getByLabel('Phone number').fill('5135550100');
  await page.getByLabel('Current role').selectOption('STEM Educator');
  await page.getByLabel('Current title').selectOption('CTE Director');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Choose Riverbend County Schools' }).click();
  await page.getByRole('button', { name: 'Add Oak Grove Middle School' }).click();
  expect(await seriousViolations(page), 'wizard step 2').toEqual([]);
});

test("another district's application is not found; staff see it", async ({ page }) => {
  const id = await riverbendApplication(page);
  await signInThroughApi(page);
  await page.goto(`/applications/${id}`);
  await expect(page.getByRole('heading', { name: 'Application not found', level: 1 })).toBeVisible();
  await page.goto('/applications');
  await expect(page.getByRole('row', { name: /Dana Whitfield/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Sam Lee/ })).toHaveCount(0);

  await signInThroughApi(page, { email: 'admin@example.org', password: 'Admin-pass1' });
  await page.goto('/applications');
  await expect(page.getByRole('row', { name: /Sam Lee/ })).toContainText('Not assigned yet');
  await page.getByRole('link', { name: 'Sam Lee' }).click();
  await expect(page.getByRole('region', { name: 'Funding info' })).toContainText('Not allocated yet');
});
