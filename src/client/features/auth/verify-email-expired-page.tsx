import { useState } from 'react';
import { messages } from '@contract/messages';
import '@client/i18n/en/auth';
import { useI18n } from '@client/i18n/use-i18n';
import { translateMessage } from '@client/i18n/translate-message';
import { useSession } from '@client/lib/use-session';
import { Alert } from '@client/ui/alert';
import { AlertIcon } from '@client/ui/icons';
import { BackToSignIn, EntryNotice } from './components/entry-notice';
import { ResendButton } from './components/resend-button';
import { SignOutLink } from './components/sign-out-link';
import { withElements } from './components/with-elements';
import { CheckYourEmail, EmailConfirmed, RequestVerificationLink, RetryLater } from './components/verification-panels';
import { postSignInPath } from './post-sign-in';
import { useVerificationResend } from './use-verification-resend';

const expiredIcon = (
  <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600">
    <AlertIcon className="size-6" />
  </div>
);

/** The verification link expired or was used (spec §2, §8): request a new one. */
export function VerifyEmailExpiredPage() {
  const { t } = useI18n();
  const { status, user } = useSession();
  const [requested, setRequested] = useState<{ email: string; refusal: string | null } | null>(null);

  if (status !== 'signed-out' && user) {
    if (user.isEmailConfirmed) return <EmailConfirmed continueTo={postSignInPath(user, null)} />;
    return <ExpiredSignedIn email={user.email} />;
  }
  if (requested) return <CheckYourEmail email={requested.email} refusal={requested.refusal} />;
  return (
    <>
      <RequestVerificationLink
        icon={expiredIcon}
        title={t('auth.verifyExpired.title')}
        description={t('auth.verifyExpired.description', {
          expired: translateMessage(t, messages.verificationLinkExpired),
        })}
        onRequested={(email, refusal) => setRequested({ email, refusal })}
      />
      <p className="mt-8 border-t border-slate-200 pt-6 text-sm">
        <BackToSignIn />
      </p>
    </>
  );
}

/** Signed in: the address is known, one press sends a new link. */
function ExpiredSignedIn({ email }: { email: string }) {
  const { t } = useI18n();
  const resend = useVerificationResend(email);
  const [sent, setSent] = useState(false);
  if (resend.limitReached && resend.retryAt) return <RetryLater retryAt={resend.retryAt} footer={<SignOutLink />} />;
  if (sent) return <CheckYourEmail email={email} footer={<SignOutLink />} />;
  return (
    <EntryNotice
      title={t('auth.verifyExpired.title')}
      tone="warning"
      icon={<AlertIcon className="size-6" />}
      footer={<SignOutLink />}
      actions={
        <>
          {resend.notice && <Alert tone={resend.notice.tone}>{resend.notice.text}</Alert>}
          <ResendButton
            label={t('auth.verifyExpired.sendNew')}
            sending={resend.sending}
            secondsLeft={resend.secondsLeft}
            onClick={() => void resend.send().then((result) => setSent(result !== 'failed'))}
          />
        </>
      }
    >
      <p>{translateMessage(t, messages.verificationLinkExpired)}</p>
      <p>
        {withElements(t('auth.verifyExpired.sendTo'), {
          email: <strong className="font-semibold wrap-anywhere text-slate-900">{email}</strong>,
        })}
      </p>
    </EntryNotice>
  );
}
