import type { UseFormRegisterReturn } from 'react-hook-form';
import '@client/i18n/en/auth';
import { useI18n } from '@client/i18n/use-i18n';
import { TextField } from '@client/ui/text-field';

interface NameField {
  field: UseFormRegisterReturn;
  error?: string;
}

/**
 * First and last name side by side (sign-up and an invitation's sign-up). The form registers the
 * fields itself, in its own render: react-hook-form focuses the first field in error in the order
 * of registration, and the names come first on screen.
 */
export function NameFields({ firstName, lastName }: { firstName: NameField; lastName: NameField }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label={t('auth.field.firstName')} autoComplete="given-name" error={firstName.error} {...firstName.field} />
      <TextField label={t('auth.field.lastName')} autoComplete="family-name" error={lastName.error} {...lastName.field} />
    </div>
  );
}
