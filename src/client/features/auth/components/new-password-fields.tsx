import type { FieldError, Path, UseFormReturn } from 'react-hook-form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@contract/constants';
import type { MessageId } from '@client/i18n/en';
import '@client/i18n/en/auth';
import { useI18n } from '@client/i18n/use-i18n';
import { PasswordField } from './password-field';

interface PasswordPair {
  password: string;
  repeatPassword: string;
}

// The labels of the pair, and the fields as the Show/Hide toggle names them.
const WORDING = {
  password: {
    label: 'auth.password.label',
    repeatLabel: 'auth.password.repeatLabel',
    field: 'auth.password.fieldPassword',
    repeatField: 'auth.password.fieldRepeat',
  },
  newPassword: {
    label: 'auth.password.newLabel',
    repeatLabel: 'auth.password.repeatNewLabel',
    field: 'auth.password.fieldNew',
    repeatField: 'auth.password.fieldRepeatNew',
  },
} as const satisfies Record<string, Record<string, MessageId>>;

/**
 * Choose-a-password fields (sign-up, reset, invitation): "Password" or, on reset, "New password".
 * The repeat is checked again when the password changes after it was filled in, so "Your
 * passwords do not match" never goes stale.
 */
export function NewPasswordFields<T extends PasswordPair, O>({
  form,
  wording = 'password',
}: {
  form: UseFormReturn<T, unknown, O>;
  wording?: keyof typeof WORDING;
}) {
  const { t } = useI18n();
  const { register, trigger, getFieldState, formState } = form;
  const password = 'password' as Path<T>;
  const repeatPassword = 'repeatPassword' as Path<T>;
  const errors = formState.errors as Partial<Record<keyof PasswordPair, FieldError>>;
  const words = WORDING[wording];

  return (
    <>
      <PasswordField
        label={t(words.label)}
        fieldName={t(words.field)}
        autoComplete="new-password"
        hint={t('auth.password.hint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        error={errors.password?.message}
        {...register(password, {
          onChange: () => {
            if (getFieldState(repeatPassword).isTouched) void trigger(repeatPassword);
          },
        })}
      />
      <PasswordField
        label={t(words.repeatLabel)}
        fieldName={t(words.repeatField)}
        autoComplete="new-password"
        error={errors.repeatPassword?.message}
        {...register(repeatPassword)}
      />
    </>
  );
}
