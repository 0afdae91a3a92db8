// The impact forecast as a hand-written SVG chart: one bar per figure, solid up to the minimum and
// light up to the maximum, and the share of Title I schools. The SVG is drawn at the width it is
// shown (measured), so its text keeps its size on a phone and a wide screen. It carries a <title> and
// <desc> for assistive technology, and the same figures are in a visually hidden table.
import '@client/i18n/en/blueprints';
import { useEffect, useId, useRef, useState } from 'react';
import type { BlueprintImpact, Range } from '@contract/blueprints';
import { useI18n } from '@client/i18n/use-i18n';

const ROW = 58;
const BAR = 14;

function useWidth<T extends Element>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

interface Row {
  label: string;
  value: string;
  /** Solid part and light part, as shares 0..1 of the track. */
  solid: number;
  light: number;
}

export function ImpactChart({ impact }: { impact: BlueprintImpact }) {
  const { t, number } = useI18n();
  const titleId = useId();
  const descId = useId();
  const [ref, width] = useWidth<HTMLDivElement>(560);
  const rangeText = (r: Range | null) => (r ? t('blueprint.range', { min: number(r.min), max: number(r.max) }) : t('blueprint.impact.notSet'));
  // Each figure on its own scale (the values are written beside it): the maximum reaches 85% of the track.
  const rangeRow = (label: string, r: Range | null): Row => ({
    label,
    value: rangeText(r),
    solid: r && r.max > 0 ? (r.min / r.max) * 0.85 : 0,
    light: r && r.max > 0 ? 0.85 : 0,
  });
  const share = impact.titleISharePct ?? 0;
  const titleIValue =
    impact.schools > 0
      ? `${t('blueprint.impact.titleIShare', { count: number(impact.titleISchools), total: number(impact.schools) })} (${number(share)}%)`
      : t('blueprint.impact.notSet');
  const rows: Row[] = [
    rangeRow(t('blueprint.impact.students'), impact.students),
    rangeRow(t('blueprint.impact.educators'), impact.educators),
    rangeRow(t('blueprint.impact.hours'), impact.contactHours),
    { label: t('blueprint.impact.titleI'), value: titleIValue, solid: share / 100, light: 0 },
  ];
  const height = rows.length * ROW + 28;
  const description = t('blueprint.impact.chartDesc', {
    students: rangeText(impact.students),
    educators: rangeText(impact.educators),
    hours: rangeText(impact.contactHours),
    titleI: `${number(share)}%`,
  });

  return (
    <figure className="mt-4">
      <div ref={ref} className="w-full">
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block max-w-full text-slate-900"
        >
          <title id={titleId}>{t('blueprint.impact.chartTitle')}</title>
          <desc id={descId}>{description}</desc>
          {rows.map((row, i) => {
            const y = i * ROW;
            return (
              <g key={row.label}>
                <text x={0} y={y + 16} className="fill-slate-700" fontSize={13}>
                  {row.label}
                </text>
                <text x={width} y={y + 16} textAnchor="end" className="fill-slate-900" fontSize={13} fontWeight={600}>
                  {row.value}
                </text>
                <rect x={0} y={y + 26} width={width} height={BAR} rx={BAR / 2} className="fill-slate-100" />
                {row.light > 0 && <rect x={0} y={y + 26} width={width * row.light} height={BAR} rx={BAR / 2} className="fill-primary-200" />}
                {row.solid > 0 && (
                  <rect x={0} y={y + 26} width={Math.max(BAR, width * row.solid)} height={BAR} rx={BAR / 2} className="fill-primary-600" />
                )}
              </g>
            );
          })}
          <g transform={`translate(0 ${rows.length * ROW + 8})`}>
            <rect x={0} y={0} width={12} height={12} rx={3} className="fill-primary-600" />
            <text x={18} y={10} fontSize={12} className="fill-slate-600">
              {t('blueprint.impact.legendMin')}
            </text>
            <rect x={110} y={0} width={12} height={12} rx={3} className="fill-primary-200" />
            <text x={128} y={10} fontSize={12} className="fill-slate-600">
              {t('blueprint.impact.legendMax')}
            </text>
          </g>
        </svg>
      </div>
      {/* A table with width 1px still lays out at its content's width: the wrapper hides it. */}
      <div className="sr-only">
        <table>
          <caption>{t('blueprint.impact.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('blueprint.impact.figure')}</th>
              <th scope="col">{t('blueprint.impact.minimum')}</th>
              <th scope="col">{t('blueprint.impact.maximum')}</th>
            </tr>
          </thead>
          <tbody>
            {(
              [
                [t('blueprint.impact.students'), impact.students],
                [t('blueprint.impact.educators'), impact.educators],
                [t('blueprint.impact.hours'), impact.contactHours],
                [t('blueprint.impact.studentHours'), impact.studentContactHours],
              ] as const
            ).map(([label, r]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{r ? number(r.min) : t('blueprint.impact.notSet')}</td>
                <td>{r ? number(r.max) : t('blueprint.impact.notSet')}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('blueprint.impact.titleI')}</th>
              <td colSpan={2}>{titleIValue}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </figure>
  );
}
