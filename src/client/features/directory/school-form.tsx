// Add or edit a school of a district: name, NCES id, city, state, grade band, Title I status,
// enrollment and % economically disadvantaged, checked by the contract's rules on both sides.
import '@client/i18n/en/directory';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TITLE_I_STATUSES } from '@contract/directory';
import { schoolInputSchema, type DirectorySchool } from '@contract/directory-admin';
import { US_STATE_CODES } from '@contract/us-states';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { SelectField } from '@client/ui/select-field';
import { TextField } from '@client/ui/text-field';
import { createSchool, editSchool, useRefreshDirectory } from './api';

export function SchoolForm({ districtId, school, onDone }: { districtId: string; school?: DirectorySchool; onDone: () => void }) {
  const { t } = useI18n();
  const refresh = useRefreshDirectory();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(schoolInputSchema),
    defaultValues: {
      name: school?.name ?? '',
      ncesId: school?.ncesId ?? '',
      city: school?.city ?? '',
      state: school?.state ?? '',
      gradeBand: school?.gradeBand ?? '',
      titleIStatus: school?.titleIStatus ?? '',
      estimatedEnrollment: school?.estimatedEnrollment ?? '',
      economicallyDisadvantagedPct: school?.economicallyDisadvantagedPct ?? '',
    },
  });
  const { register, handleSubmit, setError, formState } = form;
  const errors = formState.errors;
  const message = (text?: string) => (text ? translateMessage(t, text) : undefined);

  const save = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (school) await editSchool(school.id, values);
      else await createSchool(districtId, values);
      await refresh();
      onDone();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length) {
        for (const e of error.fieldErrors) setError(e.field as 'name', { message: e.message });
      } else setFailure(errorText(error, t));
    }
  });

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      className="space-y-4"
      aria-label={school ? t('directory.editSchoolName', { name: school.name }) : t('directory.addSchool')}
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField className="sm:col-span-2" label={t('directory.field.schoolName')} error={message(errors.name?.message)} {...register('name')} />
        <TextField label={t('directory.field.schoolNces')} inputMode="numeric" error={message(errors.ncesId?.message)} {...register('ncesId')} />
        <TextField
          label={t('directory.field.gradeBand')}
          placeholder={t('directory.field.gradeBandExample')}
          error={message(errors.gradeBand?.message)}
          {...register('gradeBand')}
        />
        <TextField label={t('directory.field.city')} error={message(errors.city?.message)} {...register('city')} />
        <SelectField label={t('directory.field.state')} error={message(errors.state?.message)} {...register('state')}>
          <option value="">{t('directory.field.districtState')}</option>
          {US_STATE_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('directory.field.titleI')} error={message(errors.titleIStatus?.message)} {...register('titleIStatus')}>
          <option value="">{t('directory.field.notReported')}</option>
          {TITLE_I_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('directory.field.enrollment')}
          inputMode="numeric"
          error={message(errors.estimatedEnrollment?.message)}
          {...register('estimatedEnrollment')}
        />
        <TextField
          label={t('directory.field.disadvantaged')}
          inputMode="numeric"
          error={message(errors.economicallyDisadvantagedPct?.message)}
          {...register('economicallyDisadvantagedPct')}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={formState.isSubmitting}>
          {school ? t('directory.save') : t('directory.addSchool')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('directory.cancel')}
        </Button>
      </div>
    </form>
  );
}
