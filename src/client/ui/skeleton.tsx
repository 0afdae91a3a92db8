// Grey placeholder blocks shown where content is still loading, so the layout does not jump.
import type { ReactNode } from 'react';
import { cx } from './cx';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-md bg-slate-200', className)} />;
}

/** A group of skeletons announced once to screen readers as loading. */
export function SkeletonGroup({ label = 'Loading…', className, children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
