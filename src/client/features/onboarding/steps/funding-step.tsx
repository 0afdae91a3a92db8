// Step 5, "Funding": full funding (one application per district every six months, checked by the
// server on submit) or matching funds (no limit); and how the applicant heard about the programme.
import '@client/i18n/en/onboarding';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  FUNDING_OPTIONS,
  fundingStepSchema,
  HEARD_ABOUT_CHOICES,
  HEARD_ABOUT_OTHER,
  ONBOARDING_LIMITS,
  type FundingOption,
} from '@contract/onboarding';
import { fundingLabel, heardAboutLabel } from '@client/i18n/programme-labels';
import { useI18n } from '@client/i18n/use-i18n';
import { SelectField } from '@client/ui/select-field';
import { TextField } from '@client/ui/text-field';
import { ChoiceCards } from '../components/fields';
import { WizardActions } from '../components/wizard-actions';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';

export function FundingStep(props: StepProps<'funding'>) {
  const { t } = useI18n();
  const options = FUNDING_OPTIONS.map((value) => ({
    value,
    label: fundingLabel(t, value),
    description: t(`onboarding.funding.hint.${value}`),
  }));
  const v = props.values ?? {};
  const form = useForm({
    resolver: zodResolver(fundingStepSchema),
    mode: 'onTouched',
    defaultValues: { fundingOption: v.fundingOption ?? '', heardAbout: v.heardAbout ?? '', heardAboutOther: v.heardAboutOther ?? '' },
  });
  useStepForm(form, props);
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  const heardAbout = watch('heardAbout');

  return (
    <form onSubmit={handleSubmit(props.onNext)} noValidate aria-labelledby="step-title" className="space-y-6">
      <Controller
        control={control}
        name="fundingOption"
        render={({ field }) => (
          <ChoiceCards<FundingOption>
            legend={t('onboarding.funding.option')}
            name={field.name}
            value={field.value as FundingOption | ''}
            onChange={field.onChange}
            options={options}
            error={errors.fundingOption?.message}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label={t('onboarding.funding.heardAbout')} error={errors.heardAbout?.message} {...register('heardAbout')}>
          <option value="">{t('onboarding.funding.chooseOne')}</option>
          {HEARD_ABOUT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {heardAboutLabel(t, choice)}
            </option>
          ))}
        </SelectField>
        {heardAbout === HEARD_ABOUT_OTHER && (
          <TextField
            label={t('onboarding.funding.heardAboutOther')}
            maxLength={ONBOARDING_LIMITS.heardAboutOther}
            error={errors.heardAboutOther?.message}
            {...register('heardAboutOther')}
          />
        )}
      </div>
      <WizardActions busy={props.busy} onBack={() => props.onGoTo(4, form.getValues())} />
    </form>
  );
}
