import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'wouter';
import { resetPasswordRequestSchema } from '@contract/auth';
import { paths } from '@client/app/paths';
import '@client/i18n/en/auth';
import { useI18n } from '@client/i18n/use-i18n';
import { clearSession, getSessionState } from '@client/lib/session-store';
import { Alert } from '@client/ui/alert';
import { AppLink, AppRedirect, useNavigateTo } from '@client/ui/app-link';
import { Button, buttonClasses } from '@client/ui/button';
import { InfoIcon } from '@client/ui/icons';
import { LoadingPanel } from '@client/ui/spinner';
import { resetPassword } from './account-api';
import { AuthHeader } from './components/auth-header';
import { CheckCircleIcon } from './components/auth-icons';
import { BackToSignIn, EntryNotice } from './components/entry-notice';
import { LoadFailed } from './components/load-failed';
import { NewPasswordFields } from './components/new-password-fields';
import { withElements } from './components/with-elements';
import { clearFlow } from './flow-storage';
import { applyServerErrors, isGone } from './form-errors';
import { useTokenCheck } from './use-token-check';

const FIELDS = ['password', 'repeatPassword'] as const;

/** Reset Password (spec §2) at /reset-password?token=…, with its done state. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [done, setDone] = useState(false);

  if (done) return <PasswordChanged />;
  if (!token) return <NoLink />;
  return <ResetWithToken token={token} onDone={() => setDone(true)} />;
}

function ResetWithToken({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useI18n();
  const check = useTokenCheck(token, true);
  if (check.state === 'checking') return <LoadingPanel label={t('auth.reset.checking')} />;
  if (check.state === 'gone') return <AppRedirect to={paths.resetPasswordExpired()} />;
  if (check.state === 'error') return <LoadFailed title={t('auth.reset.title')} error={check.error} onRetry={check.retry} />;
  return <ResetForm token={token} email={check.result.email} onDone={onDone} />;
}

function ResetForm({ token, email, onDone }: { token: string; email: string; onDone: () => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const navigateTo = useNavigateTo();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: { token, password: '', repeatPassword: '' },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resetPassword(values);
    } catch (error) {
      if (isGone(error)) navigateTo(paths.resetPasswordExpired(), { replace: true });
      else setFormError(applyServerErrors(error, FIELDS, setError, i18n));
      return;
    }
    clearFlow('resetPassword');
    // The server ended every session of this account; a stored one here is dead too.
    if (getSessionState().user?.email === email) clearSession();
    onDone();
  });

  return (
    <>
      <AuthHeader title={t('auth.reset.formTitle')}>
        {withElements(t('auth.reset.lead'), {
          email: <strong className="font-semibold wrap-anywhere text-slate-900">{email}</strong>,
        })}
      </AuthHeader>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields form={form} wording="newPassword" />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('auth.reset.submit')}
        </Button>
      </form>
      <p className="mt-8 border-t border-slate-200 pt-6 text-sm">
        <BackToSignIn />
      </p>
    </>
  );
}

function PasswordChanged() {
  const { t } = useI18n();
  return (
    <EntryNotice
      title={t('auth.reset.doneTitle')}
      tone="success"
      icon={<CheckCircleIcon className="size-6" />}
      footer={false}
      actions={
        <AppLink to={paths.signIn()} replace className={buttonClasses('primary', 'md', true)}>
          {t('auth.reset.signIn')}
        </AppLink>
      }
    >
      <p>{t('auth.reset.done')}</p>
    </EntryNotice>
  );
}

function NoLink() {
  const { t } = useI18n();
  return (
    <EntryNotice
      title={t('auth.reset.title')}
      icon={<InfoIcon className="size-6" />}
      actions={
        <AppLink to={paths.forgotPassword()} className={buttonClasses('secondary', 'md', true)}>
          {t('auth.reset.requestLink')}
        </AppLink>
      }
    >
      <p>{t('auth.reset.noLink')}</p>
    </EntryNotice>
  );
}
