// The reviews of an application on the staff side: its reviewers (and adding one), the caller's own
// scoring form while they are a reviewer who has not submitted, and, once they have (or when they
// are no reviewer), the submitted reviews with the weighted average and spread.
import '@client/i18n/en/review';
import { useId, useState } from 'react';
import type { ApplicationReviews, Rubric } from '@contract/reviews';
import { REVIEW_COMMENT_MAX_LENGTH, RUBRIC_LEVELS } from '@contract/reviews-messages';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { SelectField } from '@client/ui/select-field';
import { TextArea } from '@client/ui/text-area';
import { assignReviewers, saveMyReview, useApplicationReviews, useAssignees } from '../staff-api';

interface ReviewsPanelProps {
  applicationId: string;
  districtId: string;
  onChanged: () => Promise<unknown>;
}

const STATE_TONE = { 'not-started': 'neutral', draft: 'warning', submitted: 'success' } as const;

export function ReviewsPanel({ applicationId, districtId, onChanged }: ReviewsPanelProps) {
  const { t } = useI18n();
  const titleId = useId();
  const { data, mutate } = useApplicationReviews(applicationId);
  const changed = async () => {
    await mutate();
    await onChanged();
  };

  return (
    <section aria-labelledby={titleId} className="card rounded-xl p-5 md:col-span-2">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('review.reviews.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('review.reviews.hint')}</p>
      {!data ? (
        <p className="mt-4 text-sm text-slate-500">{t('review.reviews.loading')}</p>
      ) : (
        <>
          <Summary reviews={data} />
          <Reviewers reviews={data} applicationId={applicationId} districtId={districtId} onChanged={changed} />
          {data.isReviewer && !data.mine?.submittedAt && (
            <ScoringForm key={data.rubric.version} reviews={data} applicationId={applicationId} onChanged={changed} />
          )}
          {data.mine?.submittedAt && (
            <p role="status" className="mt-4 text-sm text-emerald-800">
              {t('review.reviews.submitted', { score: data.mine.weightedScore?.toFixed(2) ?? '—' })}
            </p>
          )}
          <Others reviews={data} />
        </>
      )}
    </section>
  );
}

function Summary({ reviews }: { reviews: ApplicationReviews }) {
  const { t } = useI18n();
  const { average, spread, submitted, assigned } = reviews.summary;
  return (
    <p className="mt-3 text-sm text-slate-900" data-testid="review-summary">
      {t('review.reviews.counts', { submitted, assigned })}
      {average !== null && spread !== null && <> · {t('review.reviews.summary', { average: average.toFixed(2), spread: spread.toFixed(2) })}</>}
    </p>
  );
}

function Reviewers({ reviews, applicationId, districtId, onChanged }: { reviews: ApplicationReviews } & ReviewsPanelProps) {
  const { t } = useI18n();
  const people = useAssignees(districtId);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const assigned = new Set(reviews.reviewers.map((reviewer) => reviewer.id));
  const options = (people.data?.items ?? []).filter((person) => !assigned.has(person.id)).map((person) => ({ value: person.id, label: person.name }));

  const add = async () => {
    if (!chosen) return;
    setBusy(true);
    setFailure(null);
    try {
      await assignReviewers(applicationId, [chosen]);
      setChosen('');
      await onChanged();
    } catch (error) {
      setFailure(isApiError(error) ? (error.fieldErrors[0]?.message ?? errorText(error, t)) : errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">{t('review.reviews.reviewers')}</h3>
      {reviews.reviewers.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t('review.reviews.none')}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('review.reviews.reviewers')}>
          {reviews.reviewers.map((reviewer) => (
            <li key={reviewer.id} className="flex items-center gap-2 text-sm">
              <span>{reviewer.name}</span>
              <Badge tone={STATE_TONE[reviewer.state]}>{t(`review.reviews.state.${reviewer.state}`)}</Badge>
            </li>
          ))}
        </ul>
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
        <Button type="button" variant="secondary" loading={busy} disabled={!chosen} onClick={() => void add()}>
          {t('review.reviews.add')}
        </Button>
      </div>
      {failure && (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      )}
    </div>
  );
}

interface Draft {
  scores: Record<string, { score: number | null; comment: string }>;
  comment: string;
}

function draftOf(reviews: ApplicationReviews): Draft {
  const scores: Draft['scores'] = {};
  for (const criterion of reviews.rubric.criteria) {
    const saved = reviews.mine?.scores.find((score) => score.criterionId === criterion.id);
    scores[criterion.id] = { score: saved?.score ?? null, comment: saved?.comment ?? '' };
  }
  return { scores, comment: reviews.mine?.comment ?? '' };
}

function ScoringForm({
  reviews,
  applicationId,
  onChanged,
}: {
  reviews: ApplicationReviews;
  applicationId: string;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(() => draftOf(reviews));
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const rubric: Rubric = reviews.rubric;

  const save = async (submitted: boolean) => {
    setBusy(submitted ? 'submit' : 'draft');
    setErrors({});
    setSaved(false);
    const scores = rubric.criteria.flatMap((criterion) => {
      const entry = draft.scores[criterion.id]!;
      return entry.score === null ? [] : [{ criterionId: criterion.id, score: entry.score, comment: entry.comment }];
    });
    try {
      await saveMyReview(applicationId, { scores, comment: draft.comment, submitted });
      if (!submitted) setSaved(true);
      await onChanged();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length > 0) {
        setErrors(Object.fromEntries(error.fieldErrors.map((field) => [field.field, field.message])));
      } else setErrors({ form: errorText(error, t) });
    } finally {
      setBusy(null);
    }
  };

  const setScore = (id: string, change: Partial<Draft['scores'][string]>) =>
    setDraft((current) => ({ ...current, scores: { ...current.scores, [id]: { ...current.scores[id]!, ...change } } }));
  const formError = errors.form ?? errors.scores ?? errors.comment;

  return (
    <form
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
        return (
          <fieldset key={criterion.id} className="rounded-lg border border-slate-200 p-4">
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
                    className="mt-0.5 accent-primary-700"
                  />
                  <span>{t('review.reviews.level', { score, description: criterion.levels[score - 1] ?? '' })}</span>
                </label>
              ))}
            </div>
            <TextArea
              className="mt-3"
              rows={2}
              label={t('review.reviews.criterionComment', { name: criterion.name })}
              maxLength={REVIEW_COMMENT_MAX_LENGTH}
              value={entry.comment}
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
      {formError && <Alert tone="error">{formError}</Alert>}
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

function Others({ reviews }: { reviews: ApplicationReviews }) {
  const { t } = useI18n();
  if (reviews.others === null) return <p className="mt-4 text-sm text-slate-600">{t('review.reviews.blind')}</p>;
  const rubrics = [reviews.rubric, ...reviews.olderRubrics];
  const nameOf = (version: number, id: string) => rubrics.find((rubric) => rubric.version === version)?.criteria.find((c) => c.id === id)?.name ?? id;
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold text-slate-900">{t('review.reviews.others')}</h3>
      {reviews.others.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t('review.reviews.othersEmpty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200" aria-label={t('review.reviews.others')}>
          {reviews.others.map((review) => (
            <li key={review.reviewer.id} className="py-3 text-sm">
              <p className="font-medium text-slate-900">
                {review.reviewer.name} · {t('review.reviews.weighted', { score: review.weightedScore?.toFixed(2) ?? '—' })}
              </p>
              <ul className="mt-1 text-slate-700">
                {review.scores.map((score) => (
                  <li key={score.criterionId}>
                    {t('review.reviews.scoreOf', { name: nameOf(review.rubricVersion, score.criterionId), score: score.score })}
                    {score.comment && <> — {score.comment}</>}
                  </li>
                ))}
              </ul>
              {review.comment && <p className="mt-1 whitespace-pre-line text-slate-900">{review.comment}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
