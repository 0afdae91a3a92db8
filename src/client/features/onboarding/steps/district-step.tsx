// Step 1, "District and schools": the district from the directory, then the schools taking part
// (several, up to the profile's limit), or "I work for the district rather than at one school" (spec
// §8's "Unlinked to the school") for district staff. The work e-mail is checked against the
// directory first (spec §8), which picks both for the user when it belongs to them.
import '@client/i18n/en/onboarding';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { districtStepSchema, MAX_PROFILE_SCHOOLS, type DirectoryRef } from '@contract/onboarding';
import { onboardingMessages } from '@contract/onboarding-messages';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { useEmailLink } from '../api';
import { DistrictPicker } from '../components/district-picker';
import { CheckboxField, FieldError } from '../components/fields';
import { SchoolPicker } from '../components/school-picker';
import { UnlistedFields } from '../components/unlisted-fields';
import { WizardActions } from '../components/wizard-actions';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';

export function DistrictStep(props: StepProps<'district'>) {
  const { t, number } = useI18n();
  const v = props.values ?? {};
  const form = useForm({
    resolver: zodResolver(districtStepSchema),
    defaultValues: {
      district: v.district ?? null,
      schools: v.schools ?? [],
      unlinked: v.unlinked ?? false,
      unlisted: v.unlisted
        ? {
            noDistrict: v.unlisted.noDistrict ?? false,
            districtName: v.unlisted.districtName ?? '',
            state: v.unlisted.state ?? '',
            city: v.unlisted.city ?? '',
            schools: v.unlisted.schools ?? [],
          }
        : null,
    },
  });
  useStepForm(form, props);
  const { handleSubmit, watch, setValue, clearErrors, formState } = form;
  const district = watch('district') as DirectoryRef | null;
  const schools = watch('schools') as DirectoryRef[];
  const unlinked = watch('unlinked') as boolean;
  const unlisted = watch('unlisted') !== null;
  // Typing the district replaces the directory's choice, and back: the two never go together.
  const setUnlisted = (on: boolean) => {
    setValue('unlisted', on ? { noDistrict: false, districtName: '', state: '', city: '', schools: [{ name: '' }] } : null, { shouldDirty: true });
    setValue('district', null, { shouldDirty: true });
    setValue('schools', [], { shouldDirty: true });
    clearErrors();
  };
  const errors = formState.errors;

  const workEmail = props.draft.profile?.workEmail ?? null;
  const link = useEmailLink(workEmail);
  const linkedSchool = link.data?.school ?? null;
  const linkedDistrict = link.data?.district ?? null;

  const chooseDistrict = (next: DirectoryRef | null) => {
    setValue('district', next, { shouldDirty: true });
    if (next?.id !== district?.id) setValue('schools', [], { shouldDirty: true });
    clearErrors(['district', 'schools']);
  };
  const setSchools = (next: DirectoryRef[]) => {
    setValue('schools', next, { shouldDirty: true });
    clearErrors('schools');
  };

  // A linked e-mail picks its district and school when nothing is chosen yet.
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !linkedDistrict || district) return;
    applied.current = true;
    setValue('district', linkedDistrict);
    if (linkedSchool) setValue('schools', [{ id: linkedSchool.id, name: linkedSchool.name }]);
  }, [district, linkedDistrict, linkedSchool, setValue]);

  const applyLink = () => {
    if (!linkedDistrict) return;
    chooseDistrict(linkedDistrict);
    if (linkedSchool) setSchools([{ id: linkedSchool.id, name: linkedSchool.name }]);
  };
  const linkApplied = linkedDistrict && district?.id === linkedDistrict.id && (!linkedSchool || schools.some((s) => s.id === linkedSchool.id));

  return (
    <form onSubmit={handleSubmit(props.onNext)} noValidate aria-labelledby="step-title" className="space-y-8">
      {link.data && workEmail && (
        <Alert tone={link.data.linked ? 'success' : 'info'} title={link.data.linked ? t('onboarding.link.found') : t('onboarding.link.none')}>
          {link.data.linked ? (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <p>
                {linkedSchool
                  ? t('onboarding.link.belongsToSchool', {
                      email: workEmail,
                      school: linkedSchool.name,
                      district: linkedDistrict?.name ?? '',
                    })
                  : t('onboarding.link.belongsToDistrict', { email: workEmail, district: linkedDistrict?.name ?? '' })}
              </p>
              {!linkApplied && (
                <Button variant="secondary" size="sm" onClick={applyLink}>
                  {linkedSchool ? t('onboarding.link.useSchool') : t('onboarding.link.useDistrict')}
                </Button>
              )}
            </div>
          ) : (
            <p>{translateMessage(t, onboardingMessages.noSchoolLink(workEmail))}</p>
          )}
        </Alert>
      )}

      <section aria-labelledby="district-heading">
        <h3 id="district-heading" className="text-base font-semibold text-slate-900">
          {t('onboarding.district.heading')}
        </h3>
        {unlisted ? <UnlistedFields form={form} /> : <DistrictPicker value={district} onChange={chooseDistrict} error={errors.district?.message} />}
        <Button variant="ghost" size="sm" className="mt-2" aria-pressed={unlisted} onClick={() => setUnlisted(!unlisted)}>
          {unlisted ? t('onboarding.unlisted.close') : t('onboarding.unlisted.open')}
        </Button>
      </section>

      <section aria-labelledby="schools-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="schools-heading" className="text-base font-semibold text-slate-900">
            {t('onboarding.schools.heading')}
          </h3>
          {!unlisted && (
            <p className="text-sm text-slate-600">
              {t('onboarding.schools.onProfile', { count: number(schools.length), max: number(MAX_PROFILE_SCHOOLS) })}
            </p>
          )}
        </div>
        <CheckboxField
          className="mt-3"
          label={t('onboarding.schools.unlinked')}
          description={t('onboarding.schools.unlinkedDescription')}
          checked={unlinked}
          onChange={(event) => {
            setValue('unlinked', event.target.checked, { shouldDirty: true });
            clearErrors('schools');
          }}
        />
        {unlisted ? (
          <p className="mt-4 text-sm text-slate-600">{t('onboarding.unlisted.typed')}</p>
        ) : district ? (
          <SchoolPicker district={district} value={schools} onChange={setSchools} />
        ) : (
          <p className="mt-4 text-sm text-slate-600">{t('onboarding.schools.chooseDistrictFirst')}</p>
        )}
        <FieldError>{errors.schools?.message ?? errors.schools?.root?.message}</FieldError>
      </section>

      <WizardActions busy={props.busy} onBack={() => props.onGoTo(0, form.getValues())} />
    </form>
  );
}
