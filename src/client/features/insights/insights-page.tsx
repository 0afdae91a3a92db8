// Insights (programme staff, `staff:insights`): six charts of the districts within reach, filtered
// by district, school, project kit and days (kept in the address, so a view can be shared), each
// drawn beside its table with a CSV download.
import '@client/i18n/en/insights';
import { useState } from 'react';
import useSWR from 'swr';
import { insightMessages } from '@contract/insights-messages';
import { routes } from '@contract/routes';
import { useI18n } from '@client/i18n/use-i18n';
import { apiRequest } from '@client/lib/http';
import { arrayOf, object, storedSchema, string } from '@client/lib/stored-shape';
import { useListParams } from '@client/lib/use-list-params';
import { Button } from '@client/ui/button';
import { PageHeader } from '@client/ui/page-header';
import { SelectField } from '@client/ui/select-field';
import { TextField } from '@client/ui/text-field';
import type { InsightFilters } from './api';
import { InsightCharts } from './insight-charts';

const FILTER_KEYS = ['district', 'school', 'kit', 'from', 'to'] as const;

// The pickers read only ids and names, checked without zod, so the screen's own script stays small
// and its charts are asked for sooner.
const choices = storedSchema(object({ items: arrayOf(object({ id: string, name: string })) }));
const once = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

function usePickers(enabled: boolean, districtId: string) {
  const districts = useSWR(enabled ? ['insights', 'districts'] : null, () => apiRequest(routes.staffDistricts, {}, choices), once);
  const schools = useSWR(
    districtId ? ['insights', 'schools', districtId] : null,
    () => apiRequest(routes.districtSchools, { params: { id: districtId }, query: { limit: 50 } }, choices),
    once,
  );
  const kits = useSWR(
    enabled ? ['insights', 'project-kits'] : null,
    () => apiRequest(routes.resources, { query: { type: 'project', limit: 50 } }, choices),
    once,
  );
  return { districts, schools, kits };
}

export function InsightsPage() {
  const { t } = useI18n();
  const { params, setFilters } = useListParams();
  const value = (key: (typeof FILTER_KEYS)[number]) => params.get(key) ?? '';
  const districtId = value('district');
  // The pickers' lists (every district in reach: thousands for an admin) load once the filters are
  // touched, or at once when one is set, so they never hold up the charts.
  const [wantLists, setWantLists] = useState(FILTER_KEYS.some((key) => params.get(key)));
  const { districts, schools, kits } = usePickers(wantLists, districtId);
  const reversed = Boolean(value('from') && value('to') && value('from') > value('to'));
  const filters: InsightFilters = {
    districtId: districtId || undefined,
    schoolId: value('school') || undefined,
    projectId: value('kit') || undefined,
    // A range that reads backwards is not sent: the field says what is wrong instead.
    from: reversed ? undefined : value('from') || undefined,
    to: reversed ? undefined : value('to') || undefined,
  };
  const anyFilter = FILTER_KEYS.some((key) => value(key));

  return (
    <>
      <PageHeader title={t('insights.title')} description={t('insights.description')} />
      <div
        role="search"
        aria-label={t('insights.filters')}
        onFocusCapture={() => setWantLists(true)}
        onPointerEnter={() => setWantLists(true)}
        className="mb-6 grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
      >
        <SelectField
          label={t('insights.district')}
          value={districtId}
          onChange={(event) => setFilters({ district: event.target.value || undefined, school: undefined })}
        >
          <option value="">{t('insights.allDistricts')}</option>
          {districts.data?.items.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('insights.school')}
          value={value('school')}
          disabled={!districtId}
          onChange={(event) => setFilters({ school: event.target.value || undefined })}
        >
          <option value="">{t('insights.allSchools')}</option>
          {schools.data?.items.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('insights.projectKit')} value={value('kit')} onChange={(event) => setFilters({ kit: event.target.value || undefined })}>
          <option value="">{t('insights.allProjectKits')}</option>
          {kits.data?.items.map((k) => (
            <option key={k.id} value={k.id}>
              {k.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('insights.from')}
          type="date"
          value={value('from')}
          error={reversed ? insightMessages.rangeReversed : undefined}
          onChange={(event) => setFilters({ from: event.target.value || undefined })}
        />
        <TextField
          label={t('insights.to')}
          type="date"
          value={value('to')}
          onChange={(event) => setFilters({ to: event.target.value || undefined })}
        />
        <Button variant="ghost" disabled={!anyFilter} onClick={() => setFilters(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])))}>
          {t('insights.clear')}
        </Button>
      </div>
      <InsightCharts side="staff" filters={filters} />
    </>
  );
}
