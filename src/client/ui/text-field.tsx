import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';
import { cx } from './cx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The field's error message; marks the input invalid and is announced with it. */
  error?: string;
  hint?: ReactNode;
  /** A control drawn inside the input's end edge (e.g. "Show password"). */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error wired up through aria-describedby. */
export function TextField({ label, error, hint, endAdornment, className, ref, ...inputProps }: TextFieldProps) {
  const { t } = useI18n();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(
            'block h-control w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-xs sm:text-sm',
            'placeholder:text-slate-400 focus:outline-2 focus:-outline-offset-1',
            error ? 'border-red-500 focus:outline-red-500' : 'border-slate-300 hover:border-slate-400 focus:outline-primary-600',
            endAdornment ? 'pe-20' : undefined,
          )}
          {...inputProps}
        />
        {endAdornment && <div className="absolute inset-y-0 end-0 flex items-center pe-1.5">{endAdornment}</div>}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
            <path
              fillRule="evenodd"
              d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-11.5a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4ZM10 14.75a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
              clipRule="evenodd"
            />
          </svg>
          {translateMessage(t, error)}
        </p>
      )}
    </div>
  );
}
