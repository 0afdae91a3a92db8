// The staff's blueprint builder (PUT /blueprints/:id): prepared for, primary contact, schools,
// resource lines, costs, funding and the impact forecast's inputs. The save carries the version the
// form was opened on; if someone saved in between, the screen says so and loads their version
// without touching what was typed, so saving again applies it over theirs knowingly.
import '@client/i18n/en/blueprints';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { editBlueprintSchema, parseDollars, type BlueprintDetail } from '@contract/blueprints';
import { FUNDING_PARTNER_MAX_LENGTH, IMPACT_SUMMARY_MAX_LENGTH, PREPARED_FOR_MAX_LENGTH } from '@contract/blueprints-messages';
import { can } from '@contract/permissions';
import { paths } from '@client/app/paths';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { useSession } from '@client/lib/use-session';
import { Alert } from '@client/ui/alert';
import { AppLink, useNavigateTo } from '@client/ui/app-link';
import { Button, buttonClasses } from '@client/ui/button';
import { Panel } from '@client/ui/detail-panel';
import { ArrowLeftIcon } from '@client/ui/icons';
import { LoadError } from '@client/ui/load-state';
import { PresenceBanner } from '@client/app/presence/presence-banner';
import { PageHeader } from '@client/ui/page-header';
import { SelectField } from '@client/ui/select-field';
import { LoadingPanel } from '@client/ui/spinner';
import { TextField } from '@client/ui/text-field';
import { editBlueprint, useBlueprint, useCatalogue, useDistrictSchools, useDistrictUsers } from './api';
import { BlueprintNotFound } from './blueprint-page';
import { LinesEditor } from './components/lines-editor';
import { isReadOnlyBlueprint, SetAsideNotice } from './components/set-aside-notice';
import { formValuesOf, requestOf, type BlueprintFormValues } from './form-values';

function BackToBlueprint({ id }: { id: string }) {
  const { t } = useI18n();
  return (
    <AppLink to={paths.blueprint(id)} className="inline-flex items-center gap-1.5 hover:underline">
      <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
      {t('blueprint.edit.back')}
    </AppLink>
  );
}

export function BlueprintEditPage({ id }: { id: string }) {
  const { t } = useI18n();
  const { user } = useSession();
  const blueprint = useBlueprint(id);
  if (!can(user?.authority ?? [], 'staff:blueprints')) return <BlueprintNotFound />;
  if (!blueprint.data && isApiError(blueprint.error) && blueprint.error.status === 404) return <BlueprintNotFound />;
  if (!blueprint.data) {
    return (
      <>
        <PageHeader eyebrow={<BackToBlueprint id={id} />} title={t('blueprint.edit.title')} />
        {blueprint.error ? (
          <LoadError what={t('blueprint.what')} error={blueprint.error} onRetry={() => void blueprint.mutate()} />
        ) : (
          <LoadingPanel label={t('blueprint.loading')} />
        )}
      </>
    );
  }
  // Mounted once with the blueprint as it was opened; later refreshes never reset what is typed.
  return <BlueprintForm initial={blueprint.data} reload={async () => (await blueprint.mutate()) ?? null} />;
}

const FIELDS = [
  'preparedFor',
  'primaryContactId',
  'schoolIds',
  'totalProgramCostCents',
  'directCostToDistrictCents',
  'studentsMin',
  'studentsMax',
  'educatorsMin',
  'educatorsMax',
  'contactHoursMin',
  'contactHoursMax',
  'fundingPartner',
  'impactSummary',
] as const;

function BlueprintForm({ initial, reload }: { initial: BlueprintDetail; reload: () => Promise<BlueprintDetail | null> }) {
  const { t, money } = useI18n();
  const navigateTo = useNavigateTo();
  const [current, setCurrent] = useState(initial);
  const [version, setVersion] = useState(initial.version);
  const [stale, setStale] = useState(false);
  const [theirsLoaded, setTheirsLoaded] = useState(false);
  const [loadingTheirs, setLoadingTheirs] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const users = useDistrictUsers(initial.district.id);
  const schools = useDistrictSchools(initial.district.id);
  const catalogue = useCatalogue();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<BlueprintFormValues>({ defaultValues: formValuesOf(initial) });
  const lines = useWatch({ control, name: 'lines' });
  const catalogueItems = catalogue.data?.items ?? [];
  const linesTotal = lines.reduce((sum, line) => {
    const quantity = Number(line.quantity);
    return sum + (Number.isInteger(quantity) && quantity > 0 ? quantity * (parseDollars(line.unitCostCents) ?? 0) : 0);
  }, 0);
  const pricingLocked = current.stage === 'Implementing';
  // A set-aside application's blueprint is shown, not edited: the server would refuse the save.
  const readOnly = isReadOnlyBlueprint(current);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const request = requestOf(values, version);
    const parsed = editBlueprintSchema.safeParse(request);
    if (!parsed.success) {
      parsed.error.issues.forEach((issue, index) =>
        setError(issue.path.join('.') as keyof BlueprintFormValues, { type: 'contract', message: issue.message }, { shouldFocus: index === 0 }),
      );
      setFormError(t('blueprint.edit.fixErrors'));
      return;
    }
    try {
      await editBlueprint(current.id, request);
      navigateTo(paths.blueprint(current.id));
    } catch (cause) {
      if (!isApiError(cause)) {
        setFormError(t('blueprint.action.failed'));
        return;
      }
      if (cause.status === 409 && cause.fieldErrors.some((e) => e.field === 'version')) {
        setStale(true);
        setTheirsLoaded(false);
        return;
      }
      const placed = cause.fieldErrors.filter((e) => (FIELDS as readonly string[]).includes(e.field) || e.field.startsWith('lines.'));
      placed.forEach((e, index) =>
        setError(e.field as keyof BlueprintFormValues, { type: 'server', message: e.message }, { shouldFocus: index === 0 }),
      );
      setFormError(placed.length ? t('blueprint.edit.fixErrors') : translateMessage(t, cause.message));
    }
  });

  const loadTheirs = async () => {
    setLoadingTheirs(true);
    try {
      const fresh = await reload();
      if (fresh) {
        setCurrent(fresh);
        setVersion(fresh.version);
        setStale(false);
        setTheirsLoaded(true);
      }
    } finally {
      setLoadingTheirs(false);
    }
  };

  const schoolChoices = [
    ...(schools.data?.items ?? []).map((s) => ({ id: s.id, name: s.name })),
    ...current.schools.filter((s) => !(schools.data?.items ?? []).some((d) => d.id === s.id)),
  ];
  const contactChoices = users.data?.items ?? [];

  return (
    <>
      <PageHeader eyebrow={<BackToBlueprint id={current.id} />} title={t('blueprint.edit.title')} description={current.preparedFor} />
      <SetAsideNotice blueprint={current} staff className="mb-4 max-w-3xl" />
      <PresenceBanner subject={`blueprint:${current.id}`} activity="editing" className="mb-4 max-w-3xl" />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="max-w-3xl">
        <fieldset disabled={readOnly} className="min-w-0 space-y-4 disabled:opacity-70">
          {stale && (
            <Alert tone="error" title={t('blueprint.edit.staleTitle')}>
              <p>{t('blueprint.edit.staleText')}</p>
              <Button variant="secondary" size="sm" className="mt-2" loading={loadingTheirs} onClick={() => void loadTheirs()}>
                {t('blueprint.edit.loadTheirs')}
              </Button>
            </Alert>
          )}
          {theirsLoaded && <Alert>{t('blueprint.edit.theirsLoaded')}</Alert>}
          {current.quote && <Alert>{pricingLocked ? t('blueprint.edit.lockedNote') : t('blueprint.edit.quotedNote')}</Alert>}

          <Panel title={t('blueprint.edit.general')}>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <TextField
                className="sm:col-span-2"
                label={t('blueprint.edit.preparedFor')}
                maxLength={PREPARED_FOR_MAX_LENGTH}
                error={errors.preparedFor?.message}
                {...register('preparedFor')}
              />
              {/* Drawn once the members are here: a select keeps its value only among its options. */}
              {users.data || users.error ? (
                <SelectField label={t('blueprint.edit.primaryContact')} error={errors.primaryContactId?.message} {...register('primaryContactId')}>
                  <option value="">{t('blueprint.edit.noContact')}</option>
                  {contactChoices.map((person) => (
                    <option key={person.id} value={person.id}>
                      {t('blueprint.edit.contactOption', { name: person.name, email: person.email })}
                    </option>
                  ))}
                  {current.primaryContact && !contactChoices.some((p) => p.id === current.primaryContact!.id) && (
                    <option value={current.primaryContact.id}>{current.primaryContact.name}</option>
                  )}
                </SelectField>
              ) : (
                <SelectField label={t('blueprint.edit.primaryContact')} disabled defaultValue="">
                  <option value="">{t('blueprint.edit.contactsLoading')}</option>
                </SelectField>
              )}
              <TextField
                label={t('blueprint.edit.fundingPartner')}
                maxLength={FUNDING_PARTNER_MAX_LENGTH}
                error={errors.fundingPartner?.message}
                {...register('fundingPartner')}
              />
              <label className="flex items-center gap-3 text-sm font-medium text-slate-800 sm:col-span-2">
                <input type="checkbox" className="size-5 accent-primary-700" {...register('fullyFunded')} />
                {t('blueprint.edit.fullyFunded')}
              </label>
            </div>
          </Panel>

          <Panel title={t('blueprint.edit.schools')}>
            <fieldset className="mt-3">
              <legend className="text-sm text-slate-600">{t('blueprint.edit.schoolsHint')}</legend>
              {!schools.data && !schools.error ? (
                <p className="mt-2 text-sm text-slate-500">{t('blueprint.edit.schoolsLoading')}</p>
              ) : (
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  {schoolChoices.map((school) => (
                    <label key={school.id} className="flex items-center gap-3 text-sm text-slate-800">
                      <input type="checkbox" value={school.id} className="size-5 shrink-0 accent-primary-700" {...register('schoolIds')} />
                      {school.name}
                    </label>
                  ))}
                </div>
              )}
              {errors.schoolIds?.message && <p className="mt-2 text-sm text-red-700">{translateMessage(t, errors.schoolIds.message)}</p>}
            </fieldset>
          </Panel>

          <Panel title={t('blueprint.edit.lines')}>
            <p className="mt-1 text-sm text-slate-600">{t('blueprint.edit.linesHint')}</p>
            <LinesEditor
              control={control}
              register={register}
              errors={errors}
              saved={current.lines}
              catalogue={catalogueItems}
              disabled={pricingLocked}
            />
          </Panel>

          <Panel title={t('blueprint.edit.costs')}>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <div>
                <TextField
                  label={t('blueprint.edit.total')}
                  inputMode="decimal"
                  disabled={pricingLocked}
                  hint={t('blueprint.edit.totalHint', { amount: money(linesTotal) })}
                  error={errors.totalProgramCostCents?.message}
                  {...register('totalProgramCostCents')}
                />
                {!pricingLocked && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mt-1"
                    onClick={() => setValue('totalProgramCostCents', String(linesTotal / 100), { shouldDirty: true })}
                  >
                    {t('blueprint.edit.useLines')}
                  </Button>
                )}
              </div>
              <TextField
                label={t('blueprint.edit.direct')}
                inputMode="decimal"
                disabled={pricingLocked}
                hint={t('blueprint.edit.directHint')}
                error={errors.directCostToDistrictCents?.message}
                {...register('directCostToDistrictCents')}
              />
            </div>
          </Panel>

          <Panel title={t('blueprint.edit.impact')}>
            <div className="mt-4 grid grid-cols-2 gap-4">
              <TextField
                label={t('blueprint.edit.studentsMin')}
                inputMode="numeric"
                error={errors.studentsMin?.message}
                {...register('studentsMin')}
              />
              <TextField
                label={t('blueprint.edit.studentsMax')}
                inputMode="numeric"
                error={errors.studentsMax?.message}
                {...register('studentsMax')}
              />
              <TextField
                label={t('blueprint.edit.educatorsMin')}
                inputMode="numeric"
                error={errors.educatorsMin?.message}
                {...register('educatorsMin')}
              />
              <TextField
                label={t('blueprint.edit.educatorsMax')}
                inputMode="numeric"
                error={errors.educatorsMax?.message}
                {...register('educatorsMax')}
              />
              <TextField
                label={t('blueprint.edit.hoursMin')}
                inputMode="numeric"
                error={errors.contactHoursMin?.message}
                {...register('contactHoursMin')}
              />
              <TextField
                label={t('blueprint.edit.hoursMax')}
                inputMode="numeric"
                error={errors.contactHoursMax?.message}
                {...register('contactHoursMax')}
              />
              <SummaryField register={register} error={errors.impactSummary?.message} />
            </div>
          </Panel>

          {formError && <Alert tone="error">{formError}</Alert>}
        </fieldset>
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <AppLink to={paths.blueprint(current.id)} className={buttonClasses('secondary')}>
            {t('blueprint.edit.cancel')}
          </AppLink>
          {!readOnly && (
            <Button type="submit" loading={isSubmitting}>
              {t('blueprint.edit.save')}
            </Button>
          )}
        </div>
      </form>
    </>
  );
}

function SummaryField({ register, error }: { register: ReturnType<typeof useForm<BlueprintFormValues>>['register']; error?: string }) {
  const { t } = useI18n();
  return (
    <div className="col-span-2">
      <label htmlFor="blueprint-impact-summary" className="block text-sm font-medium text-slate-800">
        {t('blueprint.edit.summary')}
      </label>
      <textarea
        id="blueprint-impact-summary"
        rows={3}
        maxLength={IMPACT_SUMMARY_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs hover:border-slate-400 focus:outline-2 focus:-outline-offset-1 focus:outline-primary-600 sm:text-sm"
        {...register('impactSummary')}
      />
      {error && <p className="mt-1.5 text-sm text-red-700">{translateMessage(t, error)}</p>}
    </div>
  );
}
