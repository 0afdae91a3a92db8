// The district withdrawing its own application while it is under review, saying why. Programme
// staff record a withdrawal they were told of from their own panel instead.
import '@client/i18n/en/applications';
import { useState } from 'react';
import type { ApplicationDetail } from '@contract/applications';
import { STATUS_REASON_MAX_LENGTH } from '@contract/applications-messages';
import { maySetAside } from '@contract/applications-staff';
import { can } from '@contract/permissions';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { useSession } from '@client/lib/use-session';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { withdrawApplication } from '../api';
import { StatusMoveDialog } from './status-move-dialog';

export function WithdrawAction({ application, onWithdrawn }: { application: ApplicationDetail; onWithdrawn: () => void }) {
  const { t } = useI18n();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  if (!maySetAside(application.status, 'Withdrawn') || !can(user?.authority ?? [], 'district:act')) return null;

  const withdraw = async (reason: string | undefined) => {
    setBusy(true);
    setError(null);
    try {
      await withdrawApplication(application.id, reason ?? '');
      setOpen(false);
      onWithdrawn();
    } catch (cause) {
      const field = isApiError(cause) ? cause.fieldErrors.find((f) => f.field === 'reason') : undefined;
      if (field) setReasonError(field.message);
      else {
        setOpen(false);
        setError(errorText(cause, t));
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col items-end">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('applications.withdraw.action')}
      </Button>
      {error && (
        <span role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </span>
      )}
      <StatusMoveDialog
        key={open ? 'open' : 'closed'}
        to={open ? 'Withdrawn' : null}
        applicationNumber={application.applicationNumber}
        busy={busy}
        reasonError={reasonError}
        onConfirm={(reason) => void withdraw(reason)}
        onClose={() => setOpen(false)}
        texts={{
          title: t('applications.withdraw.title', { number: application.applicationNumber }),
          text: t('applications.withdraw.text'),
          confirm: t('applications.withdraw.confirm'),
          reasonHint: t('applications.withdraw.reasonHint', { max: STATUS_REASON_MAX_LENGTH }),
        }}
      />
    </span>
  );
}
