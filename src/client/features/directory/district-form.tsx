// Add or edit a district: name, state, city, NCES id and e-mail domains (one per line). The
// contract's rules check it here and again on the server; the server's field errors land at their field.
import '@client/i18n/en/directory';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { districtInputSchema, type DirectoryDistrictDetail } from '@contract/directory-admin';
import { US_STATE_CODES } from '@contract/us-states';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { SelectField } from '@client/ui/select-field';
import { TextArea } from '@client/ui/text-area';
import { TextField } from '@client/ui/text-field';
import { createDistrict, editDistrict, useRefreshDirectory } from './api';

// The form types the domains as text; the contract's list rule runs on the lines.
const formSchema = districtInputSchema.extend({
  emailDomains: z
    .string()
    .transform((text): string[] | undefined =>
      text
        .split(/[\s,;]+/)
        .map((d) => d.trim())
        .filter(Boolean),
    )
    .pipe(districtInputSchema.shape.emailDomains),
});

export function DistrictForm({ district, onDone }: { district?: DirectoryDistrictDetail; onDone: (saved?: DirectoryDistrictDetail) => void }) {
  const { t } = useI18n();
  const refresh = useRefreshDirectory();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: district?.name ?? '',
      state: district?.state ?? '',
      city: district?.city ?? '',
      ncesId: district?.ncesId ?? '',
      emailDomains: district?.emailDomains.join('\n') ?? '',
    },
  });
  const { register, handleSubmit, setError, formState } = form;
  const errors = formState.errors;
  const message = (text?: string) => (text ? translateMessage(t, text) : undefined);

  const save = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = district ? await editDistrict(district.id, values) : await createDistrict(values);
      await refresh();
      onDone(saved);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length) {
        for (const e of error.fieldErrors) setError(e.field.split('.')[0] as 'name', { message: e.message });
      } else setFailure(errorText(error, t));
    }
  });

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="space-y-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField className="sm:col-span-2" label={t('directory.field.name')} error={message(errors.name?.message)} {...register('name')} />
        <SelectField label={t('directory.field.state')} error={message(errors.state?.message)} {...register('state')}>
          <option value="">{t('directory.field.chooseState')}</option>
          {US_STATE_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <TextField label={t('directory.field.city')} error={message(errors.city?.message)} {...register('city')} />
        <TextField label={t('directory.field.districtNces')} inputMode="numeric" error={message(errors.ncesId?.message)} {...register('ncesId')} />
        <TextArea
          label={t('directory.field.emailDomains')}
          hint={t('directory.field.emailDomainsHint')}
          rows={2}
          error={message(errors.emailDomains?.message)}
          {...register('emailDomains')}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={formState.isSubmitting}>
          {district ? t('directory.save') : t('directory.addConfirm')}
        </Button>
        <Button variant="ghost" onClick={() => onDone()}>
          {t('directory.cancel')}
        </Button>
      </div>
    </form>
  );
}
