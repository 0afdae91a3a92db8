// The account page's new-address form: a link goes to the new address and the account changes
// when it is opened, so until then the page says where the link went and which address still works.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changeEmailRequestSchema } from '@contract/account';
import '@client/i18n/en/account';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/text-field';
import { changeEmail } from '../account-settings-api';
import { applyServerErrors } from '../form-errors';
import { withElements } from './with-elements';

const FIELDS = ['email'] as const;

export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changeEmailRequestSchema), mode: 'onTouched', defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSentTo(null);
    try {
      const sent = await changeEmail(values.email);
      setSentTo(sent.email);
      reset();
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError, i18n));
    }
  });

  const strong = (text: string) => <strong className="font-semibold break-all">{text}</strong>;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">{withElements(t('account.email.current'), { email: strong(currentEmail) })}</p>
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        label={t('account.email.new')}
        type="email"
        autoComplete="email"
        placeholder={t('auth.field.emailPlaceholder')}
        error={errors.email?.message}
        {...register('email')}
      />
      {sentTo && <Alert tone="success">{withElements(t('account.email.sent'), { email: strong(sentTo), current: strong(currentEmail) })}</Alert>}
      <Button type="submit" variant="secondary" loading={isSubmitting}>
        {t('account.email.send')}
      </Button>
    </form>
  );
}
