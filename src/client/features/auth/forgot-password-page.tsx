import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { forgotPasswordRequestSchema, RESET_TOKEN_TTL_SECONDS } from '@contract/auth';
import '@client/i18n/en/auth';
import { useI18n } from '@client/i18n/use-i18n';
import { useSession } from '@client/lib/use-session';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { MailIcon } from '@client/ui/icons';
import { TextField } from '@client/ui/text-field';
import { requestPasswordReset } from './account-api';
import { AuthHeader } from './components/auth-header';
import { BackToSignIn, EntryNotice } from './components/entry-notice';
import { ResendButton } from './components/resend-button';
import { withElements } from './components/with-elements';
import { clearFlow, readSentLink, writeFlow } from './flow-storage';
import { applyServerErrors, errorMessage, retryAfterOf } from './form-errors';
import { useCountdown } from './use-countdown';

/** Forgot Password (spec §2): e-mail entry, then "Check your email". */
export function ForgotPasswordPage() {
  // A reload keeps the "Check your email" screen of this tab while the link can still work.
  const [sentTo, setSentTo] = useState<string | null>(() => {
    const sent = readSentLink('resetPassword');
    return sent && Date.now() - sent.nextAllowedAt < RESET_TOKEN_TTL_SECONDS * 1000 ? sent.email : null;
  });

  if (sentTo) {
    return (
      <CheckYourEmail
        email={sentTo}
        onChangeEmail={() => {
          clearFlow('resetPassword');
          setSentTo(null);
        }}
      />
    );
  }
  return (
    <EmailForm
      onSent={(email) => {
        writeFlow('resetPassword', { email, nextAllowedAt: Date.now() });
        setSentTo(email);
      }}
    />
  );
}

function EmailForm({ onSent }: { onSent: (email: string) => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const { user } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(forgotPasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: user?.email ?? '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await requestPasswordReset(email);
      onSent(email);
    } catch (error) {
      setFormError(applyServerErrors(error, ['email'], setError, i18n));
    }
  });

  return (
    <>
      <AuthHeader title={t('auth.forgot.title')}>{t('auth.forgot.lead')}</AuthHeader>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        <TextField
          label={t('auth.field.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          placeholder={t('auth.field.emailPlaceholder')}
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <p className="mt-8 border-t border-slate-200 pt-6 text-sm">
        <BackToSignIn />
      </p>
    </>
  );
}

function CheckYourEmail({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const i18n = useI18n();
  const { t, tp } = i18n;
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(retryAt);

  async function sendAgain() {
    setSending(true);
    setNotice(null);
    try {
      await requestPasswordReset(email);
      setNotice({ tone: 'success', text: t('auth.newLinkSent', { email }) });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, i18n) });
      const wait = retryAfterOf(error);
      if (wait) setRetryAt(Date.now() + wait * 1000);
    } finally {
      setSending(false);
    }
  }

  return (
    <EntryNotice
      title={t('auth.checkEmail.title')}
      icon={<MailIcon className="size-6" />}
      actions={
        <>
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          <ResendButton onClick={() => void sendAgain()} sending={sending} secondsLeft={secondsLeft} />
          <Button variant="ghost" fullWidth onClick={onChangeEmail}>
            {t('auth.forgot.otherEmail')}
          </Button>
        </>
      }
    >
      <p>
        {withElements(tp('auth.forgot.sent', Math.round(RESET_TOKEN_TTL_SECONDS / 60)), {
          email: <strong className="font-semibold wrap-anywhere text-slate-900">{email}</strong>,
        })}
      </p>
      <p>{t('auth.checkEmail.nothingThere')}</p>
    </EntryNotice>
  );
}
