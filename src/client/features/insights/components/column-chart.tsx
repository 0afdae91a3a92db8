// Grouped vertical columns over categories (terms, count ages, statuses), hand-drawn in SVG, with an
// optional range per category drawn as a whisker (a forecast's min to max).
import { FILL, shorten, type Series } from './chart-parts';
import { type Frame, ValueGrid, valueScale } from './value-axis';

const FRAME: Frame = { width: 560, height: 240, pad: { left: 64, right: 8, top: 10, bottom: 36 } };
const { width: W, height: H, pad: PAD } = FRAME;

interface ColumnChartProps {
  label: string;
  categories: readonly string[];
  series: readonly Series[];
  /** A low–high range per category, drawn over its columns. */
  ranges?: readonly (readonly [number, number])[];
  format: (value: number) => string;
}

export function ColumnChart({ label, categories, series, ranges, format }: ColumnChartProps) {
  const max = Math.max(0, ...series.flatMap((s) => s.values), ...(ranges ?? []).map((r) => r[1]));
  const scale = valueScale(FRAME, max);
  const { plotW, y } = scale;
  const band = plotW / Math.max(1, categories.length);
  const barW = Math.min(36, (band * 0.7) / Math.max(1, series.length));
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={label}>
      <ValueGrid frame={FRAME} scale={scale} format={format} />
      {categories.map((category, i) => {
        const x0 = PAD.left + i * band + (band - barW * series.length) / 2;
        const range = ranges?.[i];
        return (
          <g key={category}>
            {series.map((s, j) => {
              const v = s.values[i] ?? 0;
              return (
                <rect key={s.label} x={x0 + j * barW} y={y(v)} width={barW - 2} height={Math.max(0, y(0) - y(v))} rx={2} className={FILL[s.tone]} />
              );
            })}
            {range && range[1] > 0 && (
              <g className="stroke-slate-700" strokeWidth={2}>
                <line x1={PAD.left + (i + 0.5) * band} x2={PAD.left + (i + 0.5) * band} y1={y(range[0])} y2={y(range[1])} />
                <line x1={PAD.left + (i + 0.5) * band - 8} x2={PAD.left + (i + 0.5) * band + 8} y1={y(range[0])} y2={y(range[0])} />
                <line x1={PAD.left + (i + 0.5) * band - 8} x2={PAD.left + (i + 0.5) * band + 8} y1={y(range[1])} y2={y(range[1])} />
              </g>
            )}
            <text x={PAD.left + (i + 0.5) * band} y={H - PAD.bottom + 16} textAnchor="middle" className="fill-slate-600 text-[11px]">
              {shorten(category, Math.max(6, Math.floor(band / 7)))}
            </text>
          </g>
        );
      })}
      <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} className="stroke-slate-400" />
    </svg>
  );
}
