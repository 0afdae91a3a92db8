// Form controls the wizard needs beyond ui/: a text area with a character count, a checkbox and a
// group of choice cards. Each is labelled, keyboard usable, and wires its error to the control.
import '@client/i18n/en/onboarding';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { cx } from '@client/ui/cx';

/** A field's error: the contract's rule texts arrive in English and show in the current language. */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  const { t } = useI18n();
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {typeof children === 'string' ? translateMessage(t, children) : children}
    </p>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** The limit, shown as "120 / 500"; the text area stops at it. */
  maxLength: number;
  length: number;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, hint, maxLength, length, className, ref, ...props }: TextAreaFieldProps) {
  const { t, number } = useI18n();
  const id = useId();
  const describedBy = [hint && `${id}-hint`, `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={4}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          'mt-1.5 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-xs sm:text-sm',
          'placeholder:text-slate-400 focus:outline-2 focus:-outline-offset-1',
          error ? 'border-red-500 focus:outline-red-500' : 'border-slate-300 hover:border-slate-400 focus:outline-primary-600',
        )}
        {...props}
      />
      <div className="mt-1.5 flex items-start justify-between gap-4 text-sm">
        <div className="min-w-0">
          {hint && (
            <p id={`${id}-hint`} className="text-slate-500">
              {hint}
            </p>
          )}
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </div>
        <p id={`${id}-count`} className="shrink-0 text-slate-500 tabular-nums">
          <span className="sr-only">{t('onboarding.field.charactersUsed')} </span>
          {t('onboarding.field.count', { length: number(length), max: number(maxLength) })}
        </p>
      </div>
    </div>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, description, error, className, ref, ...props }: CheckboxFieldProps) {
  const id = useId();
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="flex gap-3">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          {...props}
        />
        <div className="text-sm">
          <label htmlFor={id} className="font-medium text-slate-900">
            {label}
          </label>
          {description && (
            <p id={`${id}-description`} className="mt-0.5 text-slate-600">
              {description}
            </p>
          )}
        </div>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

interface ChoiceCardsProps<T extends string> {
  legend: string;
  name: string;
  value: T | '' | null | undefined;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string; description?: string }[];
  error?: string;
}

/** Radio buttons drawn as cards: one choice of a few, each with a line of explanation. */
export function ChoiceCards<T extends string>({ legend, name, value, onChange, options, error }: ChoiceCardsProps<T>) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              className={cx(
                'flex cursor-pointer gap-3 rounded-xl border bg-white p-4 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                checked ? 'border-primary-600 ring-1 ring-primary-600' : 'border-slate-300 hover:border-slate-400',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="mt-0.5 size-4 shrink-0 accent-primary-700"
              />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{option.label}</span>
                {option.description && <span className="mt-1 block text-sm text-slate-600">{option.description}</span>}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
