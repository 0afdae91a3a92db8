import { useState } from 'react';
import '@client/i18n/en/app-pages';
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';
import { CloseIcon } from '@client/ui/icons';

/** "A new version is available": shown while a new service worker waits; Reload activates it. */
export function UpdatePrompt({ applyUpdate }: { applyUpdate: () => void }) {
  const { t } = useI18n();
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (dismissed) return null;

  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:end-6 sm:start-auto sm:mx-0"
    >
      <p className="flex-1 text-sm font-medium text-slate-900">{t('app.update.available')}</p>
      <Button
        size="sm"
        loading={reloading}
        onClick={() => {
          setReloading(true);
          applyUpdate();
        }}
      >
        {t('app.update.reload')}
      </Button>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        className="flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
      >
        <CloseIcon />
        <span className="sr-only">{t('app.update.later')}</span>
      </button>
    </div>
  );
}
