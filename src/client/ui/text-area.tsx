import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';
import { cx } from './cx';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its hint and error wired up through aria-describedby. */
export function TextArea({ label, error, hint, className, ref, rows = 3, ...props }: TextAreaProps) {
  const { t } = useI18n();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={cx(
          'mt-1.5 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-xs sm:text-sm',
          'placeholder:text-slate-400 focus:outline-2 focus:-outline-offset-1',
          error ? 'border-red-500 focus:outline-red-500' : 'border-slate-300 hover:border-slate-400 focus:outline-primary-600',
        )}
        {...props}
      />
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
