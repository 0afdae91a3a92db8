// Step 5, "Funding": full funding (one application per district every six months, checked by the
// server on submit) or matching funds (no limit); and how the applicant heard about the programme.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  FUNDING_OPTION_HINTS,
  FUNDING_OPTION_LABELS,
  FUNDING_OPTIONS,
  fundingStepSchema,
  HEARD_ABOUT_CHOICES,
  HEARD_ABOUT_OTHER,
  ONBOARDING_LIMITS,
  type FundingOption,
} from '../../../../contract/onboarding';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { ChoiceCards } from '../components/fields';
import { WizardActions } from '../components/wizard-actions';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';

const OPTIONS = FUNDING_OPTIONS.map((value) => ({
  value,
  label: FUNDING_OPTION_LABELS[value],
  description: FUNDING_OPTION_HINTS[value],
}));

export function FundingStep(props: StepProps<'funding'>) {
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
            legend="Funding option"
            name={field.name}
            value={field.value as FundingOption | ''}
            onChange={field.onChange}
            options={OPTIONS}
            error={errors.fundingOption?.message}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="How did you hear about the programme?" error={errors.heardAbout?.message} {...register('heardAbout')}>
          <option value="">Choose one</option>
          {HEARD_ABOUT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </SelectField>
        {heardAbout === HEARD_ABOUT_OTHER && (
          <TextField
            label="Where did you hear about it?"
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
