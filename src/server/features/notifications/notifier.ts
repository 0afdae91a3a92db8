// Turns an activity entry into notices, in the transaction that wrote it (recordActivity calls
// this): which kind it is, who hears of it, and its words — message ids with their values
// (src/server/i18n/en/documents.ts), worded for each reader when read. Most entries concern nobody
// in particular and cost no query here; the table of kinds is in docs/architecture.md, "Notifications".
import { and, eq, isNull } from 'drizzle-orm';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@contract/applications-messages';
import { formatOrderNumber } from '@contract/order-number';
import { isProgrammeStaff } from '@contract/permissions';
import type { Db, Tx } from '@server/db/connect';
import { applications, blueprintComments, blueprints, districts, projects, schools, users } from '@server/db/schema';
import { wording, type Wording, type WordingValue } from '@server/i18n/wording';
import type { ActivityEntry } from '../activity/record-activity';
import { displayName } from '../blueprints/access';
import { loadOrderSubject } from '../reminders/subjects';
import { concernedOrMembers, districtMembers, staffRecipients } from './recipients';
import { writeNotices, type NoticeDraft } from './write-notices';

/** The entries that may make a notice (`<entityType>.<action>`); any other costs nothing. */
const NOTIFYING = new Set([
  'blueprint.comment-added',
  'blueprint.blueprint-approved',
  'blueprint.quote-issued',
  'kit-order.status-changed',
  'kit-order.delivery-confirmed',
  'inventory-count.count-conflict-flagged',
  'action-task.task-created',
  'action-task.task-updated',
  'application.status-changed',
  'outcome-report.report-submitted',
  'outcome-report.report-accepted',
  'outcome-report.report-changes-requested',
]);

/** Staff moves a district hears of (a request created already Approved, as a replacement, is not a move). */
const MOVES_TOLD = new Set(['Approved', 'Declined', 'Shipped', 'Cancelled']);

const EXCERPT_CHARS = 140;

/** A comment's or reason's first words, on one line. */
function excerpt(text: string | null | undefined): string | null {
  if (!text) return null;
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= EXCERPT_CHARS) return line || null;
  return `${line.slice(0, EXCERPT_CHARS - 1).trimEnd()}…`;
}

const str = (value: unknown) => (typeof value === 'string' ? value : null);

interface Actor {
  name: string;
  staff: boolean;
}

async function loadActor(db: Db | Tx, actorId: string | null): Promise<Actor | null> {
  if (!actorId) return null;
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, roles: users.roles })
    .from(users)
    .where(eq(users.id, actorId));
  return row ? { name: displayName(row.firstName, row.lastName, row.email), staff: isProgrammeStaff(row.roles) } : null;
}

async function districtName(db: Db | Tx, districtId: string): Promise<WordingValue> {
  const [row] = await db.select({ name: districts.name }).from(districts).where(eq(districts.id, districtId));
  return row?.name ?? wording('document.notice.aDistrict');
}

async function loadBlueprint(db: Db | Tx, blueprintId: string) {
  const [row] = await db
    .select({ id: blueprints.id, preparedFor: blueprints.preparedFor, applicationId: blueprints.applicationId })
    .from(blueprints)
    .where(eq(blueprints.id, blueprintId));
  return row ?? null;
}

/** The application a project's work belongs to (through its blueprint), for the assignee. */
async function loadProject(db: Db | Tx, projectId: string) {
  const [row] = await db
    .select({ name: projects.name, schoolName: schools.name, applicationId: blueprints.applicationId })
    .from(projects)
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .leftJoin(blueprints, eq(blueprints.id, projects.blueprintId))
    .where(eq(projects.id, projectId));
  return row ?? null;
}

type Plan = { draft: Omit<NoticeDraft, 'activitySeq' | 'entityType' | 'entityId' | 'districtId' | 'actorId'>; recipients: string[] } | null;

async function planBlueprint(db: Db | Tx, entry: ActivityEntry, districtId: string, actor: Actor | null): Promise<Plan> {
  const blueprint = await loadBlueprint(db, entry.entityId);
  if (!blueprint) return null;
  const link = `/blueprints/${blueprint.id}`;
  const name = blueprint.preparedFor;
  if (entry.action === 'comment-added') {
    const commentId = str(entry.after?.commentId);
    const [comment] = commentId
      ? await db
          .select({ body: blueprintComments.body })
          .from(blueprintComments)
          .where(and(eq(blueprintComments.id, commentId), isNull(blueprintComments.deletedAt)))
      : [];
    const body = excerpt(comment?.body);
    if (actor?.staff) {
      if (entry.visibility !== 'district') return null;
      return {
        draft: { kind: 'staff-comment', title: wording('document.notice.staffComment', { actor: actor.name, blueprint: name }), body, link },
        recipients: await districtMembers(db, districtId),
      };
    }
    return {
      draft: {
        kind: 'district-comment',
        title: wording('document.notice.districtComment', { district: await districtName(db, districtId), blueprint: name }),
        body,
        link,
      },
      recipients: await staffRecipients(db, districtId, blueprint.applicationId),
    };
  }
  if (entry.action === 'blueprint-approved') {
    // Recorded by staff on the district's behalf: the log's actor is staff; the notice says so.
    const onBehalf = entry.after?.onBehalf === true;
    return {
      draft: {
        kind: 'blueprint-approved',
        title: wording('document.notice.blueprintApproved', { district: await districtName(db, districtId), blueprint: name }),
        body: onBehalf
          ? wording('document.notice.approvalRecorded', {
              staff: actor?.name ?? wording('document.notice.programmeStaff'),
              reason: excerpt(str(entry.after?.reason)) ?? '',
            })
          : null,
        link,
      },
      recipients: await staffRecipients(db, districtId, blueprint.applicationId),
    };
  }
  // quote-issued
  if (entry.visibility !== 'district') return null;
  const validUntil = str(entry.after?.validUntil);
  const revision = typeof entry.after?.revision === 'number' ? entry.after.revision : null;
  const date = validUntil ? { date: validUntil } : null;
  return {
    draft: {
      kind: 'quote-issued',
      title: wording('document.notice.quoteIssued', { blueprint: name }),
      body:
        revision !== null && date
          ? wording('document.notice.quoteRevisionValidUntil', { revision, date })
          : revision !== null
            ? wording('document.notice.quoteRevision', { revision })
            : date
              ? wording('document.notice.quoteValidUntil', { date })
              : null,
      link,
    },
    recipients: await districtMembers(db, districtId),
  };
}

const MOVE_TITLES = {
  Approved: 'document.notice.orderApproved',
  Declined: 'document.notice.orderDeclined',
  Shipped: 'document.notice.orderShipped',
  Cancelled: 'document.notice.orderCancelled',
} as const;

async function planOrder(db: Db | Tx, entry: ActivityEntry, districtId: string, actor: Actor | null): Promise<Plan> {
  const status = str(entry.after?.status);
  const isMove = entry.action === 'status-changed';
  // Which notice, if any, before reading the order.
  let kind: 'order-moved' | 'order-cancelled' | 'delivery-confirmed';
  if (!isMove) kind = 'delivery-confirmed';
  else if (actor?.staff && status && MOVES_TOLD.has(status)) kind = 'order-moved';
  else if (!actor?.staff && status === 'Cancelled') kind = 'order-cancelled';
  else return null;
  if (kind === 'order-moved' && entry.visibility !== 'district') return null;

  const order = await loadOrderSubject(db, entry.entityId);
  if (!order) return null;
  const number = formatOrderNumber(order.orderNumber);
  const what: WordingValue = order.checkoutName
    ? wording('document.notice.checkoutWhat', { checkout: order.checkoutName, project: order.projectName })
    : order.projectName;
  const about = { number, what, school: order.schoolName };
  if (kind === 'order-moved') {
    const partly = status === 'Approved' && typeof entry.after?.kitsAsked === 'number';
    const shipping = [str(entry.after?.carrier), str(entry.after?.trackingReference)].filter(Boolean).join(' ');
    const expected = str(entry.after?.expectedArrival);
    let body: Wording | string | null = excerpt(str(entry.after?.reason));
    if (status === 'Shipped') {
      if (expected)
        body = shipping
          ? wording('document.notice.shippedExpected', { shipping, date: { date: expected } })
          : wording('document.notice.expected', { date: { date: expected } });
      else body = shipping || null;
    }
    return {
      draft: {
        kind,
        title: wording(partly ? 'document.notice.orderApprovedInPart' : MOVE_TITLES[status as keyof typeof MOVE_TITLES], about),
        body,
        link: `/projects/orders?project=${order.projectId}&order=${order.id}`,
      },
      // The e-mail this replaces went to whoever placed the order while still in the district.
      recipients: await concernedOrMembers(db, districtId, order.createdById),
    };
  }
  const project = await loadProject(db, order.projectId);
  const district = await districtName(db, districtId);
  const kits = entry.after?.kits;
  return {
    draft:
      kind === 'order-cancelled'
        ? {
            kind,
            title: wording('document.notice.districtCancelled', { district, ...about }),
            body: null,
            link: `/staff/kit-orders?order=${order.id}`,
          }
        : {
            kind,
            title: wording('document.notice.deliveryConfirmed', { district, ...about }),
            body: typeof kits === 'number' ? wording('document.notice.kitsReceived', { count: kits }) : null,
            link: `/staff/kit-orders?order=${order.id}`,
          },
    recipients: await staffRecipients(db, districtId, project?.applicationId ?? null),
  };
}

async function planCountConflict(db: Db | Tx, entry: ActivityEntry, districtId: string): Promise<Plan> {
  const project = await loadProject(db, entry.entityId);
  if (!project) return null;
  const kits = entry.after?.kitsOnHand;
  return {
    draft: {
      kind: 'count-conflict',
      title: wording('document.notice.countConflict', { project: project.name, school: project.schoolName }),
      body: typeof kits === 'number' ? wording('document.notice.countConflictBody', { district: await districtName(db, districtId), kits }) : null,
      link: '/staff/count-conflicts',
    },
    recipients: await staffRecipients(db, districtId, project.applicationId),
  };
}

function planTask(entry: ActivityEntry): { assigneeId: string; title: WordingValue; dueDate: string | null } | null {
  if (entry.visibility !== 'district') return null;
  const after = entry.after ?? {};
  // An update names userId only when the assignee changed; a new task names whoever it has.
  const assigneeId = str(after.userId);
  if (!assigneeId) return null;
  return { assigneeId, title: str(after.title) ?? wording('document.notice.aChecklistTask'), dueDate: str(after.dueDate) };
}

async function planApplication(db: Db | Tx, entry: ActivityEntry, districtId: string, actor: Actor | null): Promise<Plan> {
  // The district's own moves (a withdrawal, approving a blueprint) are not news to it.
  if (!actor?.staff || entry.visibility !== 'district') return null;
  const [application] = await db
    .select({ number: applications.applicationNumber, linked: applications.districtLinked, applicantId: applications.userId })
    .from(applications)
    .where(eq(applications.id, entry.entityId));
  if (!application) return null;
  const status = str(entry.after?.status);
  if (!status) return null;
  // An application the district was not linked to is its applicant's alone.
  const recipients = application.linked
    ? await districtMembers(db, districtId)
    : application.applicantId
      ? (await concernedOrMembers(db, districtId, application.applicantId)).filter((id) => id === application.applicantId)
      : [];
  return {
    draft: {
      kind: 'application-status',
      title: wording('document.notice.applicationStatus', {
        number: application.number,
        status: isApplicationStatus(status) ? wording(`document.applicationStatus.${status}`) : status,
      }),
      body: excerpt(str(entry.after?.reason)),
      link: `/applications/${entry.entityId}`,
    },
    recipients,
  };
}

/** A district submitted an outcome report (staff hear), or staff decided on one (the district hears). */
async function planOutcomeReport(db: Db | Tx, entry: ActivityEntry, districtId: string): Promise<Plan> {
  const about = { term: str(entry.after?.term) ?? '', blueprint: str(entry.after?.blueprint) ?? '' };
  if (entry.action === 'report-submitted') {
    const blueprintId = str(entry.after?.blueprintId);
    const blueprint = blueprintId ? await loadBlueprint(db, blueprintId) : null;
    return {
      draft: {
        kind: 'outcome-report-submitted',
        title: wording('document.notice.outcomeSubmitted', { district: await districtName(db, districtId), ...about }),
        body: null,
        link: `/staff/outcome-reports?report=${entry.entityId}`,
      },
      recipients: await staffRecipients(db, districtId, blueprint?.applicationId ?? null),
    };
  }
  const accepted = entry.action === 'report-accepted';
  return {
    draft: {
      kind: 'outcome-report-reviewed',
      title: wording(accepted ? 'document.notice.outcomeAccepted' : 'document.notice.outcomeChangesRequested', about),
      body: excerpt(str(entry.after?.comment)),
      link: `/outcome-reports/${entry.entityId}`,
    },
    recipients: await districtMembers(db, districtId),
  };
}

const isApplicationStatus = (status: string): status is ApplicationStatus => (APPLICATION_STATUSES as readonly string[]).includes(status);

/** Writes the notices an activity entry makes (none for most). */
export async function notifyFromActivity(db: Db | Tx, entry: ActivityEntry, seq: number): Promise<number> {
  const districtId = entry.districtId;
  if (!districtId || !NOTIFYING.has(`${entry.entityType}.${entry.action}`)) return 0;
  const base = { entityType: entry.entityType, entityId: entry.entityId, districtId, actorId: entry.actorId, activitySeq: seq };

  if (entry.entityType === 'action-task') {
    const task = planTask(entry);
    if (!task) return 0;
    const [assignee] = await concernedOrMembers(db, districtId, task.assigneeId).then((ids) => ids.filter((id) => id === task.assigneeId));
    if (!assignee) return 0;
    return writeNotices(
      db,
      {
        ...base,
        kind: 'task-assigned',
        title: wording('document.notice.taskAssigned', { task: task.title }),
        body: task.dueDate ? wording('document.notice.taskDue', { date: { date: task.dueDate } }) : null,
        link: '/checklist',
      },
      [assignee],
    );
  }

  const actor = await loadActor(db, entry.actorId);
  let plan: Plan;
  if (entry.entityType === 'blueprint') plan = await planBlueprint(db, entry, districtId, actor);
  else if (entry.entityType === 'kit-order') plan = await planOrder(db, entry, districtId, actor);
  else if (entry.entityType === 'inventory-count') plan = await planCountConflict(db, entry, districtId);
  else if (entry.entityType === 'outcome-report') plan = await planOutcomeReport(db, entry, districtId);
  else plan = await planApplication(db, entry, districtId, actor);
  if (!plan || plan.recipients.length === 0) return 0;
  return writeNotices(db, { ...base, ...plan.draft }, plan.recipients);
}
