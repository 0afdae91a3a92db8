// "Nudge the school" on a shipped request the school has not confirmed: one e-mail asking it to
// confirm the delivery, at most once a day (the server refuses sooner with the time it may go
// again), and when the last one went and who sent it.
import { useState } from 'react';
import type { OrderNudge } from '@contract/projects-fulfilment';
import '@client/i18n/en/fulfilment';
import '@client/i18n/en/projects';
import type { I18n } from '@client/i18n/locale-store';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError, NETWORK_ERROR_STATUS } from '@client/lib/http';
import { Button } from '@client/ui/button';
import { nudgeSchool } from '../staff-api';

/** "2 h ago": nudges are counted in hours, so the hour matters more than the day. */
function ago(at: string, { t, tp }: Pick<I18n, 't' | 'tp'>, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(at)) / 60_000));
  if (minutes < 1) return t('fulfilment.nudge.justNow');
  if (minutes < 60) return t('fulfilment.nudge.minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('fulfilment.nudge.hoursAgo', { count: hours });
  return tp('fulfilment.nudge.daysAgo', Math.floor(hours / 24));
}

interface Props {
  orderId: string;
  lastNudge: OrderNudge | null;
  onNudged: (notice: { tone: 'success' | 'error'; text: string }) => void;
}

export function StaffNudge({ orderId, lastNudge, onNudged }: Props) {
  const i18n = useI18n();
  const { t, tp } = i18n;
  const [busy, setBusy] = useState(false);

  const nudge = async () => {
    setBusy(true);
    try {
      const sent = await nudgeSchool(orderId);
      onNudged({ tone: 'success', text: tp('fulfilment.nudge.sent', sent.sentTo) });
    } catch (caught) {
      const text = !isApiError(caught)
        ? t('projects.write.failed')
        : caught.status === NETWORK_ERROR_STATUS
          ? t('projects.write.offline')
          : translateMessage(t, caught.message);
      onNudged({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-1.5">
      <Button variant="secondary" loading={busy} onClick={() => void nudge()}>
        {t('fulfilment.nudge.action')}
      </Button>
      <p className="text-sm text-slate-600">
        {lastNudge
          ? lastNudge.by
            ? t('fulfilment.nudge.last', { when: ago(lastNudge.at, i18n), name: lastNudge.by })
            : t('fulfilment.nudge.lastNoName', { when: ago(lastNudge.at, i18n) })
          : t('fulfilment.nudge.hint')}
      </p>
    </div>
  );
}
