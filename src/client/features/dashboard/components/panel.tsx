import { useId, type ComponentType, type ReactNode } from 'react';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError, NETWORK_ERROR_STATUS } from '@client/lib/http';
import { AppLink } from '@client/ui/app-link';
import { cx } from '@client/ui/cx';
import { AlertIcon, ArrowRightIcon, ClockIcon, CloudOffIcon, type IconProps } from '@client/ui/icons';
import { asOfText, useConnectionTrouble } from '@client/ui/load-state';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';

interface PanelProps {
  title: string;
  icon: ComponentType<IconProps>;
  /** A link in the panel's header to the screen it summarises. */
  link?: { to: string; label: string };
  className?: string;
  /** When this panel's data was saved on this device, if it is that copy rather than the server's answer. */
  savedAt?: number | null;
  children: ReactNode;
}

/** One dashboard panel: a titled card that links to the screen behind it. */
export function Panel({ title, icon: Icon, link, className, savedAt, children }: PanelProps) {
  const titleId = useId();
  const i18n = useI18n();
  return (
    <section aria-labelledby={titleId} className={cx('card flex flex-col rounded-xl p-5 sm:p-6', className)}>
      <h2 id={titleId} className="flex items-center gap-2.5 text-base font-semibold text-slate-900">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
          <Icon className="size-4.5" />
        </span>
        {title}
      </h2>
      {savedAt ? (
        <p className="mt-1 flex items-center gap-1.5 text-xs font-medium text-amber-800">
          <ClockIcon className="size-3.5" />
          {i18n.t('dashboard.asOf', { when: asOfText(savedAt, i18n) })}
        </p>
      ) : null}
      <div className="mt-5 flex flex-1 flex-col">{children}</div>
      {link && (
        <div className="mt-5 border-t border-slate-100 pt-4">
          <AppLink to={link.to} className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-primary-800 hover:underline">
            {link.label}
            <ArrowRightIcon className="size-4 rtl:-scale-x-100" />
          </AppLink>
        </div>
      )}
    </section>
  );
}

/**
 * Grey lines in the shape of a panel's content while it loads, about as tall as the content to come
 * (`className`, a min-height), so the panels below do not jump when it arrives.
 */
export function PanelSkeleton({ lines = 3, className }: { lines?: number; className?: string }) {
  const { t } = useI18n();
  return (
    <SkeletonGroup label={t('common.loading')} className={cx('space-y-3', className)}>
      <Skeleton className="h-8 w-1/3" />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cx('h-4', i % 2 ? 'w-2/3' : 'w-full')} />
      ))}
    </SkeletonGroup>
  );
}

/**
 * A panel's content could not be loaded: why, and a way to try again. With no connection and no copy
 * saved on this device that is no error: the panel says it is offline, quietly.
 */
export function PanelError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const { t } = useI18n();
  const trouble = useConnectionTrouble(error);
  if (trouble && (!isApiError(error) || error.status === NETWORK_ERROR_STATUS)) {
    return (
      <div role="status" className="flex flex-1 flex-col items-start gap-2 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <CloudOffIcon className="size-4" />
          {trouble === 'offline' ? t('ui.loadError.offlineTitle') : t('ui.loadError.unreachableTitle')}
        </p>
        <p>{t('ui.loadError.notSaved', { what })}</p>
        <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-1 flex-col items-start gap-2 rounded-lg bg-red-50 p-4 text-sm text-red-800">
      <p className="flex items-center gap-2 font-semibold">
        <AlertIcon className="size-4" />
        {t('common.couldNotLoad', { what })}
      </p>
      <p>{isApiError(error) ? translateMessage(t, error.message) : t('common.errorGeneric')}</p>
      <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
