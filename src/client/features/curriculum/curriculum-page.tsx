// Curriculum: how the lessons are built (the engineering design process), the standards they
// serve, what each grade band does, and the project kits with their lessons.
import '@client/i18n/en/frame';
import '@client/i18n/en/pages';
import '@client/i18n/en/resources';
import { paths } from '@client/app/paths';
import type { MessageId } from '@client/i18n/en';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { AppLink } from '@client/ui/app-link';
import { PageHeader } from '@client/ui/page-header';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { useProjectKits } from './api';

const DESIGN_STEPS = ['ask', 'imagine', 'plan', 'create', 'test', 'improve'] as const;
const STANDARDS: MessageId[] = ['curriculum.standards.science', 'curriculum.standards.cs', 'curriculum.standards.career'];
const GRADE_BANDS = ['k2', '35', '68', '912'] as const;

export function CurriculumPage() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('nav.curriculum')} description={t('curriculum.description')} />
      <div className="space-y-6">
        <section aria-labelledby="curriculum-design" className="card rounded-xl p-6">
          <h2 id="curriculum-design" className="text-lg font-semibold text-slate-900">
            {t('curriculum.design.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('curriculum.design.text')}</p>
          <ol className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
            {DESIGN_STEPS.map((step, index) => (
              <li key={step} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
                <p className="text-xs font-semibold text-primary-800">{index + 1}</p>
                <p className="mt-1 font-semibold text-slate-900">{t(`curriculum.design.${step}`)}</p>
                <p className="mt-1 text-sm text-slate-600">{t(`curriculum.design.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <section aria-labelledby="curriculum-standards" className="card rounded-xl p-6">
            <h2 id="curriculum-standards" className="text-lg font-semibold text-slate-900">
              {t('curriculum.standards.title')}
            </h2>
            <ul className="mt-4 list-disc space-y-2 ps-5 text-sm text-slate-700 marker:text-primary-600">
              {STANDARDS.map((id) => (
                <li key={id}>{t(id)}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="curriculum-grades" className="card rounded-xl p-6">
            <h2 id="curriculum-grades" className="text-lg font-semibold text-slate-900">
              {t('curriculum.grades.title')}
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              {GRADE_BANDS.map((band) => (
                <div key={band} className="flex gap-4">
                  <dt className="w-12 shrink-0 font-semibold text-slate-900">{t(`curriculum.grades.${band}`)}</dt>
                  <dd className="text-slate-700">{t(`curriculum.grades.${band}.text`)}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>

        <ProjectKits />
      </div>
    </>
  );
}

function ProjectKits() {
  const { t, tp } = useI18n();
  const { data, error, mutate } = useProjectKits();
  return (
    <section aria-labelledby="curriculum-kits" className="card rounded-xl p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="curriculum-kits" className="text-lg font-semibold text-slate-900">
          {t('curriculum.kits.title')}
        </h2>
        <AppLink to={paths.resources()} className="text-sm font-semibold text-primary-800 hover:underline">
          {t('curriculum.kits.all')}
        </AppLink>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('curriculum.kits.text')}</p>
      {data ? (
        <ul className="mt-4 divide-y divide-slate-100">
          {data.items.map((kit) => (
            <li key={kit.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <AppLink to={paths.resource('projects', kit.id)} className="font-medium text-primary-800 hover:underline">
                {kit.name}
              </AppLink>
              <span className="text-sm text-slate-600">
                {kit.gradeBand && `${t('resources.grades', { band: kit.gradeBand })} · `}
                {tp('resources.lessons', kit.lessonCount)}
              </span>
            </li>
          ))}
        </ul>
      ) : error ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {t('common.couldNotLoad', { what: t('curriculum.kits.what') })}
          {isApiError(error) && `: ${translateMessage(t, error.message)}`}{' '}
          <button type="button" onClick={() => mutate()} className="font-semibold underline">
            {t('common.tryAgain')}
          </button>
        </p>
      ) : (
        <SkeletonGroup label={t('common.loading')} className="mt-4 space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-5 w-full" />
          ))}
        </SkeletonGroup>
      )}
      <p className="mt-4 text-xs text-slate-600">{t('curriculum.lessonsNote')}</p>
    </section>
  );
}
