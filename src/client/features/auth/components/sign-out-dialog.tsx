import { useState } from 'react';
import { paths } from '@client/app/paths';
import '@client/i18n/en/auth';
import { useI18n } from '@client/i18n/use-i18n';
import { clearApiCaches } from '@client/lib/api-caches';
import { clearSession } from '@client/lib/session-store';
import { useSyncStatus } from '@client/lib/use-sync-status';
import { useNavigateTo } from '@client/ui/app-link';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { LogOutIcon } from '@client/ui/icons';
import { revokeSession } from '../api';

interface SignOutDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The Log Out confirmation of spec §2. */
export function SignOutDialog({ open, onClose }: SignOutDialogProps) {
  const { t, tp } = useI18n();
  const [busy, setBusy] = useState(false);
  const navigateTo = useNavigateTo();
  const { waiting } = useSyncStatus();

  async function signOut() {
    setBusy(true);
    await Promise.all([revokeSession(), clearApiCaches()]);
    // Clear and navigate in the same tick, so React renders once at /sign-in and the route guard
    // never sees "signed out on /dashboard" (which would add a redirectUrl).
    clearSession();
    navigateTo(paths.signIn(), { replace: true });
  }

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={() => void signOut()}
      busy={busy}
      title={t('auth.signOut.title')}
      confirmLabel={t('auth.signOut.confirm')}
      cancelLabel={t('auth.signOut.cancel')}
      icon={<LogOutIcon className="size-5" />}
    >
      {t('auth.signOut.question')}
      {waiting > 0 && <p className="mt-2 font-medium text-amber-800">{tp('auth.signOut.unsynced', waiting)}</p>}
    </ConfirmDialog>
  );
}
