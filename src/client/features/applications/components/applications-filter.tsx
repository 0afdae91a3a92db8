// The list's filter (POST /applications/me body): search, status, application date range and,
// for district users, one of the district's schools. Kept in the address by the page.
import '@client/i18n/en/applications';
import { useCallback } from 'react';
import { APPLICATION_STATUSES, applicationMessages, type ApplicationStatus } from '@contract/applications';
import { MAX_DATE } from '@contract/constants';
import { useI18n } from '@client/i18n/use-i18n';
import { useSearchBox } from '@client/lib/use-search-box';
import { Button } from '@client/ui/button';
import { SelectField } from '@client/ui/select-field';
import { TextField } from '@client/ui/text-field';
import { useSchoolsOfApplications } from '../api';
import { statusId } from '../labels';

export interface FilterValues {
  search: string;
  status: ApplicationStatus | '';
  dateFrom: string;
  dateTo: string;
  schoolId: string;
}

interface ApplicationsFilterProps {
  values: FilterValues;
  onChange: (next: Partial<FilterValues>) => void;
  districtId: string | null;
}

export function ApplicationsFilter({ values, onChange, districtId }: ApplicationsFilterProps) {
  const { t, number } = useI18n();
  const applySearch = useCallback((next: string) => onChange({ search: next }), [onChange]);
  const [search, setSearch] = useSearchBox(values.search, applySearch);
  const schools = useSchoolsOfApplications(districtId);

  const rangeError = values.dateFrom && values.dateTo && values.dateFrom > values.dateTo ? applicationMessages.dateRange : undefined;
  const filtered = Boolean(values.search || values.status || values.dateFrom || values.dateTo || values.schoolId);

  return (
    <div
      role="search"
      aria-label={t('applications.filters.label')}
      className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-[minmax(14rem,1fr)_13rem_10.5rem_10.5rem]"
    >
      <TextField
        className="col-span-2 lg:col-span-1"
        label={t('applications.filters.search')}
        type="search"
        placeholder={t('applications.filters.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        className="col-span-2 lg:col-span-1"
        label={t('applications.filters.status')}
        value={values.status}
        onChange={(event) => onChange({ status: event.target.value as ApplicationStatus | '' })}
      >
        <option value="">{t('applications.filters.allStatuses')}</option>
        {APPLICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(statusId(status))}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('applications.filters.from')}
        type="date"
        max={values.dateTo || MAX_DATE}
        value={values.dateFrom}
        onChange={(event) => onChange({ dateFrom: event.target.value })}
      />
      <TextField
        label={t('applications.filters.to')}
        type="date"
        min={values.dateFrom || undefined}
        max={MAX_DATE}
        value={values.dateTo}
        error={rangeError}
        onChange={(event) => onChange({ dateTo: event.target.value })}
      />
      {schools.data && schools.data.items.length > 0 && (
        <SelectField
          className="col-span-2 lg:col-span-1"
          label={t('applications.filters.school')}
          value={values.schoolId}
          onChange={(event) => onChange({ schoolId: event.target.value })}
        >
          <option value="">{t('applications.filters.allSchools')}</option>
          {schools.data.items.map((school) => (
            <option key={school.id} value={school.id}>
              {t('applications.filters.schoolOption', { name: school.name, count: number(school.applicationCount) })}
            </option>
          ))}
        </SelectField>
      )}
      {filtered && (
        <div className="col-span-2 flex items-end lg:col-span-1">
          <Button variant="ghost" onClick={() => onChange({ search: '', status: '', dateFrom: '', dateTo: '', schoolId: '' })}>
            {t('applications.filters.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}
