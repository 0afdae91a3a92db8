// Each chart's answer made into what its card shows: the drawing (bars, columns or lines) and the
// same numbers as table rows, worded and formatted (Intl) in the reader's language.
import type { InsightChart } from '@contract/insights-messages';
import type { I18n } from '@client/i18n/locale-store';
import type { ChartOf } from './chart-shapes';
import { BarRows } from './components/bar-rows';
import type { ChartBody } from './components/chart-card';
import { ColumnChart } from './components/column-chart';
import { Legend } from './components/legend';
import { LineChart } from './components/line-chart';

const tenth = (value: number) => Math.round(value * 10) / 10;

function percent(i18n: I18n, ratio: number | null): string {
  return ratio === null ? '–' : i18n.t('insights.percent', { value: i18n.number(tenth(ratio * 100)) });
}

type Row<C extends InsightChart> = ChartOf<C>['rows'][number];
type Bodies = { [C in InsightChart]: (data: ChartOf<C>, i18n: I18n) => ChartBody<Row<C>> };

export const chartBodies: Bodies = {
  'students-reached': (data, i18n) => {
    const { t, number } = i18n;
    const title = t('insights.chart.students-reached.title');
    const reached = t('insights.col.reached');
    const forecast = t('insights.col.forecast');
    return {
      empty: data.rows.every((r) => r.reached === 0 && r.forecastMax === 0),
      figure: (
        <>
          <Legend
            items={[
              { label: reached, tone: 'primary' },
              { label: forecast, tone: 'slate', line: true },
            ]}
          />
          <ColumnChart
            label={t('insights.chartLabel', { chart: title })}
            categories={data.rows.map((r) => r.term)}
            series={[{ label: reached, tone: 'primary', values: data.rows.map((r) => r.reached) }]}
            ranges={data.rows.map((r) => [r.forecastMin, r.forecastMax] as const)}
            format={number}
          />
        </>
      ),
      rowKey: (r) => r.termId,
      rows: data.rows,
      columns: [
        { id: 'term', header: t('insights.col.term'), rowHeader: true, cell: (r) => r.term },
        { id: 'reached', header: reached, align: 'end', cell: (r) => number(r.reached) },
        { id: 'reports', header: t('insights.col.reports'), align: 'end', cell: (r) => number(r.reports) },
        {
          id: 'forecast',
          header: forecast,
          align: 'end',
          cell: (r) => t('insights.forecastRange', { min: number(r.forecastMin), max: number(r.forecastMax) }),
        },
      ],
    };
  },
  'kit-use': (data, i18n) => {
    const { t, tp, number } = i18n;
    const use = t('insights.col.use');
    // One district (a district's own, or a filter): its name on every row would say nothing.
    const oneDistrict = new Set(data.rows.map((r) => r.districtId)).size <= 1;
    const name = (r: Row<'kit-use'>) => (r.district === null || oneDistrict ? r.projectKit : `${r.district} · ${r.projectKit}`);
    return {
      empty: data.rows.length === 0,
      figure: (
        <BarRows
          label={t('insights.chartLabel', { chart: t('insights.chart.kit-use.title') })}
          rows={data.rows.map(name)}
          series={[{ label: use, tone: 'primary', values: data.rows.map((r) => r.use ?? 0) }]}
          fractions
          format={(v) => percent(i18n, v)}
        />
      ),
      rowKey: (r) => `${r.districtId ?? ''}:${r.resourceId}`,
      rows: data.rows,
      note: [
        `${t('insights.total')}: ${percent(i18n, data.total.use)} (${number(data.total.kitDaysOut)} / ${number(data.total.kitDaysOnHand)})`,
        data.more > 0 ? tp('insights.more', data.more) : '',
      ]
        .filter(Boolean)
        .join(' '),
      columns: [
        { id: 'name', header: t(oneDistrict ? 'insights.col.projectKit' : 'insights.col.districtKit'), rowHeader: true, cell: name },
        { id: 'out', header: t('insights.col.kitDaysOut'), align: 'end', cell: (r) => number(r.kitDaysOut) },
        { id: 'held', header: t('insights.col.kitDaysOnHand'), align: 'end', cell: (r) => number(r.kitDaysOnHand) },
        { id: 'use', header: use, align: 'end', cell: (r) => percent(i18n, r.use) },
      ],
    };
  },
  'count-freshness': (data, i18n) => {
    const { t, number } = i18n;
    const projects = t('insights.col.projects');
    const kits = t('insights.col.kits');
    return {
      empty: data.rows.every((r) => r.projects === 0),
      figure: (
        <>
          <Legend
            items={[
              { label: projects, tone: 'primary' },
              { label: kits, tone: 'amber' },
            ]}
          />
          <ColumnChart
            label={t('insights.chartLabel', { chart: t('insights.chart.count-freshness.title') })}
            categories={data.rows.map((r) => t(`insights.bucket.${r.bucket}`))}
            series={[
              { label: projects, tone: 'primary', values: data.rows.map((r) => r.projects) },
              { label: kits, tone: 'amber', values: data.rows.map((r) => r.kits) },
            ]}
            format={number}
          />
        </>
      ),
      rowKey: (r) => r.bucket,
      rows: data.rows,
      columns: [
        { id: 'bucket', header: t('insights.col.bucket'), rowHeader: true, cell: (r) => t(`insights.bucket.${r.bucket}`) },
        { id: 'projects', header: projects, align: 'end', cell: (r) => number(r.projects) },
        { id: 'kits', header: kits, align: 'end', cell: (r) => number(r.kits) },
      ],
    };
  },
  overdue: (data, i18n) => {
    const { t, number, listDate } = i18n;
    const due = t('insights.col.due');
    const late = t('insights.col.late');
    const stillOut = t('insights.col.stillOut');
    // A label every few weeks, so they never run into each other.
    const every = Math.max(1, Math.ceil(data.rows.length / 6));
    return {
      empty: data.rows.every((r) => r.due === 0),
      figure: (
        <>
          <Legend
            items={[
              { label: due, tone: 'slate', line: true },
              { label: late, tone: 'amber', line: true },
              { label: stillOut, tone: 'rose', line: true },
            ]}
          />
          <LineChart
            label={t('insights.chartLabel', { chart: t('insights.chart.overdue.title') })}
            points={data.rows.map((r) => r.week)}
            pointLabel={(week, i) => (i % every === 0 ? listDate(week).slice(0, 5) : null)}
            series={[
              { label: due, tone: 'slate', values: data.rows.map((r) => r.due) },
              { label: late, tone: 'amber', values: data.rows.map((r) => r.late) },
              { label: stillOut, tone: 'rose', values: data.rows.map((r) => r.stillOut) },
            ]}
            format={number}
          />
        </>
      ),
      rowKey: (r) => r.week,
      rows: data.rows,
      columns: [
        { id: 'week', header: t('insights.col.week'), rowHeader: true, cell: (r) => listDate(r.week) },
        { id: 'due', header: due, align: 'end', cell: (r) => number(r.due) },
        { id: 'late', header: late, align: 'end', cell: (r) => number(r.late) },
        { id: 'out', header: stillOut, align: 'end', cell: (r) => number(r.stillOut) },
      ],
    };
  },
  funding: (data, i18n) => {
    const { t, tp, money } = i18n;
    const allocated = t('insights.col.allocated');
    const used = t('insights.col.used');
    const expiring = t('insights.col.expiring');
    return {
      empty: data.rows.length === 0,
      figure: (
        <>
          <Legend
            items={[
              { label: allocated, tone: 'slate' },
              { label: used, tone: 'primary' },
              { label: expiring, tone: 'rose' },
            ]}
          />
          <BarRows
            label={t('insights.chartLabel', { chart: t('insights.chart.funding.title') })}
            rows={data.rows.map((r) => r.district)}
            series={[
              { label: allocated, tone: 'slate', values: data.rows.map((r) => r.allocatedCents) },
              { label: used, tone: 'primary', values: data.rows.map((r) => r.usedCents) },
              { label: expiring, tone: 'rose', values: data.rows.map((r) => r.expiringCents) },
            ]}
            format={money}
          />
        </>
      ),
      rowKey: (r) => r.districtId,
      rows: data.rows,
      note: [
        `${t('insights.total')}: ${money(data.total.allocatedCents)} · ${money(data.total.usedCents)} · ${money(data.total.expiringCents)}`,
        data.more > 0 ? tp('insights.more', data.more) : '',
      ]
        .filter(Boolean)
        .join(' '),
      columns: [
        { id: 'district', header: t('insights.col.district'), rowHeader: true, cell: (r) => r.district },
        { id: 'allocated', header: allocated, align: 'end', cell: (r) => money(r.allocatedCents) },
        { id: 'used', header: used, align: 'end', cell: (r) => money(r.usedCents) },
        { id: 'expiring', header: expiring, align: 'end', cell: (r) => money(r.expiringCents) },
      ],
    };
  },
  funnel: (data, i18n) => {
    const { t, number } = i18n;
    const current = t('insights.col.current');
    const entered = t('insights.col.entered');
    const days = (value: number | null) => (value === null ? '–' : number(tenth(value)));
    return {
      empty: data.rows.every((r) => r.entered === 0 && r.current === 0),
      figure: (
        <>
          <Legend
            items={[
              { label: entered, tone: 'slate' },
              { label: current, tone: 'primary' },
            ]}
          />
          <ColumnChart
            label={t('insights.chartLabel', { chart: t('insights.chart.funnel.title') })}
            categories={data.rows.map((r) => t(`insights.status.${r.status}`))}
            series={[
              { label: entered, tone: 'slate', values: data.rows.map((r) => r.entered) },
              { label: current, tone: 'primary', values: data.rows.map((r) => r.current) },
            ]}
            format={number}
          />
        </>
      ),
      rowKey: (r) => r.status,
      rows: data.rows,
      columns: [
        { id: 'status', header: t('insights.col.status'), rowHeader: true, cell: (r) => t(`insights.status.${r.status}`) },
        { id: 'current', header: current, align: 'end', cell: (r) => number(r.current) },
        { id: 'entered', header: entered, align: 'end', cell: (r) => number(r.entered) },
        { id: 'median', header: t('insights.col.medianDays'), align: 'end', cell: (r) => days(r.medianDays) },
        { id: 'mean', header: t('insights.col.meanDays'), align: 'end', cell: (r) => days(r.meanDays) },
      ],
    };
  },
};
