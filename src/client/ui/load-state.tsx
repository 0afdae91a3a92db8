// What a screen says when its data could not be loaded, or is the last saved copy: on a classroom's
// poor Wi-Fi the service worker answers from its cache, so "offline" often still has data to show.
import '../i18n/en/ui-states';
import type { I18n } from '../i18n/locale-store';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';
import { formatTime, localDay } from '../lib/dates';
import { isApiError, NETWORK_ERROR_STATUS } from '../lib/http';
import { useNavigatorOnline as useOnline, useSyncStatus } from '../lib/use-sync-status';
import { Button } from './button';
import { AlertIcon, CloudOffIcon } from './icons';

const isNetworkError = (error: unknown) => isApiError(error) && error.status === NETWORK_ERROR_STATUS;

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** What failed to load, e.g. "your projects". */
  what: string;
}

/**
 * Where the connection stands for a screen that has no data: "offline" (the browser says so, or the
 * request got no answer while the browser has no network), "unreachable" (the browser has a network
 * but the server did not answer), or null (the server answered, with an error).
 */
export function useConnectionTrouble(error: unknown): 'offline' | 'unreachable' | null {
  const online = useOnline();
  const state = useSyncStatus().state;
  if (!online || state === 'offline') return 'offline';
  if (isNetworkError(error) || state === 'unreachable') return 'unreachable';
  return null;
}

/**
 * The panel in place of a list or page that could not be loaded at all. With no connection that is
 * no error of anyone's: a screen never opened while connected has nothing saved on this device yet,
 * and it says so quietly (and loads by itself once the server answers, through SWR's revalidation).
 */
export function LoadError({ error, onRetry, what }: LoadErrorProps) {
  const { t } = useI18n();
  const trouble = useConnectionTrouble(error);
  if (trouble && (isNetworkError(error) || !isApiError(error))) {
    const body = t('ui.loadError.notSaved', { what });
    return (
      <div role="status" className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <div className="mb-3 flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <CloudOffIcon className="size-6" />
        </div>
        <h2 className="text-base font-semibold text-slate-900">
          {trouble === 'offline' ? t('ui.loadError.offlineTitle') : t('ui.loadError.unreachableTitle')}
        </h2>
        <p className="mt-2 max-w-md text-sm text-slate-600">{body}</p>
        <Button variant="secondary" className="mt-5" onClick={onRetry}>
          {t('ui.loadError.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center rounded-xl border border-red-200 bg-white px-6 py-10 text-center">
      <div className="mb-3 flex size-11 items-center justify-center rounded-full bg-red-50 text-red-600">
        <AlertIcon className="size-6" />
      </div>
      <h2 className="text-base font-semibold text-slate-900">{t('ui.loadError.title', { what })}</h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">{isApiError(error) ? translateMessage(t, error.message) : t('ui.loadError.generic')}</p>
      <Button variant="secondary" className="mt-5" onClick={onRetry}>
        {t('ui.loadError.retry')}
      </Button>
    </div>
  );
}

interface StaleNoticeProps {
  /** The last refresh failed (SWR's error while data is still shown). */
  error: unknown;
  onRetry: () => void;
  /**
   * How old the device's snapshots of what is shown are (SnapshotStaleNotice reads them): an age to
   * show when the banner shows, not a reason to show it.
   */
  snapshotSavedAt?: number;
  /** When the data shown was saved, if the caller knows (an answer from the worker's cache: apiRequestWithAge). */
  savedAt?: number | null;
}

/** "today at 14:05", "12 Nov 2026 at 09:30". */
function savedAtText(ms: number, { t, detailDate }: I18n): string {
  const when = new Date(ms);
  const time = formatTime(when);
  return localDay(when) === localDay(new Date()) ? t('ui.stale.today', { time }) : t('ui.stale.onDay', { day: detailDate(localDay(when)), time });
}

/** "05:54" today, "24 Nov 2026 05:54" on another day: how old a saved copy is, in few words. */
export function asOfText(ms: number, { detailDate }: I18n): string {
  const when = new Date(ms);
  const time = formatTime(when);
  return localDay(when) === localDay(new Date()) ? time : `${detailDate(localDay(when))} ${time}`;
}

/**
 * A quiet banner above data that may be old: the device is offline or the server does not answer
 * (the service worker answered from its cache), or the last refresh failed. Nothing when the data
 * is fresh.
 */
export function StaleDataNotice({ error, onRetry, snapshotSavedAt, savedAt: knownSavedAt }: StaleNoticeProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const online = useOnline();
  // The service worker answers from its cache without an error when the server is unreachable, so
  // the health check's and the outbox's findings count too.
  const trouble = useConnectionTrouble(error);
  const stale = Boolean(trouble) || Boolean(error) || Boolean(knownSavedAt);
  // The oldest of what is known: "saved at" never claims the data is newer than it is.
  const times = [snapshotSavedAt, knownSavedAt ?? undefined].filter((value): value is number => value !== undefined);
  const savedAt = times.length > 0 ? Math.min(...times) : undefined;
  if (!stale) return null;
  const reason =
    trouble === 'offline'
      ? t('ui.stale.offline')
      : trouble === 'unreachable' || knownSavedAt
        ? t('ui.stale.unreachable')
        : t('ui.stale.refreshFailed');
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        {reason}
        {savedAt !== undefined && <> {t('ui.stale.lastUpdated', { when: savedAtText(savedAt, i18n) })}</>}
      </p>
      {online && (
        <button type="button" onClick={onRetry} className="self-start font-semibold underline underline-offset-2 sm:self-auto">
          {t('ui.stale.refresh')}
        </button>
      )}
    </div>
  );
}
