// A reviewer's own scoring form: every criterion of the current rubric scored 1 to 5 against its
// level descriptions, with a comment each and an overall comment; saved as a draft or submitted.
// The contract's rules run before sending, and an error the server names by field
// (`scores.2.comment`) lands on that criterion's field, never only at the foot of the form.
import '@client/i18n/en/review';
import { useEffect, useRef, useState } from 'react';
import { saveReviewSchema, type ApplicationReviews, type SaveReviewBody } from '@contract/reviews';
import { REVIEW_COMMENT_MAX_LENGTH, RUBRIC_LEVELS } from '@contract/reviews-messages';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { TextArea } from '@client/ui/text-area';
import { saveMyReview } from '../staff-api';

interface Draft {
  scores: Record<string, { score: number | null; comment: string }>;
  comment: string;
}

interface Errors {
  /** By criterion id: the error of its score (or of naming it) and of its comment. */
  criteria: Record<string, { score?: string; comment?: string }>;
  comment?: string;
  form?: string;
}

const NO_ERRORS: Errors = { criteria: {} };

function draftOf(reviews: ApplicationReviews): Draft {
  const scores: Draft['scores'] = {};
  for (const criterion of reviews.rubric.criteria) {
    const saved = reviews.mine?.scores.find((score) => score.criterionId === criterion.id);
    scores[criterion.id] = { score: saved?.score ?? null, comment: saved?.comment ?? '' };
  }
  return { scores, comment: reviews.mine?.comment ?? '' };
}

/**
 * Field errors (the server's, or the contract's run here) onto the form. `scores.N…` names the Nth
 * score sent, which is not the Nth criterion when some are unscored, so `sent` maps it back.
 */
function placeErrors(fields: readonly { field: string; message: string }[], sent: SaveReviewBody['scores']): Errors {
  const errors: Errors = { criteria: {} };
  const unplaced: string[] = [];
  for (const { field, message } of fields) {
    const match = /^scores\.(\d+)\.(criterionId|score|comment)$/.exec(field);
    const criterionId = match ? sent[Number(match[1])]?.criterionId : undefined;
    if (match && criterionId) {
      const key = match[2] === 'comment' ? 'comment' : 'score';
      errors.criteria[criterionId] = { ...errors.criteria[criterionId], [key]: errors.criteria[criterionId]?.[key] ?? message };
    } else if (field === 'comment') errors.comment ??= message;
    else unplaced.push(message);
  }
  if (unplaced.length > 0) errors.form = unplaced[0];
  return errors;
}

export function ScoringForm({
  reviews,
  applicationId,
  onChanged,
}: {
  reviews: ApplicationReviews;
  applicationId: string;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(() => draftOf(reviews));
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [saved, setSaved] = useState(false);
  const rubric = reviews.rubric;

  // The first field marked wrong takes the focus, so the message is read where it is.
  useEffect(() => {
    if (errors === NO_ERRORS) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const save = async (submitted: boolean) => {
    setErrors(NO_ERRORS);
    setSaved(false);
    const scores = rubric.criteria.flatMap((criterion) => {
      const entry = draft.scores[criterion.id]!;
      return entry.score === null ? [] : [{ criterionId: criterion.id, score: entry.score, comment: entry.comment }];
    });
    const body = { scores, comment: draft.comment, submitted };
    const checked = saveReviewSchema.safeParse(body);
    if (!checked.success) {
      setErrors(
        placeErrors(
          checked.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
          scores,
        ),
      );
      return;
    }
    setBusy(submitted ? 'submit' : 'draft');
    try {
      await saveMyReview(applicationId, checked.data);
      if (!submitted) setSaved(true);
      await onChanged();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length > 0) {
        const placed = placeErrors(error.fieldErrors, scores);
        // Submitting with criteria unscored: the message names them at the foot, and each is marked.
        if (submitted && error.fieldErrors.some((field) => field.field === 'scores')) {
          for (const criterion of rubric.criteria)
            if (draft.scores[criterion.id]!.score === null) placed.criteria[criterion.id] = { score: t('review.reviews.scoreMissing') };
        }
        setErrors(placed);
      } else setErrors({ criteria: {}, form: errorText(error, t) });
    } finally {
      setBusy(null);
    }
  };

  const setScore = (id: string, change: Partial<Draft['scores'][string]>) =>
    setDraft((current) => ({ ...current, scores: { ...current.scores, [id]: { ...current.scores[id]!, ...change } } }));

  return (
    <form
      ref={form}
      className="mt-5 space-y-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(true);
      }}
    >
      <h3 className="text-sm font-semibold text-slate-900">{t('review.reviews.mine')}</h3>
      {rubric.criteria.map((criterion) => {
        const entry = draft.scores[criterion.id]!;
        const scoreError = errors.criteria[criterion.id]?.score;
        const errorId = `score-error-${criterion.id}`;
        return (
          <fieldset
            key={criterion.id}
            className={scoreError ? 'rounded-lg border border-red-400 p-4' : 'rounded-lg border border-slate-200 p-4'}
            aria-describedby={scoreError ? errorId : undefined}
          >
            <legend className="px-1 text-sm font-semibold text-slate-900">
              {t('review.reviews.criterion', { name: criterion.name, weight: criterion.weight })}
            </legend>
            {criterion.description && <p className="text-sm text-slate-600">{criterion.description}</p>}
            <div className="mt-2 space-y-1.5">
              {Array.from({ length: RUBRIC_LEVELS }, (_, index) => index + 1).map((score) => (
                <label key={score} className="flex items-start gap-2 text-sm text-slate-900">
                  <input
                    type="radio"
                    name={`score-${criterion.id}`}
                    value={score}
                    checked={entry.score === score}
                    onChange={() => setScore(criterion.id, { score })}
                    aria-invalid={scoreError && score === (entry.score ?? 1) ? true : undefined}
                    aria-describedby={scoreError ? errorId : undefined}
                    className="mt-0.5 accent-primary-700"
                  />
                  <span>{t('review.reviews.level', { score, description: criterion.levels[score - 1] ?? '' })}</span>
                </label>
              ))}
            </div>
            {scoreError && (
              <p id={errorId} className="mt-2 text-sm text-red-700">
                {translateMessage(t, scoreError)}
              </p>
            )}
            <TextArea
              className="mt-3"
              rows={2}
              label={t('review.reviews.criterionComment', { name: criterion.name })}
              maxLength={REVIEW_COMMENT_MAX_LENGTH}
              value={entry.comment}
              error={errors.criteria[criterion.id]?.comment}
              onChange={(event) => setScore(criterion.id, { comment: event.target.value })}
            />
          </fieldset>
        );
      })}
      <TextArea
        label={t('review.reviews.comment')}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        value={draft.comment}
        error={errors.comment}
        onChange={(event) => setDraft((current) => ({ ...current, comment: event.target.value }))}
      />
      {errors.form && <Alert tone="error">{translateMessage(t, errors.form)}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" loading={busy === 'draft'} disabled={busy !== null} onClick={() => void save(false)}>
          {t('review.reviews.saveDraft')}
        </Button>
        <Button type="submit" loading={busy === 'submit'} disabled={busy !== null}>
          {t('review.reviews.submit')}
        </Button>
        {saved && (
          <p role="status" className="text-sm text-emerald-800">
            {t('review.reviews.draftSaved')}
          </p>
        )}
      </div>
    </form>
  );
}
