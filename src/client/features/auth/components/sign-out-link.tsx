import { useState } from 'react';
import { paths } from '@client/app/paths';
import '@client/i18n/en/auth';
import { useI18n } from '@client/i18n/use-i18n';
import { clearApiCaches } from '@client/lib/api-caches';
import { clearSession } from '@client/lib/session-store';
import { useNavigateTo } from '@client/ui/app-link';
import { ArrowLeftIcon } from '@client/ui/icons';
import { revokeSession } from '../api';

/** The way out of an entry screen reached while signed in (e.g. Verify your email): sign out. */
export function SignOutLink() {
  const { t } = useI18n();
  const navigateTo = useNavigateTo();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    await Promise.all([revokeSession(), clearApiCaches()]);
    clearSession();
    navigateTo(paths.signIn(), { replace: true });
  }
  return (
    <button
      type="button"
      onClick={() => void signOut()}
      disabled={busy}
      className="inline-flex items-center gap-1.5 font-semibold text-primary-700 hover:text-primary-800 hover:underline disabled:opacity-60"
    >
      <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
      {t('auth.signOutLink')}
    </button>
  );
}
