// What the hand-drawn charts share: the series' colours (theme tokens, so dark mode re-maps them),
// nice axis ticks and the label a value is shortened to inside a chart.

export type Tone = 'primary' | 'amber' | 'rose' | 'slate';

export const FILL: Record<Tone, string> = {
  primary: 'fill-primary-500',
  amber: 'fill-amber-500',
  rose: 'fill-rose-500',
  slate: 'fill-slate-400',
};
export const STROKE: Record<Tone, string> = {
  primary: 'stroke-primary-600',
  amber: 'stroke-amber-500',
  rose: 'stroke-rose-500',
  slate: 'stroke-slate-400',
};
export const SWATCH: Record<Tone, string> = {
  primary: 'bg-primary-500',
  amber: 'bg-amber-500',
  rose: 'bg-rose-500',
  slate: 'bg-slate-400',
};

export interface Series {
  label: string;
  tone: Tone;
  values: readonly number[];
}

/**
 * A round top for the value axis (1, 2 or 5 × a power of ten) and the ticks up to it; whole steps
 * only unless `fractions` (a count never reads 0.5).
 */
export function niceTicks(max: number, fractions = false, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const nice = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const step = fractions ? nice : Math.max(1, nice);
  const ticks: number[] = [];
  for (let v = 0; v < max + step / 2; v += step) ticks.push(v);
  if (ticks[ticks.length - 1]! < max) ticks.push(ticks[ticks.length - 1]! + step);
  return ticks;
}

/** A label cut to `max` characters for an axis (the table beside the chart holds it whole). */
export const shorten = (text: string, max = 14) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
