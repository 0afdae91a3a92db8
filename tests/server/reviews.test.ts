// Reviews: the programme's versioned rubric, reviewers assigned within their districts (and removed
// until they submit), a reviewer's draft then final review, blind scoring until one's own is
// submitted, the weighted average and spread, and a decision recording the reviews it was taken
// against.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewListSchema } from '@contract/applications-staff';
import { applicationReviewsSchema, rubricSchema, type ApplicationReviews, type Rubric } from '@contract/reviews';
import { reviewMessages } from '@contract/reviews-messages';
import { routes } from '@contract/routes';
import { activityLog } from '@server/db/schema';
import { makeApplication, makePerson } from '../helpers/factories';
import { ADMIN, callerFor, COORDINATOR, districtId, MANAGER, type Caller } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Caller;
let manager: Caller;
let coordinator: Caller;
let otherAdmin: Caller;
let harborManager: Caller;
let riverbend: string;
let harbor: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, coordinator] = await Promise.all([callerFor(t, ADMIN), callerFor(t, MANAGER), callerFor(t, COORDINATOR)]);
  riverbend = await districtId(admin, 'Riverbend');
  harbor = await districtId(admin, 'Harbor Point');
  otherAdmin = await callerFor(t, await makePerson(t.database.db, { roles: ['ADMIN'] }));
  harborManager = await callerFor(t, await makePerson(t.database.db, { roles: ['SCHOOL_SUCCESS_MANAGER'], staffOf: [harbor] }));
});
afterAll(() => t.close());

const LEVELS = ['Poor', 'Weak', 'Fair', 'Good', 'Top marks'];

async function rubric(caller: Caller = admin): Promise<Rubric> {
  const response = await caller.request(routes.staffRubric);
  expect(response.statusCode, response.body).toBe(200);
  return rubricSchema.parse(response.json());
}

async function putRubric(criteria: object[]): Promise<Rubric> {
  const response = await admin.request(routes.updateStaffRubric, { body: { criteria } });
  expect(response.statusCode, response.body).toBe(200);
  return rubricSchema.parse(response.json());
}

async function newApplication(district = riverbend) {
  return (await makeApplication(t.database.db, district)).id;
}

async function assign(caller: Caller, id: string, userIds: string[]) {
  return caller.request(routes.assignReviewers, { params: { id }, body: { userIds } });
}

async function reviews(caller: Caller, id: string): Promise<ApplicationReviews> {
  const response = await caller.request(routes.applicationReviews, { params: { id } });
  expect(response.statusCode, response.body).toBe(200);
  return applicationReviewsSchema.parse(response.json());
}

/** Every criterion of `of` scored with `values` in its order (the last value repeated). */
const scoresFor = (of: Rubric, values: number[]) =>
  of.criteria.map((criterion, index) => ({
    criterionId: criterion.id,
    score: values[Math.min(index, values.length - 1)]!,
    comment: `On ${criterion.name}`,
  }));

const save = (caller: Caller, id: string, body: object) => caller.request(routes.saveMyReview, { params: { id }, body });

const fieldOf = (response: { json(): { errors?: { field: string; message: string }[] } }) => response.json().errors?.[0];

describe('the rubric', () => {
  it('starts from the demo rubric, read by every staff member', async () => {
    const current = await rubric(manager);
    expect(current.version).toBeGreaterThanOrEqual(1);
    expect(current.criteria.length).toBeGreaterThan(0);
    for (const criterion of current.criteria) {
      expect(criterion.weight).toBeGreaterThan(0);
      expect(criterion.levels).toHaveLength(5);
    }
    expect((await coordinator.request(routes.staffRubric)).statusCode).toBe(403);
  });

  it('saves an edit as the next version, keeping given ids and making the others from names', async () => {
    const before = await rubric();
    const saved = await putRubric([
      { id: 'need', name: 'Need', description: 'Who gains', weight: 3, levels: LEVELS },
      { name: 'Plan quality!', weight: 1, levels: LEVELS },
    ]);
    expect(saved.version).toBe(before.version + 1);
    expect(saved.criteria.map((criterion) => [criterion.id, criterion.weight, criterion.description])).toEqual([
      ['need', 3, 'Who gains'],
      ['plan-quality', 1, ''],
    ]);
    expect(saved.updatedBy).toEqual({ id: admin.userId, name: expect.any(String) });
    expect(await rubric(manager)).toEqual(saved);
    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'rubric'), eq(activityLog.action, 'rubric-updated')))
      .orderBy(activityLog.seq);
    expect(entry).toBeDefined();
  });

  it('is edited by admins only', async () => {
    const response = await manager.request(routes.updateStaffRubric, { body: { criteria: [{ name: 'Need', weight: 1, levels: LEVELS }] } });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a bad rubric with 400 naming the field', async () => {
    const good = { name: 'Need', weight: 2, levels: LEVELS };
    for (const [criteria, field, message] of [
      [[], 'criteria', reviewMessages.criteriaRequired],
      [[good, { ...good, name: 'Readiness', weight: 0 }], 'criteria.1.weight', reviewMessages.weightInvalid],
      [[good, { ...good, name: 'Readiness', weight: 1.5 }], 'criteria.1.weight', reviewMessages.weightInvalid],
      [[{ ...good, levels: LEVELS.slice(1) }], 'criteria.0.levels', reviewMessages.levelsInvalid],
      [[{ ...good, levels: ['a', 'b', ' ', 'd', 'e'] }], 'criteria.0.levels.2', reviewMessages.levelRequired],
      [[good, { ...good, name: 'need' }], 'criteria.1.name', reviewMessages.criterionNameTaken],
      [[{ ...good, name: '' }], 'criteria.0.name', reviewMessages.criterionNameRequired],
      [[{ ...good, id: 'Not an id' }], 'criteria.0.id', reviewMessages.criterionIdInvalid],
      [
        [
          { ...good, id: 'x' },
          { ...good, name: 'Other', id: 'x' },
        ],
        'criteria.1.id',
        reviewMessages.criterionIdTaken,
      ],
    ] as const) {
      const response = await admin.request(routes.updateStaffRubric, { body: { criteria } });
      expect(response.statusCode, field).toBe(400);
      expect(fieldOf(response), field).toEqual({ field, message });
    }
  });
});

describe('assigning reviewers', () => {
  it('adds staff who reach the district, records it, and leaves those already there', async () => {
    const id = await newApplication();
    const response = await assign(admin, id, [manager.userId, otherAdmin.userId]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = applicationReviewsSchema.parse(response.json());
    expect(answer.reviewers.map((reviewer) => [reviewer.id, reviewer.state])).toEqual(
      expect.arrayContaining([
        [manager.userId, 'not-started'],
        [otherAdmin.userId, 'not-started'],
      ]),
    );
    expect(answer.summary).toEqual({ average: null, spread: null, submitted: 0, assigned: 2 });
    expect(answer.isReviewer).toBe(false);
    // Again with one more: the two stay, one entry each time something changed.
    expect((await assign(manager, id, [manager.userId, admin.userId])).statusCode).toBe(200);
    expect((await reviews(admin, id)).reviewers).toHaveLength(3);
    const entries = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, 'reviewers-assigned')));
    expect(entries).toHaveLength(2);
    expect(entries.every((entry) => entry.visibility === 'staff')).toBe(true);
    const named = entries.map((entry) => (entry.after as { reviewers: { id: string }[] }).reviewers.map((reviewer) => reviewer.id).sort());
    expect(named).toEqual(expect.arrayContaining([[admin.userId], [manager.userId, otherAdmin.userId].sort()]));
  });

  it('refuses district staff and staff of other districts, naming the entry', async () => {
    const id = await newApplication();
    let response = await assign(admin, id, [manager.userId, coordinator.userId]);
    expect(response.statusCode).toBe(400);
    expect(fieldOf(response)).toEqual({ field: 'userIds.1', message: reviewMessages.reviewerInvalid });
    response = await assign(admin, id, [harborManager.userId]);
    expect(response.statusCode).toBe(400);
    expect(fieldOf(response)?.field).toBe('userIds.0');
    expect(fieldOf(response)?.message).toMatch(/does not look after this district/);
    response = await assign(admin, id, ['not-a-uuid']);
    expect(fieldOf(response)).toEqual({ field: 'userIds.0', message: reviewMessages.reviewerInvalid });
    response = await assign(admin, id, []);
    expect(fieldOf(response)).toEqual({ field: 'userIds', message: reviewMessages.reviewersRequired });
    // Nothing was assigned by the refused requests.
    expect((await reviews(admin, id)).reviewers).toEqual([]);
  });

  it('answers 404 for an application outside the caller’s districts, 403 for district staff', async () => {
    const id = await newApplication(harbor);
    expect((await assign(manager, id, [manager.userId])).statusCode).toBe(404);
    expect((await manager.request(routes.applicationReviews, { params: { id } })).statusCode).toBe(404);
    expect((await save(manager, id, { scores: [], submitted: false })).statusCode).toBe(404);
    expect((await assign(admin, '00000000-0000-4000-8000-000000000000', [admin.userId])).statusCode).toBe(404);
    expect((await coordinator.request(routes.applicationReviews, { params: { id } })).statusCode).toBe(403);
    expect((await assign(harborManager, id, [harborManager.userId])).statusCode).toBe(200);
  });
});

const unassign = (caller: Caller, id: string, userId: string) => caller.request(routes.removeReviewer, { params: { id, userId } });

describe('removing a reviewer', () => {
  it('takes off one who has not submitted, draft and all, and records it', async () => {
    const id = await newApplication();
    await assign(admin, id, [manager.userId, otherAdmin.userId]);
    const current = await rubric();
    await save(manager, id, { scores: scoresFor(current, [3]).slice(0, 1), comment: 'Half done', submitted: false });

    const response = await unassign(admin, id, manager.userId);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    const after = await reviews(admin, id);
    expect(after.reviewers.map((reviewer) => reviewer.id)).toEqual([otherAdmin.userId]);
    expect(after.summary.assigned).toBe(1);
    // Gone as a reviewer: scoring is refused, and added again they start afresh.
    expect((await save(manager, id, { scores: [], submitted: false })).statusCode).toBe(403);
    await assign(admin, id, [manager.userId]);
    const again = await reviews(manager, id);
    expect(again.mine).toBeNull();
    expect(again.reviewers.find((reviewer) => reviewer.id === manager.userId)!.state).toBe('not-started');

    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, 'reviewer-removed')));
    expect(entry).toMatchObject({ actorId: admin.userId, visibility: 'staff' });
    expect((entry!.before as { reviewer: { id: string } }).reviewer.id).toBe(manager.userId);
  });

  it('keeps a reviewer who has submitted (409) and answers 404 for one who is not a reviewer', async () => {
    const id = await newApplication();
    await assign(admin, id, [manager.userId]);
    await save(manager, id, { scores: scoresFor(await rubric(), [4]), submitted: true });

    let response = await unassign(admin, id, manager.userId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(reviewMessages.reviewerSubmitted);
    expect((await reviews(admin, id)).reviewers.map((reviewer) => reviewer.state)).toEqual(['submitted']);

    for (const userId of [otherAdmin.userId, coordinator.userId, 'not-a-uuid']) {
      response = await unassign(admin, id, userId);
      expect(response.statusCode, userId).toBe(404);
      expect(response.json().message).toBe(reviewMessages.reviewerNotFound);
    }
    const entries = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, 'reviewer-removed')));
    expect(entries).toEqual([]);
  });

  it('stays within the caller’s districts: 404 outside them, 403 for district staff', async () => {
    const id = await newApplication(harbor);
    await assign(admin, id, [harborManager.userId]);
    expect((await unassign(manager, id, harborManager.userId)).statusCode).toBe(404);
    expect((await unassign(coordinator, id, harborManager.userId)).statusCode).toBe(403);
    expect((await unassign(admin, '00000000-0000-4000-8000-000000000000', harborManager.userId)).statusCode).toBe(404);
    // A manager of the district removes (even themself) like an admin.
    expect((await unassign(harborManager, id, harborManager.userId)).statusCode).toBe(204);
    expect((await reviews(admin, id)).reviewers).toEqual([]);
  });
});

describe('scoring', () => {
  it('keeps a draft, then submits it once and for all', async () => {
    const id = await newApplication();
    await assign(admin, id, [manager.userId]);
    const current = await rubric();
    const [first] = scoresFor(current, [4]);

    let response = await save(manager, id, { scores: [first], comment: 'So far', submitted: false });
    expect(response.statusCode, response.body).toBe(200);
    let answer = applicationReviewsSchema.parse(response.json());
    expect(answer.mine).toMatchObject({ rubricVersion: current.version, scores: [first], comment: 'So far', submittedAt: null });
    expect(answer.mine!.weightedScore).toBe(current.criteria.length === 1 ? 4 : null);
    expect(answer.reviewers[0]!.state).toBe('draft');
    expect(answer.summary.submitted).toBe(0);

    if (current.criteria.length > 1) {
      response = await save(manager, id, { scores: [first], submitted: true });
      expect(response.statusCode).toBe(400);
      expect(fieldOf(response)?.field).toBe('scores');
      expect(fieldOf(response)?.message).toContain(current.criteria[1]!.name);
    }
    response = await save(manager, id, { scores: [{ criterionId: 'no-such-thing', score: 3 }], submitted: false });
    expect(fieldOf(response)).toEqual({ field: 'scores.0.criterionId', message: reviewMessages.criterionUnknown });
    response = await save(manager, id, { scores: [{ ...first!, score: 6 }], submitted: false });
    expect(fieldOf(response)).toEqual({ field: 'scores.0.score', message: reviewMessages.scoreInvalid });
    response = await save(manager, id, { scores: [first, first], submitted: false });
    expect(fieldOf(response)).toEqual({ field: 'scores.1.criterionId', message: reviewMessages.criterionScoredTwice });
    response = await save(manager, id, { scores: [first] });
    expect(fieldOf(response)?.field).toBe('submitted');

    response = await save(manager, id, { scores: scoresFor(current, [4]), comment: 'Strong', submitted: true });
    expect(response.statusCode, response.body).toBe(200);
    answer = applicationReviewsSchema.parse(response.json());
    expect(answer.mine!.submittedAt).not.toBeNull();
    expect(answer.mine!.weightedScore).toBe(4);
    expect(answer.summary).toEqual({ average: 4, spread: 0, submitted: 1, assigned: 1 });

    response = await save(manager, id, { scores: scoresFor(current, [1]), submitted: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(reviewMessages.alreadySubmitted);
    expect((await reviews(manager, id)).mine!.weightedScore).toBe(4);
    const submitted = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, 'review-submitted')));
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.actorId).toBe(manager.userId);
    expect(JSON.stringify(submitted[0]!.after)).not.toContain('score');
  });

  it('is only for the assigned reviewers', async () => {
    const id = await newApplication();
    await assign(admin, id, [manager.userId]);
    const response = await save(admin, id, { scores: [], submitted: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(reviewMessages.notAReviewer);
  });
});

// A comment no rubric text holds, so an answer that shows it can only have leaked the review.
const SECRET = 'Outstanding plan, secret until scored';

describe('blind scoring', () => {
  it('shows others’ scores to a reviewer only once their own is submitted; non-reviewers see every submitted one', async () => {
    const id = await newApplication();
    await assign(admin, id, [manager.userId, otherAdmin.userId]);
    const current = await rubric();
    await save(otherAdmin, id, { scores: scoresFor(current, [5]), comment: SECRET, submitted: true });
    await save(manager, id, { scores: scoresFor(current, [2]).slice(0, 1), comment: 'Draft thoughts', submitted: false });

    const before = await reviews(manager, id);
    expect(before.isReviewer).toBe(true);
    expect(before.others).toBeNull();
    expect(before.summary).toEqual({ average: null, spread: null, submitted: 1, assigned: 2 });
    expect(JSON.stringify(before)).not.toContain(SECRET);
    expect(before.reviewers.find((reviewer) => reviewer.id === otherAdmin.userId)!.state).toBe('submitted');
    // The queue keeps the same secret from them.
    const row = async (caller: Caller) => {
      const list = reviewListSchema.parse((await caller.request(routes.staffApplications, { query: { limit: 50, status: 'New' } })).json());
      return list.items.find((item) => item.id === id);
    };
    expect((await row(manager))?.review).toEqual({ average: null, spread: null, submitted: 1, assigned: 2 });

    // An admin who is no reviewer sees the submitted review, never the other's draft.
    const decider = await reviews(admin, id);
    expect(decider.isReviewer).toBe(false);
    expect(decider.others!.map((review) => review.comment)).toEqual([SECRET]);
    expect(decider.summary).toEqual({ average: 5, spread: 0, submitted: 1, assigned: 2 });
    expect((await row(admin))?.review).toEqual({ average: 5, spread: 0, submitted: 1, assigned: 2 });

    // The reviewer who submitted sees nobody's draft either.
    expect((await reviews(otherAdmin, id)).others).toEqual([]);

    await save(manager, id, { scores: scoresFor(current, [2]), comment: 'Weak', submitted: true });
    const after = await reviews(manager, id);
    expect(after.others!.map((review) => [review.reviewer.id, review.comment, review.weightedScore])).toEqual([[otherAdmin.userId, SECRET, 5]]);
    expect(after.summary).toEqual({ average: 3.5, spread: 3, submitted: 2, assigned: 2 });
    expect((await reviews(otherAdmin, id)).others!.map((review) => review.comment)).toEqual(['Weak']);
  });
});

describe('the summary', () => {
  it('averages the weighted scores and keeps each to the rubric version it scored against', async () => {
    const v = await putRubric([
      { id: 'need', name: 'Need', weight: 3, levels: LEVELS },
      { id: 'plan', name: 'Plan', weight: 1, levels: LEVELS },
    ]);
    const id = await newApplication();
    await assign(admin, id, [manager.userId, otherAdmin.userId, admin.userId]);
    // (3·5 + 1·1) / 4 = 4; (3·2 + 1·4) / 4 = 2.5.
    await save(manager, id, {
      scores: [
        { criterionId: 'need', score: 5 },
        { criterionId: 'plan', score: 1 },
      ],
      submitted: true,
    });
    await save(otherAdmin, id, {
      scores: [
        { criterionId: 'plan', score: 4 },
        { criterionId: 'need', score: 2 },
      ],
      submitted: true,
    });
    const answer = await reviews(manager, id);
    expect(answer.mine!.weightedScore).toBe(4);
    expect(answer.others!.map((review) => review.weightedScore)).toEqual([2.5]);
    expect(answer.summary).toEqual({ average: 3.25, spread: 1.5, submitted: 2, assigned: 3 });

    // The rubric changes its weights: the old reviews still count by the version they scored against.
    const next = await putRubric([
      { id: 'need', name: 'Need', weight: 1, levels: LEVELS },
      { id: 'plan', name: 'Plan', weight: 1, levels: LEVELS },
    ]);
    const later = await reviews(otherAdmin, id);
    expect(later.rubric.version).toBe(next.version);
    expect(later.olderRubrics.map((older) => older.version)).toEqual([v.version]);
    expect(later.mine!.rubricVersion).toBe(v.version);
    expect(later.summary).toEqual({ average: 3.25, spread: 1.5, submitted: 2, assigned: 3 });
    // A review submitted now scores against the new one: (1·3 + 1·3) / 2 = 3.
    await save(admin, id, {
      scores: [
        { criterionId: 'need', score: 3 },
        { criterionId: 'plan', score: 3 },
      ],
      submitted: true,
    });
    const all = await reviews(admin, id);
    expect(all.mine!.rubricVersion).toBe(next.version);
    // (4 + 2.5 + 3) / 3 = 3.1666…; spread 4 − 2.5.
    expect(all.summary).toEqual({ average: 3.17, spread: 1.5, submitted: 3, assigned: 3 });
  });
});

describe('deciding', () => {
  it('records, staff only, the reviews a decline was decided against', async () => {
    const id = await newApplication();
    await assign(admin, id, [manager.userId, otherAdmin.userId]);
    const current = await rubric();
    await save(manager, id, { scores: scoresFor(current, [2]), submitted: true });
    const response = await admin.request(routes.updateStaffApplication, {
      params: { id },
      body: { status: 'Declined', reason: 'Outside this year’s focus' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const entries = await t.database.db.select().from(activityLog).where(eq(activityLog.entityId, id)).orderBy(activityLog.seq);
    const decided = entries.find((entry) => entry.action === 'decided-on-reviews')!;
    expect(decided.actorId).toBe(admin.userId);
    expect(decided.visibility).toBe('staff');
    expect(decided.after).toMatchObject({
      status: 'Declined',
      summary: { average: 2, spread: 0, submitted: 1, assigned: 2 },
      reviews: [{ reviewer: { id: manager.userId }, rubricVersion: current.version, weightedScore: 2 }],
    });
    const moved = entries.find((entry) => entry.action === 'status-changed')!;
    expect(moved.visibility).toBe('district');
    expect(JSON.stringify(moved.after)).not.toContain('average');
  });

  it('records it when starting the blueprint approves the application, and nothing without reviewers', async () => {
    const id = await newApplication();
    await assign(admin, id, [manager.userId]);
    const response = await admin.request(routes.staffStartBlueprint, { body: { applicationId: id } });
    expect(response.statusCode, response.body).toBe(201);
    const [decided] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, 'decided-on-reviews')));
    expect(decided!.after).toMatchObject({ status: 'Building Blueprint', summary: { average: null, submitted: 0, assigned: 1 }, reviews: [] });

    const plain = await newApplication();
    await admin.request(routes.updateStaffApplication, { params: { id: plain }, body: { status: 'Waitlisted', reason: 'Next round' } });
    const none = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, plain), eq(activityLog.action, 'decided-on-reviews')));
    expect(none).toEqual([]);
  });
});
