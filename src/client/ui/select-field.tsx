import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';
import { cx } from './cx';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Hides the label visually (it stays the control's accessible name). */
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
  /** An empty first choice ("Choose…"), whose value is "". */
  placeholder?: string;
  /** The choices as values and labels in the current language, after the placeholder and before any children. */
  options?: readonly { value: string; label: string }[];
  children?: ReactNode;
}

/** The one labelled select of the UI: native, so it works with every keyboard, screen reader and touch screen. */
export function SelectField({ label, error, hint, hideLabel, className, ref, placeholder, options, children, ...selectProps }: SelectFieldProps) {
  const { t } = useI18n();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={cx('block text-sm font-medium text-slate-800', hideLabel && 'sr-only')}>
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          'block h-control w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-xs sm:text-sm',
          'focus:outline-2 focus:-outline-offset-1',
          !hideLabel && 'mt-1.5',
          error ? 'border-red-500 focus:outline-red-500' : 'border-slate-300 hover:border-slate-400 focus:outline-primary-600',
        )}
        {...selectProps}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {translateMessage(t, error)}
        </p>
      )}
    </div>
  );
}
