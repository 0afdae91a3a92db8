import type { LayoutType } from '@client/app/theme/theme-settings';
import { cx } from '@client/ui/cx';

/** A thumbnail of a layout type for the layout picker; decorative (the option's name says it). */
export function LayoutSketch({ type }: { type: LayoutType }) {
  const frame = 'relative flex h-11 w-16 overflow-hidden rounded-md border border-slate-300 bg-slate-100';
  const bar = 'bg-slate-300';
  const accent = 'bg-primary-600';
  const content = (
    <div className="flex flex-1 flex-col gap-1 p-1.5">
      <div className="h-1.5 w-3/4 rounded-sm bg-slate-300" />
      <div className="h-3 rounded-sm bg-white" />
    </div>
  );
  const sketches: Record<LayoutType, React.ReactNode> = {
    classic: (
      <>
        <div className="w-4 bg-slate-700" />
        <div className="flex flex-1 flex-col">
          <div className={cx('h-2', 'bg-white')} />
          {content}
        </div>
      </>
    ),
    modern: (
      <>
        <div className="w-4 border-e border-slate-300" />
        <div className="flex flex-1 flex-col">{content}</div>
      </>
    ),
    stackedSide: (
      <>
        <div className="w-2 bg-slate-700" />
        <div className="w-4 border-e border-slate-300 bg-white" />
        <div className="flex flex-1 flex-col">{content}</div>
      </>
    ),
    simple: (
      <div className="flex flex-1 flex-col">
        <div className="h-2 bg-white" />
        <div className={cx('mx-1.5 mt-0.5 h-1 w-8 rounded-sm', bar)} />
        {content}
      </div>
    ),
    decked: (
      <div className="flex flex-1 flex-col">
        <div className="h-2 bg-white" />
        <div className={cx('h-1.5', accent)} />
        {content}
      </div>
    ),
    blank: <div className="flex flex-1 flex-col">{content}</div>,
  };
  return (
    <span aria-hidden="true" className={frame}>
      {sketches[type]}
    </span>
  );
}
