// Lines over weeks (overdue returns), hand-drawn in SVG, with a dot on every week that has any.
import { STROKE, FILL, type Series } from './chart-parts';
import { type Frame, ValueGrid, valueScale } from './value-axis';

const FRAME: Frame = { width: 560, height: 220, pad: { left: 56, right: 16, top: 10, bottom: 28 } };
const { width: W, height: H, pad: PAD } = FRAME;

interface LineChartProps {
  label: string;
  points: readonly string[];
  /** The label under a point, or null for none (every few weeks only). */
  pointLabel: (point: string, index: number) => string | null;
  series: readonly Series[];
  format: (value: number) => string;
}

export function LineChart({ label, points, pointLabel, series, format }: LineChartProps) {
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const scale = valueScale(FRAME, max);
  const { plotW, y } = scale;
  const x = (i: number) => PAD.left + (points.length <= 1 ? plotW / 2 : (i / (points.length - 1)) * plotW);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={label}>
      <ValueGrid frame={FRAME} scale={scale} format={format} />
      {points.map((point, i) => {
        const text = pointLabel(point, i);
        return text === null ? null : (
          <text key={point} x={x(i)} y={H - 8} textAnchor="middle" className="fill-slate-600 text-[11px]">
            {text}
          </text>
        );
      })}
      {series.map((s) => (
        <g key={s.label}>
          <polyline
            fill="none"
            strokeWidth={2}
            strokeLinejoin="round"
            className={STROKE[s.tone]}
            points={s.values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}
          />
          {s.values.map((v, i) => (v > 0 ? <circle key={points[i]} cx={x(i)} cy={y(v)} r={2.5} className={FILL[s.tone]} /> : null))}
        </g>
      ))}
      <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} className="stroke-slate-400" />
    </svg>
  );
}
