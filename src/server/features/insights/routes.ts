// GET /staff/insights/{chart} (`staff:insights`, within the caller's districts) and GET
// /insights/{chart} (`district:insights`, the caller's own district): one chart as JSON, or as CSV
// when asked with ?format=csv or Accept: text/csv (the same rows, every group, Spanish headers for a
// Spanish reader). An unknown chart answers 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isInsightChart, insightMessages, type InsightChart } from '@contract/insights-messages';
import { insightEndpoints } from '@contract/insights-endpoints';
import type { InsightChartAnswer } from '@contract/insights';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { notFound } from '@server/plugins/http-error';
import { staffScopeOf } from '@server/plugins/staff-scope';
import { wordsOf } from '@server/i18n/request-language';
import { csvHeader, sendCsv } from '../exports/csv-reply';
import { chartCsv } from './csv';
import { loadChart } from './load-chart';
import { isDefaultView, readSnapshot } from './snapshots';
import { districtSelection, staffSelection, type Selection } from './selection';

function wantsCsv(request: FastifyRequest, format: 'json' | 'csv' | undefined): boolean {
  if (format) return format === 'csv';
  return /\btext\/csv\b/.test(request.headers.accept ?? '');
}

export function insightRoutes(app: FastifyInstance) {
  /**
   * The whole programme's default view, from its snapshot when one is fresh: the job keeps one only
   * for a large programme (snapshot-job.ts), so a small one never finds any and is answered live.
   */
  async function snapshotOf(chart: InsightChart, selection: Selection): Promise<InsightChartAnswer | null> {
    const now = app.clock();
    return isDefaultView(selection, now) ? readSnapshot(app.db, chart, now) : null;
  }

  async function answer(request: FastifyRequest, reply: Parameters<typeof sendCsv>[0], chart: InsightChart, selection: Selection, csv: boolean) {
    const result = (!csv && (await snapshotOf(chart, selection))) || (await loadChart(app.db, chart, selection, csv));
    if (!csv) return result;
    const words = wordsOf(request);
    const { columns, rows } = chartCsv(result, words);
    return sendCsv(reply, `insights-${chart}-${selection.from}-${selection.to}.csv`, csvHeader(words, columns), rows);
  }

  apiRoute(app, insightEndpoints.staffInsights, {
    handler: async ({ params, query, request, reply }) => {
      if (!isInsightChart(params.chart)) throw notFound(insightMessages.chartNotFound);
      const selection = staffSelection(await staffScopeOf(app.db, request), query, app.clock());
      return answer(request, reply, params.chart, selection, wantsCsv(request, query.format));
    },
  });

  apiRoute(app, insightEndpoints.districtInsights, {
    handler: async ({ params, query, request, reply }) => {
      if (!isInsightChart(params.chart)) throw notFound(insightMessages.chartNotFound);
      const selection = districtSelection(authOf(request).user.districtId ?? null, query, app.clock());
      return answer(request, reply, params.chart, selection, wantsCsv(request, query.format));
    },
  });
}
