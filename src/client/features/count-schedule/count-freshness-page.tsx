// Count freshness (programme staff, `staff:kit-orders`): every school's projects in the staff
// member's districts by how overdue their count is, most overdue first, paged, with a district filter;
// each district's count cadence is shown and edited in a small dialog.
import { useState } from 'react';
import type { CountFreshnessItem, CountSchedule } from '@contract/count-schedule';
import '@client/i18n/en/count-freshness';
import { useI18n } from '@client/i18n/use-i18n';
import { localDay } from '@client/lib/dates';
import { useListParams } from '@client/lib/use-list-params';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { ClockIcon } from '@client/ui/icons';
import { ListStates } from '@client/ui/list-states';
import { PageHeader } from '@client/ui/page-header';
import { Pagination } from '@client/ui/pagination';
import { SelectField } from '@client/ui/select-field';
import { useCountFreshness } from './api';
import { CadenceDialog } from './cadence-dialog';

function FreshnessBadge({ item }: { item: CountFreshnessItem }) {
  const { t, tp } = useI18n();
  if (item.daysOverdue === null) return <Badge tone="neutral">{t('countFreshness.noCadence')}</Badge>;
  if (item.daysOverdue > 0) return <Badge tone="danger">{tp('countFreshness.overdue', item.daysOverdue)}</Badge>;
  if (item.daysOverdue === 0) return <Badge tone="warning">{t('countFreshness.dueToday')}</Badge>;
  return <Badge tone="success">{tp('countFreshness.dueIn', -item.daysOverdue)}</Badge>;
}

export function CountFreshnessPage() {
  const { t, tp, listDate } = useI18n();
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const districtId = params.get('district') ?? '';
  const list = useCountFreshness({ districtId: districtId || undefined, limit, offset });
  const [editing, setEditing] = useState<CountSchedule | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const districts = list.data?.districts ?? [];

  return (
    <>
      <PageHeader title={t('countFreshness.title')} description={t('countFreshness.description')} />
      <div role="search" aria-label={t('countFreshness.filters')} className="mb-4 grid gap-3 sm:grid-cols-[18rem]">
        <SelectField
          label={t('countFreshness.district')}
          value={districtId}
          onChange={(event) => setFilters({ district: event.target.value || undefined })}
        >
          <option value="">{t('countFreshness.allDistricts')}</option>
          {districts.map((d) => (
            <option key={d.districtId} value={d.districtId}>
              {d.districtName}
            </option>
          ))}
        </SelectField>
      </div>
      {districts.length > 0 && (
        <section aria-labelledby="cadences" className="card mb-6 rounded-xl p-4">
          <h2 id="cadences" className="text-base font-semibold text-slate-900">
            {t('countFreshness.cadences')}
          </h2>
          <ul className="mt-2 divide-y divide-slate-100">
            {districts
              .filter((d) => !districtId || d.districtId === districtId)
              .map((d) => (
                <li key={d.districtId} className="flex flex-wrap items-center justify-between gap-2 py-2" data-cadence={d.districtName}>
                  <span className="text-sm text-slate-800">
                    <span className="font-medium">{d.districtName}</span>
                    {' — '}
                    {d.everyDays === null ? t('countFreshness.cadence.none') : tp('countFreshness.cadence.every', d.everyDays)}
                  </span>
                  <Button
                    variant="secondary"
                    onClick={() => setEditing(d)}
                    aria-label={t('countFreshness.cadence.editFor', { district: d.districtName })}
                  >
                    {t('countFreshness.cadence.edit')}
                  </Button>
                </li>
              ))}
          </ul>
        </section>
      )}
      <div aria-live="polite">
        {saved && (
          <Alert tone="success" className="mb-4">
            {saved}
          </Alert>
        )}
      </div>
      <ListStates
        list={list}
        what={t('countFreshness.what')}
        loadingLabel={t('countFreshness.loading')}
        empty={{
          icon: ClockIcon,
          filtered: districtId !== '',
          title: t('countFreshness.empty'),
          text: t('countFreshness.emptyText'),
          filteredTitle: t('countFreshness.emptyFiltered'),
          filteredText: t('countFreshness.emptyText'),
          clearLabel: t('countFreshness.allDistricts'),
          onClear: () => setFilters({ district: undefined }),
        }}
      >
        {(data) => (
          <>
            <ul className="space-y-3" aria-label={t('countFreshness.title')}>
              {data.items.map((item) => (
                <li key={item.project.id} className="card flex flex-wrap items-start justify-between gap-3 rounded-xl p-4" data-freshness-row>
                  <div>
                    <p className="font-semibold text-slate-900">{item.project.name}</p>
                    <p className="text-sm text-slate-600">
                      {item.school.name}
                      {' · '}
                      {item.district.name}
                    </p>
                    <p className="mt-1 text-sm text-slate-700">
                      {item.lastCountedAt
                        ? t('countFreshness.lastCounted', { date: listDate(localDay(item.lastCountedAt)) })
                        : t('countFreshness.neverCounted')}
                      {item.dueDate && ` · ${t('countFreshness.due', { date: listDate(item.dueDate) })}`}
                    </p>
                  </div>
                  <FreshnessBadge item={item} />
                </li>
              ))}
            </ul>
            <Pagination className="mt-6" label={t('countFreshness.title')} total={data.total} limit={limit} offset={offset} onChange={setPaging} />
          </>
        )}
      </ListStates>
      <CadenceDialog
        district={editing}
        onClose={() => setEditing(null)}
        onSaved={(next) => {
          setEditing(null);
          setSaved(
            next.everyDays === null
              ? t('countFreshness.cadence.savedOff', { district: next.districtName })
              : tp('countFreshness.cadence.saved', next.everyDays, { district: next.districtName }),
          );
          void list.mutate();
        }}
      />
    </>
  );
}
