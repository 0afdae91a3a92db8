// The district's own charts on its dashboard (GET /insights/{chart}, the last year). Loaded as a
// chunk of its own once the dashboard's first screen is up and the section is scrolled near, so
// the dashboard's first-load script does not grow.
import '@client/i18n/en/insights';
import { useI18n } from '@client/i18n/use-i18n';
import { InsightCharts } from './insight-charts';

const NO_FILTERS = {};

export function DistrictInsights() {
  const { t } = useI18n();
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">{t('insights.dashboardTitle')}</h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">{t('insights.dashboardDescription')}</p>
      <InsightCharts side="district" filters={NO_FILTERS} />
    </>
  );
}
