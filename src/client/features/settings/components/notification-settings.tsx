// The settings drawer's "Notifications": for each kind of notice that concerns the person (the
// server lists them: staff and districts hear of different things), how they hear of it — only
// under the bell, by e-mail too, or in one daily e-mail. Saved on the server at once; the choice
// moves first and moves back if the server refuses.
import { useState } from 'react';
import type { NotificationDelivery, NotificationKind } from '@contract/notifications-messages';
import '@client/i18n/en/settings';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { useNavigatorOnline } from '@client/lib/use-sync-status';
import { Button } from '@client/ui/button';
import { SelectField } from '@client/ui/select-field';
import { Spinner } from '@client/ui/spinner';
import { setNotificationDelivery, useNotificationSettings } from '../api';
import { deliveryChoices, notificationKindLabel } from '../notification-words';

type RowState = { kind: NotificationKind; state: 'saving' | 'saved' };

export function NotificationSettings({ open }: { open: boolean }) {
  const { t } = useI18n();
  const settings = useNotificationSettings(open);
  const online = useNavigatorOnline();
  const [row, setRow] = useState<RowState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const choices = deliveryChoices(t);

  const choose = async (kind: NotificationKind, delivery: NotificationDelivery) => {
    setFailure(null);
    setRow({ kind, state: 'saving' });
    try {
      await settings.mutate(() => setNotificationDelivery(kind, delivery), {
        optimisticData: (current) => ({ items: (current?.items ?? []).map((item) => (item.kind === kind ? { kind, delivery } : item)) }),
        rollbackOnError: true,
        revalidate: false,
      });
      setRow((current) => (current?.kind === kind ? { kind, state: 'saved' } : current));
    } catch (error) {
      setRow(null);
      const message = isApiError(error) ? translateMessage(t, error.message) : String(error);
      setFailure(t('settings.notifications.saveFailed', { message }));
    }
  };

  const hintFor = (kind: NotificationKind) => {
    if (row?.kind !== kind) return undefined;
    return row.state === 'saving' ? t('settings.notifications.saving') : t('settings.notifications.saved');
  };

  return (
    <section aria-labelledby="notification-settings" className="space-y-4 border-t border-slate-200 pt-6" data-notification-settings="">
      <div>
        <h3 id="notification-settings" className="text-sm font-semibold text-slate-900">
          {t('settings.notifications')}
        </h3>
        <p className="mt-0.5 text-xs text-slate-600">{t('settings.notifications.hint')}</p>
        {!online && settings.data && <p className="mt-2 text-xs text-amber-800">{t('settings.notifications.offline')}</p>}
      </div>
      {settings.data ? (
        <div className="space-y-4">
          {settings.data.items.map((item) => (
            <SelectField
              key={item.kind}
              label={notificationKindLabel(item.kind, t)}
              value={item.delivery}
              options={choices}
              disabled={!online}
              hint={hintFor(item.kind)}
              onChange={(event) => void choose(item.kind, event.target.value as NotificationDelivery)}
            />
          ))}
        </div>
      ) : settings.error ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {t('settings.notifications.error')}
          <Button variant="secondary" size="sm" onClick={() => void settings.mutate()}>
            {t('settings.notifications.retry')}
          </Button>
        </p>
      ) : (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size={20} label="" />
          {t('settings.notifications.loading')}
        </p>
      )}
      {/* Always there, so a screen reader hears "Saving…" and "Saved" as they change. */}
      <p role="status" className="sr-only">
        {row ? hintFor(row.kind) : ''}
      </p>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </section>
  );
}
