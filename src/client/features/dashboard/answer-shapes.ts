// The dashboard's answers (GET /action-tasks, /dashboard/summary, /projects/orders) checked without
// zod: the contract's schemas for them build on its field rules, and with zod's classic API they
// made a sixth of the dashboard's first-screen script. Each check keeps the known keys only and
// refuses what the schema refuses; answer-shapes.test.ts holds them to the contract's schemas.
import { TASK_KINDS, TASK_RESOURCE_TYPES, TASK_STATUSES } from '@contract/action-task-kinds';
import type { ActionTaskList } from '@contract/action-tasks';
import { APPLICATION_STATUSES } from '@contract/applications-messages';
import { BLUEPRINT_APPROVAL_LABELS } from '@contract/blueprints-messages';
import type { DashboardSummary } from '@contract/dashboard';
import type { KitOrder } from '@contract/projects';
import { GROUP_SIZES, KIT_ORDER_KINDS, KIT_ORDER_STATUSES } from '@contract/projects-messages';
import { arrayOf, boolean, int, nullable, object, oneOf, optional, storedSchema, string, type Shape } from '@client/lib/stored-shape';

/** z.number().int(): a safe integer. */
const integer = int(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
const ref = object({ id: string, name: string });

/** listResponseSchema (contract/lists.ts): the page's items and the whole count. */
const list = <T>(item: Shape<T>) => ({ items: arrayOf(item), total: int(0, Number.MAX_SAFE_INTEGER) });

const actionTask = object({
  id: string,
  title: string,
  description: nullable(string),
  kind: oneOf(TASK_KINDS),
  resourceType: nullable(oneOf(TASK_RESOURCE_TYPES)),
  resource: nullable(ref),
  projectId: optional(nullable(string)),
  outcomeReportId: optional(nullable(string)),
  isRequired: boolean,
  dueDate: nullable(string),
  status: oneOf(TASK_STATUSES),
  isCompleted: boolean,
  completedAt: nullable(string),
  isOverdue: boolean,
});

export const actionTaskListShape = storedSchema<ActionTaskList>(
  object({ ...list(actionTask), counts: object({ pending: integer, completed: integer, overdue: integer }) }),
);

export const dashboardSummaryShape = storedSchema<DashboardSummary>(
  object({
    application: nullable(
      object({
        id: string,
        applicationNumber: integer,
        status: oneOf(APPLICATION_STATUSES),
        statusReason: nullable(string),
        applicationDate: string,
        assignedAdmin: nullable(string),
      }),
    ),
    blueprint: nullable(object({ id: string, stage: string, approval: oneOf(BLUEPRINT_APPROVAL_LABELS) })),
    funding: nullable(object({ allocatedCents: int(0, Number.MAX_SAFE_INTEGER), useBy: string, allocatedOn: string })),
    // A copy saved before counts came due has none.
    countsDue: (v) =>
      v === undefined
        ? []
        : arrayOf(object({ projectId: string, projectName: string, schoolName: string, dueDate: string, daysOverdue: integer }))(v),
  }),
);

/** A nullable integer that a copy saved before the field existed lacks (zod's .nullable().default(null)). */
const integerOrAbsent: Shape<number | null> = (v) => (v === undefined ? null : nullable(integer)(v));

const kitOrder: Shape<KitOrder> = object({
  id: string,
  orderNumber: integerOrAbsent,
  projectId: string,
  projectName: string,
  school: ref,
  kind: oneOf(KIT_ORDER_KINDS),
  status: oneOf(KIT_ORDER_STATUSES),
  checkoutName: nullable(string),
  startDate: nullable(string),
  returnDate: nullable(string),
  supportOptions: arrayOf(string),
  totalStudents: nullable(integer),
  groupSize: nullable(oneOf(GROUP_SIZES)),
  kitsNeeded: nullable(integer),
  requestedKits: nullable(integer),
  kits: integer,
  kitsReturned: integer,
  // A copy saved before kits went out by code has none.
  kitCodesOut: (v) => (v === undefined ? [] : arrayOf(string)(v)),
  // A copy saved before refills had parts has none.
  parts: (v) => (v === undefined ? [] : arrayOf(object({ partId: string, name: string, quantity: integer }))(v)),
  kitsOutstanding: integer,
  contactHoursMin: nullable(integer),
  contactHoursMax: nullable(integer),
  note: nullable(string),
  createdById: nullable(string),
  createdAt: string,
  updatedAt: string,
  version: integer,
  overdue: boolean,
  scheduled: boolean,
  reason: nullable(string),
  carrier: nullable(string),
  trackingReference: nullable(string),
  expectedArrival: nullable(string),
  shippedAt: nullable(string),
  kitsReceived: nullable(integer),
  deliveredAt: nullable(string),
});

export const kitOrderListShape = storedSchema<{ items: KitOrder[]; total: number }>(object(list(kitOrder)));
