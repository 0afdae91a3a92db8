// The impact forecast (GET /blueprints/:id/impact): the chart, and the figures that follow from it.
import '@client/i18n/en/blueprints';
import type { BlueprintImpact } from '@contract/blueprints';
import { useI18n } from '@client/i18n/use-i18n';
import { Panel } from '@client/ui/detail-panel';
import { LoadError } from '@client/ui/load-state';
import { Skeleton } from '@client/ui/skeleton';
import { ImpactChart } from './impact-chart';

interface ImpactPanelProps {
  impact: BlueprintImpact | undefined;
  error: unknown;
  onRetry: () => void;
  summary: string | null;
}

export function ImpactPanel({ impact, error, onRetry, summary }: ImpactPanelProps) {
  const { t, money, number } = useI18n();
  const nothing = impact && !impact.students && !impact.educators && !impact.contactHours;
  return (
    <Panel title={t('blueprint.impact.title')}>
      {!impact && error ? (
        <div className="mt-4">
          <LoadError what={t('blueprint.impact.what')} error={error} onRetry={onRetry} />
        </div>
      ) : !impact ? (
        <div className="mt-4 space-y-3">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-3 w-full" />
        </div>
      ) : (
        <>
          {nothing && <p className="mt-3 text-sm text-slate-500">{t('blueprint.impact.empty')}</p>}
          <ImpactChart impact={impact} />
          <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-600">{t('blueprint.impact.costPerStudent')}</dt>
              <dd className="mt-1 font-semibold text-slate-900 tabular-nums">
                {impact.costPerStudentCents
                  ? t('blueprint.range', { min: money(impact.costPerStudentCents.min), max: money(impact.costPerStudentCents.max) })
                  : t('blueprint.impact.notSet')}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-600">{t('blueprint.impact.studentHours')}</dt>
              <dd className="mt-1 font-semibold text-slate-900 tabular-nums">
                {impact.studentContactHours
                  ? t('blueprint.range', { min: number(impact.studentContactHours.min), max: number(impact.studentContactHours.max) })
                  : t('blueprint.impact.notSet')}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-600">{t('blueprint.impact.enrollment')}</dt>
              <dd className="mt-1 font-semibold text-slate-900 tabular-nums">
                {impact.enrollment === null ? t('blueprint.impact.notSet') : number(impact.enrollment)}
              </dd>
            </div>
          </dl>
          {summary && (
            <p className="mt-4 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{t('blueprint.impact.summary')}: </span>
              {summary}
            </p>
          )}
        </>
      )}
    </Panel>
  );
}
