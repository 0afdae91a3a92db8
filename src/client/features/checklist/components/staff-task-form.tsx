// Create or edit a checklist task: district (fixed once created), for everyone in it or one
// person, title, description, general or resource task (with its type and, optionally, one
// resource), required or optional, due date. The contract's own rules check it before sending.
import '@client/i18n/en/checklist';
import '@client/i18n/en/staff-tasks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createStaffTaskSchema, TASK_RESOURCE_TYPES, type StaffTask, type TaskKind, type TaskResourceType } from '@contract/action-tasks';
import { MAX_DATE } from '@contract/constants';
import { STAFF_TEXT_MAX_LENGTH, STAFF_TITLE_MAX_LENGTH } from '@contract/staff-messages';
import { useI18n } from '@client/i18n/use-i18n';
import { useDistrictPeople, useStaffDistricts } from '@client/lib/staff-lookups';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { placeFieldErrors } from '@client/ui/error-text';
import { SelectField } from '@client/ui/select-field';
import { TextArea } from '@client/ui/text-area';
import { TextField } from '@client/ui/text-field';
import { createStaffTask, updateStaffTask, useResourcesOfType } from '../staff-api';
import { resourceTypeLabelId } from '../task-labels';

const FIELDS = ['districtId', 'userId', 'title', 'description', 'kind', 'resourceType', 'resourceId', 'isRequired', 'dueDate'] as const;

interface Values {
  districtId: string;
  userId: string;
  title: string;
  description: string;
  kind: TaskKind;
  resourceType: string;
  resourceId: string;
  isRequired: boolean;
  dueDate: string;
}

const valuesOf = (task: StaffTask | null, districtId: string): Values => ({
  districtId: task?.district.id ?? districtId,
  userId: task?.assignee?.id ?? '',
  title: task?.title ?? '',
  description: task?.description ?? '',
  kind: task?.kind ?? 'general',
  resourceType: task?.resourceType ?? '',
  resourceId: task?.resource?.id ?? '',
  isRequired: task?.isRequired ?? false,
  dueDate: task?.dueDate ?? '',
});

interface StaffTaskFormProps {
  /** The task being edited; null: a new one. */
  task: StaffTask | null;
  onSaved: (task: StaffTask, created: boolean) => Promise<unknown>;
  onCancel: () => void;
}

export function StaffTaskForm({ task, onSaved, onCancel }: StaffTaskFormProps) {
  const { t } = useI18n();
  const titleId = useId();
  const districts = useStaffDistricts();
  const onlyDistrict = districts.data?.items.length === 1 ? districts.data.items[0]!.id : '';
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(createStaffTaskSchema), mode: 'onTouched', defaultValues: valuesOf(task, onlyDistrict) as Values });
  useEffect(() => reset(valuesOf(task, onlyDistrict)), [task, onlyDistrict, reset]);

  const districtId = watch('districtId') as string;
  const kind = watch('kind');
  const resourceType = (watch('resourceType') as string) || null;
  const people = useDistrictPeople(districtId || null);
  const resources = useResourcesOfType(kind === 'resource' ? (resourceType as TaskResourceType | null) : null);
  // A retired resource stays on a task that named it: keep it choosable.
  const resourceChoices = [
    ...(task?.resource && !resources.data?.items.some((r) => r.id === task.resource!.id) ? [task.resource] : []),
    ...(resources.data?.items ?? []),
  ];

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { districtId: district, ...fields } = values;
      const saved = task ? await updateStaffTask(task.id, fields) : await createStaffTask({ districtId: district, ...fields });
      await onSaved(saved, task === null);
      if (!task) reset({ ...valuesOf(null, district), districtId: district });
    } catch (error) {
      setFormError(placeFieldErrors(error, FIELDS, setError, t));
    }
  });

  return (
    <section aria-labelledby={titleId} className="card rounded-xl p-5 sm:p-6">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {task ? t('staffTasks.form.edit', { title: task.title }) : t('staffTasks.form.new')}
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4 space-y-4">
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label={t('staffTasks.form.district')}
            disabled={task !== null}
            error={errors.districtId?.message}
            {...register('districtId', { onChange: () => setValue('userId', '') })}
          >
            {!onlyDistrict && <option value="">{t('staffTasks.form.chooseDistrict')}</option>}
            {districts.data?.items.map((district) => (
              <option key={district.id} value={district.id}>
                {district.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('staffTasks.form.person')} error={errors.userId?.message} disabled={!districtId} {...register('userId')}>
            <option value="">{t('staffTasks.form.everyone')}</option>
            {people.data?.items.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </SelectField>
          <TextField
            className="md:col-span-2"
            label={t('staffTasks.form.title')}
            maxLength={STAFF_TITLE_MAX_LENGTH}
            error={errors.title?.message}
            {...register('title')}
          />
          <TextArea
            className="md:col-span-2"
            label={t('staffTasks.form.description')}
            maxLength={STAFF_TEXT_MAX_LENGTH}
            error={errors.description?.message}
            {...register('description')}
          />
          <SelectField
            label={t('staffTasks.form.kind')}
            error={errors.kind?.message}
            {...register('kind', {
              onChange: (event: { target: { value: string } }) => {
                if (event.target.value === 'general') {
                  setValue('resourceType', '');
                  setValue('resourceId', '');
                }
              },
            })}
          >
            <option value="general">{t('staffTasks.form.kind.general')}</option>
            <option value="resource">{t('staffTasks.form.kind.resource')}</option>
          </SelectField>
          <TextField label={t('staffTasks.form.dueDate')} type="date" max={MAX_DATE} error={errors.dueDate?.message} {...register('dueDate')} />
          {kind === 'resource' && (
            <>
              <SelectField
                label={t('staffTasks.form.resourceType')}
                error={errors.resourceType?.message}
                {...register('resourceType', { onChange: () => setValue('resourceId', '') })}
              >
                <option value="">{t('staffTasks.form.chooseType')}</option>
                {TASK_RESOURCE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(resourceTypeLabelId(type))}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('staffTasks.form.resource')}
                error={errors.resourceId?.message}
                disabled={!resourceType}
                {...register('resourceId')}
              >
                <option value="">{t('staffTasks.form.anyResource')}</option>
                {resourceChoices.map((resource) => (
                  <option key={resource.id} value={resource.id}>
                    {resource.name}
                  </option>
                ))}
              </SelectField>
            </>
          )}
        </div>
        <div className="flex items-start gap-3">
          <input
            id={`${titleId}-required`}
            type="checkbox"
            className="mt-0.5 size-4.5 accent-primary-700"
            aria-describedby={`${titleId}-required-hint`}
            {...register('isRequired')}
          />
          <div>
            <label htmlFor={`${titleId}-required`} className="text-sm font-medium text-slate-800">
              {t('staffTasks.form.required')}
            </label>
            <p id={`${titleId}-required-hint`} className="text-sm text-slate-500">
              {t('staffTasks.form.requiredHint')}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={isSubmitting}>
            {task ? t('staffTasks.form.save') : t('staffTasks.form.create')}
          </Button>
          {task && (
            <Button variant="ghost" onClick={onCancel}>
              {t('staffTasks.form.cancel')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
