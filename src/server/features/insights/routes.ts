// GET /staff/insights/{chart} (`staff:insights`, within the caller's districts) and GET
// /insights/{chart} (`district:insights`, the caller's own district): one chart as JSON, or as CSV
// when asked with ?format=csv or Accept: text/csv (the same rows, every group, Spanish headers for a
// Spanish reader). An unknown chart answers 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isInsightChart, insightMessages, type InsightChart } from '@contract/insights-messages';
import { insightEndpoints } from '@contract/insights-endpoints';
import type { InsightChartAnswer } from '@contract/insights';
import type { Db } from '@server/db/connect';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { notFound } from '@server/plugins/http-error';
import { staffScopeOf } from '@server/plugins/staff-scope';
import { wordsOf } from '@server/i18n/request-language';
import { csvHeader, sendCsv } from '../exports/csv-reply';
import { chartCsv } from './csv';
import { countFreshnessChart, kitUseChart, overdueChart } from './kit-charts';
import { fundingChart, funnelChart, studentsReachedChart } from './programme-charts';
import { districtSelection, staffSelection, type Selection } from './selection';

/** `all`: every group of a chart that draws only its top ones (the CSV lists them all). */
function loadChart(db: Db, chart: InsightChart, selection: Selection, all: boolean): Promise<InsightChartAnswer> {
  const limit = all ? null : undefined;
  switch (chart) {
    case 'students-reached':
      return studentsReachedChart(db, selection);
    case 'kit-use':
      return kitUseChart(db, selection, limit);
    case 'count-freshness':
      return countFreshnessChart(db, selection);
    case 'overdue':
      return overdueChart(db, selection);
    case 'funding':
      return fundingChart(db, selection, limit);
    case 'funnel':
      return funnelChart(db, selection);
  }
}

function wantsCsv(request: FastifyRequest, format: 'json' | 'csv' | undefined): boolean {
  if (format) return format === 'csv';
  return /\btext\/csv\b/.test(request.headers.accept ?? '');
}

export function insightRoutes(app: FastifyInstance) {
  async function answer(request: FastifyRequest, reply: Parameters<typeof sendCsv>[0], chart: InsightChart, selection: Selection, csv: boolean) {
    const result = await loadChart(app.db, chart, selection, csv);
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
