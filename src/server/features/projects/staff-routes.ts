// The staff side of kit logistics: the fulfilment queue, one order with its whole timeline, the
// moves, a delivery recorded for the school and a nudge to confirm one, the filters' options, the kit-orders CSV export, and the count conflicts to list and settle. Every route needs `staff:kit-orders`
// and reaches only the districts in the staff member's scope.
import type { FastifyInstance } from 'fastify';
import { formatOrderNumber } from '@contract/order-number';
import { utcDay } from '@contract/projects';
import { fulfilmentMessages, type StaffKitOrder } from '@contract/projects-fulfilment';
import { staffProjectEndpoints } from '@contract/projects-staff-endpoints';
import { languageOfPerson } from '@server/i18n/request-language';
import { wordsFor } from '@server/i18n/text';
import { requireAbility, requireAuth } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { notFound } from '@server/plugins/http-error';
import { withIdempotency } from '@server/plugins/idempotency';
import { staffScopeOf } from '@server/plugins/staff-scope';
import { wordsOf } from '@server/i18n/request-language';
import type { Words } from '@server/i18n/text';
import { csvHeader, sendCsv, type CsvCell } from '../exports/csv-reply';
import { loadRecipient } from '../reminders/recipients';
import { deliveryNudgeMail } from '../reminders/reminder-mails';
import { loadOrderSubject } from '../reminders/subjects';
import { resolveCountConflictAsStaff } from './count-conflicts';
import { loadTimeline } from './order-timeline';
import { listStaffCountConflicts } from './staff-conflict-queries';
import { lastNudgeOf, nudgeSchool, recordDeliveryForSchool } from './staff-delivery-service';
import { moveKitOrder } from './staff-move-service';
import { eachStaffOrder, findStaffOrder, listStaffOrders, loadFilterOptions, toStaffKitOrder } from './staff-order-queries';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

/** The columns of kit-orders.csv, in order, worded in the reader's language. */
export const KIT_ORDERS_CSV_COLUMNS = [
  'document.csv.kitOrders.orderNumber',
  'document.csv.kitOrders.orderId',
  'document.csv.kitOrders.kind',
  'document.csv.kitOrders.status',
  'document.csv.kitOrders.overdue',
  'document.csv.kitOrders.district',
  'document.csv.kitOrders.school',
  'document.csv.kitOrders.projectKit',
  'document.csv.kitOrders.checkoutName',
  'document.csv.kitOrders.kits',
  'document.csv.kitOrders.kitsReturned',
  'document.csv.kitOrders.kitsOut',
  'document.csv.kitOrders.kitsReceived',
  'document.csv.kitOrders.placedOn',
  'document.csv.kitOrders.requestedBy',
  'document.csv.kitOrders.startDate',
  'document.csv.kitOrders.returnDate',
  'document.csv.kitOrders.carrier',
  'document.csv.kitOrders.trackingReference',
  'document.csv.kitOrders.expectedArrival',
  'document.csv.kitOrders.shippedOn',
  'document.csv.kitOrders.deliveredOn',
  'document.csv.kitOrders.reason',
  /** A refill's parts, "Glue sticks × 30; Craft sticks × 120"; empty for other kinds. */
  'document.csv.kitOrders.parts',
] as const;

/**
 * One CSV row, in KIT_ORDERS_CSV_COLUMNS' order. Dates as YYYY-MM-DD, which every spreadsheet reads
 * as a date; the kind stays its code (request, checkout, refill), the status and "overdue" are worded.
 */
function csvRow(o: StaffKitOrder, words: Words): CsvCell[] {
  return [
    o.orderNumber === null ? null : formatOrderNumber(o.orderNumber),
    o.id,
    o.kind,
    words.t(`document.orderStatus.${o.status}`),
    words.t(o.overdue ? 'document.yes' : 'document.no'),
    o.district.name,
    o.school.name,
    o.resource.name,
    o.checkoutName,
    o.kits,
    o.kitsReturned,
    o.kitsOutstanding,
    o.kitsReceived,
    day(o.createdAt),
    o.requestedBy?.email ?? null,
    o.startDate,
    o.returnDate,
    o.carrier,
    o.trackingReference,
    o.expectedArrival,
    day(o.shippedAt),
    day(o.deliveredAt),
    o.reason,
    o.parts.length > 0 ? o.parts.map((part) => `${part.name} × ${part.quantity}`).join('; ') : null,
  ];
}

export function projectStaffRoutes(app: FastifyInstance) {
  apiRoute(app, staffProjectEndpoints.staffKitOrders, {
    handler: async ({ query, request }) => listStaffOrders(app.db, await staffScopeOf(app.db, request), query, utcDay(app.clock())),
  });

  apiRoute(app, staffProjectEndpoints.staffKitOrderFilters, {
    handler: async ({ request }) => loadFilterOptions(app.db, await staffScopeOf(app.db, request)),
  });

  apiRoute(app, staffProjectEndpoints.staffKitOrder, {
    handler: async ({ params, request }) => {
      const row = await findStaffOrder(app.db, await staffScopeOf(app.db, request), params.id);
      if (!row) throw notFound(fulfilmentMessages.orderNotFound);
      return {
        order: toStaffKitOrder(row, utcDay(app.clock())),
        timeline: await loadTimeline(app.db, row.order.id, { staff: true }),
        lastNudge: await lastNudgeOf(app.db, row.order.id),
      };
    },
  });

  apiRoute(app, staffProjectEndpoints.moveKitOrder, {
    handler: async ({ params, body, request }) => {
      const scope = await staffScopeOf(app.db, request);
      const moved = await app.db.transaction((tx) => moveKitOrder(tx, scope, params.id, body, app.clock()));
      // The district's notices were queued with the move; send them now rather than at the next tick.
      app.jobs.wake();
      return moved;
    },
  });

  // A delivery the school forgot to confirm, recorded by staff for it.
  apiRoute(app, staffProjectEndpoints.staffRecordDelivery, {
    handler: async ({ params, body, request }) => {
      const scope = await staffScopeOf(app.db, request);
      return app.db.transaction((tx) => recordDeliveryForSchool(tx, scope, params.id, body, app.clock()));
    },
  });

  // E-mails the school asking it to confirm the delivery; the nudge is logged before it is sent.
  apiRoute(app, staffProjectEndpoints.nudgeKitOrder, {
    handler: async ({ params, request }) => {
      const scope = await staffScopeOf(app.db, request);
      const { recipients, nudge } = await app.db.transaction((tx) => nudgeSchool(tx, scope, params.id, app.clock()));
      const order = (await loadOrderSubject(app.db, params.id))!;
      const link = `${app.config.publicUrl}/projects/orders?project=${order.projectId}`;
      for (const userId of recipients) {
        const who = await loadRecipient(app.db, userId);
        if (who)
          app.mailer.sendInBackground({ to: who.email, ...deliveryNudgeMail(wordsFor(languageOfPerson(who.language)), order, nudge.by, link), link });
      }
      return { sentTo: recipients.length, nudge };
    },
  });

  apiRoute(app, staffProjectEndpoints.staffCountConflicts, {
    handler: async ({ query, request }) => listStaffCountConflicts(app.db, await staffScopeOf(app.db, request), query),
  });

  // Settling a count conflict from the staff side, within the districts the staff member reaches.
  apiRoute(app, staffProjectEndpoints.staffResolveCountConflict, {
    handler: async ({ params, body, request, reply }) => {
      const scope = await staffScopeOf(app.db, request);
      return withIdempotency(request, reply, (tx) =>
        resolveCountConflictAsStaff(tx, scope, params.id, params.conflictId, body.kitsOnHand, app.clock()),
      );
    },
  });

  // The queue's rows need the queue's ability beside the exports one.
  apiRoute(app, staffProjectEndpoints.exportKitOrders, {
    guards: [requireAuth, requireAbility('staff:kit-orders'), requireAbility('staff:exports')],
    handler: async ({ query, request, reply }) => {
      const scope = await staffScopeOf(app.db, request);
      const words = wordsOf(request);
      const rows = (async function* () {
        for await (const order of eachStaffOrder(app.db, scope, query, utcDay(app.clock()))) yield csvRow(order, words);
      })();
      return sendCsv(reply, `kit-orders-${utcDay(app.clock())}.csv`, csvHeader(words, KIT_ORDERS_CSV_COLUMNS), rows);
    },
  });
}
