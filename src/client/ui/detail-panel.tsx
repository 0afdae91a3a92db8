// A titled panel of a details screen and its label/value pairs. The heading names the panel, so it
// is a landmark region screen readers can jump to.
import { useId, type ReactNode } from 'react';
import { cx } from './cx';

export function Panel({ title, actions, className, children }: { title: string; actions?: ReactNode; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    // The theme's card look (styles.css), as a section named by its heading.
    <section className={cx('card min-w-0 rounded-xl p-5', className)} aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** Label/value rows: a two-column grid that stacks on narrow screens. */
export function FieldList({ children }: { children: ReactNode }) {
  return <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-[minmax(8rem,12rem)_1fr]">{children}</dl>;
}

export function FieldRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 max-sm:mb-1">{children}</dd>
    </div>
  );
}
