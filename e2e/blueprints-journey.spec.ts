// Blueprints end to end: programme staff build one from the second district's New application, add
// a line and issue the quote; that district's coordinator reads it (impact chart, print view),
// comments, invites an implementer (the e-mail arrives, its link opens Complete Your Profile, the
// new account lands on the blueprint) and approves; the application shows Blueprint Created. Then
// two people editing at once: the stale save is refused and the screen loads the other version
// keeping what was typed; staff record the district's approval of another (person and reason). No
// serious axe finding.
import { seriousViolations } from './support/axe';
import { apiPost } from './page-models/portal-api';
import { expect, test } from './support/fixtures';
import { linkTo, mailTo } from './support/mail';
import { signInThroughApi, themeWith } from './support/signed-in';
import { apiPath, routes } from '@contract/routes';

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };
const COORDINATOR2 = { email: 'coordinator2@example.org', password: 'Demo-pass1' };
const IMPLEMENTER = 'robin.implementer@example.org';

// One server for the file's journeys: the first works on Harbor Point's new blueprint, the second on
// Cedar Valley's career center blueprint.
test.use({ portalScope: 'file' });

test('staff build and quote a blueprint; the district comments, invites an implementer and approves it', async ({ page, portal, browser }) => {
  test.setTimeout(150_000);
  await signInThroughApi(page, ADMIN);
  const applications = await apiPost<{ items: { id: string; applicantName: string }[] }>(page, routes.myApplications, { search: 'Alex Morgan' });
  const applicationId = applications.items[0]!.id;

  // Staff: Start blueprint on the New application; its resources are the first draft. A district
  // link to it opens the staff console's screen.
  await page.goto(`/applications/${applicationId}`);
  await expect(page).toHaveURL(new RegExp(`/staff/applications/${applicationId}$`));
  await page.getByRole('button', { name: 'Start blueprint' }).click();
  await expect(page.getByRole('heading', { name: 'Edit blueprint', level: 1 })).toBeVisible();
  await expect(page.getByText('Solar Car Challenge', { exact: true })).toBeVisible();
  expect(await seriousViolations(page), 'builder').toEqual([]);

  await page.getByLabel('Resource to add').selectOption({ label: 'Circuits & Electricity Classbox ($2,100)' });
  await page.getByRole('button', { name: 'Add resource' }).click();
  await page.getByLabel('Quantity of Circuits & Electricity Classbox').fill('2');
  // A discount: the unit cost goes down, never above the list price.
  const circuitsCost = page.getByLabel('Unit cost of Circuits & Electricity Classbox ($)');
  await expect(circuitsCost).toHaveValue('2100');
  await circuitsCost.fill('1680');
  await expect(page.getByRole('listitem').filter({ hasText: 'Circuits & Electricity Classbox' })).toContainText(
    '2 × $1,680 = $3,360List price $2,100 20% off',
  );
  await page.getByLabel('Students, minimum').fill('300');
  await page.getByLabel('Students, maximum').fill('200');
  await page.getByLabel('Educators, minimum').fill('10');
  await page.getByLabel('Educators, maximum').fill('14');
  await page.getByLabel('Contact hours per student, minimum').fill('8');
  await page.getByLabel('Contact hours per student, maximum').fill('12');
  await page.getByRole('button', { name: 'Use the resources total' }).click();
  await page.getByLabel('Direct cost to district ($)').fill('1000');
  await page.getByRole('button', { name: 'Save blueprint' }).click();
  // The contract's rule, on the field, before anything is sent.
  await expect(page.getByLabel('Students, minimum')).toHaveAccessibleDescription('Minimum cannot be more than maximum');
  await page.getByLabel('Students, maximum').fill('380');
  await page.getByRole('button', { name: 'Save blueprint' }).click();

  await expect(page.getByRole('heading', { name: 'Harbor Point Independent School District', level: 1 })).toBeVisible();
  const lines = page.getByRole('region', { name: 'Resources included' });
  await expect(lines.getByRole('row', { name: /Circuits & Electricity Classbox/ })).toContainText('$1,680$3,360');
  // 6 × $850 + 2 × $3,250 + 1 × $1,200 + 2 × $1,680 (the list price of $2,100, 20% off)
  await expect(lines).toContainText('$16,160');
  // The blueprint's link to its application goes to the staff screen, not the district's.
  await page
    .getByRole('region', { name: 'Overview' })
    .getByRole('link', { name: /^Application #/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/staff/applications/${applicationId}$`));
  await expect(page.getByRole('heading', { name: /Application #/, level: 1 })).toBeVisible();
  await page.goBack();

  await page.getByRole('button', { name: 'Issue quote' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue the quote?' });
  await expect(issue).toContainText('$16,160 in total, $1,000 direct cost to the district');
  await issue.getByRole('button', { name: 'Issue quote' }).click();
  await expect(page.getByText('Quote revision 1 issued.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quote' })).toContainText('Valid');
  const quoteMail = await mailTo(portal, COORDINATOR2.email);
  expect(quoteMail.subject).toContain('quote is ready');

  // The district: its dashboard says what to do, then the list, the details with the impact chart.
  await signInThroughApi(page, COORDINATOR2);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /Blueprint.*Needs approval.*Review the quote and approve/ })).toBeVisible();
  await page.goto('/blueprints');
  const row = page.getByRole('row', { name: /^Harbor Point Independent School District/ });
  await expect(row).toContainText('Needs approval');
  await expect(row).toContainText('$16,160');
  expect(await seriousViolations(page), 'list').toEqual([]);
  await row.getByRole('link').click();
  await expect(page.getByRole('img', { name: /Impact forecast of the blueprint/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Impact forecast' })).toContainText('300–380');
  await expect(page.getByRole('region', { name: 'Participating schools' })).toContainText('Bayside Middle School');

  // Comments: the contract's rule, then a real one.
  const comments = page.getByRole('region', { name: 'Comments' });
  await comments.getByLabel('Add a comment').fill('---');
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await expect(comments.getByLabel('Add a comment')).toHaveAccessibleDescription(/Comment is invalid/);
  await comments.getByLabel('Add a comment').fill('Can the robotics classboxes arrive before October?');
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await expect(comments.getByRole('listitem').filter({ hasText: 'robotics classboxes' })).toContainText('Alex Morgan');
  expect(await seriousViolations(page), 'details').toEqual([]);

  // Invite the implementation contact by e-mail; the link opens Complete Your Profile.
  const contact = page.getByRole('region', { name: 'Implementation contact' });
  await contact.getByRole('button', { name: 'Invite implementer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite the implementation contact' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(/Email is invalid/);
  await dialog.getByLabel('Email').fill(IMPLEMENTER);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${IMPLEMENTER}.`)).toBeVisible();
  await expect(contact).toContainText('Invited');
  const invitation = await mailTo(portal, IMPLEMENTER);
  expect(invitation.text).toContain('implementation contact');
  const invitee = await browser.newPage();
  await invitee.goto(linkTo(invitation, 'complete-profile'));
  await expect(invitee.getByRole('heading', { name: 'Complete your profile', level: 1 })).toBeVisible();
  await expect(invitee.getByText(IMPLEMENTER)).toBeVisible();
  // The implementer makes the account and lands on the blueprint, not in the application wizard.
  await invitee.getByLabel('First name').fill('Robin');
  await invitee.getByLabel('Last name').fill('Ellis');
  await invitee.getByLabel('Password', { exact: true }).fill('Invited-pass4');
  await invitee.getByLabel('Repeat password', { exact: true }).fill('Invited-pass4');
  await invitee.getByRole('checkbox', { name: /I agree/ }).check();
  await invitee.getByRole('button', { name: 'Create account' }).click();
  await expect(invitee).toHaveURL(/\/complete-profile$/);
  await invitee.getByRole('link', { name: 'Skip for now' }).click();
  const blueprintPath = new URL(page.url()).pathname;
  await expect(invitee).toHaveURL(new RegExp(`${blueprintPath}$`));
  await expect(invitee.getByRole('heading', { name: 'Harbor Point Independent School District', level: 1 })).toBeVisible();
  await invitee.screenshot({ path: test.info().outputPath('implementer-lands.png'), fullPage: true });
  await invitee.goto(new URL('/dashboard', page.url()).href);
  await expect(invitee.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await invitee.close();

  // Approve: the dialog names the total and the direct cost.
  await page.getByRole('button', { name: 'Approve blueprint' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve this blueprint?' });
  await expect(approve).toContainText('a total program cost of $16,160, of which $1,000 is the direct cost to your district');
  await approve.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByText('Blueprint approved. The application now shows Blueprint Created.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText(/Alex Morgan on \d{2} [A-Z][a-z]{2} \d{4}/);
  await expect(page.getByRole('button', { name: 'Approve blueprint' })).toHaveCount(0);

  // Printed as it is, this screen keeps its content: only a document screen keeps to its document.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Harbor Point Independent School District', level: 1 })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The print view, and the application's new status.
  await page.getByRole('link', { name: 'Print view' }).click();
  await expect(page.getByRole('heading', { name: 'Quote for Harbor Point Independent School District' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Approved by Alex Morgan');
  // The quote charges the discounted unit cost.
  await expect(page.getByRole('article').getByRole('row', { name: /Circuits & Electricity Classbox/ })).toContainText('$1,680$3,360');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('article')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // On paper nothing but the document shows: no navigation, no stray labels around it ("Blueprints"
  // from the shell once printed under the quote), and the hidden screen adds no blank page.
  expect(await page.evaluate(() => document.body.innerText.replace(document.querySelector('article')!.innerText, '').trim())).toBe('');
  const printed = await page.evaluate(() => document.body.innerText);
  expect(printed).not.toContain('Blueprints');
  expect(printed.trim().split('\n').at(-1)).toMatch(/^Approved by Alex Morgan on /);
  const paper = (await page.pdf({ format: 'Letter' })).toString('latin1');
  expect(paper.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });
  expect(await seriousViolations(page), 'print view').toEqual([]);
  await page.goto(`/applications/${applicationId}`);
  await expect(page.getByRole('heading', { name: /Application #/, level: 1 })).toBeVisible();
  await expect(page.getByText('Blueprint Created').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open blueprint' })).toBeVisible();
});

test('a stale save is refused and the other version loads without losing what was typed; PDF; dark mode; other districts', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, ADMIN, themeWith({ mode: 'dark' }));
  const list = await apiPost<{ items: { id: string; preparedFor: string }[] }>(page, routes.myBlueprints, { search: 'Career' });
  const id = list.items[0]!.id;
  await page.goto(`/blueprints/${id}/edit`);
  await page.getByLabel('Funding partner').fill('Typed while someone else saved');

  // Someone else saves meanwhile.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('storage::1::session')!).token.accessToken as string);
  const detail = await (await page.request.get(apiPath(routes.blueprint, { id }), { headers: { authorization: `Bearer ${token}` } })).json();
  const theirs = await page.request.put(apiPath(routes.editBlueprint, { id }), {
    headers: { authorization: `Bearer ${token}` },
    data: {
      version: detail.version,
      preparedFor: 'Career Center (their title)',
      primaryContactId: detail.primaryContact?.id ?? null,
      schoolIds: detail.schools.map((s: { id: string }) => s.id),
      lines: detail.lines.map((l: { resourceId: string; quantity: number }) => ({ resourceId: l.resourceId, quantity: l.quantity })),
      totalProgramCostCents: detail.totalProgramCostCents,
      directCostToDistrictCents: detail.directCostToDistrictCents,
      studentsMin: 120,
      studentsMax: 160,
      educatorsMin: 6,
      educatorsMax: 8,
      contactHoursMin: 10,
      contactHoursMax: 14,
      fundingPartner: detail.fundingPartner,
      fullyFunded: false,
      impactSummary: detail.impactSummary,
    },
  });
  expect(theirs.status()).toBe(200);

  await page.getByRole('button', { name: 'Save blueprint' }).click();
  await expect(page.getByText('Someone else changed this blueprint')).toBeVisible();
  await page.getByRole('button', { name: 'Load their version' }).click();
  await expect(page.getByText('Their version is loaded.')).toBeVisible();
  await expect(page.getByLabel('Funding partner')).toHaveValue('Typed while someone else saved');
  expect(await seriousViolations(page), 'builder, dark').toEqual([]);
  await page.getByRole('button', { name: 'Save blueprint' }).click();
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText('Typed while someone else saved');
  // Everything typed went over theirs, knowingly: the title typed in the form was the old one.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cedar Valley Career & Technical Center');

  // The quote as a PDF from the server.
  const download = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Quote' }).getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe('quote-1002-r1.pdf');

  // Approval is the district's: staff have no Approve button, only a record of the district's
  // approval naming the person and the reason, which both sides then read.
  await expect(page.getByRole('button', { name: 'Approve blueprint' })).toHaveCount(0);
  await page.getByRole('button', { name: "Record the district's approval" }).click();
  const record = page.getByRole('dialog', { name: "Record the district's approval" });
  await record.getByRole('button', { name: 'Record approval' }).click();
  await expect(record.getByLabel('District person who approved')).toHaveAccessibleDescription('District person who approved is required');
  await expect(record.getByLabel('Reason')).toHaveAccessibleDescription(/Reason is required/);
  await record.getByLabel('District person who approved').selectOption({ label: 'Dana Whitfield (coordinator@example.org)' });
  await record.getByLabel('Reason').fill('Approved by phone on 3 March');
  await record.getByRole('button', { name: 'Record approval' }).click();
  await expect(page.getByText("The district's approval is recorded.")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText(
    /Dana Whitfield on \d{2} [A-Z][a-z]{2} \d{4} — recorded by Marcus Reyes on their behalf: Approved by phone on 3 March/,
  );

  // Another district's coordinator finds nothing of it.
  await signInThroughApi(page, COORDINATOR2);
  await page.goto(`/blueprints/${id}`);
  await expect(page.getByRole('heading', { name: 'Blueprint not found', level: 1 })).toBeVisible();
});
