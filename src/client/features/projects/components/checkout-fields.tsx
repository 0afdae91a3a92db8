// The parts of the new checkout form that are more than a text field: group size, support options
// and the live "kits needed" panel with the chosen project's figures.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { messages } from '@contract/messages';
import { GROUP_SIZES, groupSizeThatFits, kitsNeededFor, STUDENTS_PER_KIT, SUPPORT_OPTIONS } from '@contract/projects';
import '@client/i18n/en/projects';
import { isContractText, translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { cx } from '@client/ui/cx';

export function GroupSizeField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const { t, tp } = useI18n();
  return (
    <fieldset aria-describedby={error ? 'group-size-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t('projects.checkout.groupSize')}</legend>
      <div className="mt-1.5 grid grid-cols-3 gap-2">
        {GROUP_SIZES.map((size) => (
          <label
            key={size}
            className={cx(
              'flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border px-2 py-1.5 text-center text-sm',
              'has-checked:border-primary-600 has-checked:bg-primary-50 has-checked:text-primary-900',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600',
              error ? 'border-red-400' : 'border-slate-300 hover:border-slate-400',
            )}
          >
            <input type="radio" value={size} className="sr-only" {...registration} />
            <span className="font-medium">{t(`projects.groupSize.${size}`)}</span>
            <span className="text-xs text-slate-500">{tp('projects.checkout.perKit', STUDENTS_PER_KIT[size])}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="group-size-error" className="mt-1.5 text-sm text-red-700">
          {translateMessage(t, error)}
        </p>
      )}
    </fieldset>
  );
}

export function SupportOptionsField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useI18n();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">
        {t('projects.checkout.support')} <span className="font-normal text-slate-500">{t('projects.optional')}</span>
      </legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
        {SUPPORT_OPTIONS.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm hover:border-slate-400 has-checked:border-primary-600 has-checked:bg-primary-50"
          >
            <input type="checkbox" value={option} className="size-5 shrink-0 accent-primary-700" {...registration} />
            {t(`projects.supportOption.${option}`)}
          </label>
        ))}
      </div>
      {error && <p className="mt-1.5 text-sm text-red-700">{translateMessage(t, error)}</p>}
    </fieldset>
  );
}

interface KitsNeededPanelProps {
  kitsNeeded: number | null;
  figures: { kitsOnHand: number; kitsAvailable: number; activeCheckouts: number | null } | null;
  error?: string | null;
  /** The students typed, to say which group size would fit after a too-many-kits refusal. */
  students?: number | null;
}

/** Kits needed, worked out as the form is filled in, next to what the project can give. */
export function KitsNeededPanel({ kitsNeeded, figures, error, students = null }: KitsNeededPanelProps) {
  const { t, tp } = useI18n();
  // The spec's text stays as written; what follows it says what is available and what would fit.
  const tooMany = !!error && isContractText(t, error, messages.kitsExceedOnHand) && figures !== null && students !== null;
  const fits = tooMany ? groupSizeThatFits(students, figures.kitsAvailable) : null;
  const none = t('projects.noValue');
  return (
    <div
      className={cx('rounded-xl border p-4', error ? 'border-red-300 bg-red-50/60' : 'border-slate-200 bg-slate-50')}
      aria-describedby={error ? 'kits-needed-error' : undefined}
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div>
          <dt className="text-xs font-medium text-slate-600">{t('projects.checkout.kitsNeeded')}</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums" aria-live="polite" id="kits-needed">
            {kitsNeeded ?? none}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">{t('projects.checkout.kitsOnHand')}</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums">{figures?.kitsOnHand ?? none}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">{t('projects.checkout.availableNow')}</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums">{figures?.kitsAvailable ?? none}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">{t('projects.checkout.activeCheckouts')}</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums">{figures?.activeCheckouts ?? none}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-600">{t('projects.checkout.kitsRule')}</p>
      {error && (
        <p id="kits-needed-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {translateMessage(t, error)}
          {tooMany && (
            <span className="mt-1 block font-normal">
              {' '}
              {tp('projects.checkout.availableCount', figures.kitsAvailable)}{' '}
              {fits
                ? t('projects.checkout.fitsWith', { groupSize: t(`projects.order.groupSizeInline.${fits}`), kits: kitsNeededFor(students, fits) })
                : t('projects.checkout.noGroupFits', { students })}
            </span>
          )}
        </p>
      )}
    </div>
  );
}
