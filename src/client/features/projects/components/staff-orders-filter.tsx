// The fulfilment queue's filters: status, kind, district, school, project kit, placed date range
// and overdue only. The page keeps them in the address; the schools follow the chosen district.
import { KIT_ORDER_KINDS, KIT_ORDER_STATUSES, type KitOrderKind, type KitOrderStatus } from '@contract/projects';
import { MAX_DATE } from '@contract/constants';
import { fulfilmentMessages, type KitOrderFilterOptions } from '@contract/projects-fulfilment';
import '@client/i18n/en/fulfilment';
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';
import { orderKindLabelId, orderStatusLabelId } from '@client/ui/order-status';
import { SelectField } from '@client/ui/select-field';
import { TextField } from '@client/ui/text-field';

export interface QueueFilterValues {
  status: KitOrderStatus | '';
  kind: KitOrderKind | '';
  districtId: string;
  schoolId: string;
  resourceId: string;
  from: string;
  to: string;
  overdue: boolean;
}

export const EMPTY_FILTERS: QueueFilterValues = {
  status: '',
  kind: '',
  districtId: '',
  schoolId: '',
  resourceId: '',
  from: '',
  to: '',
  overdue: false,
};

interface Props {
  values: QueueFilterValues;
  options: KitOrderFilterOptions | undefined;
  onChange: (next: Partial<QueueFilterValues>) => void;
}

export function StaffOrdersFilter({ values, options, onChange }: Props) {
  const { t } = useI18n();
  const schools = (options?.schools ?? []).filter((school) => !values.districtId || school.districtId === values.districtId);
  const rangeError = values.from && values.to && values.from > values.to ? fulfilmentMessages.dateRange : undefined;
  const filtered = Object.entries(values).some(([, value]) => Boolean(value));
  return (
    <div role="search" aria-label={t('fulfilment.filters.label')} className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
      <SelectField
        label={t('fulfilment.filters.status')}
        value={values.status}
        onChange={(e) => onChange({ status: e.target.value as KitOrderStatus | '' })}
      >
        <option value="">{t('fulfilment.filters.allStatuses')}</option>
        {KIT_ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(orderStatusLabelId(status))}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('fulfilment.filters.kind')} value={values.kind} onChange={(e) => onChange({ kind: e.target.value as KitOrderKind | '' })}>
        <option value="">{t('fulfilment.filters.allKinds')}</option>
        {KIT_ORDER_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(orderKindLabelId(kind))}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('fulfilment.filters.district')}
        value={values.districtId}
        // A school of another district no longer fits the choice.
        onChange={(e) => onChange({ districtId: e.target.value, schoolId: '' })}
      >
        <option value="">{t('fulfilment.filters.allDistricts')}</option>
        {options?.districts.map((district) => (
          <option key={district.id} value={district.id}>
            {district.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('fulfilment.filters.school')} value={values.schoolId} onChange={(e) => onChange({ schoolId: e.target.value })}>
        <option value="">{t('fulfilment.filters.allSchools')}</option>
        {schools.map((school) => (
          <option key={school.id} value={school.id}>
            {school.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('fulfilment.filters.kit')} value={values.resourceId} onChange={(e) => onChange({ resourceId: e.target.value })}>
        <option value="">{t('fulfilment.filters.allKits')}</option>
        {options?.projectKits.map((kit) => (
          <option key={kit.id} value={kit.id}>
            {kit.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('fulfilment.filters.from')}
        type="date"
        max={values.to || MAX_DATE}
        value={values.from}
        onChange={(e) => onChange({ from: e.target.value })}
      />
      <TextField
        label={t('fulfilment.filters.to')}
        type="date"
        min={values.from || undefined}
        max={MAX_DATE}
        value={values.to}
        error={rangeError}
        onChange={(e) => onChange({ to: e.target.value })}
      />
      <div className="col-span-2 flex flex-wrap items-center gap-x-6 gap-y-2 md:col-span-1 md:items-end md:pb-2.5 lg:col-span-3">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={values.overdue}
            onChange={(e) => onChange({ overdue: e.target.checked })}
            className="size-4 rounded border-slate-300 text-primary-700 focus:outline-2 focus:outline-offset-2 focus:outline-primary-600"
          />
          {t('fulfilment.filters.overdue')}
        </label>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={() => onChange(EMPTY_FILTERS)}>
            {t('fulfilment.filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
