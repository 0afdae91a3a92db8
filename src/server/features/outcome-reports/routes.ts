// Outcome reports' routes: the district's reports (any member of the district), and the staff
// side's terms (read by staff, replaced by ADMIN) and review, within the caller's districts.
import type { FastifyInstance } from 'fastify';
import { outcomeReportEndpoints } from '@contract/outcome-reports-endpoints';
import { outcomeMessages } from '@contract/outcome-reports-messages';
import { eq } from 'drizzle-orm';
import { outcomeReports } from '@server/db/schema';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { notFound } from '@server/plugins/http-error';
import { inStaffScope, staffScopeOf } from '@server/plugins/staff-scope';
import { viewerOf } from '@server/plugins/viewer';
import { listDistrictReports, listStaffReports, loadReport } from './queries';
import { decideReport, saveDraft, submitReport } from './report-service';
import { listTerms, saveTerms } from './terms-service';

export function outcomeReportRoutes(app: FastifyInstance) {
  /** The caller's district, for the district side's writes: someone in no district reaches no report. */
  const districtOf = (request: Parameters<typeof viewerOf>[0]) => {
    const districtId = viewerOf(request).districtId;
    if (!districtId) throw notFound(outcomeMessages.reportNotFound);
    return districtId;
  };
  const reloadInDistrict = async (id: string, districtId: string) =>
    (await loadReport(app.db, id, eq(outcomeReports.districtId, districtId), app.clock()))!;

  apiRoute(app, outcomeReportEndpoints.outcomeReports, {
    handler: async ({ request }) => listDistrictReports(app.db, viewerOf(request).districtId, app.clock()),
  });

  apiRoute(app, outcomeReportEndpoints.saveOutcomeReport, {
    handler: async ({ params, body, request }) => {
      const districtId = districtOf(request);
      await app.db.transaction((tx) => saveDraft(tx, authOf(request).userId, districtId, params.id, body));
      return reloadInDistrict(params.id, districtId);
    },
  });

  apiRoute(app, outcomeReportEndpoints.submitOutcomeReport, {
    handler: async ({ params, body, request }) => {
      const districtId = districtOf(request);
      await app.db.transaction((tx) => submitReport(tx, authOf(request).userId, districtId, params.id, body, app.clock()));
      app.jobs.wake();
      return reloadInDistrict(params.id, districtId);
    },
  });

  apiRoute(app, outcomeReportEndpoints.staffOutcomeTerms, {
    handler: async () => listTerms(app.db),
  });

  apiRoute(app, outcomeReportEndpoints.updateStaffOutcomeTerms, {
    handler: async ({ body, request }) => {
      await app.db.transaction((tx) => saveTerms(tx, authOf(request).userId, body, app.clock()));
      return listTerms(app.db);
    },
  });

  apiRoute(app, outcomeReportEndpoints.staffOutcomeReports, {
    handler: async ({ query, request }) => listStaffReports(app.db, await staffScopeOf(app.db, request), query, app.clock()),
  });

  apiRoute(app, outcomeReportEndpoints.decideOutcomeReport, {
    handler: async ({ params, body, request }) => {
      const scope = await staffScopeOf(app.db, request);
      await app.db.transaction((tx) => decideReport(tx, scope, params.id, body, app.clock()));
      app.jobs.wake();
      return (await loadReport(app.db, params.id, inStaffScope(scope, outcomeReports.districtId), app.clock()))!;
    },
  });
}
