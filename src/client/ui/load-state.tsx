// What a screen says when its data could not be loaded, or is the last saved copy: on a classroom's
// poor Wi-Fi the service worker answers from its cache, so "offline" often still has data to show.
import '../i18n/en/ui';
import type { I18n } from '../i18n/locale-store';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';
import { formatTime, localDay } from '../lib/dates';
import { isApiError, NETWORK_ERROR_STATUS } from '../lib/http';
import { useSavedAt } from '../lib/use-saved-at';
import { useNavigatorOnline as useOnline, useSyncStatus } from '../lib/use-sync-status';
import { Button } from './button';
import { AlertIcon } from './icons';

const isNetworkError = (error: unknown) => isApiError(error) && error.status === NETWORK_ERROR_STATUS;

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** What failed to load, e.g. "your projects". */
  what: string;
}

/** The panel in place of a list or page that could not be loaded at all. */
export function LoadError({ error, onRetry, what }: LoadErrorProps) {
  const { t } = useI18n();
  const online = useOnline();
  const offline = !online || isNetworkError(error);
  // "your projects have", "this project has": the form is picked by English's final s, so a
  // translation whose words do not work that way can give both messages the same wording.
  const message = offline
    ? t(what.endsWith('s') ? 'ui.loadError.offlineMany' : 'ui.loadError.offlineOne', { what })
    : isApiError(error)
      ? translateMessage(t, error.message)
      : t('ui.loadError.generic');
  return (
    <div role="alert" className="flex flex-col items-center rounded-xl border border-red-200 bg-white px-6 py-10 text-center">
      <div className="mb-3 flex size-11 items-center justify-center rounded-full bg-red-50 text-red-600">
        <AlertIcon className="size-6" />
      </div>
      <h2 className="text-base font-semibold text-slate-900">{t('ui.loadError.title', { what })}</h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">{message}</p>
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
  /** The entities shown ('project:ID', 'task:ID'…): their snapshots say how old the data is. */
  entityKeys?: readonly string[];
}

/** "today at 14:05", "12 Nov 2026 at 09:30". */
function savedAtText(ms: number, { t, detailDate }: I18n): string {
  const when = new Date(ms);
  const time = formatTime(when);
  return localDay(when) === localDay(new Date())
    ? t('ui.stale.today', { time })
    : t('ui.stale.onDay', { day: detailDate(localDay(when)), time });
}

/**
 * A quiet banner above data that may be old: the device is offline (the service worker answered
 * from its cache) or the last refresh failed. Nothing when the data is fresh.
 */
export function StaleDataNotice({ error, onRetry, entityKeys = [] }: StaleNoticeProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const online = useOnline();
  // The service worker answers from its cache without an error when the server is unreachable, so
  // the outbox's own finding (its last push found no network) counts too.
  const pushFoundNoNetwork = useSyncStatus().state === 'offline';
  const offline = !online || isNetworkError(error) || pushFoundNoNetwork;
  const stale = offline || Boolean(error);
  const savedAt = useSavedAt(entityKeys, stale);
  if (!stale) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        {offline ? t('ui.stale.offline') : t('ui.stale.refreshFailed')}
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
