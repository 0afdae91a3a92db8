// The reviews of an application on the staff side: its reviewers (adding and removing), the caller's own
// scoring form while they are a reviewer who has not submitted, and, once they have (or when they
// are no reviewer), the submitted reviews with the weighted average and spread.
import '@client/i18n/en/review';
import { useId } from 'react';
import type { ApplicationReviews } from '@contract/reviews';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { AppLink } from '@client/ui/app-link';
import { useApplicationReviews } from '../staff-api';
import { Reviewers } from './review-reviewers';
import { ScoringForm } from './scoring-form';

interface ReviewsPanelProps {
  applicationId: string;
  districtId: string;
  onChanged: () => Promise<unknown>;
}

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
      {data && <RubricLink version={data.rubric.version} />}
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

/** The rubric the form scores against, on its own screen; before there is one, where to define it. */
function RubricLink({ version }: { version: number }) {
  const { t } = useI18n();
  const link = (
    <AppLink to={paths.staffRubric()} className="font-medium text-primary-700 underline underline-offset-2 hover:no-underline">
      {version > 0 ? t('review.reviews.rubricLink', { version }) : t('review.reviews.rubricDefine')}
    </AppLink>
  );
  return (
    <p className="mt-1 text-sm text-slate-700">
      {version > 0 ? (
        link
      ) : (
        <>
          {t('review.reviews.rubricNone')} {link}
        </>
      )}
    </p>
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
