// A titled card of a few figures, each a link to the list it counts (the staff dashboard).
import { useId, type ComponentType, type ReactNode } from 'react';
import { AppLink } from './app-link';
import { cx } from './cx';
import { ArrowRightIcon, type IconProps } from './icons';

interface Figure {
  label: string;
  value: string;
  /** The list the figure counts. */
  to?: string;
  /** Draws the eye (something waits for someone). */
  attention?: boolean;
}

interface FigurePanelProps {
  title: string;
  icon: ComponentType<IconProps>;
  figures: Figure[];
  link?: { to: string; label: string };
  className?: string;
  children?: ReactNode;
}

export function FigurePanel({ title, icon: Icon, figures, link, className, children }: FigurePanelProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx('card flex flex-col rounded-xl p-5 sm:p-6', className)}>
      <h2 id={titleId} className="flex items-center gap-2.5 text-base font-semibold text-slate-900">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
          <Icon className="size-4.5" />
        </span>
        {title}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-2">
        {figures.map((figure) => {
          // The label and the figure together are the link's name ("Not assigned yet 4").
          const content = (
            <>
              <span className="block text-sm text-slate-600">{figure.label}</span>
              <span
                className={cx(
                  'mt-1 block text-2xl font-bold tabular-nums',
                  figure.attention ? 'text-amber-800' : figure.to ? 'text-primary-800' : 'text-slate-900',
                )}
              >
                {figure.value}
              </span>
            </>
          );
          return (
            <li key={figure.label} className="min-w-0">
              {figure.to ? (
                <AppLink to={figure.to} className="block rounded-lg px-3 py-2 -mx-1 hover:bg-slate-50">
                  {content}
                </AppLink>
              ) : (
                <div className="px-3 py-2 -mx-1">{content}</div>
              )}
            </li>
          );
        })}
      </ul>
      {children}
      {link && (
        <div className="mt-auto border-t border-slate-100 pt-4">
          <AppLink to={link.to} className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-primary-800 hover:underline">
            {link.label}
            <ArrowRightIcon className="size-4 rtl:-scale-x-100" />
          </AppLink>
        </div>
      )}
    </section>
  );
}
