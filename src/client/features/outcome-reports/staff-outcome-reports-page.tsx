// Outcome reports for programme staff (/staff/outcome-reports): the districts' reports within their
// reach, filtered by status, term and district, submitted ones first; a report opens beside the list
// (?report=) with Accept and Ask for changes. An ADMIN also edits the reporting terms here.
import '@client/i18n/en/outcome-reports';
import { useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { OutcomeReport } from '@contract/outcome-reports';
import { OUTCOME_REPORT_STATUSES, type OutcomeReportStatus } from '@contract/outcome-reports-messages';
import { useI18n } from '@client/i18n/use-i18n';
import { useCan } from '@client/lib/use-can';
import { useListParams } from '@client/lib/use-list-params';
import { useStaffDistricts } from '@client/lib/staff-lookups';
import { Button } from '@client/ui/button';
import { FlagIcon } from '@client/ui/icons';
import { ListStates } from '@client/ui/list-states';
import { PageHeader } from '@client/ui/page-header';
import { Pagination } from '@client/ui/pagination';
import { SelectField } from '@client/ui/select-field';
import { useOutcomeTerms, useRefreshStaffReports, useStaffOutcomeReports } from './api';
import { DecisionPanel } from './components/decision-panel';
import { OutcomeStatusBadge } from './components/status-badge';
import { TermsEditor } from './components/terms-editor';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrUndefined = (value: string | null) => (value && UUID.test(value) ? value : undefined);

export function StaffOutcomeReportsPage() {
  const { t, listDate } = useI18n();
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const [, setParams] = useSearchParams();
  const status = (OUTCOME_REPORT_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as OutcomeReportStatus)
    : undefined;
  const termId = uuidOrUndefined(params.get('term'));
  const districtId = uuidOrUndefined(params.get('district'));
  const openId = uuidOrUndefined(params.get('report'));
  const list = useStaffOutcomeReports({ status, termId, districtId, limit, offset });
  const terms = useOutcomeTerms();
  const districts = useStaffDistricts();
  const refresh = useRefreshStaffReports();
  const canEditTerms = useCan('staff:outcome-terms');
  const detailRef = useRef<HTMLDivElement>(null);

  // The report just decided: a filtered list (Submitted, say) drops it on its refresh, and the panel
  // must stay open with the decision's confirmation rather than vanish with it.
  const [decided, setDecided] = useState<OutcomeReport | null>(null);
  // The report opened from the list, or from a notice's link (which may be on another page).
  const open = list.data?.items.find((item) => item.id === openId) ?? (decided?.id === openId ? decided : undefined);
  const onDecided = async (report: OutcomeReport) => {
    setDecided(report);
    await refresh();
  };
  const setOpen = (id: string | undefined) => {
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (id) out.set('report', id);
        else out.delete('report');
        return out;
      },
      { replace: true },
    );
    if (id) requestAnimationFrame(() => detailRef.current?.querySelector<HTMLElement>('h2')?.focus());
  };
  const filtered = Boolean(status || termId || districtId);

  return (
    <>
      <PageHeader title={t('outcomes.staff.title')} description={t('outcomes.staff.description')} />
      <div role="search" aria-label={t('outcomes.staff.filters.label')} className="mb-6 grid gap-3 sm:grid-cols-3 lg:max-w-4xl">
        <SelectField label={t('outcomes.staff.filters.status')} value={status ?? ''} onChange={(event) => setFilters({ status: event.target.value })}>
          <option value="">{t('outcomes.staff.filters.allStatuses')}</option>
          {OUTCOME_REPORT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`outcomes.status.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('outcomes.staff.filters.term')} value={termId ?? ''} onChange={(event) => setFilters({ term: event.target.value })}>
          <option value="">{t('outcomes.staff.filters.allTerms')}</option>
          {terms.data?.items.map((term) => (
            <option key={term.id} value={term.id}>
              {term.name}
            </option>
          ))}
        </SelectField>
        {districts.data && districts.data.items.length > 1 && (
          <SelectField
            label={t('outcomes.staff.filters.district')}
            value={districtId ?? ''}
            onChange={(event) => setFilters({ district: event.target.value })}
          >
            <option value="">{t('outcomes.staff.filters.allDistricts')}</option>
            {districts.data.items.map((district) => (
              <option key={district.id} value={district.id}>
                {district.name}
              </option>
            ))}
          </SelectField>
        )}
      </div>

      {open && (
        <div ref={detailRef} className="mb-6 scroll-mt-24 [&_h2]:outline-none" tabIndex={-1}>
          <DecisionPanel key={open.id} report={open} onDecided={onDecided} onClose={() => setOpen(undefined)} />
        </div>
      )}

      <ListStates
        list={list}
        what={t('outcomes.staff.what')}
        loadingLabel={t('outcomes.staff.loading')}
        skeletonClassName="card space-y-3 rounded-xl p-5"
        empty={{
          icon: FlagIcon,
          filtered,
          title: t('outcomes.staff.empty.title'),
          text: t('outcomes.staff.empty.text'),
          filteredTitle: t('outcomes.staff.empty.filtered'),
          filteredText: t('outcomes.staff.empty.filteredText'),
          clearLabel: t('outcomes.staff.filters.clear'),
          onClear: () => setFilters({ status: undefined, term: undefined, district: undefined }),
        }}
      >
        {(data) => (
          <>
            <ul aria-label={t('outcomes.staff.title')} className="card divide-y divide-slate-200 rounded-xl">
              {data.items.map((report) => (
                <li
                  key={report.id}
                  aria-current={report.id === openId ? 'true' : undefined}
                  className="flex flex-col gap-3 p-4 aria-[current]:bg-primary-50 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {report.district.name} · {report.term.name}
                    </p>
                    <p className="mt-0.5 text-sm text-slate-600">
                      {report.blueprint.name} · {t('outcomes.due', { date: listDate(report.term.dueOn) })}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-3">
                    <OutcomeStatusBadge status={report.status} />
                    <Button
                      size="sm"
                      variant={report.status === 'Submitted' ? 'primary' : 'secondary'}
                      onClick={() => setOpen(report.id)}
                      aria-label={t('outcomes.staff.viewReport', { term: report.term.name, district: report.district.name })}
                    >
                      {t('outcomes.staff.view')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <Pagination className="mt-6" label={t('outcomes.staff.title')} total={data.total} limit={limit} offset={offset} onChange={setPaging} />
          </>
        )}
      </ListStates>

      {canEditTerms && (
        <div className="mt-10">
          <TermsEditor onSaved={refresh} />
        </div>
      )}
    </>
  );
}
