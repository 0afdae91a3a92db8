// Step 2, "Your schools": the picked schools' facts from the directory (spec §3 "School": Title I
// status, estimated enrollment, economically disadvantaged %, district) and the number of schools
// taking part, which can be more than the ones on the profile.
import '@client/i18n/en/onboarding';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { School } from '@contract/directory';
import { ONBOARDING_LIMITS, onboardingMessages, schoolsStepSchema } from '@contract/onboarding';
import { schoolFacts } from '@client/i18n/programme-labels';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';
import { Spinner } from '@client/ui/spinner';
import { Table, type TableColumn } from '@client/ui/table';
import { TextField } from '@client/ui/text-field';
import { useSchoolsByIds } from '../api';
import { WizardActions } from '../components/wizard-actions';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';

/** A picked school with its facts worded once, for its row (or card). */
interface FactsRow {
  school: School;
  facts: ReturnType<typeof schoolFacts>;
}

const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

export function SchoolsStep(props: StepProps<'schools'>) {
  const { t, number } = useI18n();
  const district = props.draft.district?.district ?? null;
  const picked = props.draft.district?.schools ?? [];
  // Schools typed on the district step ("isn't listed") have no directory facts yet, but count.
  const typed = props.draft.district?.unlisted?.schools?.map((s) => s.name) ?? [];
  const pickedCount = picked.length + typed.length;
  const schools = useSchoolsByIds(
    district?.id ?? null,
    picked.map((s) => s.id),
  );
  // The cross-step rule (contract crossStepIssues) checked here too, before the server sees it.
  const schema = useMemo(
    () =>
      schoolsStepSchema.refine((v) => v.numberOfSchools >= pickedCount, {
        path: ['numberOfSchools'],
        error: onboardingMessages.numberOfSchoolsTooSmall(pickedCount),
      }),
    [pickedCount],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { numberOfSchools: props.values?.numberOfSchools ?? (pickedCount || null) },
  });
  useStepForm(form, props);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const factColumns: TableColumn<FactsRow>[] = [
    {
      id: 'school',
      header: t('onboarding.facts.school'),
      rowHeader: true,
      cellClassName: 'font-medium text-slate-900',
      cell: ({ school }) => (
        <>
          {school.name}
          <span className="block text-xs font-normal text-slate-500">{school.districtName}</span>
        </>
      ),
    },
    { id: 'titleI', header: t('onboarding.facts.titleI'), cellClassName: 'text-slate-700', cell: ({ facts }) => facts.titleI },
    {
      id: 'enrollment',
      header: t('onboarding.facts.enrollment'),
      align: 'end',
      cellClassName: 'text-slate-700 tabular-nums',
      cell: ({ facts }) => facts.enrollment,
    },
    {
      id: 'disadvantaged',
      header: t('onboarding.facts.disadvantaged'),
      align: 'end',
      cellClassName: 'text-slate-700 tabular-nums',
      cell: ({ facts }) => facts.disadvantaged,
    },
  ];

  return (
    <form onSubmit={handleSubmit(props.onNext)} noValidate aria-labelledby="step-title" className="space-y-8">
      <section aria-labelledby="facts-heading">
        <h3 id="facts-heading" className="text-base font-semibold text-slate-900">
          {district ? t('onboarding.facts.headingIn', { district: district.name }) : t('onboarding.facts.heading')}
        </h3>
        {typed.length > 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('onboarding.facts.typed', { names: typed.join(', ') })}</p>
        ) : picked.length === 0 ? (
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
          <Table
            caption={t('onboarding.facts.caption')}
            className="mt-3"
            tableClassName="min-w-[36rem]"
            columns={factColumns}
            rows={schools.data.items.map((school) => ({ school, facts: schoolFacts(school, t, number) }))}
            rowKey={({ school }) => school.id}
            cards={{
              from: 'sm',
              cardClassName: () => 'text-sm',
              card: ({ school, facts }) => (
                <>
                  <p className="font-medium text-slate-900">{school.name}</p>
                  <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                    <dt className="text-slate-600">{t('onboarding.facts.titleI')}</dt>
                    <dd className="text-end text-slate-900">{facts.titleI}</dd>
                    <dt className="text-slate-600">{t('onboarding.facts.enrollment')}</dt>
                    <dd className="text-end text-slate-900 tabular-nums">{facts.enrollment}</dd>
                    <dt className="text-slate-600">{t('onboarding.facts.disadvantaged')}</dt>
                    <dd className="text-end text-slate-900 tabular-nums">{facts.disadvantaged}</dd>
                  </dl>
                </>
              ),
            }}
          />
        )}
        {typed.length === 0 && <p className="mt-2 text-sm text-slate-500">{t('onboarding.facts.source')}</p>}
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
