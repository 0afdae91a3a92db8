// Step 6, "Review and submit": every answer, each section with Edit; the required agreement to the
// privacy policy and terms (spec §5), asked here only when the account was made without it (sign-up
// and invitation sign-up take it; the server records it, user.termsAccepted); Submit creates the
// application (POST /applications).
import '@client/i18n/en/onboarding';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { HEARD_ABOUT_OTHER, ONBOARDING_STEP, reviewStepSchema, TITLE_OTHER, type WizardStepKey } from '@contract/onboarding';
import { paths } from '@client/app/paths';
import { fundingLabel, heardAboutLabel } from '@client/i18n/programme-labels';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { useSession } from '@client/lib/use-session';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { useResourceChoices } from '../api';
import { CheckboxField } from '../components/fields';
import { RichText } from '../components/rich-text';
import { WizardActions } from '../components/wizard-actions';
import { jobTitleLabel, prefixLabel, roleLabel, stepTitleId } from '../labels';
import type { StepProps } from '../step-props';
import type { StepErrors } from '../use-wizard';
import { useStepForm } from '../use-step-form';

interface ReviewStepProps extends StepProps<'review'> {
  stepErrors: StepErrors;
  /** Why the last submit failed, in the current language. */
  notice: string | null;
  /** A link that helps with the notice (e.g. to confirm the e-mail address). */
  noticeAction?: ReactNode;
  onSubmit: (values: unknown) => void;
}

const linkClass = 'font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800';

export function ReviewStep(props: ReviewStepProps) {
  const { t, number } = useI18n();
  const { draft, stepErrors } = props;
  const resources = useResourceChoices();
  // Agreed at sign-up: the answers carry that agreement, and the box is not shown again.
  const agreedAlready = useSession().user?.termsAccepted === true;
  const form = useForm({
    resolver: zodResolver(reviewStepSchema),
    defaultValues: { agreement: agreedAlready || (props.values?.agreement ?? false) },
  });
  useStepForm(form, props);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const edit = (step: number) => props.onGoTo(step, form.getValues());

  const empty = t('onboarding.review.empty');
  const orDash = (value: ReactNode) => (value === null || value === undefined || value === '' ? empty : value);
  const p = draft.profile ?? {};
  const d = draft.district ?? {};
  const typedSchools = (d.unlisted ? d.unlisted.schools : d.schools)?.map((s) => s.name) ?? [];
  const f = draft.funding ?? {};
  const names = new Map((resources.data?.items ?? []).map((r) => [r.id, r.name]));
  const picked = draft.resources?.resourceIds ?? [];
  const numberOfSchools = draft.schools?.numberOfSchools;
  const agreementLinks = {
    privacy: (
      <a href={paths.privacy()} target="_blank" rel="noopener" className={linkClass}>
        {t('onboarding.review.privacy')}
      </a>
    ),
    terms: (
      <a href={paths.terms()} target="_blank" rel="noopener" className={linkClass}>
        {t('onboarding.review.terms')}
      </a>
    ),
  };
  const section = (key: WizardStepKey) => ({ title: t(stepTitleId(key)), stepKey: key, errors: stepErrors });

  return (
    <form onSubmit={handleSubmit(props.onSubmit)} noValidate aria-labelledby="step-title" className="space-y-5">
      {props.notice && (
        <Alert tone="error" title={t('onboarding.review.notSubmitted')}>
          {props.notice}
          {props.noticeAction && <p className="mt-2">{props.noticeAction}</p>}
        </Alert>
      )}

      <Section {...section('profile')} onEdit={() => edit(ONBOARDING_STEP.PROFILE)}>
        <Item label={t('onboarding.review.name')}>
          {orDash([p.prefix && prefixLabel(t, p.prefix), p.firstName, p.lastName].filter(Boolean).join(' '))}
        </Item>
        <Item label={t('onboarding.profile.workEmail')}>{orDash(p.workEmail)}</Item>
        <Item label={t('onboarding.profile.phone')}>{orDash(p.phoneNumber)}</Item>
        <Item label={t('onboarding.profile.currentRole')}>{orDash(p.currentRole && roleLabel(t, p.currentRole))}</Item>
        <Item label={t('onboarding.profile.currentTitle')}>
          {orDash(p.title === TITLE_OTHER ? p.titleOther : p.title && jobTitleLabel(t, p.title))}
        </Item>
      </Section>

      <Section {...section('district')} onEdit={() => edit(ONBOARDING_STEP.DISTRICT)}>
        <Item label={t('onboarding.district.heading')}>
          {d.unlisted
            ? `${d.unlisted.noDistrict ? (d.unlisted.schools?.[0]?.name ?? '') : (d.unlisted.districtName ?? '')}, ${d.unlisted.state ?? ''} (${t('onboarding.unlisted.typedShort')})`
            : orDash(d.district?.name)}
        </Item>
        <Item label={t('onboarding.schools.heading')}>
          {typedSchools.length ? typedSchools.join(', ') : d.unlinked ? t('onboarding.schools.unlinked') : empty}
        </Item>
      </Section>

      <Section {...section('schools')} onEdit={() => edit(ONBOARDING_STEP.SCHOOLS)}>
        <Item label={t('onboarding.numberOfSchools')}>{orDash(typeof numberOfSchools === 'number' ? number(numberOfSchools) : null)}</Item>
      </Section>

      <Section {...section('resources')} onEdit={() => edit(ONBOARDING_STEP.RESOURCES)}>
        <Item label={t('onboarding.review.selectedResources')}>
          {picked.length
            ? picked
                .map((id) => names.get(id) ?? (resources.data ? t('onboarding.review.retiredResource') : t('onboarding.review.pending')))
                .join(', ')
            : empty}
        </Item>
      </Section>

      <Section {...section('goals')} onEdit={() => edit(ONBOARDING_STEP.GOALS)}>
        <Item label={t('onboarding.review.objectives')}>{orDash(draft.goals?.objectives)}</Item>
        <Item label={t('onboarding.review.success')}>{orDash(draft.goals?.successDescription)}</Item>
        <Item label={t('onboarding.review.comments')}>{orDash(draft.goals?.comments)}</Item>
      </Section>

      <Section {...section('funding')} onEdit={() => edit(ONBOARDING_STEP.FUNDING)}>
        <Item label={t('onboarding.funding.option')}>{orDash(f.fundingOption && fundingLabel(t, f.fundingOption))}</Item>
        <Item label={t('onboarding.review.heardAbout')}>
          {orDash(f.heardAbout === HEARD_ABOUT_OTHER ? f.heardAboutOther : f.heardAbout && heardAboutLabel(t, f.heardAbout))}
        </Item>
      </Section>

      {agreedAlready ? (
        <p className="pt-2 text-sm text-slate-600">
          <RichText text={t('onboarding.review.agreedAtSignUp')} parts={agreementLinks} />
        </p>
      ) : (
        <CheckboxField
          className="pt-2"
          label={<RichText text={t('onboarding.review.agreement')} parts={agreementLinks} />}
          error={errors.agreement?.message}
          {...register('agreement')}
        />
      )}

      <WizardActions busy={props.busy} nextLabel={t('onboarding.review.submit')} onBack={() => edit(ONBOARDING_STEP.FUNDING)} />
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
  const { t } = useI18n();
  const problems = Object.values(errors[stepKey] ?? {});
  return (
    <section
      aria-label={title}
      className={problems.length ? 'rounded-xl border border-red-300 bg-white p-5' : 'rounded-xl border border-slate-200 bg-white p-5'}
    >
      <div className="flex items-center justify-between gap-4">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t('onboarding.review.editSection', { section: title })}>
          {t('onboarding.review.edit')}
        </Button>
      </div>
      {problems.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-red-700">
          {problems.map((message) => (
            <li key={message}>{translateMessage(t, message)}</li>
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
