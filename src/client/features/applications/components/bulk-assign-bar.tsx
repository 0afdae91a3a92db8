// Shown while rows of the queue are selected: how many, a picker of who takes them (with each
// person's open workload) and Assign. The server assigns all or none.
import '@client/i18n/en/review';
import { useState } from 'react';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { bulkAssign, useRefreshStaffApplications } from '../staff-api';
import { AssigneeSelect } from './assignee-select';

interface BulkAssignBarProps {
  selected: string[];
  /** After assigning: what happened, for the page to say once the bar is gone. */
  onAssigned: (message: string) => void;
  onClear: () => void;
}

export function BulkAssignBar({ selected, onAssigned, onClear }: BulkAssignBarProps) {
  const { t, tp } = useI18n();
  const refresh = useRefreshStaffApplications();
  const [assignee, setAssignee] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onAssign = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { updated } = await bulkAssign(selected, assignee || null);
      await refresh();
      onAssigned(updated ? tp('review.bulk.done', updated) : t('review.bulk.none'));
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-4 space-y-3">
      <div className="flex flex-col gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4 sm:flex-row sm:items-end">
        <p className="text-sm font-semibold text-primary-900 sm:me-auto sm:self-center" aria-live="polite">
          {tp('review.bulk.selected', selected.length)}
        </p>
        <AssigneeSelect className="sm:w-72" label={t('review.bulk.assignTo')} value={assignee} onChange={setAssignee} />
        <div className="flex gap-2">
          <Button onClick={() => void onAssign()} loading={busy}>
            {t('review.bulk.assign')}
          </Button>
          <Button variant="ghost" onClick={onClear} disabled={busy}>
            {t('review.bulk.clear')}
          </Button>
        </div>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
    </div>
  );
}
