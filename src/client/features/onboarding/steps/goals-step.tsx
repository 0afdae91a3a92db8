// Step 4, "Objectives": what the district wants to achieve and what success looks like
// (500 characters each), and anything else the programme should know.
import '@client/i18n/en/onboarding';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { goalsStepSchema, ONBOARDING_LIMITS } from '@contract/onboarding';
import { useI18n } from '@client/i18n/use-i18n';
import { TextAreaField } from '../components/fields';
import { WizardActions } from '../components/wizard-actions';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';

export function GoalsStep(props: StepProps<'goals'>) {
  const { t } = useI18n();
  const v = props.values ?? {};
  const form = useForm({
    resolver: zodResolver(goalsStepSchema),
    mode: 'onTouched',
    defaultValues: { objectives: v.objectives ?? '', successDescription: v.successDescription ?? '', comments: v.comments ?? '' },
  });
  useStepForm(form, props);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  const length = (name: 'objectives' | 'successDescription' | 'comments') => String(watch(name) ?? '').length;

  return (
    <form onSubmit={handleSubmit(props.onNext)} noValidate aria-labelledby="step-title" className="space-y-6">
      <TextAreaField
        label={t('onboarding.goals.objectives')}
        hint={t('onboarding.goals.objectivesHint')}
        maxLength={ONBOARDING_LIMITS.objectives}
        length={length('objectives')}
        error={errors.objectives?.message}
        {...register('objectives')}
      />
      <TextAreaField
        label={t('onboarding.goals.success')}
        hint={t('onboarding.goals.successHint')}
        maxLength={ONBOARDING_LIMITS.successDescription}
        length={length('successDescription')}
        error={errors.successDescription?.message}
        {...register('successDescription')}
      />
      <TextAreaField
        label={t('onboarding.goals.comments')}
        hint={t('onboarding.goals.commentsHint')}
        rows={3}
        maxLength={ONBOARDING_LIMITS.comments}
        length={length('comments')}
        error={errors.comments?.message}
        {...register('comments')}
      />
      <WizardActions busy={props.busy} onBack={() => props.onGoTo(3, form.getValues())} />
    </form>
  );
}
