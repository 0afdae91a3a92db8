import { Suspense, use, useCallback, useEffect, useState } from 'react';
import { CONFIRMATION_WATCH_POLL_SECONDS } from '@contract/auth';
import useSWR from 'swr';
import { useSearchParams } from 'wouter';
import { paths } from '@client/app/paths';
import '@client/i18n/en/auth';
import { useI18n } from '@client/i18n/use-i18n';
import { getSessionState, updateUser } from '@client/lib/session-store';
import { useSession } from '@client/lib/use-session';
import { AppRedirect } from '@client/ui/app-link';
import { LoadingPanel } from '@client/ui/spinner';
import { confirmEmail, fetchMe } from './account-api';
import { LoadFailed } from './components/load-failed';
import { SignOutLink } from './components/sign-out-link';
import { CheckYourEmail, EmailConfirmed, RequestVerificationLink } from './components/verification-panels';
import { announceEmailConfirmed, useConfirmationAnnounced, useConfirmedElsewhere } from './confirmation-signal';
import { readSentLink } from './flow-storage';
import { isAlreadyConfirmed, isGone } from './form-errors';
import { forget, once } from './once';
import { postInvitationRedirect, postSignInPath } from './post-sign-in';

/**
 * Verify your email (spec §2, §4) at /verify-email. With ?token= it confirms the address of the
 * link; otherwise it is the e-mail confirmation screen: "Check your email" with "send again".
 */
export function VerifyEmailPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (token) {
    return (
      <Suspense fallback={<LoadingPanel label={t('auth.verify.confirming')} />}>
        <ConfirmFromLink token={token} />
      </Suspense>
    );
  }
  return <ConfirmationScreen />;
}

function ConfirmationScreen() {
  const { status, user } = useSession();
  const [requested, setRequested] = useState<{ email: string; refusal: string | null } | null>(() => {
    const sent = readSentLink('verifyEmail');
    return sent ? { email: sent.email, refusal: null } : null;
  });

  if (status !== 'signed-out' && user) {
    // A Google invitation sign-up lands here (spec §2): an invited implementer continues to the blueprint.
    if (user.isEmailConfirmed) return <EmailConfirmed continueTo={postSignInPath(user, postInvitationRedirect(user))} />;
    return <SignedInUnconfirmed email={user.email} />;
  }
  if (requested) return <SignedOutCheckYourEmail email={requested.email} refusal={requested.refusal} />;
  return <RequestVerificationLink onRequested={(email, refusal) => setRequested({ email, refusal })} />;
}

/**
 * Signed out, waiting for the link: the screen moves on to "confirmed, sign in" by itself when the
 * link is opened in another tab or on another device (confirmation-signal.ts).
 */
function SignedOutCheckYourEmail({ email, refusal }: { email: string; refusal: string | null }) {
  // Read at each render: "send again" may have stored the watch after this screen opened.
  const watch = readSentLink('verifyEmail', email)?.watch;
  const confirmed = useConfirmedElsewhere(email, watch);
  if (confirmed) return <EmailConfirmed continueTo={null} elsewhere />;
  return <CheckYourEmail email={email} refusal={refusal} />;
}

/**
 * A signed-in user waiting for the link. The stored user is refreshed when the tab comes back
 * into focus and every little while, so a link opened on another device moves this screen on by itself.
 */
function SignedInUnconfirmed({ email }: { email: string }) {
  const { data, mutate } = useSWR('auth-me', fetchMe, {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    // A light poll while the screen is in view, for a link opened on another device.
    refreshInterval: CONFIRMATION_WATCH_POLL_SECONDS * 1000,
  });
  // Another tab of this browser opened the link: ask at once.
  useConfirmationAnnounced(
    email,
    useCallback(() => void mutate(), [mutate]),
  );
  useEffect(() => {
    if (data?.isEmailConfirmed && getSessionState().user?.id === data.id) updateUser(data);
  }, [data]);
  return <CheckYourEmail email={email} footer={<SignOutLink />} />;
}

function ConfirmFromLink({ token }: { token: string }) {
  const { t } = useI18n();
  const key = `confirm-email:${token}`;
  const outcome = use(
    once(key, async () => {
      const { user } = await confirmEmail(token);
      // The confirmation flips isEmailConfirmed on the stored user (spec §4), here and in other tabs.
      if (getSessionState().user?.id === user.id) updateUser(user);
      // A signed-out "Check your email" tab of this browser moves on too.
      announceEmailConfirmed(user.email);
      return user;
    }),
  );
  const [, retry] = useState(0);
  const { user: sessionUser } = getSessionState();

  const confirmedUser = outcome.ok ? outcome.value : null;
  const sameUser = Boolean(confirmedUser && sessionUser?.id === confirmedUser.id);

  if (confirmedUser) {
    // Signed in as that user: straight on (onboarding, spec §2). Otherwise they sign in first.
    return sameUser ? <AppRedirect to={postSignInPath(confirmedUser, null)} /> : <EmailConfirmed continueTo={null} />;
  }
  if (!outcome.ok && isAlreadyConfirmed(outcome.error)) {
    // The link was used before and the address is confirmed: say so, and offer sign-in (or go on).
    if (sessionUser?.isEmailConfirmed) return <AppRedirect to={postSignInPath(sessionUser, null)} />;
    return <EmailConfirmed continueTo={null} already />;
  }
  if (!outcome.ok && isGone(outcome.error)) {
    // Used before by this very user (e.g. the link clicked twice): nothing left to do.
    if (sessionUser?.isEmailConfirmed) return <AppRedirect to={postSignInPath(sessionUser, null)} />;
    return <AppRedirect to={paths.verifyEmailExpired()} />;
  }
  return (
    <LoadFailed
      title={t('auth.verify.title')}
      error={outcome.ok ? null : outcome.error}
      onRetry={() => {
        forget(key);
        retry((n) => n + 1);
      }}
    />
  );
}
