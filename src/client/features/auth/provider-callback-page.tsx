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
import { errorMessage } from './form-errors';
import type { GoogleIntent } from './google/google-intent';
import { finishProviderSignIn, takePendingProviderRedirect, type SignInProvider } from './oidc/provider-flow';
import { once } from './once';

/**
 * /sign-in/oidc/callback: where a configured sign-in provider sends the browser back
 * (oidc/provider-flow.ts). The state must be the one this tab sent; the code then goes to the
 * provider's endpoint for the button pressed, and a refusal (a domain not allowed, an address the
 * provider did not verify, a district that requires another provider) is shown with its message.
 */
export function ProviderCallbackPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  return (
    <Suspense fallback={<LoadingPanel label={t('auth.provider.signingIn')} />}>
      <Exchange state={searchParams.get('state')} code={searchParams.get('code')} providerError={searchParams.get('error')} />
    </Suspense>
  );
}

interface ExchangeProps {
  state: string | null;
  code: string | null;
  providerError: string | null;
}

/** Why it did not work: the server's answer, or the flow's own reason. */
type Failure = { kind: 'cancelled' } | { kind: 'failed' } | { kind: 'api'; error: unknown };
type Result = { provider: SignInProvider | null; intent: GoogleIntent | null; to: string | null; failure: Failure | null };

function Exchange({ state, code, providerError }: ExchangeProps) {
  const outcome = use(
    once(`provider-callback:${state ?? ''}:${code ?? ''}`, async (): Promise<Result> => {
      const pending = takePendingProviderRedirect(state);
      if (!pending) return { provider: null, intent: null, to: null, failure: { kind: 'failed' } };
      const { provider, intent } = pending;
      if (providerError || !code) {
        return { provider, intent, to: null, failure: { kind: providerError === 'access_denied' ? 'cancelled' : 'failed' } };
      }
      try {
        return { provider, intent, to: await finishProviderSignIn(provider.id, intent, code), failure: null };
      } catch (error) {
        return { provider, intent, to: null, failure: { kind: 'api', error } };
      }
    }),
  );
  // once() never rejects here: the function above catches everything itself.
  const result: Result = outcome.ok ? outcome.value : { provider: null, intent: null, to: null, failure: { kind: 'api', error: outcome.error } };
  if (result.to) return <AppRedirect to={result.to} />;
  return <ProviderFailed provider={result.provider} intent={result.intent} failure={result.failure ?? { kind: 'failed' }} />;
}

function startOver(intent: GoogleIntent | null): { to: string; labelId: MessageId } {
  if (intent?.kind === 'sign-up') return { to: paths.signUp(), labelId: 'auth.google.backToSignUp' };
  if (intent?.kind === 'invitation') return { to: paths.completeProfile(intent.token), labelId: 'auth.google.backToInvitation' };
  return {
    to: paths.signIn(intent?.kind === 'sign-in' ? (intent.redirectUrl ?? undefined) : undefined),
    labelId: 'auth.backToSignIn',
  };
}

function ProviderFailed({ provider, intent, failure }: { provider: SignInProvider | null; intent: GoogleIntent | null; failure: Failure }) {
  const i18n = useI18n();
  const { t } = i18n;
  // Without the saved state the provider is unknown: the page says "Sign-in".
  const label = provider?.label ?? 'Sign-in';
  const back = startOver(intent);
  const cancelled = failure.kind === 'cancelled';
  const message =
    failure.kind === 'api'
      ? errorMessage(failure.error, i18n)
      : cancelled
        ? t('auth.provider.cancelled', { provider: label })
        : t('auth.error.generic');
  const offerSignUp = intent?.kind === 'sign-in' && failure.kind === 'api' && (failure.error as { status?: number }).status === 401;
  return (
    <EntryNotice
      title={t(cancelled ? 'auth.provider.cancelledTitle' : 'auth.provider.failedTitle', { provider: label })}
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
      <p>{message}</p>
    </EntryNotice>
  );
}
