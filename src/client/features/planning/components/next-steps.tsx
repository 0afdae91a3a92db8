// "What happens next": the programme's steps from application to a completed programme, with
// where this district stands, worked out from its application and blueprint.
import type { ComponentType } from 'react';
import type { DashboardSummary } from '@contract/dashboard';
import { paths } from '@client/app/paths';
import type { MessageId } from '@client/i18n/en';
import { useI18n } from '@client/i18n/use-i18n';
import { AppLink } from '@client/ui/app-link';
import { cx } from '@client/ui/cx';
import { CheckIcon, ChecklistIcon, CubeIcon, DocumentIcon, FlagIcon, MapIcon, UsersIcon, type IconProps } from '@client/ui/icons';

type StepState = 'done' | 'current' | 'upcoming';

interface Step {
  id: string;
  icon: ComponentType<IconProps>;
  titleId: MessageId;
  textId: MessageId;
  link?: { to: string; labelId: MessageId };
}

const STEPS: readonly Step[] = [
  {
    id: 'apply',
    icon: DocumentIcon,
    titleId: 'planning.step.apply',
    textId: 'planning.step.apply.text',
    link: { to: paths.applications(), labelId: 'planning.step.apply.link' },
  },
  { id: 'conversation', icon: UsersIcon, titleId: 'planning.step.conversation', textId: 'planning.step.conversation.text' },
  {
    id: 'blueprint',
    icon: MapIcon,
    titleId: 'planning.step.blueprint',
    textId: 'planning.step.blueprint.text',
    link: { to: paths.blueprints(), labelId: 'planning.step.blueprint.link' },
  },
  {
    id: 'approve',
    icon: CheckIcon,
    titleId: 'planning.step.approve',
    textId: 'planning.step.approve.text',
    link: { to: paths.blueprints(), labelId: 'planning.step.approve.link' },
  },
  {
    id: 'prepare',
    icon: CubeIcon,
    titleId: 'planning.step.prepare',
    textId: 'planning.step.prepare.text',
    link: { to: paths.checklist(), labelId: 'planning.step.prepare.link' },
  },
  {
    id: 'run',
    icon: ChecklistIcon,
    titleId: 'planning.step.run',
    textId: 'planning.step.run.text',
    link: { to: paths.orders(), labelId: 'planning.step.run.link' },
  },
  { id: 'complete', icon: FlagIcon, titleId: 'planning.step.complete', textId: 'planning.step.complete.text' },
];

/** The index of the step under way, from the application's status and the blueprint's stage. */
function currentStepIndex(summary: DashboardSummary | undefined): number {
  const application = summary?.application;
  if (!application) return 0;
  switch (application.status) {
    case 'New':
      return 1;
    case 'Building Blueprint':
      return 2;
    case 'Program Completed':
      return STEPS.length;
    default: {
      const blueprint = summary.blueprint;
      if (!blueprint || blueprint.approval !== 'Approved') return 3;
      return blueprint.stage === 'Implementing' ? 5 : 4;
    }
  }
}

export function NextSteps({ summary }: { summary: DashboardSummary | undefined }) {
  const { t } = useI18n();
  const current = currentStepIndex(summary);
  return (
    <ol className="relative">
      {STEPS.map((step, index) => {
        const state: StepState = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        const Icon = state === 'done' ? CheckIcon : step.icon;
        return (
          <li key={step.id} className="relative flex gap-4 pb-8 last:pb-0" aria-current={state === 'current' ? 'step' : undefined}>
            {index < STEPS.length - 1 && (
              <span
                aria-hidden="true"
                className={cx(
                  'absolute start-5 top-11 -bottom-0 w-0.5 -translate-x-1/2 rtl:translate-x-1/2',
                  index < current ? 'bg-emerald-500' : 'bg-slate-200',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cx(
                'relative flex size-10 shrink-0 items-center justify-center rounded-full ring-4 ring-slate-50',
                state === 'done' && 'bg-emerald-600 text-white',
                state === 'current' && 'bg-primary-700 text-white',
                state === 'upcoming' && 'border border-slate-300 bg-white text-slate-500',
              )}
            >
              <Icon className="size-5" />
            </span>
            <div className="min-w-0 pt-1.5">
              <p className="flex flex-wrap items-center gap-2">
                <span className={cx('font-semibold', state === 'upcoming' ? 'text-slate-700' : 'text-slate-900')}>{t(step.titleId)}</span>
                <span
                  className={cx(
                    'rounded-full px-2 py-0.5 text-xs font-semibold',
                    state === 'done' && 'bg-emerald-50 text-emerald-800',
                    state === 'current' && 'bg-primary-50 text-primary-800',
                    state === 'upcoming' && 'bg-slate-100 text-slate-700',
                  )}
                >
                  {t(`planning.state.${state}`)}
                </span>
              </p>
              <p className="mt-1 text-sm text-slate-600">{t(step.textId)}</p>
              {step.link && state !== 'upcoming' && (
                <AppLink to={step.link.to} className="mt-2 inline-block text-sm font-semibold text-primary-800 hover:underline">
                  {t(step.link.labelId)}
                </AppLink>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
