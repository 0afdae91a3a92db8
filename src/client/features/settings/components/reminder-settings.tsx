// The settings drawer's "E-mail reminders": one switch per kind that concerns the person, saved on
// the server at once (the switch moves first and moves back if the server refuses).
import { useState } from 'react';
import type { ReminderKind } from '@contract/reminders';
import '@client/i18n/en/settings';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { setReminder, useReminderSettings } from '../api';
import { ToggleRow } from './toggle-row';

export function ReminderSettings({ open }: { open: boolean }) {
  const { t } = useI18n();
  const settings = useReminderSettings(open);
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = async (kind: ReminderKind, enabled: boolean) => {
    setFailure(null);
    try {
      await settings.mutate(() => setReminder(kind, enabled), {
        optimisticData: (current) => ({ items: (current?.items ?? []).map((item) => (item.kind === kind ? { kind, enabled } : item)) }),
        rollbackOnError: true,
        revalidate: false,
      });
    } catch (error) {
      setFailure(t('settings.reminders.saveFailed', { message: isApiError(error) ? translateMessage(t, error.message) : String(error) }));
    }
  };

  return (
    <section aria-labelledby="reminder-settings" className="space-y-4 border-t border-slate-200 pt-6">
      <div>
        <h3 id="reminder-settings" className="text-sm font-semibold text-slate-900">
          {t('settings.reminders')}
        </h3>
        <p className="mt-0.5 text-xs text-slate-600">{t('settings.reminders.hint')}</p>
      </div>
      {settings.data ? (
        <div className="space-y-4">
          {settings.data.items.map((item) => (
            <ToggleRow
              key={item.kind}
              label={t(`settings.reminders.${item.kind}`)}
              description={t(`settings.reminders.${item.kind}.hint`)}
              checked={item.enabled}
              onChange={(enabled) => void toggle(item.kind, enabled)}
            />
          ))}
        </div>
      ) : settings.error ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {t('settings.reminders.error')}
          <Button variant="secondary" size="sm" onClick={() => void settings.mutate()}>
            {t('settings.reminders.retry')}
          </Button>
        </p>
      ) : (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size={20} label="" />
          {t('settings.reminders.loading')}
        </p>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </section>
  );
}
