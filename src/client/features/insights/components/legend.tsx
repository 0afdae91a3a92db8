import { SWATCH, type Tone } from './chart-parts';

/** The series' names and colours, as text beside the chart (the SVG itself carries no words to read). */
export function Legend({ items }: { items: readonly { label: string; tone: Tone; line?: boolean }[] }) {
  return (
    <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-hidden="true">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span className={`inline-block ${item.line ? 'h-0.5 w-4' : 'size-2.5 rounded-sm'} ${SWATCH[item.tone]}`} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
