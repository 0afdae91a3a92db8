import { useState, type ComponentProps } from 'react';
import '@client/i18n/en/sign-in';
import { useI18n } from '@client/i18n/use-i18n';
import { TextField } from '@client/ui/text-field';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'endAdornment'> & {
  /** The field as named inside a sentence ("password"), for the toggle's name: "Show password". */
  fieldName: string;
};

/** A password input with a Show/Hide toggle (the typed text is easy to check on a small screen). */
export function PasswordField({ fieldName, ...props }: PasswordFieldProps) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      endAdornment={
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-pressed={shown}
          className="rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <span aria-hidden="true">{shown ? t('auth.password.hide') : t('auth.password.show')}</span>
          <span className="sr-only">
            {shown ? t('auth.password.hideField', { field: fieldName }) : t('auth.password.showField', { field: fieldName })}
          </span>
        </button>
      }
    />
  );
}
