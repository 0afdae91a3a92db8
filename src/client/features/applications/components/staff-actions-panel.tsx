// Programme staff acting on one application: who looks after it (with each person's workload), and
// the status. The programme's steps follow the blueprint, so the panel says so; by hand, staff set
// an application aside (waitlist, decline, record a withdrawal) with a reason the applicant reads,
// or reopen it — each confirmed in a dialog.
import '@client/i18n/en/review';
import { useId, useState } from 'react';
import type { StaffApplication } from '@contract/applications-staff';
import { isSetAside, type ApplicationStatus } from '@contract/applications-messages';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { statusId } from '../labels';
import { updateStaffApplication } from '../staff-api';
import { AssigneeSelect } from './assignee-select';
import { StatusBadge } from './status-badge';
import { StatusMoveDialog } from './status-move-dialog';

interface StaffActionsPanelProps {
  detail: StaffApplication;
  /** After a saved change: reload what shows it (the application, the queue, the history). */
  onChanged: () => Promise<unknown>;
}

/** What the panel says about the status: which work moves it on, or that it was set aside. */
function followsId(status: ApplicationStatus) {
  switch (status) {
    case 'New':
      return 'review.staff.follows.New' as const;
    case 'Building Blueprint':
      return 'review.staff.follows.Building Blueprint' as const;
    case 'Blueprint Created':
      return 'review.staff.follows.Blueprint Created' as const;
    case 'Program Completed':
      return 'review.staff.follows.Program Completed' as const;
    default:
      return 'review.staff.follows.setAside' as const;
  }
}

type Feedback = { tone: 'success' | 'error'; text: string } | null;

export function StaffActionsPanel({ detail, onChanged }: StaffActionsPanelProps) {
  const { t } = useI18n();
  const titleId = useId();
  const application = detail.application;
  const current = application.assignedAdmin?.id ?? '';
  const [assignee, setAssignee] = useState(current);
  const [confirming, setConfirming] = useState<ApplicationStatus | null>(null);
  const [busy, setBusy] = useState<'assign' | ApplicationStatus | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [fieldErrors, setFieldErrors] = useState<{ assignedAdminId?: string; reason?: string }>({});

  const run = async (kind: 'assign' | ApplicationStatus, body: Parameters<typeof updateStaffApplication>[1], done: string) => {
    setBusy(kind);
    setFeedback(null);
    setFieldErrors({});
    try {
      await updateStaffApplication(application.id, body);
      await onChanged();
      setConfirming(null);
      setFeedback({ tone: 'success', text: done });
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : [];
      const placed = Object.fromEntries(fields.filter((f) => f.field === 'reason' || f.field === 'assignedAdminId').map((f) => [f.field, f.message]));
      setFieldErrors(placed);
      if (Object.keys(placed).length < fields.length || fields.length === 0) setFeedback({ tone: 'error', text: errorText(error, t) });
    } finally {
      setBusy(null);
    }
  };

  const move = (status: ApplicationStatus, reason: string | undefined) =>
    run(status, { status, reason }, t('review.staff.moved', { status: t(statusId(status)) }));

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
          {isSetAside(application.status) && application.statusReason && (
            <p className="mt-2 text-sm whitespace-pre-line text-slate-700">
              <span className="font-medium text-slate-800">{t('review.staff.reasonShown')}</span> {application.statusReason}
            </p>
          )}
          <p className="mt-3 text-sm text-slate-600">{t(followsId(application.status))}</p>
          {detail.allowedStatuses.length > 0 && (
            <div className="mt-3 flex flex-wrap gap-2">
              {detail.allowedStatuses.map((status) => (
                <Button
                  key={status}
                  variant={isSetAside(status) ? 'secondary' : 'primary'}
                  disabled={busy !== null}
                  onClick={() => {
                    setFieldErrors({});
                    setConfirming(status);
                  }}
                >
                  {isSetAside(status) ? t(`review.staff.action.${status}`) : t('review.staff.action.reopen', { status: t(statusId(status)) })}
                </Button>
              ))}
            </div>
          )}
          <StatusMoveDialog
            key={confirming ?? 'closed'}
            to={confirming}
            applicationNumber={application.applicationNumber}
            busy={confirming !== null && busy === confirming}
            reasonError={fieldErrors.reason}
            onConfirm={(reason) => confirming && void move(confirming, reason)}
            onClose={() => setConfirming(null)}
          />
        </div>
      </div>
    </section>
  );
}
