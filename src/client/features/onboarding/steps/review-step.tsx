// Step 6, "Review and submit": every answer, each section with Edit; the required agreement to the
// privacy policy and terms (spec §5); Submit creates the application (POST /applications).
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  FUNDING_OPTION_LABELS,
  HEARD_ABOUT_OTHER,
  ONBOARDING_STEP,
  reviewStepSchema,
  TITLE_OTHER,
  type FundingOption,
  type WizardStepKey,
} from '../../../../contract/onboarding';
import { paths } from '../../../app/paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useResourceChoices } from '../api';
import { CheckboxField } from '../components/fields';
import { WizardActions } from '../components/wizard-actions';
import type { StepProps } from '../step-props';
import type { StepErrors } from '../use-wizard';
import { useStepForm } from '../use-step-form';

interface ReviewStepProps extends StepProps<'review'> {
  stepErrors: StepErrors;
  notice: string | null;
  onSubmit: (values: unknown) => void;
}

const linkClass = 'font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800';
const orDash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

export function ReviewStep(props: ReviewStepProps) {
  const { draft, stepErrors } = props;
  const resources = useResourceChoices();
  const form = useForm({
    resolver: zodResolver(reviewStepSchema),
    defaultValues: { agreement: props.values?.agreement ?? false },
  });
  useStepForm(form, props);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const edit = (step: number) => props.onGoTo(step, form.getValues());

  const p = draft.profile ?? {};
  const d = draft.district ?? {};
  const f = draft.funding ?? {};
  const names = new Map((resources.data?.items ?? []).map((r) => [r.id, r.name]));
  const picked = draft.resources?.resourceIds ?? [];

  return (
    <form onSubmit={handleSubmit(props.onSubmit)} noValidate aria-labelledby="step-title" className="space-y-5">
      {props.notice && (
        <Alert tone="error" title="Your application was not submitted">
          {props.notice}
        </Alert>
      )}

      <Section title="About you" stepKey="profile" errors={stepErrors} onEdit={() => edit(ONBOARDING_STEP.PROFILE)}>
        <Item label="Name">{orDash([p.prefix, p.firstName, p.lastName].filter(Boolean).join(' '))}</Item>
        <Item label="Work email">{orDash(p.workEmail)}</Item>
        <Item label="Phone number">{orDash(p.phoneNumber)}</Item>
        <Item label="Current role">{orDash(p.currentRole)}</Item>
        <Item label="Current title">{orDash(p.title === TITLE_OTHER ? p.titleOther : p.title)}</Item>
      </Section>

      <Section title="District and schools" stepKey="district" errors={stepErrors} onEdit={() => edit(ONBOARDING_STEP.DISTRICT)}>
        <Item label="District">{orDash(d.district?.name)}</Item>
        <Item label="Schools">
          {d.schools?.length ? d.schools.map((s) => s.name).join(', ') : d.unlinked ? 'Unlinked to the school' : '—'}
        </Item>
      </Section>

      <Section title="Your schools" stepKey="schools" errors={stepErrors} onEdit={() => edit(ONBOARDING_STEP.SCHOOLS)}>
        <Item label="Number of schools">{orDash(draft.schools?.numberOfSchools)}</Item>
      </Section>

      <Section title="Resources" stepKey="resources" errors={stepErrors} onEdit={() => edit(ONBOARDING_STEP.RESOURCES)}>
        <Item label="Selected resources">
          {picked.length ? picked.map((id) => names.get(id) ?? (resources.data ? 'A retired resource' : '…')).join(', ') : '—'}
        </Item>
      </Section>

      <Section title="Objectives" stepKey="goals" errors={stepErrors} onEdit={() => edit(ONBOARDING_STEP.GOALS)}>
        <Item label="Objectives">{orDash(draft.goals?.objectives)}</Item>
        <Item label="What success looks like">{orDash(draft.goals?.successDescription)}</Item>
        <Item label="Comments">{orDash(draft.goals?.comments)}</Item>
      </Section>

      <Section title="Funding" stepKey="funding" errors={stepErrors} onEdit={() => edit(ONBOARDING_STEP.FUNDING)}>
        <Item label="Funding option">{orDash(FUNDING_OPTION_LABELS[f.fundingOption as FundingOption])}</Item>
        <Item label="How you heard about us">{orDash(f.heardAbout === HEARD_ABOUT_OTHER ? f.heardAboutOther : f.heardAbout)}</Item>
      </Section>

      <CheckboxField
        className="pt-2"
        label={
          <>
            I agree to the{' '}
            <a href={paths.privacy()} target="_blank" rel="noopener" className={linkClass}>
              Privacy Policy
            </a>{' '}
            and the{' '}
            <a href={paths.terms()} target="_blank" rel="noopener" className={linkClass}>
              Terms of Use
            </a>
          </>
        }
        error={errors.agreement?.message}
        {...register('agreement')}
      />

      <WizardActions busy={props.busy} nextLabel="Submit application" onBack={() => edit(ONBOARDING_STEP.FUNDING)} />
    </form>
  );
}

interface SectionProps {
  title: string;
  stepKey: WizardStepKey;
  errors: StepErrors;
  onEdit: () => void;
  children: ReactNode;
}

function Section({ title, stepKey, errors, onEdit, children }: SectionProps) {
  const problems = Object.values(errors[stepKey] ?? {});
  return (
    <section
      aria-label={title}
      className={problems.length ? 'rounded-xl border border-red-300 bg-white p-5' : 'rounded-xl border border-slate-200 bg-white p-5'}
    >
      <div className="flex items-center justify-between gap-4">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${title}`}>
          Edit
        </Button>
      </div>
      {problems.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-red-700">
          {problems.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">{children}</dl>
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line text-slate-900">{children}</dd>
    </>
  );
}
