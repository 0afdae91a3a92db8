// The assignee picker: "Not assigned yet" and every admin or school success manager who may take
// the application, each with their open workload ("Renee Alvarez — 3 open").
import '@client/i18n/en/review';
import type { Ref } from 'react';
import { useI18n } from '@client/i18n/use-i18n';
import { SelectField } from '@client/ui/select-field';
import { useAssignees } from '../staff-api';

interface AssigneeSelectProps {
  value: string;
  onChange: (value: string) => void;
  /** Only those who may take this district's applications. */
  districtId?: string;
  label?: string;
  hideLabel?: boolean;
  error?: string;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function AssigneeSelect({ value, onChange, districtId, label, hideLabel, error, className, ref }: AssigneeSelectProps) {
  const { t, number } = useI18n();
  const assignees = useAssignees(districtId);
  return (
    <SelectField
      ref={ref}
      className={className}
      label={label ?? t('review.assignee.label')}
      hideLabel={hideLabel}
      value={value}
      error={error}
      disabled={!assignees.data}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{assignees.data ? t('review.assignee.nobody') : t('review.assignee.loading')}</option>
      {assignees.data?.items.map((person) => (
        <option key={person.id} value={person.id}>
          {t('review.assignee.option', { name: person.name, count: number(person.openApplications) })}
        </option>
      ))}
    </SelectField>
  );
}
