// Grey placeholder blocks shown where content is still loading, so the layout does not jump.
import type { ReactNode } from 'react';
import '../i18n/en/ui';
import { useI18n } from '../i18n/use-i18n';
import { cx } from './cx';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-md bg-slate-200', className)} />;
}

/** A group of skeletons announced once to screen readers as loading ("Loading…" unless `label` says more). */
export function SkeletonGroup({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label ?? t('ui.loading')}</span>
      {children}
    </div>
  );
}
