// Step 2, "Your schools": the picked schools' facts from the directory (spec §3 "School": Title I
// status, estimated enrollment, economically disadvantaged %, district) and the number of schools
// taking part, which can be more than the ones on the profile.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { describeSchoolFacts } from '../../../../contract/directory';
import { ONBOARDING_LIMITS, onboardingMessages, schoolsStepSchema } from '../../../../contract/onboarding';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { useSchoolsByIds } from '../api';
import { WizardActions } from '../components/wizard-actions';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';

const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

export function SchoolsStep(props: StepProps<'schools'>) {
  const district = props.draft.district?.district ?? null;
  const picked = props.draft.district?.schools ?? [];
  const schools = useSchoolsByIds(district?.id ?? null, picked.map((s) => s.id));
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
          {district ? `Your schools in ${district.name}` : 'Your schools'}
        </h3>
        {picked.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            You chose “Unlinked to the school”, so no school is on your profile. Tell us below how many schools would
            take part.
          </p>
        ) : schools.error && !schools.data ? (
          <Alert tone="error" className="mt-3">
            Could not load your schools' data.{' '}
            <button type="button" className="font-semibold underline" onClick={() => void schools.mutate()}>
              Try again
            </button>
          </Alert>
        ) : !schools.data ? (
          <div className="mt-3">
            <Spinner size={20} label="Loading your schools…" />
          </div>
        ) : (
          <>
          <ul aria-label="Data of the schools on your profile" className="mt-3 space-y-3 sm:hidden">
            {schools.data.items.map((school) => {
              const facts = describeSchoolFacts(school);
              return (
                <li key={school.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
                  <p className="font-medium text-slate-900">{school.name}</p>
                  <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                    <dt className="text-slate-600">Title I status</dt>
                    <dd className="text-right text-slate-900">{facts.titleI}</dd>
                    <dt className="text-slate-600">Estimated enrollment</dt>
                    <dd className="text-right text-slate-900 tabular-nums">{facts.enrollment}</dd>
                    <dt className="text-slate-600">Economically disadvantaged</dt>
                    <dd className="text-right text-slate-900 tabular-nums">{facts.disadvantaged}</dd>
                  </dl>
                </li>
              );
            })}
          </ul>
          <div className="mt-3 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">Data of the schools on your profile</caption>
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-medium">School</th>
                  <th scope="col" className="px-4 py-2.5 font-medium">Title I status</th>
                  <th scope="col" className="px-4 py-2.5 text-right font-medium">Estimated enrollment</th>
                  <th scope="col" className="px-4 py-2.5 text-right font-medium">Economically disadvantaged</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {schools.data.items.map((school) => {
                  const facts = describeSchoolFacts(school);
                  return (
                    <tr key={school.id}>
                      <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                        {school.name}
                        <span className="block text-xs font-normal text-slate-500">{school.districtName}</span>
                      </th>
                      <td className="px-4 py-3 text-slate-700">{facts.titleI}</td>
                      <td className="px-4 py-3 text-right text-slate-700 tabular-nums">{facts.enrollment}</td>
                      <td className="px-4 py-3 text-right text-slate-700 tabular-nums">{facts.disadvantaged}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          </>
        )}
        <p className="mt-2 text-sm text-slate-500">From the NCES Common Core of Data. Tell us in the comments if something is out of date.</p>
      </section>

      <TextField
        label="Number of schools"
        type="number"
        inputMode="numeric"
        min={Math.max(1, picked.length)}
        max={ONBOARDING_LIMITS.maxNumberOfSchools}
        className="max-w-xs"
        hint="How many schools would take part, including ones not on your profile."
        error={errors.numberOfSchools?.message}
        {...register('numberOfSchools', { setValueAs: numberOrNull })}
      />

      <WizardActions busy={props.busy} onBack={() => props.onGoTo(1, form.getValues())} />
    </form>
  );
}
