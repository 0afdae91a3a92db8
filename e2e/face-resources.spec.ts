// Resources: Explore All and the per-type lists with search, filters and paging from the API,
// and a resource's details with lessons whose Open / Download are disabled, with the reason,
// when no link or file is attached.
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/signed-in';

// Its journeys only read the demo data: one server for the file.
test.use({ portalScope: 'file' });

test('browse, search, filter and page through the catalogue', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/resources');
  await expect(page.getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();
  await expect(page.getByText('16 resources')).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(15);
  const pager = page.getByRole('navigation', { name: 'Explore All pages' });
  await expect(pager).toContainText('1–15 of 16');

  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(cards).toHaveCount(1);
  await expect(page).toHaveURL(/page=2/);
  await pager.getByLabel('Rows per page').selectOption('10');
  await expect(cards).toHaveCount(10);
  await expect(pager).toContainText('1–10 of 16');

  // A type: the tab and the list agree, and the address carries it.
  await page.getByRole('navigation', { name: 'Resource types' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/resources\/projects/);
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await expect(page.getByText('4 resources')).toBeVisible();

  // Search waits for typing to stop, then filters on the server.
  await page.getByLabel('Search').fill('solar');
  await expect(page.getByText('1 resource', { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Solar Car Challenge');
  await expect(page).toHaveURL(/q=solar/);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('4 resources')).toBeVisible();
  await page.getByLabel('Subject').selectOption('Computer Science');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Coding with Micro Robots');
  await page.getByLabel('Grade').selectOption('12');
  await expect(page.getByRole('heading', { name: 'No resources match' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(cards).toHaveCount(4);

  // Back returns to the filtered list, as the address says.
  await page.goto('/resources/classbox?grade=4');
  await expect(cards).toHaveCount(1);
  await expect(page.getByLabel('Grade')).toHaveValue('4');
});

test('resource details: lessons open and download where a link or file exists, and say why not', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/resources/projects?q=solar');
  await page.getByRole('link', { name: 'Solar Car Challenge' }).click();
  await expect(page).toHaveURL(/\/resources\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Solar Car Challenge', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'At a glance' })).toContainText('$850');

  const lessons = page.getByRole('region', { name: /Lessons/ }).getByRole('listitem');
  await expect(lessons).toHaveCount(4);
  // 1: link only; 2: both; 3: file only; 4: neither.
  const open = (i: number) => lessons.nth(i).getByRole('link', { name: /^Open/ });
  const download = (i: number) => lessons.nth(i).getByRole('link', { name: /^Download/ });
  await expect(open(0)).toHaveAttribute('href', /^https:\/\/curriculum\.example\.org\//);
  await expect(open(0)).toHaveAttribute('target', '_blank');
  await expect(lessons.nth(0).getByRole('button', { name: /^Download/ })).toBeDisabled();
  await expect(lessons.nth(0).getByRole('button', { name: /^Download/ })).toHaveAccessibleDescription(/No file has been attached yet/);
  await expect(open(1)).toBeVisible();
  await expect(download(1)).toHaveAttribute('href', /\.pdf$/);
  await expect(lessons.nth(2).getByRole('button', { name: /^Open/ })).toBeDisabled();
  await expect(lessons.nth(2).getByRole('button', { name: /^Open/ })).toHaveAccessibleDescription(/No link has been added yet/);
  await expect(lessons.nth(3).getByRole('button', { name: /^Open/ })).toBeDisabled();
  await expect(lessons.nth(3).getByRole('button', { name: /^Download/ })).toBeDisabled();
  await expect(lessons.nth(3)).toContainText('cannot be opened');

  await page.getByRole('link', { name: 'Back to Projects' }).click();
  await expect(page).toHaveURL(/\/resources\/projects$/);
});

test('an unknown resource is explained, not an error', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/resources/workshops/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Resource not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Explore all resources' }).click();
  await expect(page.getByText('16 resources')).toBeVisible();
});
