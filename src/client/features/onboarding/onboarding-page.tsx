// The onboarding questionnaire and application wizard (spec §2 /onboarding): seven steps, each
// saved on this device and on the server, ending in the application (POST /applications), after
// which the session's appCreated is true and the dashboard opens.
import '@client/i18n/en/onboarding';
import { useCallback, useEffect, useRef } from 'react';
import { WIZARD_STEPS, STEP_SCHEMAS } from '@contract/onboarding';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { useSession } from '@client/lib/use-session';
import { Alert } from '@client/ui/alert';
import { AppLink, useNavigateTo } from '@client/ui/app-link';
import { Card } from '@client/ui/card';
import { LoadError } from '@client/ui/load-state';
import { LoadingPanel } from '@client/ui/spinner';
import { SaveStatus } from './components/save-status';
import { StepIndicator } from './components/step-indicator';
import type { StepBinding, StepProps } from './step-props';
import { DistrictStep } from './steps/district-step';
import { FundingStep } from './steps/funding-step';
import { GoalsStep } from './steps/goals-step';
import { ProfileStep } from './steps/profile-step';
import { ResourcesStep } from './steps/resources-step';
import { ReviewStep } from './steps/review-step';
import { SchoolsStep } from './steps/schools-step';
import { stepDescriptionId, stepTitleId } from './labels';
import { asksToConfirmEmail, noticeText, stepStatuses, useWizard } from './use-wizard';

export function OnboardingPage() {
  const { user } = useSession();
  // The route guard only lets signed-in users in; the user is there.
  if (!user) return null;
  return <Wizard userId={user.id} firstName={user.firstName} />;
}

function Wizard({ userId, firstName }: { userId: string; firstName: string | null }) {
  const { t, number } = useI18n();
  const wizard = useWizard(userId);
  const { state } = wizard;
  const navigateTo = useNavigateTo();
  const binding = useRef<StepBinding | null>(null);
  const bind = useCallback((b: StepBinding) => {
    binding.current = b;
  }, []);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = state?.step;
  const firstRender = useRef(true);

  // A new step: its title takes focus (screen readers announce it) and the page scrolls up.
  useEffect(() => {
    if (step === undefined) return;
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [step]);

  const header = (
    <>
      <p className="text-sm font-medium text-primary-700">
        {firstName?.trim() ? t('onboarding.welcomeName', { name: firstName.trim() }) : t('onboarding.welcome')}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{t('onboarding.heading')}</h1>
    </>
  );

  if (wizard.load.status === 'loading' || (wizard.load.status === 'ready' && !state)) {
    return (
      <>
        {header}
        <LoadingPanel label={t('onboarding.loading')} />
      </>
    );
  }
  if (wizard.load.status === 'error' || !state) {
    return (
      <>
        {header}
        <div className="mt-8">
          <LoadError
            what={t('onboarding.what')}
            error={wizard.load.status === 'error' ? wizard.load.error : null}
            onRetry={() => void wizard.retry()}
          />
        </div>
      </>
    );
  }

  const current = WIZARD_STEPS[state.step]!;
  const onSelect = async (target: number) => {
    const values = binding.current?.read();
    if (target > state.step) {
      if (binding.current && !(await binding.current.validate())) return;
      // Forward only as far as the first step that is not complete yet.
      const blocked = WIZARD_STEPS.find(
        (s) => s.code > state.step && s.code < target && !STEP_SCHEMAS[s.key].safeParse(state.data[s.key] ?? {}).success,
      );
      wizard.goTo(blocked ? blocked.code : target, values);
      return;
    }
    wizard.goTo(target, values);
  };

  const common = {
    draft: state.data,
    onNext: wizard.next,
    onGoTo: wizard.goTo,
    onDraft: wizard.keepDraft,
    bind,
    busy: wizard.submitting,
  } satisfies Omit<StepProps<'profile'>, 'values' | 'serverErrors'>;

  return (
    <>
      {header}
      <p className="mt-3 mb-8 max-w-2xl text-base text-slate-600">{t('onboarding.intro')}</p>
      {state.basedOn && state.step === 0 && (
        <Alert tone="info" className="mb-6">
          {t('onboarding.basedOn', { number: state.basedOn.applicationNumber })}
        </Alert>
      )}

      <StepIndicator
        current={state.step}
        reached={state.reached}
        statuses={stepStatuses(state)}
        onSelect={(s) => void onSelect(s)}
        disabled={wizard.submitting}
      />

      <Card className="p-5 sm:p-8">
        <p className="hidden text-sm font-medium text-slate-500 sm:block">
          {t('onboarding.stepOf', { number: number(state.step + 1), total: number(WIZARD_STEPS.length) })}
        </p>
        <h2 id="step-title" ref={headingRef} tabIndex={-1} className="mt-1 text-xl font-semibold text-slate-900 focus:outline-none">
          {t(stepTitleId(current.key))}
        </h2>
        <p className="mt-1 mb-6 text-sm text-slate-600">{t(stepDescriptionId(current.key))}</p>
        {state.notice && state.step !== 6 && (
          <Alert tone="error" className="mb-6">
            {noticeText(t, state.notice)}
          </Alert>
        )}
        {/* A key per step: each step's form starts from the saved answers. */}
        {state.step === 0 && <ProfileStep key="profile" {...common} values={state.data.profile} serverErrors={state.errors.profile} />}
        {state.step === 1 && <DistrictStep key="district" {...common} values={state.data.district} serverErrors={state.errors.district} />}
        {state.step === 2 && <SchoolsStep key="schools" {...common} values={state.data.schools} serverErrors={state.errors.schools} />}
        {state.step === 3 && <ResourcesStep key="resources" {...common} values={state.data.resources} serverErrors={state.errors.resources} />}
        {state.step === 4 && <GoalsStep key="goals" {...common} values={state.data.goals} serverErrors={state.errors.goals} />}
        {state.step === 5 && <FundingStep key="funding" {...common} values={state.data.funding} serverErrors={state.errors.funding} />}
        {state.step === 6 && (
          <ReviewStep
            key="review"
            {...common}
            values={state.data.review}
            serverErrors={state.errors.review}
            stepErrors={state.errors}
            notice={state.notice && noticeText(t, state.notice)}
            noticeAction={
              asksToConfirmEmail(state.notice) && (
                <AppLink to={paths.verifyEmail()} className="font-medium underline underline-offset-2">
                  {t('onboarding.notice.confirmEmailLink')}
                </AppLink>
              )
            }
            onSubmit={async (values) => {
              const applicationNumber = await wizard.submit(values);
              // The dashboard opens on the confirmation: submitted, its number, what happens next.
              if (applicationNumber !== null) navigateTo(paths.dashboardSubmitted(applicationNumber), { replace: true });
            }}
          />
        )}
      </Card>
      <SaveStatus sync={state.sync} savedAt={state.savedAt} />
    </>
  );
}
