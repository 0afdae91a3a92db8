// The states of Verify your email (spec §2, §4): check your email (with "send again"), retry
// later, confirmed, and asking for a link without a session.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { sendVerificationEmailRequestSchema, VERIFICATION_TOKEN_TTL_SECONDS } from '@contract/auth';
import { messages } from '@contract/messages';
import { paths } from '@client/app/paths';
import '@client/i18n/en/auth';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';
import { AppLink } from '@client/ui/app-link';
import { Button, buttonClasses } from '@client/ui/button';
import { MailIcon } from '@client/ui/icons';
import { TextField } from '@client/ui/text-field';
import { applyServerErrors } from '../form-errors';
import { requestVerificationLink, useVerificationResend } from '../use-verification-resend';
import { describeWait } from '../wait';
import { AuthHeader } from './auth-header';
import { ClockIcon } from '@client/ui/icons';
import { CheckCircleIcon } from './auth-icons';
import { EntryNotice } from './entry-notice';
import { ResendButton } from './resend-button';
import { SupportLink } from './support-link';
import { withElements } from './with-elements';

const linkHours = Math.round(VERIFICATION_TOKEN_TTL_SECONDS / 3600);

interface CheckYourEmailProps {
  email: string;
  /** The server's 429 message when the link was not sent just now (sent a moment ago already). */
  refusal?: string | null;
  /** Shown in place of "Back to sign in" (a signed-in user leaves by signing out). */
  footer?: ReactNode;
}

export function CheckYourEmail({ email, refusal = null, footer }: CheckYourEmailProps) {
  const { t, tp } = useI18n();
  const resend = useVerificationResend(email, refusal);
  if (resend.limitReached && resend.retryAt) return <RetryLater retryAt={resend.retryAt} footer={footer} />;
  return (
    <EntryNotice
      title={t('auth.checkEmail.title')}
      icon={<MailIcon className="size-6" />}
      footer={footer}
      actions={
        <>
          {resend.notice && <Alert tone={resend.notice.tone}>{resend.notice.text}</Alert>}
          <ResendButton onClick={() => void resend.send()} sending={resend.sending} secondsLeft={resend.secondsLeft} />
        </>
      }
    >
      <p className="font-medium text-slate-900">{t('auth.verify.required', { message: translateMessage(t, messages.emailVerificationRequired) })}</p>
      <p>
        {withElements(tp('auth.verify.sent', linkHours), {
          email: <strong className="font-semibold wrap-anywhere text-slate-900">{email}</strong>,
        })}
      </p>
      <p>{t('auth.checkEmail.nothingThere')}</p>
    </EntryNotice>
  );
}

export function RetryLater({ retryAt, footer }: { retryAt: number; footer?: ReactNode }) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <EntryNotice title={t('auth.retryLater.title')} tone="warning" icon={<ClockIcon className="size-6" />} footer={footer}>
      <p>{translateMessage(t, messages.verificationResendLimit)}</p>
      <p className="font-medium text-slate-900">{t('auth.retryLater.when', { when: describeWait((retryAt - Date.now()) / 1000, i18n) })}</p>
      <p>{withElements(t('auth.retryLater.meanwhile'), { support: <SupportLink /> })}</p>
    </EntryNotice>
  );
}

/**
 * `already`: the link was opened before; the address was confirmed then, nothing is left to do.
 * `elsewhere`: this screen was waiting, and the link was opened in another tab or on another device.
 */
export function EmailConfirmed({
  continueTo,
  already = false,
  elsewhere = false,
}: {
  continueTo: string | null;
  already?: boolean;
  elsewhere?: boolean;
}) {
  const { t } = useI18n();
  return (
    <EntryNotice
      title={t('auth.confirmed.title')}
      tone="success"
      icon={<CheckCircleIcon className="size-6" />}
      footer={false}
      actions={
        <AppLink to={continueTo ?? paths.signIn()} replace className={buttonClasses('primary', 'md', true)}>
          {continueTo ? t('auth.confirmed.continue') : t('auth.confirmed.signIn')}
        </AppLink>
      }
    >
      <p>{already ? t('auth.confirmed.already') : elsewhere ? t('auth.confirmed.elsewhere') : t('auth.confirmed.thanks')}</p>
      {!continueTo && <p>{t('auth.confirmed.signInNext')}</p>}
    </EntryNotice>
  );
}

/** Without a session: the address to send a new link to. */
interface RequestVerificationLinkProps {
  onRequested: (email: string, refusal: string | null) => void;
  title?: string;
  description?: ReactNode;
  icon?: ReactNode;
}

export function RequestVerificationLink({ onRequested, title, description, icon }: RequestVerificationLinkProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(sendVerificationEmailRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      // Sent, too soon or over the daily cap: the next screen shows which.
      const { refusal } = await requestVerificationLink(email);
      onRequested(email, refusal);
    } catch (error) {
      setFormError(applyServerErrors(error, ['email'], setError, i18n));
    }
  });

  return (
    <>
      {icon}
      <AuthHeader title={title ?? t('auth.verify.title')}>{description ?? t('auth.verify.requestLead')}</AuthHeader>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        <TextField
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder={t('auth.field.emailPlaceholder')}
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('auth.verify.submit')}
        </Button>
      </form>
    </>
  );
}
