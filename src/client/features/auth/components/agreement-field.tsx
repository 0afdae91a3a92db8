import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { paths } from '@client/app/paths';
import '@client/i18n/en/auth';
import { useI18n } from '@client/i18n/use-i18n';
import { cx } from '@client/ui/cx';
import { FieldError } from './field-error';
import { withElements } from './with-elements';

interface AgreementFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

// The privacy policy and terms (spec §2 footer keys privacy and terms) open in a new tab, so a
// half-filled form is not lost.
const linkClass = 'font-medium text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline';

/** The required agreement to the privacy policy and terms (spec §5). */
export function AgreementField({ error, className, ref, ...inputProps }: AgreementFieldProps) {
  const { t } = useI18n();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx('mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-primary-700', error && 'outline-2 outline-offset-1 outline-red-500')}
          {...inputProps}
        />
        <label htmlFor={id} className="text-sm leading-6 text-slate-700">
          {withElements(t('auth.agreement.label'), {
            privacy: (
              <a href={paths.privacy()} target="_blank" rel="noopener" className={linkClass}>
                {t('auth.agreement.privacy')}
              </a>
            ),
            terms: (
              <a href={paths.terms()} target="_blank" rel="noopener" className={linkClass}>
                {t('auth.agreement.terms')}
              </a>
            ),
          })}
        </label>
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
