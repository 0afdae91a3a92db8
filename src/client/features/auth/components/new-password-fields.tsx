import type { FieldError, Path, UseFormReturn } from 'react-hook-form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../contract/constants';
import { PasswordField } from './password-field';

interface PasswordPair {
  password: string;
  repeatPassword: string;
}

export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, with a capital letter, a small letter and a digit. No spaces.`;

/**
 * Choose-a-password fields (sign-up, reset, invitation). The repeat is checked again when the
 * password changes after it was filled in, so "Your passwords do not match" never goes stale.
 */
export function NewPasswordFields<T extends PasswordPair, O>({
  form,
  label = 'Password',
}: {
  form: UseFormReturn<T, unknown, O>;
  label?: string;
}) {
  const { register, trigger, getFieldState, formState } = form;
  const password = 'password' as Path<T>;
  const repeatPassword = 'repeatPassword' as Path<T>;
  const errors = formState.errors as Partial<Record<keyof PasswordPair, FieldError>>;

  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...register(password, {
          onChange: () => {
            if (getFieldState(repeatPassword).isTouched) void trigger(repeatPassword);
          },
        })}
      />
      <PasswordField
        label={`Repeat ${label.toLowerCase()}`}
        autoComplete="new-password"
        error={errors.repeatPassword?.message}
        {...register(repeatPassword)}
      />
    </>
  );
}
