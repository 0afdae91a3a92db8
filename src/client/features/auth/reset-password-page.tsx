import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'wouter';
import { resetPasswordRequestSchema } from '../../../contract/auth';
import { paths } from '../../app/paths';
import { clearSession, getSessionState } from '../../lib/session-store';
import { Alert } from '../../ui/alert';
import { AppLink, AppRedirect, useNavigateTo } from '../../ui/app-link';
import { Button, buttonClasses } from '../../ui/button';
import { InfoIcon } from '../../ui/icons';
import { LoadingPanel } from '../../ui/spinner';
import { resetPassword } from './account-api';
import { AuthHeader } from './components/auth-header';
import { CheckCircleIcon } from './components/auth-icons';
import { BackToSignIn, EntryNotice } from './components/entry-notice';
import { LoadFailed } from './components/load-failed';
import { NewPasswordFields } from './components/new-password-fields';
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
  const check = useTokenCheck(token, true);
  if (check.state === 'checking') return <LoadingPanel label="Checking your link…" />;
  if (check.state === 'gone') return <AppRedirect to={paths.resetPasswordExpired()} />;
  if (check.state === 'error') return <LoadFailed title="Reset password" error={check.error} onRetry={check.retry} />;
  return <ResetForm token={token} email={check.result.email} onDone={onDone} />;
}

function ResetForm({ token, email, onDone }: { token: string; email: string; onDone: () => void }) {
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
      else setFormError(applyServerErrors(error, FIELDS, setError));
      return;
    }
    clearFlow('resetPassword');
    // The server ended every session of this account; a stored one here is dead too.
    if (getSessionState().user?.email === email) clearSession();
    onDone();
  });

  return (
    <>
      <AuthHeader title="Choose a new password">
        For <strong className="font-semibold wrap-anywhere text-slate-900">{email}</strong>. You will be signed out
        everywhere else.
      </AuthHeader>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields form={form} label="New password" />
        <Button type="submit" fullWidth loading={isSubmitting}>
          Change password
        </Button>
      </form>
      <p className="mt-8 border-t border-slate-200 pt-6 text-sm">
        <BackToSignIn />
      </p>
    </>
  );
}

function PasswordChanged() {
  return (
    <EntryNotice
      title="Password changed"
      tone="success"
      icon={<CheckCircleIcon className="size-6" />}
      footer={false}
      actions={
        <AppLink to={paths.signIn()} replace className={buttonClasses('primary', 'md', true)}>
          Sign in
        </AppLink>
      }
    >
      <p>Your password has been changed. Sign in with your new password.</p>
    </EntryNotice>
  );
}

function NoLink() {
  return (
    <EntryNotice
      title="Reset password"
      icon={<InfoIcon className="size-6" />}
      actions={
        <AppLink to={paths.forgotPassword()} className={buttonClasses('secondary', 'md', true)}>
          Request a reset link
        </AppLink>
      }
    >
      <p>Open the password reset link from your email to choose a new password for your account.</p>
    </EntryNotice>
  );
}
