// The Reviews panel's reviewers: who is assigned and how far each is, adding one, and removing one
// who has not submitted (after a confirmation: a draft goes with them; a submitted review stays).
import '@client/i18n/en/review';
import { useState } from 'react';
import type { ApplicationReviews } from '@contract/reviews';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { errorText } from '@client/ui/error-text';
import { SelectField } from '@client/ui/select-field';
import { assignReviewers, removeReviewer, useAssignees } from '../staff-api';

const STATE_TONE = { 'not-started': 'neutral', draft: 'warning', submitted: 'success' } as const;

type Reviewer = ApplicationReviews['reviewers'][number];

interface ReviewersProps {
  reviews: ApplicationReviews;
  applicationId: string;
  districtId: string;
  onChanged: () => Promise<unknown>;
}

export function Reviewers({ reviews, applicationId, districtId, onChanged }: ReviewersProps) {
  const { t } = useI18n();
  const people = useAssignees(districtId);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The one asked about stays named while the dialog closes; `confirming` opens and closes it.
  const [removing, setRemoving] = useState<Reviewer | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removed, setRemoved] = useState<string | null>(null);
  const assigned = new Set(reviews.reviewers.map((reviewer) => reviewer.id));
  const options = (people.data?.items ?? []).filter((person) => !assigned.has(person.id)).map((person) => ({ value: person.id, label: person.name }));

  const add = async () => {
    if (!chosen) return;
    setBusy(true);
    setFailure(null);
    setRemoved(null);
    try {
      const added = chosen;
      await assignReviewers(applicationId, [added]);
      // A person chosen while this one was being added stays chosen.
      setChosen((current) => (current === added ? '' : current));
      await onChanged();
    } catch (error) {
      setFailure(isApiError(error) ? (error.fieldErrors[0]?.message ?? errorText(error, t)) : errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (reviewer: Reviewer) => {
    setBusy(true);
    setFailure(null);
    try {
      await removeReviewer(applicationId, reviewer.id);
      setRemoved(reviewer.name);
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      // Reloaded either way: a 409 means they submitted meanwhile, which the list should now show.
      setConfirming(false);
      setBusy(false);
      await onChanged();
    }
  };

  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">{t('review.reviews.reviewers')}</h3>
      {reviews.reviewers.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t('review.reviews.none')}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2" aria-label={t('review.reviews.reviewers')}>
          {reviews.reviewers.map((reviewer) => (
            <li key={reviewer.id} className="flex items-center gap-2 text-sm">
              <span>{reviewer.name}</span>
              <Badge tone={STATE_TONE[reviewer.state]}>{t(`review.reviews.state.${reviewer.state}`)}</Badge>
              {reviewer.state !== 'submitted' && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="h-7 px-2 text-red-700!"
                  aria-label={t('review.reviews.removeOne', { name: reviewer.name })}
                  disabled={busy}
                  onClick={() => {
                    setRemoved(null);
                    setRemoving(reviewer);
                    setConfirming(true);
                  }}
                >
                  {t('review.reviews.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {removed && (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          {t('review.reviews.removed', { name: removed })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <SelectField
          label={t('review.reviews.addReviewer')}
          placeholder={t('review.reviews.choose')}
          options={options}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className="min-w-56"
        />
        <Button type="button" variant="secondary" loading={busy && !confirming} disabled={!chosen || busy} onClick={() => void add()}>
          {t('review.reviews.add')}
        </Button>
      </div>
      {failure && (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('review.reviews.removeTitle', { name: removing?.name ?? '' })}
        confirmLabel={t('review.reviews.removeConfirm')}
        cancelLabel={t('review.reviews.removeCancel')}
        tone="danger"
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() => removing && void remove(removing)}
      >
        {removing?.state === 'draft' ? t('review.reviews.removeDraftText') : t('review.reviews.removeText')}
      </ConfirmDialog>
    </div>
  );
}
