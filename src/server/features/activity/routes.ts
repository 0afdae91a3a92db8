// The activity log: GET /staff/activity for staff (`staff:activity`, within their districts), the
// same entries as CSV (GET /staff/exports/activity.csv, with `staff:exports` too), and
// GET /applications/{id}/activity, the part of an application's history its district may see.
import type { FastifyInstance } from 'fastify';
import { activityEndpoints } from '@contract/activity-endpoints';
import { applicationMessages } from '@contract/applications-messages';
import { wordsOf } from '@server/i18n/request-language';
import { requireAbility, requireAuth } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { notFound } from '@server/plugins/http-error';
import { staffScopeOf } from '@server/plugins/staff-scope';
import { canSeeApplication } from '../applications/queries';
import { viewerOf } from '@server/plugins/viewer';
import { csvHeader, sendCsv } from '../exports/csv-reply';
import { eachStaffActivity, listApplicationActivityForDistrict, listStaffActivity } from './queries';

/** What an entry is about and what happened stay their codes (kit-order, status-changed), as the filters take them. */
const ACTIVITY_CSV_COLUMNS = [
  'document.csv.activity.when',
  'document.csv.activity.about',
  'document.csv.activity.whatHappened',
  'document.csv.activity.subject',
  'document.csv.activity.district',
  'document.csv.activity.by',
  'document.csv.activity.seenBy',
  'document.csv.activity.before',
  'document.csv.activity.after',
] as const;

export function activityRoutes(app: FastifyInstance) {
  apiRoute(app, activityEndpoints.staffActivity, {
    handler: async ({ query, request }) => listStaffActivity(app.db, await staffScopeOf(app.db, request), query),
  });

  apiRoute(app, activityEndpoints.exportActivity, {
    guards: [requireAuth, requireAbility('staff:activity'), requireAbility('staff:exports')],
    handler: async ({ query, request, reply }) => {
      const scope = await staffScopeOf(app.db, request);
      const words = wordsOf(request);
      const rows = (async function* () {
        for await (const entry of eachStaffActivity(app.db, scope, query)) {
          yield [
            entry.createdAt,
            entry.entityType,
            entry.action,
            entry.subject,
            entry.district?.name ?? null,
            entry.actor?.name ?? words.t('document.csv.activity.system'),
            words.t(entry.visibility === 'district' ? 'document.csv.activity.seenByStaffAndDistrict' : 'document.csv.activity.seenByStaff'),
            entry.before ? JSON.stringify(entry.before) : null,
            entry.after ? JSON.stringify(entry.after) : null,
          ];
        }
      })();
      return sendCsv(reply, `activity-${app.clock().toISOString().slice(0, 10)}.csv`, csvHeader(words, ACTIVITY_CSV_COLUMNS), rows);
    },
  });

  apiRoute(app, activityEndpoints.applicationActivity, {
    handler: async ({ params, query, request }) => {
      // The same 404 as the application itself, so another district's history is not revealed.
      const viewer = viewerOf(request);
      if (!(await canSeeApplication(app.db, viewer, params.id))) throw notFound(applicationMessages.notFound);
      return listApplicationActivityForDistrict(app.db, params.id, query);
    },
  });
}
