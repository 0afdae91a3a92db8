// Step 2, "Your schools": the picked schools' facts from the directory (spec §3 "School": Title I
// status, estimated enrollment, economically disadvantaged %, district) and the number of schools
// taking part, which can be more than the ones on the profile.
import '../../../i18n/en/onboarding';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ONBOARDING_LIMITS, onboardingMessages, schoolsStepSchema } from '../../../../contract/onboarding';
import { schoolFacts } from '../../../i18n/programme-labels';
import { useI18n } from '../../../i18n/use-i18n';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { useSchoolsByIds } from '../api';
import { WizardActions } from '../components/wizard-actions';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';

const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

export function SchoolsStep(props: StepProps<'schools'>) {
  const { t, number } = useI18n();
  const district = props.draft.district?.district ?? null;
  const picked = props.draft.district?.schools ?? [];
  const schools = useSchoolsByIds(
    district?.id ?? null,
    picked.map((s) => s.id),
  );
  // The cross-step rule (contract crossStepIssues) checked here too, before the server sees it.
  const schema = useMemo(
    () =>
      schoolsStepSchema.refine((v) => v.numberOfSchools >= picked.length, {
        path: ['numberOfSchools'],
        error: onboardingMessages.numberOfSchoolsTooSmall(picked.length),
      }),
    [picked.length],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { numberOfSchools: props.values?.numberOfSchools ?? (picked.length || null) },
  });
  useStepForm(form, props);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={handleSubmit(props.onNext)} noValidate aria-labelledby="step-title" className="space-y-8">
      <section aria-labelledby="facts-heading">
        <h3 id="facts-heading" className="text-base font-semibold text-slate-900">
          {district ? t('onboarding.facts.headingIn', { district: district.name }) : t('onboarding.facts.heading')}
        </h3>
        {picked.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('onboarding.facts.unlinked')}</p>
        ) : schools.error && !schools.data ? (
          <Alert tone="error" className="mt-3">
            {t('onboarding.facts.loadFailed')}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void schools.mutate()}>
              {t('common.tryAgain')}
            </button>
          </Alert>
        ) : !schools.data ? (
          <div className="mt-3">
            <Spinner size={20} label={t('onboarding.facts.loading')} />
          </div>
        ) : (
          <>
            <ul aria-label={t('onboarding.facts.caption')} className="mt-3 space-y-3 sm:hidden">
              {schools.data.items.map((school) => {
                const facts = schoolFacts(school, t, number);
                return (
                  <li key={school.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
                    <p className="font-medium text-slate-900">{school.name}</p>
                    <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                      <dt className="text-slate-600">{t('onboarding.facts.titleI')}</dt>
                      <dd className="text-end text-slate-900">{facts.titleI}</dd>
                      <dt className="text-slate-600">{t('onboarding.facts.enrollment')}</dt>
                      <dd className="text-end text-slate-900 tabular-nums">{facts.enrollment}</dd>
                      <dt className="text-slate-600">{t('onboarding.facts.disadvantaged')}</dt>
                      <dd className="text-end text-slate-900 tabular-nums">{facts.disadvantaged}</dd>
                    </dl>
                  </li>
                );
              })}
            </ul>
            <div className="mt-3 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
              <table className="w-full min-w-[36rem] text-start text-sm">
                <caption className="sr-only">{t('onboarding.facts.caption')}</caption>
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-4 py-2.5 text-start font-medium">
                      {t('onboarding.facts.school')}
                    </th>
                    <th scope="col" className="px-4 py-2.5 text-start font-medium">
                      {t('onboarding.facts.titleI')}
                    </th>
                    <th scope="col" className="px-4 py-2.5 text-end font-medium">
                      {t('onboarding.facts.enrollment')}
                    </th>
                    <th scope="col" className="px-4 py-2.5 text-end font-medium">
                      {t('onboarding.facts.disadvantaged')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {schools.data.items.map((school) => {
                    const facts = schoolFacts(school, t, number);
                    return (
                      <tr key={school.id}>
                        <th scope="row" className="px-4 py-3 text-start font-medium text-slate-900">
                          {school.name}
                          <span className="block text-xs font-normal text-slate-500">{school.districtName}</span>
                        </th>
                        <td className="px-4 py-3 text-slate-700">{facts.titleI}</td>
                        <td className="px-4 py-3 text-end text-slate-700 tabular-nums">{facts.enrollment}</td>
                        <td className="px-4 py-3 text-end text-slate-700 tabular-nums">{facts.disadvantaged}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
        <p className="mt-2 text-sm text-slate-500">{t('onboarding.facts.source')}</p>
      </section>

      <TextField
        label={t('onboarding.numberOfSchools')}
        type="number"
        inputMode="numeric"
        min={Math.max(1, picked.length)}
        max={ONBOARDING_LIMITS.maxNumberOfSchools}
        className="max-w-xs"
        hint={t('onboarding.numberOfSchools.hint')}
        error={errors.numberOfSchools?.message}
        {...register('numberOfSchools', { setValueAs: numberOrNull })}
      />

      <WizardActions busy={props.busy} onBack={() => props.onGoTo(1, form.getValues())} />
    </form>
  );
}
