// Programme staff acting on one application: who looks after it (with each person's workload), and
// the status — one step forward, or the one documented way back with a reason — with an optional
// staff-only note kept with the change.
import '@client/i18n/en/review';
import { useId, useState } from 'react';
import { isWayBack, type StaffApplication } from '@contract/applications-staff';
import type { ApplicationStatus } from '@contract/applications';
import { STAFF_NOTE_MAX_LENGTH } from '@contract/staff-messages';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { TextArea } from '@client/ui/text-area';
import { statusId } from '../labels';
import { updateStaffApplication } from '../staff-api';
import { AssigneeSelect } from './assignee-select';
import { StatusBadge } from './status-badge';

interface StaffActionsPanelProps {
  detail: StaffApplication;
  /** After a saved change: reload what shows it (the application, the queue, the history). */
  onChanged: () => Promise<unknown>;
}

type Feedback = { tone: 'success' | 'error'; text: string } | null;

export function StaffActionsPanel({ detail, onChanged }: StaffActionsPanelProps) {
  const { t } = useI18n();
  const titleId = useId();
  const application = detail.application;
  const current = application.assignedAdmin?.id ?? '';
  const [assignee, setAssignee] = useState(current);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'assign' | ApplicationStatus | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [fieldErrors, setFieldErrors] = useState<{ assignedAdminId?: string; note?: string }>({});

  const run = async (kind: 'assign' | ApplicationStatus, body: Parameters<typeof updateStaffApplication>[1], done: string) => {
    setBusy(kind);
    setFeedback(null);
    setFieldErrors({});
    try {
      await updateStaffApplication(application.id, body);
      await onChanged();
      if (kind !== 'assign') setNote('');
      setFeedback({ tone: 'success', text: done });
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : [];
      const placed = Object.fromEntries(fields.filter((f) => f.field === 'note' || f.field === 'assignedAdminId').map((f) => [f.field, f.message]));
      setFieldErrors(placed);
      if (Object.keys(placed).length < fields.length || fields.length === 0) setFeedback({ tone: 'error', text: errorText(error, t) });
    } finally {
      setBusy(null);
    }
  };

  const move = (status: ApplicationStatus) =>
    run(status, { status, note: note.trim() || undefined }, t('review.staff.moved', { status: t(statusId(status)) }));

  return (
    <section aria-labelledby={titleId} className="card rounded-xl p-5 md:col-span-2">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('review.staff.title')}
      </h2>
      {feedback && (
        <Alert tone={feedback.tone} className="mt-4">
          {feedback.text}
        </Alert>
      )}
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <AssigneeSelect
            className="flex-1"
            districtId={application.district.id}
            value={assignee}
            onChange={setAssignee}
            error={fieldErrors.assignedAdminId}
          />
          <Button
            variant="secondary"
            loading={busy === 'assign'}
            disabled={busy !== null || assignee === current}
            onClick={() => void run('assign', { assignedAdminId: assignee || null }, t('review.staff.assigned'))}
          >
            {t('review.staff.assign')}
          </Button>
        </div>

        <div>
          <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
            {t('review.staff.status')}
            <span className="sr-only">: </span>
            <StatusBadge status={application.status} />
          </p>
          {detail.allowedStatuses.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">{t('review.staff.final')}</p>
          ) : (
            <>
              <TextArea
                className="mt-3"
                label={t('review.staff.note')}
                hint={t('review.staff.noteHint')}
                maxLength={STAFF_NOTE_MAX_LENGTH}
                value={note}
                error={fieldErrors.note}
                onChange={(event) => setNote(event.target.value)}
              />
              <div className="mt-3 flex flex-wrap gap-2">
                {detail.allowedStatuses.map((status) => {
                  const back = isWayBack(application.status, status);
                  return (
                    <Button
                      key={status}
                      variant={back ? 'secondary' : 'primary'}
                      loading={busy === status}
                      disabled={busy !== null}
                      onClick={() => void move(status)}
                    >
                      {t(back ? 'review.staff.sendBack' : 'review.staff.moveTo', { status: t(statusId(status)) })}
                    </Button>
                  );
                })}
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
