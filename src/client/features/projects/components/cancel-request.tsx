// "Cancel request": the district withdraws its own request while staff have not decided on it
// (the contract's district cancel). Two steps, so a stray tap never cancels an order: the button
// asks, then "Yes, cancel it" sends. Online only, like every order write.
import { useState } from 'react';
import { formatOrderNumber } from '@contract/order-number';
import type { KitOrder } from '@contract/projects';
import '@client/i18n/en/projects';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { Button } from '@client/ui/button';
import { cancelRequest, usePatchOrder, useRefreshProjects } from '../api';

export function CancelRequest({ order, title }: { order: KitOrder; title: string }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const patchOrder = usePatchOrder();
  const refresh = useRefreshProjects();
  // Named by its number, which staff and e-mails use too; a copy saved before numbers has its title.
  const question =
    order.orderNumber === null
      ? t('projects.cancel.question', { title })
      : t('projects.cancel.questionOf', { order: formatOrderNumber(order.orderNumber), title });

  const confirm = async () => {
    setError(null);
    if (!navigator.onLine) {
      setError(t('projects.write.offline'));
      return;
    }
    setBusy(true);
    try {
      patchOrder(await cancelRequest(order.id, { version: order.version }));
      setAsking(false);
      void refresh();
    } catch (cause) {
      setError(isApiError(cause) ? translateMessage(t, cause.message) : t('projects.cancel.failed'));
      // A 409 means the order moved on meanwhile: show it as it is now.
      void refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-1.5 md:items-end">
      {asking ? (
        <div role="group" aria-label={question} className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-700">{question}</span>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {t('projects.cancel.yes')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setAsking(false)}>
            {t('projects.cancel.keep')}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)} aria-label={t('projects.cancel.actionFor', { title })}>
          {t('projects.cancel.action')}
        </Button>
      )}
      {error && (
        <p role="alert" className="max-w-64 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
