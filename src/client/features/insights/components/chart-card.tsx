// One chart's card: its title and what it shows, the drawing beside its figures' table (a real
// <table>, the chart's accessible form), a CSV download, and its loading, empty and error states.
// `data-chart-state` and `data-drawn-at` (the page clock when the chart was drawn) let the journeys
// and the benchmark wait for a chart.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { INSIGHT_SNAPSHOT_MINUTES, type InsightChart } from '@contract/insights-messages';
import { formatTime } from '@client/lib/dates';
import { useI18n } from '@client/i18n/use-i18n';
import { useExport } from '@client/lib/use-export';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { DownloadIcon } from '@client/ui/icons';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { Table, type TableColumn } from '@client/ui/table';

export interface ChartBody<T> {
  figure: ReactNode;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Nothing to draw: every figure is zero or there is no row. */
  empty: boolean;
  note?: string;
}

interface ChartCardProps<T> {
  chart: InsightChart;
  /** When the figures were computed, if they come from the whole programme's kept snapshot. */
  asOf?: string | undefined;
  body: ChartBody<T> | undefined;
  error: unknown;
  onRetry: () => void;
  download: () => Promise<void>;
}

export function ChartCard<T>({ chart, asOf, body, error, onRetry, download }: ChartCardProps<T>) {
  const { t } = useI18n();
  const title = t(`insights.chart.${chart}.title`);
  const csv = useExport(download, (cause) => t('insights.downloadFailed', { reason: errorText(cause, t) }));
  const state = error && !body ? 'error' : !body ? 'loading' : body.empty ? 'empty' : 'ready';
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (state === 'ready' || state === 'empty') ref.current?.setAttribute('data-drawn-at', String(Math.round(performance.now())));
  }, [state, body]);
  const headingId = `insight-${chart}`;
  return (
    <section ref={ref} aria-labelledby={headingId} className="card rounded-xl p-4 sm:p-5" data-chart={chart} data-chart-state={state}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t(`insights.chart.${chart}.description`)}</p>
          {asOf && (
            <p className="mt-1 text-xs text-slate-600" data-as-of={asOf}>
              {t('insights.asOf', { time: formatTime(asOf), minutes: INSIGHT_SNAPSHOT_MINUTES })}
            </p>
          )}
        </div>
        <Button
          variant="secondary"
          size="sm"
          loading={csv.exporting}
          onClick={() => void csv.start()}
          aria-label={t('insights.downloadCsvOf', { chart: title })}
        >
          <DownloadIcon className="size-4" />
          {t('insights.downloadCsv')}
        </Button>
      </div>
      {csv.error && (
        <Alert tone="error" className="mt-3">
          {csv.error}
        </Alert>
      )}
      <div className="mt-4" aria-busy={state === 'loading'}>
        {state === 'loading' && (
          <SkeletonGroup label={t('insights.loading')}>
            <Skeleton className="h-48 w-full" />
          </SkeletonGroup>
        )}
        {state === 'error' && (
          <Alert tone="error">
            {t('insights.failed')}{' '}
            <button type="button" className="font-medium underline" onClick={onRetry}>
              {t('insights.retry')}
            </button>
          </Alert>
        )}
        {state === 'empty' && <p className="rounded-lg bg-slate-50 p-6 text-center text-sm text-slate-600">{t('insights.empty')}</p>}
        {state === 'ready' && body && (
          <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div>{body.figure}</div>
            <div>
              {/* A long table scrolls inside its box, which takes the keyboard's focus so it can be scrolled without a mouse. */}
              <div tabIndex={0} role="region" aria-label={t('insights.tableOf', { chart: title })} className="max-h-80 overflow-y-auto rounded-xl">
                <Table
                  caption={t('insights.tableOf', { chart: title })}
                  columns={body.columns}
                  rows={body.rows}
                  rowKey={body.rowKey}
                  tableClassName="text-xs [&_td]:!py-1.5 [&_th]:!py-1.5 [&_td]:!px-2 [&_th]:!px-2"
                />
              </div>
              {body.note && <p className="mt-2 text-xs text-slate-600">{body.note}</p>}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
