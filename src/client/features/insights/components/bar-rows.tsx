// Horizontal bars, one row per group (a district's project kit, a district), hand-drawn in SVG: each
// row's series side by side.
import { FILL, niceTicks, shorten, type Series } from './chart-parts';

const W = 560;
const ROW = 26;
const PAD = { left: 150, right: 40, top: 6, bottom: 22 };

interface BarRowsProps {
  label: string;
  rows: readonly string[];
  series: readonly Series[];
  format: (value: number) => string;
  /** Values below 1 (shares), so the axis may step by fractions. */
  fractions?: boolean;
}

export function BarRows({ label, rows, series, format, fractions = false }: BarRowsProps) {
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = niceTicks(max, fractions);
  const top = Math.max(ticks[ticks.length - 1]!, max);
  const H = PAD.top + PAD.bottom + rows.length * ROW;
  const plotW = W - PAD.left - PAD.right;
  const x = (v: number) => PAD.left + (v / top) * plotW;
  const barH = (ROW - 6) / Math.max(1, series.length);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={label}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={x(tick)} x2={x(tick)} y1={PAD.top} y2={H - PAD.bottom} className="stroke-slate-200" />
          <text x={x(tick)} y={H - 6} textAnchor="middle" className="fill-slate-500 text-[11px]">
            {format(tick)}
          </text>
        </g>
      ))}
      {rows.map((row, i) => {
        const y0 = PAD.top + i * ROW + 3;
        return (
          <g key={`${row}-${i}`}>
            <text x={PAD.left - 6} y={y0 + ROW / 2} textAnchor="end" className="fill-slate-600 text-[11px]">
              {shorten(row, 24)}
            </text>
            {series.map((s, j) => (
              <rect
                key={s.label}
                x={PAD.left}
                y={y0 + j * barH}
                width={Math.max(0, x(s.values[i] ?? 0) - PAD.left)}
                height={barH - 1}
                rx={2}
                className={FILL[s.tone]}
              />
            ))}
          </g>
        );
      })}
      <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={H - PAD.bottom} className="stroke-slate-400" />
    </svg>
  );
}
