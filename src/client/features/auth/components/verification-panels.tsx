// The states of Verify your email (spec §2, §4): check your email (with "send again"), retry
// later, confirmed, and asking for a link without a session.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { sendVerificationEmailRequestSchema, VERIFICATION_TOKEN_TTL_SECONDS } from '../../../../contract/auth';
import { messages } from '../../../../contract/messages';
import { paths } from '../../../app/paths';
import { Alert } from '../../../ui/alert';
import { AppLink } from '../../../ui/app-link';
import { Button, buttonClasses } from '../../../ui/button';
import { MailIcon } from '../../../ui/icons';
import { TextField } from '../../../ui/text-field';
import { applyServerErrors } from '../form-errors';
import { requestVerificationLink, useVerificationResend } from '../use-verification-resend';
import { describeWait } from '../wait';
import { AuthHeader } from './auth-header';
import { ClockIcon } from '../../../ui/icons';
import { CheckCircleIcon } from './auth-icons';
import { EntryNotice } from './entry-notice';
import { ResendButton } from './resend-button';
import { SupportLink } from './support-link';

const linkHours = Math.round(VERIFICATION_TOKEN_TTL_SECONDS / 3600);

interface CheckYourEmailProps {
  email: string;
  /** The server's 429 message when the link was not sent just now (sent a moment ago already). */
  refusal?: string | null;
  /** Shown in place of "Back to sign in" (a signed-in user leaves by signing out). */
  footer?: ReactNode;
}

export function CheckYourEmail({ email, refusal = null, footer }: CheckYourEmailProps) {
  const resend = useVerificationResend(email, refusal);
  if (resend.limitReached && resend.retryAt) return <RetryLater retryAt={resend.retryAt} footer={footer} />;
  return (
    <EntryNotice
      title="Check your email"
      icon={<MailIcon className="size-6" />}
      footer={footer}
      actions={
        <>
          {resend.notice && <Alert tone={resend.notice.tone}>{resend.notice.text}</Alert>}
          <ResendButton onClick={() => void resend.send()} sending={resend.sending} secondsLeft={resend.secondsLeft} />
        </>
      }
    >
      <p className="font-medium text-slate-900">{messages.emailVerificationRequired}.</p>
      <p>
        We sent a verification link to <strong className="font-semibold wrap-anywhere text-slate-900">{email}</strong>.
        Open it to confirm your address and continue. The link works for {linkHours} hours.
      </p>
      <p>Nothing there? Look in your spam folder, or send the link again.</p>
    </EntryNotice>
  );
}

export function RetryLater({ retryAt, footer }: { retryAt: number; footer?: ReactNode }) {
  return (
    <EntryNotice title="Try again later" tone="warning" icon={<ClockIcon className="size-6" />} footer={footer}>
      <p>{messages.verificationResendLimit}</p>
      <p className="font-medium text-slate-900">
        You can ask for a new link {describeWait((retryAt - Date.now()) / 1000)}.
      </p>
      <p>
        Meanwhile, the newest link we sent works until it expires. If it does not arrive, contact <SupportLink />.
      </p>
    </EntryNotice>
  );
}

export function EmailConfirmed({ continueTo }: { continueTo: string | null }) {
  return (
    <EntryNotice
      title="Email confirmed"
      tone="success"
      icon={<CheckCircleIcon className="size-6" />}
      footer={false}
      actions={
        <AppLink to={continueTo ?? paths.signIn()} replace className={buttonClasses('primary', 'md', true)}>
          {continueTo ? 'Continue' : 'Sign in to continue'}
        </AppLink>
      }
    >
      <p>Thank you, your email address is confirmed.</p>
      {!continueTo && <p>Sign in to continue with your application.</p>}
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

export function RequestVerificationLink({
  onRequested,
  title = 'Verify your email',
  description = 'Enter the email you signed up with and we will send you a new verification link.',
  icon,
}: RequestVerificationLinkProps) {
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
      setFormError(applyServerErrors(error, ['email'], setError));
    }
  });

  return (
    <>
      {icon}
      <AuthHeader title={title}>{description}</AuthHeader>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder="you@district.org"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          Send verification link
        </Button>
      </form>
    </>
  );
}
