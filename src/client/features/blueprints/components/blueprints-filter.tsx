// The list's filter (POST /blueprints/me body): search, stage, approval and one of the schools on
// the blueprints (POST /lookups/filters/blueprint-schools). Kept in the address by the page.
import '@client/i18n/en/blueprints';
import { useCallback } from 'react';
import {
  BLUEPRINT_APPROVALS,
  BLUEPRINT_SEARCH_MAX_LENGTH,
  BLUEPRINT_STAGES,
  type BlueprintApproval,
  type BlueprintStage,
} from '@contract/blueprints-messages';
import { useI18n } from '@client/i18n/use-i18n';
import { useSearchBox } from '@client/lib/use-search-box';
import { Button } from '@client/ui/button';
import { SelectField } from '@client/ui/select-field';
import { TextField } from '@client/ui/text-field';
import { useBlueprintSchoolOptions } from '../api';
import { approvalId, stageId } from '../labels';

export interface FilterValues {
  search: string;
  stage: BlueprintStage | '';
  approval: BlueprintApproval | '';
  schoolId: string;
}

export const NO_FILTER: FilterValues = { search: '', stage: '', approval: '', schoolId: '' };

const NO_DISTRICTS: string[] = [];

export function BlueprintsFilter({ values, onChange }: { values: FilterValues; onChange: (next: Partial<FilterValues>) => void }) {
  const { t, number } = useI18n();
  const applySearch = useCallback((next: string) => onChange({ search: next }), [onChange]);
  const [search, setSearch] = useSearchBox(values.search, applySearch);
  const schools = useBlueprintSchoolOptions(NO_DISTRICTS);

  const filtered = Boolean(values.search || values.stage || values.approval || values.schoolId);
  return (
    <div
      role="search"
      aria-label={t('blueprints.filters.label')}
      className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-[minmax(14rem,1fr)_11rem_11rem_minmax(12rem,16rem)_auto]"
    >
      <TextField
        className="col-span-2 lg:col-span-1"
        label={t('blueprints.filters.search')}
        type="search"
        maxLength={BLUEPRINT_SEARCH_MAX_LENGTH}
        placeholder={t('blueprints.filters.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label={t('blueprints.filters.stage')}
        value={values.stage}
        onChange={(event) => onChange({ stage: event.target.value as BlueprintStage | '' })}
      >
        <option value="">{t('blueprints.filters.allStages')}</option>
        {BLUEPRINT_STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {t(stageId(stage))}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('blueprints.filters.approval')}
        value={values.approval}
        onChange={(event) => onChange({ approval: event.target.value as BlueprintApproval | '' })}
      >
        <option value="">{t('blueprints.filters.allApprovals')}</option>
        {BLUEPRINT_APPROVALS.map((approval) => (
          <option key={approval} value={approval}>
            {t(approvalId(approval))}
          </option>
        ))}
      </SelectField>
      {schools.data && schools.data.items.length > 0 && (
        <SelectField
          className="col-span-2 lg:col-span-1"
          label={t('blueprints.filters.school')}
          value={values.schoolId}
          onChange={(event) => onChange({ schoolId: event.target.value })}
        >
          <option value="">{t('blueprints.filters.allSchools')}</option>
          {schools.data.items.map((school) => (
            <option key={school.id} value={school.id}>
              {t('blueprints.filters.schoolOption', { name: school.name, count: number(school.blueprintCount) })}
            </option>
          ))}
        </SelectField>
      )}
      {filtered && (
        <div className="col-span-2 flex items-end lg:col-span-1">
          <Button variant="ghost" onClick={() => onChange(NO_FILTER)}>
            {t('blueprints.filters.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}
