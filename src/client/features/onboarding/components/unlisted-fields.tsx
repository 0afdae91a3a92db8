// "My district or school isn't listed": the district's name, state and city and the schools' names
// as the applicant types them; the application is filed with them for programme staff to match to
// the directory. A school with no district (a charter school) types only its own name.
import '@client/i18n/en/onboarding';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { MAX_PROFILE_SCHOOLS, ONBOARDING_LIMITS, type districtStepSchema } from '@contract/onboarding';
import { US_STATE_CODES } from '@contract/us-states';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';
import { SelectField } from '@client/ui/select-field';
import { TextField } from '@client/ui/text-field';
import { CheckboxField, FieldError } from './fields';

type DistrictForm = UseFormReturn<z.input<typeof districtStepSchema>, unknown, z.output<typeof districtStepSchema>>;

export function UnlistedFields({ form }: { form: DistrictForm }) {
  const { t } = useI18n();
  const { register, watch, formState } = form;
  const schools = useFieldArray({ control: form.control, name: 'unlisted.schools' });
  const noDistrict = Boolean(watch('unlisted.noDistrict'));
  const errors = (formState.errors.unlisted ?? {}) as Record<
    string,
    { message?: string; root?: { message?: string } } & Record<number, { name?: { message?: string } }>
  >;
  const message = (text?: string) => (text ? translateMessage(t, text) : undefined);
  const max = noDistrict ? 1 : MAX_PROFILE_SCHOOLS;

  return (
    <div className="mt-3 space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-600">{t('onboarding.unlisted.intro')}</p>
      <CheckboxField
        label={t('onboarding.unlisted.noDistrict')}
        description={t('onboarding.unlisted.noDistrictDescription')}
        {...register('unlisted.noDistrict')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {!noDistrict && (
          <TextField
            className="sm:col-span-2"
            label={t('onboarding.unlisted.districtName')}
            maxLength={ONBOARDING_LIMITS.directoryName}
            autoComplete="organization"
            error={message(errors.districtName?.message)}
            {...register('unlisted.districtName')}
          />
        )}
        <SelectField label={t('onboarding.unlisted.state')} error={message(errors.state?.message)} {...register('unlisted.state')}>
          <option value="">{t('onboarding.unlisted.chooseState')}</option>
          {US_STATE_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('onboarding.unlisted.city')}
          hint={t('onboarding.unlisted.optional')}
          maxLength={ONBOARDING_LIMITS.directoryName}
          error={message(errors.city?.message)}
          {...register('unlisted.city')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">
          {noDistrict ? t('onboarding.unlisted.yourSchool') : t('onboarding.unlisted.schools')}
        </legend>
        <ul className="mt-2 space-y-3">
          {schools.fields.map((field, index) => (
            <li key={field.id} className="flex items-start gap-2">
              <TextField
                className="flex-1"
                label={t('onboarding.unlisted.schoolName', { number: index + 1 })}
                maxLength={ONBOARDING_LIMITS.directoryName}
                error={message(errors.schools?.[index]?.name?.message)}
                {...register(`unlisted.schools.${index}.name`)}
              />
              <Button
                variant="ghost"
                size="sm"
                className="mt-7"
                aria-label={t('onboarding.unlisted.removeSchool', { number: index + 1 })}
                onClick={() => schools.remove(index)}
              >
                {t('onboarding.unlisted.remove')}
              </Button>
            </li>
          ))}
        </ul>
        {schools.fields.length < max && (
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => schools.append({ name: '' })}>
            {t('onboarding.unlisted.addSchool')}
          </Button>
        )}
        <FieldError>{message(errors.schools?.message ?? errors.schools?.root?.message)}</FieldError>
      </fieldset>
    </div>
  );
}
