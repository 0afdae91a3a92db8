// The review queue's filters, kept in the address by the page: search, status (one, or all still
// open), assignee ("Not assigned yet", me, anyone else), district, application date range and sort.
import '@client/i18n/en/review';
import { useCallback } from 'react';
import { APPLICATION_STATUSES, applicationMessages } from '@contract/applications';
import { CLOSED_STATUSES } from '@contract/applications-messages';
import { REVIEW_SORTS, UNASSIGNED, type ReviewSort } from '@contract/applications-staff';
import { MAX_DATE } from '@contract/constants';
import { useI18n } from '@client/i18n/use-i18n';
import { useStaffDistricts } from '@client/lib/staff-lookups';
import { useSearchBox } from '@client/lib/use-search-box';
import { useSession } from '@client/lib/use-session';
import { Button } from '@client/ui/button';
import { SelectField } from '@client/ui/select-field';
import { TextField } from '@client/ui/text-field';
import { statusId } from '../labels';
import { useAssignees } from '../staff-api';

// Open: work may still be due, so waitlisted applications count; completed, declined and withdrawn ones do not.
const OPEN_STATUSES = APPLICATION_STATUSES.filter((status) => !(CLOSED_STATUSES as readonly string[]).includes(status)).join(',');

export interface ReviewFilterValues {
  search: string;
  /** One status, OPEN_STATUSES, or '' for all. */
  status: string;
  assignee: string;
  districtId: string;
  dateFrom: string;
  dateTo: string;
  sort: ReviewSort;
}

const EMPTY_FILTER: ReviewFilterValues = { search: '', status: '', assignee: '', districtId: '', dateFrom: '', dateTo: '', sort: 'newest' };

interface ReviewFilterProps {
  values: ReviewFilterValues;
  onChange: (next: Partial<ReviewFilterValues>) => void;
}

export function ReviewFilter({ values, onChange }: ReviewFilterProps) {
  const { t } = useI18n();
  const { user } = useSession();
  const districts = useStaffDistricts();
  const assignees = useAssignees();
  const applySearch = useCallback((next: string) => onChange({ search: next }), [onChange]);
  const [search, setSearch] = useSearchBox(values.search, applySearch);
  const rangeError = values.dateFrom && values.dateTo && values.dateFrom > values.dateTo ? applicationMessages.dateRange : undefined;
  const filtered = Boolean(values.search || values.status || values.assignee || values.districtId || values.dateFrom || values.dateTo);
  const others = assignees.data?.items.filter((person) => person.id !== user?.id) ?? [];

  return (
    <div role="search" aria-label={t('review.filters.label')} className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-4">
      <TextField
        className="col-span-2"
        label={t('review.filters.search')}
        type="search"
        placeholder={t('review.filters.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        className="col-span-2 md:col-span-1"
        label={t('review.filters.status')}
        value={values.status}
        onChange={(event) => onChange({ status: event.target.value })}
      >
        <option value="">{t('review.filters.allStatuses')}</option>
        <option value={OPEN_STATUSES}>{t('review.filters.open')}</option>
        {APPLICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(statusId(status))}
          </option>
        ))}
      </SelectField>
      <SelectField
        className="col-span-2 md:col-span-1"
        label={t('review.filters.assignee')}
        value={values.assignee}
        onChange={(event) => onChange({ assignee: event.target.value })}
      >
        <option value="">{t('review.filters.anyone')}</option>
        <option value={UNASSIGNED}>{t('review.assignee.nobody')}</option>
        {user && <option value={user.id}>{t('review.filters.me')}</option>}
        {others.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </SelectField>
      {/* A manager with one district has nothing to choose. */}
      {districts.data && districts.data.items.length > 1 ? (
        <SelectField
          className="col-span-2 md:col-span-1"
          label={t('review.filters.district')}
          value={values.districtId}
          onChange={(event) => onChange({ districtId: event.target.value })}
        >
          <option value="">{t('review.filters.allDistricts')}</option>
          {districts.data.items.map((district) => (
            <option key={district.id} value={district.id}>
              {district.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField
        className="col-span-2 md:col-span-1"
        label={t('review.filters.sort')}
        value={values.sort}
        onChange={(event) => onChange({ sort: event.target.value as ReviewSort })}
      >
        {REVIEW_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`review.sort.${sort}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('review.filters.from')}
        type="date"
        max={values.dateTo || MAX_DATE}
        value={values.dateFrom}
        onChange={(event) => onChange({ dateFrom: event.target.value })}
      />
      <TextField
        label={t('review.filters.to')}
        type="date"
        min={values.dateFrom || undefined}
        max={MAX_DATE}
        value={values.dateTo}
        error={rangeError}
        onChange={(event) => onChange({ dateTo: event.target.value })}
      />
      {filtered && (
        <div className="col-span-2 flex items-end md:col-span-1">
          <Button variant="ghost" onClick={() => onChange({ ...EMPTY_FILTER, sort: values.sort })}>
            {t('review.filters.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}
