import { useEffect, useState } from 'react';
import { paths } from '@client/app/paths';
import '@client/i18n/en/sign-in';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';
import { AppLink, useNavigateTo } from '@client/ui/app-link';
import { Spinner } from '@client/ui/spinner';
import { finishGoogleSignIn } from '../google/finish-google';
import { googleErrorMessage, isUnknownGoogleAccount } from '../google/google-errors';
import type { GoogleIntent } from '../google/google-intent';
import type { GoogleSetup } from '../google/google-setup';
import { GIS_REDIRECT_URI, loadGis, requestGisCode } from '../google/gis-code';
import { startRedirect } from '../google/redirect-flow';
import { OrDivider } from './auth-header';
import { GoogleLogo } from './auth-icons';

interface GoogleButtonProps {
  intent: GoogleIntent;
  label: string;
  /** Disabled while the form beside it is being sent. */
  disabled?: boolean;
  setup: GoogleSetup;
}

/**
 * The Google button and the "or" under it (google-option.tsx shows it once GET /config has turned
 * Google sign-in on). Signs in, signs up or accepts an invitation, by `intent`.
 */
export function GoogleButton({ intent, label, disabled, setup }: GoogleButtonProps) {
  const i18n = useI18n();
  const navigateTo = useNavigateTo();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; offerSignUp: boolean } | null>(null);

  // Loaded as soon as the button shows, so the click can open Google's popup at once (a popup
  // opened after a slow download may be blocked as not coming from a click).
  useEffect(() => {
    if (setup.flow === 'popup') loadGis().catch(() => undefined);
  }, [setup.flow]);

  async function start() {
    setError(null);
    setBusy(true);
    try {
      if (setup.flow === 'redirect') {
        await startRedirect(setup, intent);
        return; // The page is leaving for the provider; stay busy.
      }
      const code = await requestGisCode(setup.clientId);
      navigateTo(await finishGoogleSignIn(intent, { code, redirectUri: GIS_REDIRECT_URI }), { replace: true });
    } catch (cause) {
      const message = googleErrorMessage(cause, i18n);
      setError(message ? { message, offerSignUp: intent.kind === 'sign-in' && isUnknownGoogleAccount(cause) } : null);
      setBusy(false);
    }
  }

  return (
    <div>
      <button
        type="button"
        onClick={() => void start()}
        disabled={busy || disabled}
        aria-busy={busy || undefined}
        className="inline-flex h-11 w-full items-center justify-center gap-3 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm transition-colors hover:bg-slate-50 active:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? <Spinner size={20} label={null} /> : <GoogleLogo />}
        {label}
      </button>
      {error && (
        <Alert tone="error" className="mt-3">
          {error.message}
          {error.offerSignUp && (
            <>
              {' '}
              <AppLink to={paths.signUp()} className="font-semibold underline">
                {i18n.t('auth.signUp.google')}
              </AppLink>
            </>
          )}
        </Alert>
      )}
      <OrDivider />
    </div>
  );
}
