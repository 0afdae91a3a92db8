import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { cx } from '../../../ui/cx';
import { FieldError } from './field-error';
import { ChevronDownIcon } from '../../../ui/icons';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** The choices: the value sent, and its label in the current language. */
  options: readonly { value: string; label: string }[];
  /** The empty first choice ("Choose…"); its value is "". */
  placeholder: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select, styled like TextField (native keeps it keyboard- and screen-reader-friendly). */
export function SelectField({ label, options, placeholder, error, className, ref, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <select
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx(
            'block h-11 w-full appearance-none rounded-lg border bg-white pe-10 ps-3 text-base text-slate-900 shadow-xs sm:text-sm',
            'focus:outline-2 focus:-outline-offset-1',
            error ? 'border-red-500 focus:outline-red-500' : 'border-slate-300 hover:border-slate-400 focus:outline-primary-600',
          )}
          {...selectProps}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-slate-500" />
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
