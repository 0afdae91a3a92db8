import { useState } from 'react';
import { paths } from '../../../app/paths';
import { clearApiCaches } from '../../../lib/api-caches';
import { clearSession } from '../../../lib/session-store';
import { unsyncedChangesWarning, useSyncStatus } from '../../../lib/use-outbox';
import { useNavigateTo } from '../../../ui/app-link';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { LogOutIcon } from '../../../ui/icons';
import { revokeSession } from '../api';

interface SignOutDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The Log Out confirmation of spec §2. */
export function SignOutDialog({ open, onClose }: SignOutDialogProps) {
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
      title="Log out"
      confirmLabel="Yes, log out"
      cancelLabel="No, stay"
      icon={<LogOutIcon className="size-5" />}
    >
      Are you sure you want to log out?
      {waiting > 0 && <p className="mt-2 font-medium text-amber-800">{unsyncedChangesWarning(waiting)}</p>}
    </ConfirmDialog>
  );
}
