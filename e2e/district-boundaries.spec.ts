// Programme staff look at a district's checklist and projects from the district's screens, but act
// on them only from the staff side: no checkbox to tick, no counter, no order buttons (the server
// answers 403 to the same writes: tests/server/projects-access.test.ts).
import { expect, test } from './support/fixtures';
import { PROJECTS } from './page-models/projects-pages';
import { signInThroughApi } from './support/signed-in';

test.use({ portalScope: 'file' });

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };

test('programme staff see the checklist and projects without the controls that change them', async ({ page }) => {
  await signInThroughApi(page, ADMIN);
  await page.goto('/checklist');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  await page.goto('/projects');
  const card = page.getByRole('article').filter({ hasText: PROJECTS.bridge });
  await expect(card).toBeVisible();
  await expect(page.getByRole('link', { name: /^Count kits/ })).toHaveCount(0);
  await card.getByRole('link', { name: new RegExp(`Details`) }).click();
  await expect(page.getByRole('heading', { name: PROJECTS.bridge, level: 1 })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Project' });
  await expect(tabs.getByRole('link')).toHaveText(['Overview']);
  await expect(page.getByRole('link', { name: 'Request kits' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Return kits|Cancel request|Confirm delivery/ })).toHaveCount(0);

  await page.goto(page.url() + '/inventory');
  await expect(page.getByText('Only the district acts here')).toBeVisible();
  await expect(page.getByRole('spinbutton')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/staff-project-inventory.png', fullPage: true });
});
