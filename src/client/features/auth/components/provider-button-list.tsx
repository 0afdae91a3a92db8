import { useState } from 'react';
import '@client/i18n/en/auth';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';
import { Spinner } from '@client/ui/spinner';
import { errorMessage } from '../form-errors';
import type { GoogleIntent } from '../google/google-intent';
import { useGoogleSetup } from '../google/google-setup';
import { startProviderRedirect, type SignInProvider } from '../oidc/provider-flow';
import { OrDivider } from './auth-header';

interface ProviderButtonListProps {
  intent: GoogleIntent;
  /** Disabled while the form beside them is being sent. */
  disabled?: boolean;
  /** The configured providers but Google, at least one. */
  providers: SignInProvider[];
}

/**
 * One "Continue with <label>" button per configured sign-in provider (GET /config), Google's entry
 * aside: it keeps its own button (GoogleOption), drawn after these. The "or" under the buttons is
 * Google's when it shows, so there is only one.
 */
export function ProviderButtonList({ intent, disabled, providers }: ProviderButtonListProps) {
  const i18n = useI18n();
  const google = useGoogleSetup();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function start(provider: SignInProvider) {
    setError(null);
    setBusy(provider.id);
    try {
      await startProviderRedirect(provider, intent);
      // The page is leaving for the provider; stay busy.
    } catch (cause) {
      // The server names the provider: not configured, or its issuer does not answer.
      setError(errorMessage(cause, i18n));
      setBusy(null);
    }
  }

  return (
    <div className={google ? 'mb-3' : undefined}>
      <div className="flex flex-col gap-3">
        {providers.map((provider) => (
          <button
            key={provider.id}
            type="button"
            onClick={() => void start(provider)}
            disabled={busy !== null || disabled}
            aria-busy={busy === provider.id || undefined}
            className="inline-flex h-11 w-full items-center justify-center gap-3 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm transition-colors hover:bg-slate-50 active:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy === provider.id && <Spinner size={20} label={null} />}
            {i18n.t('auth.provider.continue', { provider: provider.label })}
          </button>
        ))}
      </div>
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
      {!google && <OrDivider />}
    </div>
  );
}
