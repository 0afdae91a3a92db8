// The wizard's step indicator (spec §4 step statuses: complete, pending, in-progress, error). Steps
// already reached are buttons, so the user can go back to change an answer, or forward again.
import '@client/i18n/en/onboarding';
import { WIZARD_STEPS, type StepStatus } from '@contract/onboarding';
import { useI18n } from '@client/i18n/use-i18n';
import { cx } from '@client/ui/cx';
import { stepTitleId } from '../labels';

const circle: Record<StepStatus, string> = {
  complete: 'bg-primary-700 text-white border-primary-700',
  'in-progress': 'bg-white text-primary-800 border-primary-700 ring-4 ring-primary-100',
  pending: 'bg-white text-slate-500 border-slate-300',
  error: 'bg-red-600 text-white border-red-600',
};

interface StepIndicatorProps {
  current: number;
  statuses: readonly StepStatus[];
  /** Steps up to this one can be opened. */
  reached: number;
  onSelect: (step: number) => void;
  disabled?: boolean;
}

export function StepIndicator({ current, statuses, reached, onSelect, disabled }: StepIndicatorProps) {
  const { t, number } = useI18n();
  const currentStep = WIZARD_STEPS[current]!;
  const total = number(WIZARD_STEPS.length);
  return (
    <nav aria-label={t('onboarding.steps.label')} className="mb-8">
      <p className="mb-3 text-sm font-medium text-slate-600 sm:hidden">
        {t('onboarding.steps.current', { number: number(current + 1), total })}{' '}
        <span className="text-slate-900">{t(stepTitleId(currentStep.key))}</span>
      </p>
      <ol className="flex items-start">
        {WIZARD_STEPS.map((step, index) => {
          const status = statuses[index] ?? 'pending';
          const canOpen = index !== current && index <= reached && !disabled;
          const title = t(stepTitleId(step.key));
          const content = (
            <>
              <span
                aria-hidden="true"
                className={cx('flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold', circle[status])}
              >
                {status === 'complete' ? <Check /> : status === 'error' ? '!' : number(index + 1)}
              </span>
              <span
                className={cx(
                  'mt-2 hidden text-center text-xs leading-tight sm:block',
                  index === current ? 'font-semibold text-slate-900' : 'text-slate-600',
                  status === 'error' && 'font-semibold text-red-700',
                )}
              >
                {title}
              </span>
              <span className="sr-only">
                {t('onboarding.steps.item', { title, number: number(index + 1), total, status: t(`onboarding.steps.status.${status}`) })}
              </span>
            </>
          );
          return (
            <li
              key={step.key}
              aria-current={index === current ? 'step' : undefined}
              className="relative flex flex-1 flex-col items-center"
              data-status={status}
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={cx('absolute top-4 h-0.5 -translate-y-1/2', index <= reached ? 'bg-primary-300' : 'bg-slate-200')}
                  // From the previous step's circle to this one's (each circle is 2rem wide); the
                  // previous step is on the inline start side, the right in a right-to-left page.
                  style={{ insetInlineEnd: 'calc(50% + 1.25rem)', width: 'calc(100% - 2.5rem)' }}
                />
              )}
              {canOpen ? (
                <button
                  type="button"
                  onClick={() => onSelect(index)}
                  className="relative flex flex-col items-center rounded-lg px-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 [&:hover>span:first-child]:border-primary-500"
                >
                  {content}
                </button>
              ) : (
                <div className="relative flex flex-col items-center px-1">{content}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Check() {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={2.5} className="size-4" aria-hidden="true">
      <path d="m5 10.5 3.2 3L15 6.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
