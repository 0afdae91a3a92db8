// One report for staff: what the district sent, and, while it waits for them, Accept or Ask for
// changes with a comment the district reads (required to ask for changes).
import '@client/i18n/en/outcome-reports';
import { useId, useState } from 'react';
import type { OutcomeDecision } from '@contract/outcome-reports-messages';
import { OUTCOME_COMMENT_MAX_LENGTH } from '@contract/outcome-reports-messages';
import type { OutcomeReport } from '@contract/outcome-reports';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { TextArea } from '@client/ui/text-area';
import { decideOutcomeReport } from '../api';
import { ReportView } from './report-view';
import { OutcomeStatusBadge } from './status-badge';

interface DecisionPanelProps {
  report: OutcomeReport;
  onDecided: (report: OutcomeReport) => Promise<unknown>;
  onClose: () => void;
}

export function DecisionPanel({ report, onDecided, onClose }: DecisionPanelProps) {
  const { t } = useI18n();
  const titleId = useId();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<OutcomeDecision | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const decide = async (decision: OutcomeDecision) => {
    setError(null);
    setCommentError(null);
    setBusy(decision);
    try {
      const decided = await decideOutcomeReport(report.id, { decision, comment, version: report.version });
      setDone(
        t(decision === 'accept' ? 'outcomes.staff.accepted' : 'outcomes.staff.sentBack', { term: report.term.name, district: report.district.name }),
      );
      setComment('');
      await onDecided(decided);
    } catch (caught) {
      const onComment = isApiError(caught) ? caught.fieldErrors.find((fieldError) => fieldError.field === 'comment') : undefined;
      // The field translates the contract's text itself.
      if (onComment) setCommentError(onComment.message);
      else setError(errorText(caught, t));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={titleId} className="card rounded-xl p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {t('outcomes.staff.detailTitle', { district: report.district.name, term: report.term.name })}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{report.blueprint.name}</p>
        </div>
        <div className="flex items-center gap-2">
          <OutcomeStatusBadge status={report.status} />
          <Button size="sm" variant="ghost" onClick={onClose}>
            {t('outcomes.staff.close')}
          </Button>
        </div>
      </div>
      <div className="mt-5 space-y-5">
        {done && <Alert tone="success">{done}</Alert>}
        {report.staffComment && (
          <Alert tone="info" title={t('outcomes.staffComment')}>
            <span className="whitespace-pre-line">{report.staffComment}</span>
          </Alert>
        )}
        <ReportView report={report} />
        {report.status === 'Submitted' ? (
          <div className="space-y-3 border-t border-slate-200 pt-5">
            {error && <Alert tone="error">{error}</Alert>}
            <TextArea
              label={t('outcomes.staff.comment')}
              hint={t('outcomes.staff.commentHint')}
              maxLength={OUTCOME_COMMENT_MAX_LENGTH}
              value={comment}
              error={commentError ?? undefined}
              onChange={(event) => setComment(event.target.value)}
            />
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => void decide('accept')} loading={busy === 'accept'} disabled={busy !== null}>
                {t('outcomes.staff.accept')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => void decide('request-changes')}
                loading={busy === 'request-changes'}
                disabled={busy !== null}
              >
                {t('outcomes.staff.askChanges')}
              </Button>
            </div>
          </div>
        ) : report.status === 'Draft' || report.status === 'Changes requested' ? (
          <p className="border-t border-slate-200 pt-5 text-sm text-slate-600">{t('outcomes.staff.waiting')}</p>
        ) : null}
      </div>
    </section>
  );
}
