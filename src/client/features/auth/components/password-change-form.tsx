// The account page's password change: the current password, then a new one by the same rules and
// fields as sign-up and reset. The server ends every other session, and the form says how many.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { changePasswordRequestSchema } from '@contract/account';
import { paths } from '@client/app/paths';
import '@client/i18n/en/account';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';
import { AppLink } from '@client/ui/app-link';
import { Button } from '@client/ui/button';
import { changePassword } from '../account-settings-api';
import { applyServerErrors } from '../form-errors';
import { NewPasswordFields } from './new-password-fields';
import { PasswordField } from './password-field';
import { withElements } from './with-elements';

const FIELDS = ['currentPassword', 'password', 'repeatPassword'] as const;

export function PasswordChangeForm() {
  const i18n = useI18n();
  const { t } = i18n;
  const { mutate } = useSWRConfig();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(changePasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', password: '', repeatPassword: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setDone(null);
    try {
      const { endedSessions } = await changePassword(values);
      reset();
      setDone(
        endedSessions === 0
          ? t('account.password.saved')
          : endedSessions === 1
            ? t('account.password.savedEndedOne')
            : t('account.password.savedEnded', { count: endedSessions }),
      );
      // The sessions list below lost the ones that ended.
      void mutate((key) => Array.isArray(key) && key[0] === 'account');
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError, i18n));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError && <Alert tone="error">{formError}</Alert>}
      <PasswordField
        label={t('account.password.current')}
        fieldName={t('account.password.fieldCurrent')}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordFields form={form} wording="newPassword" />
      {done && <Alert tone="success">{done}</Alert>}
      <Button type="submit" variant="secondary" loading={isSubmitting}>
        {t('account.password.save')}
      </Button>
      <p className="text-sm text-slate-600">
        {withElements(t('account.password.noPassword'), {
          forgot: (
            <AppLink to={paths.forgotPassword()} className="font-medium text-primary-700 underline hover:text-primary-800">
              {t('account.password.forgotLink')}
            </AppLink>
          ),
        })}
      </p>
    </form>
  );
}
