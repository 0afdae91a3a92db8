// The value axis both plotted charts (columns, lines) draw: a scale from 0 to a round top, and its
// gridlines with their labels on the left of the plot.
import { niceTicks } from './chart-parts';

export interface Frame {
  width: number;
  height: number;
  pad: { left: number; right: number; top: number; bottom: number };
}

export interface ValueScale {
  ticks: number[];
  plotW: number;
  plotH: number;
  /** The y of a value. */
  y: (value: number) => number;
}

export function valueScale(frame: Frame, max: number): ValueScale {
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1]!;
  const plotW = frame.width - frame.pad.left - frame.pad.right;
  const plotH = frame.height - frame.pad.top - frame.pad.bottom;
  return { ticks, plotW, plotH, y: (value) => frame.pad.top + plotH - (value / top) * plotH };
}

export function ValueGrid({ frame, scale, format }: { frame: Frame; scale: ValueScale; format: (value: number) => string }) {
  return scale.ticks.map((tick) => (
    <g key={tick}>
      <line x1={frame.pad.left} x2={frame.width - frame.pad.right} y1={scale.y(tick)} y2={scale.y(tick)} className="stroke-slate-200" />
      <text x={frame.pad.left - 6} y={scale.y(tick) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
        {format(tick)}
      </text>
    </g>
  ));
}
