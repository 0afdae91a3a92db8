import { Suspense, use } from 'react';
import { useSearchParams } from 'wouter';
import { paths } from '@client/app/paths';
import type { MessageId } from '@client/i18n/en';
import '@client/i18n/en/auth';
import { useI18n } from '@client/i18n/use-i18n';
import { AppLink, AppRedirect } from '@client/ui/app-link';
import { buttonClasses } from '@client/ui/button';
import { AlertIcon } from '@client/ui/icons';
import { LoadingPanel } from '@client/ui/spinner';
import { EntryNotice } from './components/entry-notice';
import { finishGoogleSignIn } from './google/finish-google';
import { googleErrorMessage, isUnknownGoogleAccount } from './google/google-errors';
import { GoogleFlowError, type GoogleIntent } from './google/google-intent';
import { callbackUrl, takePendingRedirect } from './google/redirect-flow';
import { once } from './once';

/**
 * /sign-in/google/callback: the end of the redirect code flow (google/redirect-flow.ts). The
 * state must be the one this tab sent; the code then goes to the endpoint of the button pressed.
 */
export function GoogleCallbackPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  return (
    <Suspense fallback={<LoadingPanel label={t('auth.google.signingIn')} />}>
      <Exchange state={searchParams.get('state')} code={searchParams.get('code')} providerError={searchParams.get('error')} />
    </Suspense>
  );
}

interface ExchangeProps {
  state: string | null;
  code: string | null;
  providerError: string | null;
}

type Result = { intent: GoogleIntent | null; to: string | null; error: unknown };

function Exchange({ state, code, providerError }: ExchangeProps) {
  const outcome = use(
    once(`google-callback:${state ?? ''}:${code ?? ''}`, async (): Promise<Result> => {
      const intent = takePendingRedirect(state);
      if (!intent) return { intent, to: null, error: new GoogleFlowError('failed', 'unknown or expired state') };
      if (providerError || !code) {
        return { intent, to: null, error: new GoogleFlowError(providerError === 'access_denied' ? 'cancelled' : 'failed') };
      }
      try {
        return { intent, to: await finishGoogleSignIn(intent, { code, redirectUri: callbackUrl() }), error: null };
      } catch (error) {
        return { intent, to: null, error };
      }
    }),
  );
  // once() never rejects here: the function above catches everything itself.
  const result = outcome.ok ? outcome.value : { intent: null, to: null, error: outcome.error };
  if (result.to) return <AppRedirect to={result.to} />;
  return <GoogleFailed intent={result.intent} error={result.error} />;
}

function startOver(intent: GoogleIntent | null): { to: string; labelId: MessageId } {
  if (intent?.kind === 'sign-up') return { to: paths.signUp(), labelId: 'auth.google.backToSignUp' };
  if (intent?.kind === 'invitation') return { to: paths.completeProfile(intent.token), labelId: 'auth.google.backToInvitation' };
  return {
    to: paths.signIn(intent?.kind === 'sign-in' ? (intent.redirectUrl ?? undefined) : undefined),
    labelId: 'auth.backToSignIn',
  };
}

function GoogleFailed({ intent, error }: { intent: GoogleIntent | null; error: unknown }) {
  const i18n = useI18n();
  const { t } = i18n;
  const message = googleErrorMessage(error, i18n);
  const back = startOver(intent);
  const offerSignUp = intent?.kind === 'sign-in' && isUnknownGoogleAccount(error);
  return (
    <EntryNotice
      title={message ? t('auth.google.failedTitle') : t('auth.google.cancelledTitle')}
      tone="warning"
      icon={<AlertIcon className="size-6" />}
      footer={false}
      actions={
        <>
          {offerSignUp && (
            <AppLink to={paths.signUp()} replace className={buttonClasses('primary', 'md', true)}>
              {t('auth.google.signUp')}
            </AppLink>
          )}
          <AppLink to={back.to} replace className={buttonClasses(offerSignUp ? 'secondary' : 'primary', 'md', true)}>
            {t(back.labelId)}
          </AppLink>
        </>
      }
    >
      <p>{message ?? t('auth.google.cancelled')}</p>
    </EntryNotice>
  );
}
