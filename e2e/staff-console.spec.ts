// The programme staff console, as staff use it: land on their dashboard, assign applications from
// the review queue, allocate funds (the coordinator's dashboard shows them), invite a person (the
// e-mail's link works), create a checklist task (it reaches the coordinator's checklist), retire a
// resource; decline a New application with a reason (confirmed in a dialog) that the district then
// reads, and once it is reopened withdraws it; a school success manager sees only their district. Screens checked with axe.
import { readFileSync } from 'node:fs';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { linkTo, mailTo } from './support/mail';
import { signInThroughApi, themeWith } from './support/signed-in';
import { apiPath, routes } from '@contract/routes';
import { apiGet, apiPost } from './page-models/portal-api';

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };
const MANAGER = { email: 'manager@example.org', password: 'Manager-pass1' };
const COORDINATOR2 = { email: 'coordinator2@example.org', password: 'Demo-pass1' };
const CEDAR = 'Cedar Valley Unified School District';

// One server for the file's journeys: what one of them changes, no later one reads (the activity
// log's journey reads the entries there are).
test.use({ portalScope: 'file' });

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

test('staff assign applications and allocate funds; the coordinator sees the funds at once', async ({ page }) => {
  test.setTimeout(150_000);
  await signInThroughApi(page, ADMIN);
  await page.goto('/dashboard');
  // Staff land on their own dashboard, with the Programme group and none of the district's screens.
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { name: 'Programme', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Review queue' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My Checklist' })).toHaveCount(0);
  const applications = page.getByRole('region', { name: 'Applications' });
  await expect(applications.getByRole('link', { name: 'Not assigned yet 5' })).toBeVisible();
  // Who runs the server sees its newest backup; a test server takes no daily one (BACKUP_KEEP=0),
  // and the panel says how to take one instead of reporting a daily backup that failed.
  const backupsPanel = page.getByRole('region', { name: 'Backups' });
  await expect(backupsPanel.getByText('Last backup')).toBeVisible();
  await expect(backupsPanel.getByRole('status')).toHaveText(/takes no daily backup \(BACKUP_KEEP is 0\)/);
  await page.screenshot({ path: test.info().outputPath('staff-dashboard.png'), fullPage: true });
  expect(await seriousViolations(page), 'staff dashboard').toEqual([]);

  // From the figure to the filtered queue; select the page and assign it all to me.
  await applications.getByRole('link', { name: 'Not assigned yet 5' }).click();
  await expect(page).toHaveURL(/\/staff\/applications\?assignee=none$/);
  await expect(page.getByLabel('Assigned admin')).toHaveValue('none');
  await expect(page.getByRole('row')).toHaveCount(6);
  await page.screenshot({ path: test.info().outputPath('review-queue.png'), fullPage: true });
  expect(await seriousViolations(page), 'review queue').toEqual([]);
  // Export CSV downloads exactly the filtered list.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFApplication ID,Applicant name,')).toBe(true);
  expect(csv.trim().split('\r\n')).toHaveLength(6);
  expect(csv).toContain('Not assigned yet');

  await page.getByRole('checkbox', { name: 'Select every application on this page' }).check();
  await expect(page.getByText('5 applications selected')).toBeVisible();
  const assignTo = page.getByLabel('Assign to');
  await expect(assignTo.locator('option', { hasText: 'Marcus Reyes — 4 open' })).toHaveCount(1);
  await assignTo.selectOption({ label: 'Marcus Reyes — 4 open' });
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('5 applications assigned.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No applications match' })).toBeVisible();

  // The coordinator's application: correct its funds.
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await page.getByLabel('Search').fill('Whitfield');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: 'Dana Whitfield' }).click();
  await expect(page.getByRole('heading', { name: 'Application #1001', level: 1 })).toBeVisible();
  const funds = page.getByRole('region', { name: 'Allocate funds' });
  await funds.getByLabel('Amount (USD)').fill('50,000');
  await funds.getByLabel('Funds must be used by').fill(inAYear());
  await funds.getByRole('button', { name: 'Save the new amount' }).click();
  await expect(funds.getByRole('status')).toContainText('Funds allocated: $50,000');
  await expect(page.getByRole('region', { name: 'Funding info' })).toContainText('$50,000');
  await expect(page.getByRole('region', { name: 'History (staff and district)' })).toContainText(
    'Marcus Reyes changed the funds of application #1001 from $48,500 to $50,000',
  );
  expect(await seriousViolations(page), 'staff application details').toEqual([]);

  // The coordinator: their dashboard and the application's history show it.
  await signInThroughApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Funding' })).toContainText('$50,000');
  await page.goto('/applications');
  await page.getByRole('link', { name: 'Dana Whitfield' }).click();
  await expect(page.getByRole('region', { name: 'Funding info' })).toContainText('$50,000');
  const history = page.getByRole('region', { name: 'History', exact: true });
  await expect(history).toContainText('Marcus Reyes changed the funds of application #1001');
  await expect(history).not.toContainText('assigned');
  // The coordinator has no staff console.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Programme' })).toHaveCount(0);
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'This page is not open to you' })).toBeVisible();
});

test('staff invite a person, give the district a task and retire a resource', async ({ page, portal, browser }) => {
  test.setTimeout(150_000);
  await signInThroughApi(page, ADMIN);

  // Invite: the e-mail's link opens Complete your profile for that address and district.
  await page.goto('/staff/invitations');
  const form = page.getByRole('region', { name: 'Invite a person' });
  await form.getByLabel('Work email').fill('new.teacher@example.org');
  await form.getByLabel('District', { exact: true }).selectOption({ label: CEDAR });
  await form.getByLabel('School (optional)').selectOption({ label: 'Lincoln Middle School' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('Invitation sent to new.teacher@example.org.')).toBeVisible();
  await expect(page.getByRole('row', { name: /new\.teacher@example\.org/ })).toContainText('Pending');
  expect(await seriousViolations(page), 'invitations').toEqual([]);
  const link = linkTo(await mailTo(portal, 'new.teacher@example.org'), 'complete-profile');
  const invitee = await browser.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Complete your profile', level: 1 })).toBeVisible();
  await expect(invitee.getByText(`to join Hands-On Portal for Lincoln Middle School, ${CEDAR}`)).toBeVisible();
  await invitee.close();

  // A task for the whole district reaches the coordinator's checklist.
  await page.goto('/staff/tasks');
  const task = page.getByRole('region', { name: 'New task' });
  await task.getByLabel('District', { exact: true }).selectOption({ label: CEDAR });
  await task.getByLabel('Title').fill('Collect photo permission slips');
  await task.getByLabel('Required task').check();
  await task.getByLabel('Due date (optional)').fill(inAYear());
  await task.getByRole('button', { name: 'Create task' }).click();
  await expect(page.getByText('Task “Collect photo permission slips” created.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tasks' })).toContainText('Collect photo permission slips');
  expect(await seriousViolations(page), 'checklist tasks').toEqual([]);

  // Retire a resource: it leaves the districts' catalogue.
  await page.goto('/staff/resources?type=classbox');
  await page.getByRole('button', { name: 'Retire Robotics Classbox' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retire this resource?' });
  await dialog.getByRole('button', { name: 'Yes, retire' }).click();
  await expect(page.getByText('“Robotics Classbox” was retired.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Robotics Classbox/ })).toContainText('Retired');

  await signInThroughApi(page);
  await page.goto('/checklist');
  await expect(page.getByText('Collect photo permission slips')).toBeVisible();
  await page.goto('/resources/classbox');
  await expect(page.getByRole('link', { name: /Circuits & Electricity Classbox/ })).toBeVisible();
  await expect(page.getByText('Robotics Classbox')).toHaveCount(0);
});

test('staff decline a New application with a reason after confirming; the district reads the reason', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, ADMIN);
  const found = await apiPost<{ items: { id: string; applicationNumber: number }[] }>(page, routes.myApplications, { search: 'Alex Morgan' });
  const { id, applicationNumber } = found.items[0]!;
  await page.goto(`/staff/applications/${id}`);

  // A New application moves on by starting its blueprint: that is its first action, and no button
  // moves the status along by hand.
  const actions = page.getByRole('button', { name: /^(Start blueprint|Waitlist|Decline|Record withdrawal)$/ });
  await expect(actions.first()).toHaveText('Start blueprint');
  await expect(page.getByRole('button', { name: /^Move to/ })).toHaveCount(0);
  const panel = page.getByRole('region', { name: 'Programme staff' });
  await expect(panel).toContainText('Start the blueprint to move this application to Building Blueprint');
  await panel.screenshot({ path: 'test-results/screens/staff-status-panel-new.png' });

  // Decline: the dialog asks for the reason, with the focus in it; an empty one is refused.
  await panel.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: `Decline application #${applicationNumber}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription(/Reason is required/);
  // Escape leaves everything as it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByText('New', { exact: true })).toBeVisible();

  const reason = 'This year’s places in Harbor Point are taken; apply again in the spring.';
  await panel.getByRole('button', { name: 'Decline' }).click();
  await dialog.getByLabel('Reason').fill(reason);
  await page.screenshot({ path: 'test-results/screens/staff-decline-dialog.png' });
  expect(await seriousViolations(page), 'decline dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('status')).toHaveText('Status changed to Declined.');
  await expect(panel).toContainText(`Reason shown to the district: ${reason}`);
  await expect(page.getByRole('button', { name: 'Start blueprint' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Reopen to New' })).toBeVisible();
  await panel.screenshot({ path: 'test-results/screens/staff-status-panel-declined.png' });

  // The district: its application and its dashboard say it was declined, and why.
  await signInThroughApi(page, COORDINATOR2);
  await page.goto(`/applications/${id}`);
  const notice = page.getByRole('status').filter({ hasText: 'Programme staff declined this application.' });
  await expect(notice).toContainText(`Reason: ${reason}`);
  // The history quotes it too.
  await expect(page.getByRole('region', { name: 'History', exact: true })).toContainText(`from New to Declined: “${reason}”`);
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/district-application-declined.png', fullPage: true });
  expect(await seriousViolations(page), 'declined application').toEqual([]);
  await page.goto('/dashboard');
  const status = page.getByRole('region', { name: 'Your application' });
  await expect(status).toContainText('Declined');
  await expect(status).toContainText(reason);
  await status.screenshot({ path: 'test-results/screens/district-dashboard-declined.png' });

  // Reopened by staff, the application is the district's to withdraw, with a reason of its own.
  const admin = await (await page.request.post(apiPath(routes.signIn), { data: ADMIN })).json();
  const reopened = await page.request.patch(apiPath(routes.updateStaffApplication, { id }), {
    headers: { authorization: `Bearer ${admin.token.accessToken}` },
    data: { status: 'New' },
  });
  expect(reopened.status()).toBe(200);
  await page.goto(`/applications/${id}`);
  await expect(page.getByText('Programme staff declined this application.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Withdraw application' }).click();
  const withdraw = page.getByRole('dialog', { name: `Withdraw application #${applicationNumber}?` });
  await withdraw.getByLabel('Reason').fill('Our board moved the programme to next school year.');
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This application was withdrawn.' })).toContainText(
    'Reason: Our board moved the programme to next school year.',
  );
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
});

test('a school success manager sees only their district', async ({ page }) => {
  await signInThroughApi(page, MANAGER, themeWith({ mode: 'dark' }));
  await page.goto('/');
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByText('You look after 1 district.')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Catalogue' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Backups' })).toHaveCount(0);
  expect(await seriousViolations(page), 'manager dashboard, dark').toEqual([]);

  await nav.getByRole('link', { name: 'Review queue' }).click();
  await expect(page.getByRole('row')).toHaveCount(7);
  await expect(page.getByRole('cell', { name: /Riverbend County Schools/ })).toHaveCount(6);
  await expect(page.getByLabel('District')).toHaveCount(0);
  expect(await seriousViolations(page), 'manager queue, dark').toEqual([]);

  // Another district's application and the shared catalogue are out of reach.
  const session = await (await page.request.post(apiPath(routes.signIn), { data: ADMIN })).json();
  const harbor = await (
    await page.request.get(apiPath(routes.staffApplications, {}, { search: 'Whitaker' }), {
      headers: { authorization: `Bearer ${session.token.accessToken}` },
    })
  ).json();
  await page.goto(`/staff/applications/${harbor.items[0].id}`);
  await expect(page.getByRole('heading', { name: 'Application not found', level: 1 })).toBeVisible();
  await page.goto('/staff/resources');
  await expect(page.getByRole('heading', { name: 'This page is not open to you' })).toBeVisible();
});

test('the activity log filters by days, says when the range is the wrong way round, and exports what it shows', async ({ page }) => {
  await signInThroughApi(page, ADMIN);
  // The day of the newest entry, and how many entries that day holds.
  const newest = await apiGet<{ items: { createdAt: string }[] }>(page, routes.staffActivity, { query: { limit: 1 } });
  const day = newest.items[0]!.createdAt.slice(0, 10);
  const thatDay = await apiGet<{ total: number }>(page, routes.staffActivity, { query: { from: day, to: day, limit: 1 } });
  await page.goto(`/staff/activity?from=${day}`);
  await expect(page.getByRole('heading', { name: 'Activity log', level: 1 })).toBeVisible();
  await expect(page.getByLabel('From')).toHaveValue(day);
  await page.getByLabel('To').fill('2020-01-01');
  await expect(page.getByLabel('To')).toHaveAccessibleDescription('The start of the date range must be on or before its end');
  await page.getByLabel('To').fill(day);
  await expect(page.getByLabel('To')).not.toHaveAccessibleDescription(/must be on or before/);
  await expect(page.getByText('Nothing matches')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/staff-activity-filtered.png', fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('When (UTC),About,What happened,Subject,District,By,Seen by,Before,After');
  // Exactly that day's entries.
  expect(lines.slice(1).map((line) => line.slice(0, 10))).toEqual(Array(thatDay.total).fill(day));
});
