import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'violet';

// The 700/800 text levels on 50 backgrounds keep WCAG AA contrast for small text.
const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300/60',
  primary: 'bg-primary-50 text-primary-800 ring-primary-300/60',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-300/60',
  warning: 'bg-amber-50 text-amber-800 ring-amber-300/70',
  danger: 'bg-red-50 text-red-700 ring-red-300/60',
  violet: 'bg-violet-50 text-violet-800 ring-violet-300/60',
};

/** A small rounded label for a status or a kind. */
export function Badge({ tone = 'neutral', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
