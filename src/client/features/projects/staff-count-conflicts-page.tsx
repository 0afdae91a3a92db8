// Count conflicts (programme staff, `staff:kit-orders`): the conflicts of the staff member's
// districts, open ones by default (the filter in the address shows the resolved ones or all),
// paged. Each open one is settled here with the right number, with the district's own form; it
// then moves to the resolved ones, which say who settled it with what number.
import { useRef, useState } from 'react';
import { COUNT_CONFLICT_STATES, type CountConflictState, type StaffCountConflict } from '@contract/projects-conflicts';
import '@client/i18n/en/fulfilment';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { formatTime, localDay } from '@client/lib/dates';
import { isApiError } from '@client/lib/http';
import { useListParams } from '@client/lib/use-list-params';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { AlertIcon } from '@client/ui/icons';
import { ListStates } from '@client/ui/list-states';
import { PageHeader } from '@client/ui/page-header';
import { Pagination } from '@client/ui/pagination';
import { SelectField } from '@client/ui/select-field';
import { ConflictResolveForm, ConflictText } from './components/count-conflict-resolution';
import { resolveCountConflictAsStaff, useStaffCountConflicts } from './staff-api';

/** The filter as the address holds it: no `state` is the open ones, `all` is both. */
type Shown = CountConflictState | 'all';
const SHOWN: readonly Shown[] = [...COUNT_CONFLICT_STATES, 'all'];

export function StaffCountConflictsPage() {
  const { t, tp } = useI18n();
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const asked = params.get('state') ?? '';
  const shown: Shown = (SHOWN as readonly string[]).includes(asked) ? (asked as Shown) : 'open';
  const list = useStaffCountConflicts({ state: shown === 'all' ? undefined : shown, limit, offset });
  const [settled, setSettled] = useState<{ tone: 'success' | 'info'; text: string } | null>(null);
  const feedback = useRef<HTMLDivElement>(null);

  const leaveList = (next: { tone: 'success' | 'info'; text: string }) => {
    setSettled(next);
    void list.mutate();
    // The card leaves the open list: keyboard focus goes to the message rather than the page's start.
    requestAnimationFrame(() => feedback.current?.focus());
  };
  const onResolved = (conflict: StaffCountConflict, kitsOnHand: number) =>
    leaveList({
      tone: 'success',
      text: tp('fulfilment.conflicts.settled', kitsOnHand, { project: conflict.project.name, school: conflict.school.name }),
    });
  const resolve = async (conflict: StaffCountConflict, kitsOnHand: number) => {
    try {
      return await resolveCountConflictAsStaff(conflict.project.id, conflict.id, kitsOnHand);
    } catch (error) {
      // Someone settled it meanwhile (409): say so and show the list as it is now, not a stale card.
      if (isApiError(error) && error.status === 409) {
        leaveList({ tone: 'info', text: `${conflict.project.name}, ${conflict.school.name}: ${translateMessage(t, error.message)}` });
      }
      throw error;
    }
  };

  return (
    <>
      <PageHeader title={t('fulfilment.conflicts.title')} description={t('fulfilment.conflicts.description')} />
      <div role="search" aria-label={t('fulfilment.conflicts.filters')} className="mb-6 grid gap-3 sm:grid-cols-[12rem]">
        <SelectField
          label={t('fulfilment.conflicts.show')}
          value={shown}
          onChange={(event) => {
            setSettled(null);
            setFilters({ state: event.target.value === 'open' ? undefined : event.target.value });
          }}
        >
          {SHOWN.map((value) => (
            <option key={value} value={value}>
              {t(`fulfilment.conflicts.state.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div ref={feedback} tabIndex={-1} className="outline-none" aria-live="polite" data-conflict-feedback>
        {settled && (
          <Alert tone={settled.tone} className="mb-4">
            {settled.text}
          </Alert>
        )}
      </div>
      <ListStates
        list={list}
        what={t('fulfilment.conflicts.what')}
        loadingLabel={t('fulfilment.conflicts.loading')}
        skeletonRows={3}
        skeletonClassName="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
        empty={{
          icon: AlertIcon,
          filtered: shown !== 'open',
          title: t('fulfilment.conflicts.empty'),
          text: t('fulfilment.conflicts.emptyText'),
          filteredTitle: shown === 'resolved' ? t('fulfilment.conflicts.noneResolved') : t('fulfilment.conflicts.noneAtAll'),
          filteredText: t('fulfilment.conflicts.noneText'),
          clearLabel: t('fulfilment.conflicts.showOpen'),
          onClear: () => setFilters({ state: undefined }),
        }}
      >
        {(data) => (
          <>
            <ul className="space-y-4">
              {data.items.map((conflict) => (
                <ConflictCard
                  key={conflict.id}
                  conflict={conflict}
                  resolve={(kits) => resolve(conflict, kits)}
                  onResolved={(kits) => onResolved(conflict, kits)}
                />
              ))}
            </ul>
            <Pagination
              className="mt-6"
              label={t('fulfilment.conflicts.title')}
              total={data.total}
              limit={limit}
              offset={offset}
              onChange={setPaging}
            />
          </>
        )}
      </ListStates>
    </>
  );
}

interface CardProps {
  conflict: StaffCountConflict;
  resolve: (kitsOnHand: number) => Promise<unknown>;
  onResolved: (kitsOnHand: number) => void;
}

function ConflictCard({ conflict, resolve, onResolved }: CardProps) {
  const { t, listDate } = useI18n();
  const when = (iso: string) => `${listDate(localDay(iso))} ${formatTime(iso)}`;
  const headingId = `conflict-${conflict.id}`;
  const subject = `${conflict.project.name}, ${conflict.school.name}`;
  const resolution = conflict.resolution;
  return (
    <li aria-labelledby={headingId} data-conflict-card className="card rounded-xl p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {conflict.project.name}
          </h2>
          <p className="text-sm text-slate-600">
            {conflict.school.name}
            {t('projects.separator')}
            {conflict.district.name}
          </p>
        </div>
        <Badge tone={resolution ? 'success' : 'warning'}>
          {t(resolution ? 'fulfilment.conflicts.state.resolved' : 'fulfilment.conflicts.state.open')}
        </Badge>
      </div>
      <div className="mt-3 text-sm text-slate-800">
        <ConflictText conflict={conflict} />
        <p className="mt-1 text-slate-600">{t('fulfilment.conflicts.flagged', { when: when(conflict.createdAt) })}</p>
        {resolution ? (
          <p className="mt-2 font-medium text-emerald-800" data-resolution>
            {t('fulfilment.conflicts.resolvedBy', {
              count: resolution.kitsOnHand,
              who: resolution.resolvedBy ?? t('fulfilment.conflicts.someone'),
              when: when(resolution.resolvedAt),
            })}
          </p>
        ) : (
          <>
            <p className="mt-2">{t('fulfilment.conflicts.stored', { count: conflict.project.kitsOnHand })}</p>
            <ConflictResolveForm conflict={conflict} subject={subject} resolve={resolve} onResolved={onResolved} />
          </>
        )}
      </div>
    </li>
  );
}
