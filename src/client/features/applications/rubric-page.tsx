// The programme's review rubric (docs/product.md, "Reviews"): every staff member reads the current
// version, who saved it and when; admins (staff:rubric) edit it, each save a new version.
import '@client/i18n/en/rubric';
import { RUBRIC_LEVELS } from '@contract/reviews-messages';
import type { Rubric } from '@contract/reviews';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { useCan } from '@client/lib/use-can';
import { Alert } from '@client/ui/alert';
import { AppLink } from '@client/ui/app-link';
import { EmptyState } from '@client/ui/empty-state';
import { ArrowLeftIcon, ChecklistIcon } from '@client/ui/icons';
import { LoadError } from '@client/ui/load-state';
import { PageHeader } from '@client/ui/page-header';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { RubricForm } from './components/rubric-form';
import { useRubric } from './staff-api';

function Back() {
  const { t } = useI18n();
  return (
    <AppLink to={paths.reviewQueue()} className="inline-flex items-center gap-1.5 hover:underline">
      <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
      {t('rubric.back')}
    </AppLink>
  );
}

export function RubricPage() {
  const { t } = useI18n();
  const canEdit = useCan('staff:rubric');
  const rubric = useRubric();
  const header = <PageHeader eyebrow={<Back />} title={t('rubric.title')} description={t('rubric.description')} />;

  if (!rubric.data && rubric.error) {
    return (
      <>
        {header}
        <LoadError what={t('rubric.what')} error={rubric.error} onRetry={() => void rubric.mutate()} />
      </>
    );
  }
  if (!rubric.data) {
    return (
      <>
        {header}
        <SkeletonGroup label={t('rubric.loading')} className="card space-y-3 rounded-xl p-6">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
        </SkeletonGroup>
      </>
    );
  }
  return (
    <>
      {header}
      <VersionLine rubric={rubric.data} />
      {canEdit ? <RubricForm rubric={rubric.data} /> : <RubricView rubric={rubric.data} />}
    </>
  );
}

function VersionLine({ rubric }: { rubric: Rubric }) {
  const { t, detailDate } = useI18n();
  if (rubric.version === 0 || !rubric.updatedAt) return null;
  const date = detailDate(rubric.updatedAt);
  return (
    <p className="mb-6 text-sm text-slate-700" data-testid="rubric-version">
      <span className="font-semibold text-slate-900">{t('rubric.version', { version: rubric.version })}</span>
      {' · '}
      {rubric.updatedBy ? t('rubric.savedBy', { name: rubric.updatedBy.name, date }) : t('rubric.savedOn', { date })}
    </p>
  );
}

/** The rubric as it is, for staff who score against it but do not edit it. */
function RubricView({ rubric }: { rubric: Rubric }) {
  const { t } = useI18n();
  if (rubric.criteria.length === 0) {
    return (
      <EmptyState icon={<ChecklistIcon className="size-6" />} title={t('rubric.none.title')}>
        {t('rubric.none.readOnly')}
      </EmptyState>
    );
  }
  return (
    <>
      <Alert tone="info" className="mb-6">
        {t('rubric.readOnly')}
      </Alert>
      <ol className="space-y-4" aria-label={t('rubric.criteria')}>
        {rubric.criteria.map((criterion) => (
          <li key={criterion.id} className="card rounded-xl p-5">
            <h2 className="text-base font-semibold text-slate-900">
              {criterion.name} <span className="font-normal text-slate-600">· {t('rubric.weightOf', { weight: criterion.weight })}</span>
            </h2>
            {criterion.description && <p className="mt-1 text-sm text-slate-600">{criterion.description}</p>}
            <dl className="mt-3 space-y-2 text-sm">
              {Array.from({ length: RUBRIC_LEVELS }, (_, index) => (
                <div key={index} className="grid gap-0.5 sm:grid-cols-[6rem_1fr] sm:gap-4">
                  <dt className="font-medium text-slate-900">{t('rubric.level', { score: index + 1 })}</dt>
                  <dd className="text-slate-700">{criterion.levels[index]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}
