// Step 0, "About you" (spec §3 "User profile", §6): prefix, name, work e-mail, phone, current role
// and title (one of four, or Other with its own text).
import '@client/i18n/en/onboarding';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PHONE_INPUT_MAX_LENGTH } from '@contract/constants';
import { CURRENT_ROLES, ONBOARDING_LIMITS, PREFIXES, profileStepSchema, TITLE_OTHER, TITLES } from '@contract/onboarding';
import { useI18n } from '@client/i18n/use-i18n';
import { SelectField } from '@client/ui/select-field';
import { TextField } from '@client/ui/text-field';
import { WizardActions } from '../components/wizard-actions';
import { jobTitleLabel, prefixLabel, roleLabel } from '../labels';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';

export function ProfileStep(props: StepProps<'profile'>) {
  const { t } = useI18n();
  const v = props.values ?? {};
  const form = useForm({
    resolver: zodResolver(profileStepSchema),
    mode: 'onTouched',
    defaultValues: {
      prefix: v.prefix ?? '',
      firstName: v.firstName ?? '',
      lastName: v.lastName ?? '',
      workEmail: v.workEmail ?? '',
      phoneNumber: v.phoneNumber ?? '',
      currentRole: v.currentRole ?? '',
      title: v.title ?? '',
      titleOther: v.titleOther ?? '',
    },
  });
  useStepForm(form, props);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  const title = watch('title');

  return (
    <form onSubmit={handleSubmit(props.onNext)} noValidate aria-labelledby="step-title">
      <div className="grid gap-5 sm:grid-cols-[8rem_1fr_1fr]">
        <SelectField label={t('onboarding.profile.prefix')} error={errors.prefix?.message} {...register('prefix')}>
          <option value="">{t('onboarding.profile.prefixNone')}</option>
          {PREFIXES.map((p) => (
            <option key={p} value={p}>
              {prefixLabel(t, p)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('onboarding.profile.firstName')}
          autoComplete="given-name"
          maxLength={ONBOARDING_LIMITS.name}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('onboarding.profile.lastName')}
          autoComplete="family-name"
          maxLength={ONBOARDING_LIMITS.name}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('onboarding.profile.workEmail')}
          type="email"
          autoComplete="email"
          maxLength={ONBOARDING_LIMITS.workEmail}
          hint={t('onboarding.profile.workEmailHint')}
          error={errors.workEmail?.message}
          {...register('workEmail')}
        />
        <TextField
          label={t('onboarding.profile.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          placeholder={t('onboarding.profile.phonePlaceholder')}
          hint={t('onboarding.profile.phoneHint')}
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <SelectField label={t('onboarding.profile.currentRole')} error={errors.currentRole?.message} {...register('currentRole')}>
          <option value="">{t('onboarding.profile.chooseRole')}</option>
          {CURRENT_ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabel(t, role)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('onboarding.profile.currentTitle')} error={errors.title?.message} {...register('title')}>
          <option value="">{t('onboarding.profile.chooseTitle')}</option>
          {[...TITLES, TITLE_OTHER].map((choice) => (
            <option key={choice} value={choice}>
              {jobTitleLabel(t, choice)}
            </option>
          ))}
        </SelectField>
        {title === TITLE_OTHER && (
          <TextField
            label={t('onboarding.profile.titleOther')}
            className="sm:col-start-2"
            maxLength={ONBOARDING_LIMITS.titleOther}
            error={errors.titleOther?.message}
            {...register('titleOther')}
          />
        )}
      </div>
      <WizardActions busy={props.busy} />
    </form>
  );
}
