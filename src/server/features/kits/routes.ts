// Labelled kits and onsite count sessions (docs/offline.md "Count sessions").
import type { FastifyInstance } from 'fastify';
import { countSessionMessages } from '@contract/count-sessions';
import { kitEndpoints } from '@contract/kits-endpoints';
import { isUuid } from '@contract/projects';
import { authOf } from '@server/plugins/auth-guard';
import { outboxRoute } from '@server/plugins/change-batches';
import { apiRoute } from '@server/plugins/contract-routes';
import { notFound } from '@server/plugins/http-error';
import { wordsOf } from '@server/i18n/request-language';
import { csvHeader, sendCsv } from '../exports/csv-reply';
import { findCountSession, receiptRows, RECEIPT_CSV_COLUMNS, recordCountSession } from './count-session-service';
import { kitPageMessages } from '@contract/kit-page';
import { kitReachOf, listKitCodes } from './kit-queries';
import { findKitPage } from './kit-page-service';

export function kitRoutes(app: FastifyInstance) {
  apiRoute(app, kitEndpoints.kitCodes, {
    handler: async ({ query, request }) => listKitCodes(app.db, await kitReachOf(app.db, request), query),
  });

  // Sent by the offline outbox when a session is finished, with an Idempotency-Key: recorded once.
  // Counting is the district's act, as a single count is: programme staff read sessions, never record them.
  outboxRoute(app, kitEndpoints.recordCountSession, {
    successStatus: 201,
    change: async ({ body, request }) => {
      const reach = await kitReachOf(app.db, request);
      const { userId } = authOf(request);
      return (tx) => recordCountSession(tx, reach, userId, body);
    },
  });

  const loadSession = async (request: Parameters<typeof kitReachOf>[1], id: string) => {
    const session = isUuid(id) ? await findCountSession(app.db, await kitReachOf(app.db, request), id) : null;
    if (!session) throw notFound(countSessionMessages.notFound);
    return session;
  };

  apiRoute(app, kitEndpoints.countSession, {
    handler: async ({ params, request }) => loadSession(request, params.id),
  });

  apiRoute(app, kitEndpoints.kit, {
    handler: async ({ params, request }) => {
      const page = await findKitPage(app.db, await kitReachOf(app.db, request), params.code);
      if (!page) throw notFound(kitPageMessages.notFound);
      return page;
    },
  });

  apiRoute(app, kitEndpoints.countSessionCsv, {
    handler: async ({ params, request, reply }) => {
      const session = await loadSession(request, params.id);
      const words = wordsOf(request);
      const file = `count-${session.finishedAt.slice(0, 10)}-${session.id.slice(0, 8)}.csv`;
      return sendCsv(reply, file, csvHeader(words, RECEIPT_CSV_COLUMNS), receiptRows(session, words));
    },
  });
}
