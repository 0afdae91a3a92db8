// Whether the answers are safe: saving, saved (and when), or kept on this device while offline.
import '@client/i18n/en/onboarding';
import { messages } from '@contract/messages';
import { LOCALES } from '@client/i18n/locales';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { formatTime } from '@client/lib/dates';
import { Spinner } from '@client/ui/spinner';
import type { SyncState } from '../use-wizard';

export function SaveStatus({ sync, savedAt }: { sync: SyncState; savedAt: string | null }) {
  const { t, locale } = useI18n();
  let text: string | null = null;
  if (sync === 'saving') text = t('onboarding.save.saving');
  else if (sync === 'saved' && savedAt) text = t('onboarding.save.savedAt', { time: formatTime(savedAt) });
  else if (sync === 'offline') text = t('onboarding.save.offline');
  else if (sync === 'failed') text = t('onboarding.save.failed');
  else if (savedAt) {
    const date = new Date(savedAt).toLocaleDateString(LOCALES[locale].tag, { month: 'short', day: 'numeric' });
    text = t('onboarding.save.lastSaved', { date, time: formatTime(savedAt) });
  }

  return (
    <div className="mt-6 flex flex-col gap-1 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
      <p role="status" aria-live="polite" className="flex items-center gap-2">
        {sync === 'saving' && <Spinner size={20} label={null} />}
        <span className={sync === 'offline' || sync === 'failed' ? 'text-amber-800' : undefined}>{text}</span>
      </p>
      <p className="text-slate-500">{translateMessage(t, messages.progressSaved)}</p>
    </div>
  );
}
