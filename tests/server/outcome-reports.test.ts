// Outcome reports: the programme's terms (ADMIN edits them, bad days named), the reports and
// checklist tasks approved blueprints owe (made on term save and on approval, once), the district's
// draft with its version, submitting that names each missing figure, read-only once submitted,
// staff's accept and request-changes with a comment, district scoping both ways, photo ownership,
// and the reminders before and after the due day, each sent once.
import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actionTaskListSchema } from '@contract/action-tasks';
import { conditionReportMessages } from '@contract/kit-conditions-messages';
import {
  outcomeReportListSchema,
  outcomeReportSchema,
  outcomeTermListSchema,
  staffOutcomeReportListSchema,
  type OutcomeReport,
} from '@contract/outcome-reports';
import { outcomeMessages } from '@contract/outcome-reports-messages';
import { utcDay } from '@contract/projects';
import { apiPath, routes } from '@contract/routes';
import { actionTasks, activityLog, blueprints, notifications, sentReminders } from '@server/db/schema';
import { createAppJobRunner } from '@server/jobs/app-jobs';
import type { JobRunner } from '@server/jobs/runner';
import { addDays } from '@server/jobs/schedule';
import { makeDistrictWorld, makePerson, uniqueName } from '../helpers/factories';
import { mailsTo } from '../helpers/mail';
import { ADMIN, callerFor, COORDINATOR, districtId, MANAGER, type Caller } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const TODAY = utcDay();
let now = new Date(`${TODAY}T06:00:00.000Z`);
let t: TestApp;
let admin: Caller;
let riverbendManager: Caller;
let cedarManager: Caller;
let coordinator: Caller;
let cedarValley: string;
let runner: JobRunner;
/** The demo coordinator's approved blueprint (approved 40 days before the seed). */
let demoBlueprint: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  [admin, riverbendManager, coordinator] = await Promise.all([callerFor(t, ADMIN), callerFor(t, MANAGER), callerFor(t, COORDINATOR)]);
  cedarValley = await districtId(admin, 'Cedar Valley');
  cedarManager = await callerFor(t, await makePerson(t.database.db, { roles: ['SCHOOL_SUCCESS_MANAGER'], staffOf: [cedarValley] }));
  const [approved] = await t.database.db
    .select({ id: blueprints.id })
    .from(blueprints)
    .where(and(eq(blueprints.districtId, cedarValley), eq(blueprints.approval, 'Approved')));
  demoBlueprint = approved!.id;
  runner = createAppJobRunner({ db: t.app.db, mailer: t.app.mailer, publicUrl: 'http://portal.test', log: t.app.log, clock: () => now });
});
afterAll(() => t.close());
// Tests run in a shuffled order: each starts at today and makes the terms and reports it needs.
beforeEach(() => {
  now = new Date(`${TODAY}T06:00:00.000Z`);
});

const json = <T>(response: { statusCode: number; body: string; json(): unknown }, status: number, schema: { parse(v: unknown): T }): T => {
  expect(response.statusCode, response.body).toBe(status);
  return schema.parse(response.json());
};
const errorsOf = (response: { json(): { errors?: { field: string; message: string }[] } }) => response.json().errors ?? [];

const terms = async (caller: Caller = admin) => json(await caller.request(routes.staffOutcomeTerms), 200, outcomeTermListSchema).items;
const putTerms = (body: object, caller: Caller = admin) => caller.request(routes.updateStaffOutcomeTerms, { body });
/** The current terms as a PUT sends them back, plus `extra`. */
const withTerms = async (...extra: { name: string; [key: string]: unknown }[]) => ({
  terms: [...(await terms()).map(({ id, name, startsOn, endsOn, dueOn, prompt }) => ({ id, name, startsOn, endsOn, dueOn, prompt })), ...extra],
});
const myReports = async (caller: Caller = coordinator) => json(await caller.request(routes.outcomeReports), 200, outcomeReportListSchema).items;
const save = (id: string, body: object, caller: Caller = coordinator) => caller.request(routes.saveOutcomeReport, { params: { id }, body });
const submit = (id: string, body: object, caller: Caller = coordinator) => caller.request(routes.submitOutcomeReport, { params: { id }, body });
const decide = (id: string, body: object, caller: Caller = admin) => caller.request(routes.decideOutcomeReport, { params: { id }, body });
const taskOf = async (reportId: string) =>
  (
    await t.database.db
      .select()
      .from(actionTasks)
      .where(eq(actionTasks.sourceKey, `outcome-report:${reportId}`))
  )[0];

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
let photoCounter = 0;
async function upload(caller: Caller): Promise<string> {
  const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`outcome photo ${(photoCounter += 1)} ${Math.random()}`)]);
  const response = await t.app.inject({
    method: 'PUT',
    url: apiPath(routes.putUpload, { sha256: sha(bytes) }),
    headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'image/jpeg' },
    payload: bytes,
  });
  expect(response.statusCode, response.body).toBe(201);
  return sha(bytes);
}

/** A new term due `dueIn` days from today, saved with the others; answers it. */
async function addTerm(name: string, dueIn = 30) {
  const response = await putTerms(
    await withTerms({ name, startsOn: addDays(TODAY, -10), endsOn: addDays(TODAY, dueIn - 5), dueOn: addDays(TODAY, dueIn) }),
  );
  return json(response, 200, outcomeTermListSchema).items.find((term) => term.name === name)!;
}
/** The demo blueprint's Draft report of a new term. */
async function freshReport(dueIn = 30): Promise<OutcomeReport> {
  const term = await addTerm(uniqueName('Term'), dueIn);
  return (await myReports()).find((report) => report.term.id === term.id && report.blueprint.id === demoBlueprint)!;
}
/** A fresh report, saved with figures and submitted. */
async function submittedReport(): Promise<OutcomeReport> {
  const report = await freshReport();
  return json(
    await submit(report.id, { version: report.version, studentsReached: 30, sessionsHeld: 4, teachersTrained: 2 }),
    200,
    outcomeReportSchema,
  );
}

describe('terms', () => {
  it('are read by staff, not by districts, and start with the demo term', async () => {
    const items = await terms(riverbendManager);
    const demo = items.find((term) => term.dueOn === addDays(TODAY, 14));
    expect(demo).toMatchObject({ reports: expect.any(Number) });
    expect(demo!.reports).toBeGreaterThanOrEqual(1);
    expect(demo!.prompt).not.toBe('');
    expect((await coordinator.request(routes.staffOutcomeTerms)).statusCode).toBe(403);
  });

  it('are edited by admins only', async () => {
    expect((await putTerms(await withTerms(), riverbendManager)).statusCode).toBe(403);
    expect((await putTerms(await withTerms(), coordinator)).statusCode).toBe(403);
  });

  it('refuses bad days and names with 400 naming the field', async () => {
    const count = (await terms()).length;
    const good = { name: 'Term X', startsOn: '2031-01-05', endsOn: '2031-03-20', dueOn: '2031-04-01' };
    for (const [term, field, message] of [
      [{ ...good, startsOn: '2031-02-30' }, 'terms.0.startsOn', outcomeMessages.startsOnInvalid],
      [{ ...good, endsOn: 'soon' }, 'terms.0.endsOn', outcomeMessages.endsOnInvalid],
      [{ ...good, dueOn: undefined }, 'terms.0.dueOn', outcomeMessages.dueOnInvalid],
      [{ ...good, endsOn: '2031-01-01' }, 'terms.0.endsOn', outcomeMessages.endsBeforeStart],
      [{ ...good, dueOn: '2031-01-01' }, 'terms.0.dueOn', outcomeMessages.dueBeforeStart],
      [{ ...good, name: '  ' }, 'terms.0.name', outcomeMessages.termNameRequired],
      [{ ...good, id: '0b6f3e2a-1111-4c4c-8d8d-123456789abc' }, 'terms.0.id', outcomeMessages.termIdInvalid],
    ] as const) {
      const response = await putTerms({ terms: [term] });
      expect(response.statusCode, JSON.stringify(term)).toBe(400);
      expect(errorsOf(response)).toContainEqual({ field, message });
    }
    const twice = await putTerms({ terms: [good, { ...good, name: 'term x' }] });
    expect(errorsOf(twice)).toContainEqual({ field: 'terms.1.name', message: outcomeMessages.termNameTaken });
    expect(await terms()).toHaveLength(count);
  });

  it('keeps a term with a submitted report (409 naming it)', async () => {
    const report = await submittedReport();
    const others = (await withTerms()).terms.filter((term) => term.id !== report.term.id);
    const response = await putTerms({ terms: others });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(outcomeMessages.termInUse(report.term.name));
    expect((await terms()).find((term) => term.id === report.term.id)).toMatchObject({ submitted: 1 });
  });
});

describe('reports owed', () => {
  it('gives the demo coordinator a Draft report and a checklist task that opens it', async () => {
    const report = (await myReports()).find((item) => item.term.dueOn === addDays(TODAY, 14) && item.blueprint.id === demoBlueprint)!;
    expect(report.district.id).toBe(cedarValley);
    expect(report.isOverdue).toBe(false);
    const tasks = json(await coordinator.request(routes.actionTasks, { query: { limit: 50 } }), 200, actionTaskListSchema).items;
    const task = tasks.find((item) => item.outcomeReportId === report.id);
    expect(task).toMatchObject({ isRequired: true, dueDate: addDays(TODAY, 14) });
    expect(task!.title).toContain(report.term.name);
  });

  it('are made when a term is saved, once, only for terms due on or after the approval', async () => {
    const next = uniqueName('Next term');
    const longAgo = uniqueName('Long ago');
    const saved = json(
      await putTerms(
        await withTerms(
          { name: next, startsOn: addDays(TODAY, 20), endsOn: addDays(TODAY, 100), dueOn: addDays(TODAY, 110) },
          // Due before the demo blueprint was approved (40 days ago): owed by no one.
          { name: longAgo, startsOn: addDays(TODAY, -3400), endsOn: addDays(TODAY, -3320), dueOn: addDays(TODAY, -3300) },
        ),
      ),
      200,
      outcomeTermListSchema,
    ).items;
    expect(saved.find((term) => term.name === longAgo)!.reports).toBe(0);
    const nextTerm = saved.find((term) => term.name === next)!;
    const made = (await myReports()).filter((report) => report.term.id === nextTerm.id);
    expect(made.map((report) => report.blueprint.id)).toContain(demoBlueprint);
    // Every approved blueprint owes one, the other districts' too.
    expect(nextTerm.reports).toBeGreaterThanOrEqual(made.length);
    const report = made.find((item) => item.blueprint.id === demoBlueprint)!;
    expect(report).toMatchObject({ status: 'Draft', studentsReached: null, photos: [], staffComment: null, version: 1 });
    expect(await taskOf(report.id)).toMatchObject({ dueDate: addDays(TODAY, 110), completedAt: null, isRequired: true });

    // Saving again (its due day moved) adds nothing and moves the task.
    const moved = (await withTerms()).terms.map((term) => (term.name === next ? { ...term, dueOn: addDays(TODAY, 111) } : term));
    const again = json(await putTerms({ terms: moved }), 200, outcomeTermListSchema).items;
    expect(again.find((term) => term.name === next)!.reports).toBe(nextTerm.reports);
    expect((await taskOf(report.id))!.dueDate).toBe(addDays(TODAY, 111));

    // A term none submitted for may go, its drafts and tasks with it.
    const remaining = (await withTerms()).terms.filter((term) => term.name !== longAgo && term.name !== next);
    json(await putTerms({ terms: remaining }), 200, outcomeTermListSchema);
    expect((await myReports()).some((item) => item.id === report.id)).toBe(false);
    expect(await taskOf(report.id)).toBeUndefined();
  });

  it('are made when the district approves a blueprint', async () => {
    const [pending] = await t.database.db
      .select({ id: blueprints.id, quoteRevision: blueprints.quoteRevision })
      .from(blueprints)
      .where(and(eq(blueprints.districtId, cedarValley), eq(blueprints.approval, 'Needs approval')));
    const approved = await coordinator.request(routes.approveBlueprint, {
      params: { id: pending!.id },
      body: { approval: 'Approved', quoteRevision: pending!.quoteRevision },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const reports = (await myReports()).filter((report) => report.blueprint.id === pending!.id);
    // At least the demo term's (due in 14 days), one per term due from today on.
    const owed = (await terms()).filter((term) => term.dueOn >= TODAY);
    expect(reports).toHaveLength(owed.length);
    for (const report of reports) {
      expect(report.status).toBe('Draft');
      expect(await taskOf(report.id)).toMatchObject({ districtId: cedarValley, completedAt: null });
    }
  });
});

describe('the district side', () => {
  it('keeps a draft of any fields, checking the version', async () => {
    const report = await freshReport();
    const first = json(await save(report.id, { version: report.version, studentsReached: 120, highlights: '  Robots!  ' }), 200, outcomeReportSchema);
    expect(first).toMatchObject({ status: 'Draft', studentsReached: 120, sessionsHeld: null, highlights: 'Robots!', version: report.version + 1 });
    const stale = await save(report.id, { version: report.version, sessionsHeld: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(outcomeMessages.stale);
    const second = json(await save(report.id, { version: first.version, sessionsHeld: 8, studentsReached: null }), 200, outcomeReportSchema);
    expect(second).toMatchObject({ studentsReached: null, sessionsHeld: 8, highlights: 'Robots!' });
  });

  it('refuses bad figures and long highlights naming the field', async () => {
    const report = await freshReport();
    for (const [body, field, message] of [
      [{ studentsReached: -1 }, 'studentsReached', outcomeMessages.studentsInvalid],
      [{ sessionsHeld: 2.5 }, 'sessionsHeld', outcomeMessages.sessionsInvalid],
      [{ teachersTrained: 5001 }, 'teachersTrained', outcomeMessages.teachersInvalid],
      [{ highlights: 'x'.repeat(4001) }, 'highlights', outcomeMessages.highlightsTooLong],
      [{ version: undefined }, 'version', outcomeMessages.versionRequired],
    ] as const) {
      const response = await save(report.id, { version: report.version, ...body });
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)).toContainEqual({ field, message });
    }
  });

  it("takes only the district's own uploads as photos, three at most, which its staff may read", async () => {
    const report = await freshReport();
    const mine = [await upload(coordinator), await upload(coordinator), await upload(coordinator), await upload(coordinator)];
    const world = await makeDistrictWorld(t.app, t.database.db);
    const theirs = await upload({ token: world.token, userId: world.person.id, request: coordinator.request });
    const foreign = await save(report.id, { version: report.version, photoIds: [mine[0], theirs] });
    expect(foreign.statusCode).toBe(400);
    expect(errorsOf(foreign)).toEqual([{ field: 'photoIds.1', message: conditionReportMessages.photoMissing(2) }]);
    const four = await save(report.id, { version: report.version, photoIds: mine });
    expect(errorsOf(four)).toContainEqual({ field: 'photoIds', message: outcomeMessages.tooManyPhotos });
    const saved = json(await save(report.id, { version: report.version, photoIds: mine.slice(0, 2) }), 200, outcomeReportSchema);
    expect(saved.photos.map((photo) => photo.id)).toEqual(mine.slice(0, 2));
    expect(saved.photos[0]!.url).toBe(apiPath(routes.upload, { sha256: mine[0]! }));
    // Staff who reach the district read it; staff of other districts do not.
    expect((await cedarManager.request(routes.upload, { params: { sha256: mine[0]! } })).statusCode).toBe(200);
    expect((await riverbendManager.request(routes.upload, { params: { sha256: mine[0]! } })).statusCode).toBe(404);
  });

  it('is out of reach of another district (404) and of staff on the district side (403)', async () => {
    const report = await freshReport();
    const world = await makeDistrictWorld(t.app, t.database.db);
    const stranger = await callerFor(t, { email: world.person.email, password: world.person.password });
    expect(await myReports(stranger)).toEqual([]);
    expect((await save(report.id, { version: report.version, sessionsHeld: 1 }, stranger)).statusCode).toBe(404);
    expect((await submit(report.id, { version: report.version }, stranger)).statusCode).toBe(404);
    expect((await save('not-a-uuid', { version: 1 })).statusCode).toBe(404);
    expect((await admin.request(routes.outcomeReports)).statusCode).toBe(403);
  });

  it('submits only with the three figures, naming each missing one, then is read-only', async () => {
    const draft = await freshReport();
    const report = json(await save(draft.id, { version: draft.version, sessionsHeld: 8 }), 200, outcomeReportSchema);
    const missing = await submit(report.id, { version: report.version });
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)).toEqual([
      { field: 'studentsReached', message: outcomeMessages.studentsRequired },
      { field: 'teachersTrained', message: outcomeMessages.teachersRequired },
    ]);
    const submitted = json(await submit(report.id, { version: report.version, studentsReached: 140, teachersTrained: 6 }), 200, outcomeReportSchema);
    expect(submitted).toMatchObject({ status: 'Submitted', studentsReached: 140, sessionsHeld: 8, teachersTrained: 6 });
    expect(submitted.submittedBy?.id).toBe(coordinator.userId);
    expect((await taskOf(report.id))!.completedAt).not.toBeNull();
    // Staff who reach the district hear of it.
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.entityId, report.id));
    expect(notices.map((notice) => [notice.kind, notice.userId])).toContainEqual(['outcome-report-submitted', admin.userId]);

    const again = await save(report.id, { version: submitted.version, sessionsHeld: 9 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(outcomeMessages.readOnly);
    expect((await submit(report.id, { version: submitted.version })).statusCode).toBe(409);
  });
});

describe('staff', () => {
  it('list the reports within their districts, filtered', async () => {
    const report = await submittedReport();
    const mine = json(
      await cedarManager.request(routes.staffOutcomeReports, { query: { status: 'Submitted', limit: 50 } }),
      200,
      staffOutcomeReportListSchema,
    );
    expect(mine.items.map((item) => item.id)).toContain(report.id);
    expect(mine.items.every((item) => item.status === 'Submitted')).toBe(true);
    const byTerm = json(
      await admin.request(routes.staffOutcomeReports, { query: { termId: report.term.id, districtId: cedarValley } }),
      200,
      staffOutcomeReportListSchema,
    );
    expect(byTerm.items.map((item) => item.id)).toContain(report.id);
    expect(byTerm.items.every((item) => item.term.id === report.term.id && item.district.id === cedarValley)).toBe(true);
    const elsewhere = json(await riverbendManager.request(routes.staffOutcomeReports, { query: { limit: 50 } }), 200, staffOutcomeReportListSchema);
    expect(elsewhere.items.map((item) => item.district.id)).not.toContain(cedarValley);
    expect((await coordinator.request(routes.staffOutcomeReports)).statusCode).toBe(403);
    expect((await admin.request(routes.staffOutcomeReports, { query: { status: 'Lost' } })).statusCode).toBe(400);
  });

  it('ask for changes with a comment only, then the district edits and submits again', async () => {
    const report = await submittedReport();
    expect((await decide(report.id, { decision: 'accept' }, riverbendManager)).statusCode).toBe(404);
    const noComment = await decide(report.id, { decision: 'request-changes', comment: '  ' }, cedarManager);
    expect(noComment.statusCode).toBe(400);
    expect(errorsOf(noComment)).toEqual([{ field: 'comment', message: outcomeMessages.commentRequired }]);
    const back = json(
      await decide(report.id, { decision: 'request-changes', comment: 'Please add the sessions at Lincoln.', version: report.version }, cedarManager),
      200,
      outcomeReportSchema,
    );
    expect(back).toMatchObject({ status: 'Changes requested', staffComment: 'Please add the sessions at Lincoln.' });
    expect(back.reviewedBy?.id).toBe(cedarManager.userId);
    expect((await taskOf(report.id))!.completedAt).toBeNull();
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.entityId, report.id), eq(notifications.kind, 'outcome-report-reviewed')));
    expect(told.map((notice) => notice.userId)).toContain(coordinator.userId);
    expect((await decide(report.id, { decision: 'accept' })).statusCode).toBe(409);

    // Sent back, a figure stays required; the rest is edited and submitted again.
    const emptied = await save(report.id, { version: back.version, sessionsHeld: null });
    expect(errorsOf(emptied)).toEqual([{ field: 'sessionsHeld', message: outcomeMessages.sessionsRequired }]);
    const again = json(await submit(report.id, { version: back.version, sessionsHeld: 12 }), 200, outcomeReportSchema);
    expect(again).toMatchObject({ status: 'Submitted', sessionsHeld: 12 });
    expect((await taskOf(report.id))!.completedAt).not.toBeNull();
  });

  it('accept a submitted report, which is then final', async () => {
    const report = await submittedReport();
    expect((await decide(report.id, { decision: 'accept', version: report.version - 1 })).statusCode).toBe(409);
    const accepted = json(await decide(report.id, { decision: 'accept', comment: 'Thank you!' }), 200, outcomeReportSchema);
    expect(accepted).toMatchObject({ status: 'Accepted', staffComment: 'Thank you!' });
    expect((await taskOf(report.id))!.completedAt).not.toBeNull();
    expect((await save(report.id, { version: accepted.version, sessionsHeld: 1 })).statusCode).toBe(409);
    expect((await decide(report.id, { decision: 'request-changes', comment: 'More' })).statusCode).toBe(409);
    const mine = (await myReports()).find((item) => item.id === report.id);
    expect(mine).toMatchObject({ status: 'Accepted', staffComment: 'Thank you!' });
    const entries = await t.database.db
      .select({ action: activityLog.action, visibility: activityLog.visibility })
      .from(activityLog)
      .where(eq(activityLog.entityId, report.id))
      .orderBy(activityLog.seq);
    expect(entries).toEqual([
      { action: 'report-submitted', visibility: 'district' },
      { action: 'report-accepted', visibility: 'district' },
    ]);
  });
});

describe('reminders', () => {
  const address = COORDINATOR.email;
  const outcomeMails = (before: number, term: string) =>
    mailsTo(t.dataDir, address)
      .slice(before)
      .filter((mail) => mail.subject.endsWith(term))
      .map((mail) => mail.subject);

  it('reminds before the due day and once it has passed, each once, honouring opt-outs', async () => {
    const name = uniqueName('Reminder term');
    const term = await addTerm(name, 60);
    const dueOn = term.dueOn;
    const reports = (await myReports()).filter((report) => report.term.id === term.id);
    expect(reports.length).toBeGreaterThan(0);
    // Its task sends no e-mail of its own: the report's reminders are its e-mails.
    const tasks = await t.database.db.select().from(actionTasks).where(like(actionTasks.sourceKey, 'outcome-report:%'));
    expect(tasks.length).toBeGreaterThan(0);
    const at = async (day: string) => {
      now = new Date(`${day}T08:00:00.000Z`);
      await runner.runDue();
    };

    let count = mailsTo(t.dataDir, address).length;
    await at(addDays(dueOn, -5));
    expect(outcomeMails(count, name)).toEqual([]);
    await at(addDays(dueOn, -3));
    const soon = outcomeMails(count, name);
    expect(soon).toHaveLength(reports.length);
    expect(soon[0]).toMatch(/^Outcome report due .+: /);
    count = mailsTo(t.dataDir, address).length;
    await at(addDays(dueOn, -1));
    expect(outcomeMails(count, name)).toEqual([]);

    // Turned off, the overdue reminder waits; turned on again, it goes once.
    const turn = (enabled: boolean) => coordinator.request(routes.updateReminderSetting, { body: { kind: 'outcome-report-overdue', enabled } });
    expect((await turn(false)).statusCode).toBe(200);
    await at(addDays(dueOn, 1));
    expect(outcomeMails(count, name)).toEqual([]);
    expect((await turn(true)).statusCode).toBe(200);
    await at(addDays(dueOn, 2));
    expect(outcomeMails(count, name)).toEqual(reports.map(() => `Outcome report overdue: ${name}`));
    count = mailsTo(t.dataDir, address).length;
    await at(addDays(dueOn, 3));
    expect(outcomeMails(count, name)).toEqual([]);
  });

  it('stop once the report is submitted', async () => {
    const report = await freshReport(2);
    json(await submit(report.id, { version: report.version, studentsReached: 1, sessionsHeld: 1, teachersTrained: 1 }), 200, outcomeReportSchema);
    const count = mailsTo(t.dataDir, address).length;
    now = new Date(`${addDays(TODAY, 1)}T08:00:00.000Z`);
    await runner.runDue();
    now = new Date(`${addDays(TODAY, 4)}T08:00:00.000Z`);
    await runner.runDue();
    expect(await t.database.db.select().from(sentReminders).where(eq(sentReminders.subjectId, report.id))).toEqual([]);
    // The other blueprint's report of the term, if the district approved one meanwhile, is another matter.
    expect(outcomeMails(count, report.term.name).length).toBeLessThanOrEqual(2);
  });
});
