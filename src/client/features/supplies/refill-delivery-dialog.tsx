// Confirming a parts refill arrived: no kits to count, its parts listed; the parts on hand rise by
// them on the server (docs/decisions.md "Supplies: a delivered refill").
import { useState } from 'react';
import type { KitOrder } from '@contract/projects';
import '@client/i18n/en/supplies';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { confirmDelivery } from '../projects/api';

interface RefillDeliveryDialogProps {
  order: KitOrder;
  open: boolean;
  onClose: () => void;
  onDelivered: (order: KitOrder) => void;
  onStale: () => void;
}

export function RefillDeliveryDialog({ order, open, onClose, onDelivered, onStale }: RefillDeliveryDialogProps) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      onDelivered(await confirmDelivery(order.id, { version: order.version }));
    } catch (caught) {
      setError(isApiError(caught) ? translateMessage(t, caught.fieldErrors[0]?.message ?? caught.message) : t('supplies.refillFailed'));
      if (isApiError(caught) && caught.status === 409) onStale();
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('supplies.deliveryTitle')}
      confirmLabel={t('supplies.deliveryConfirm')}
      cancelLabel={t('supplies.refillCancel')}
      onConfirm={() => void confirm()}
      onClose={onClose}
      busy={busy}
    >
      <p>{t('supplies.deliveryLead')}</p>
      <ul className="mt-3 list-disc space-y-1 ps-5">
        {order.parts.map((part) => (
          <li key={part.partId}>{t('supplies.partLine', { part: part.name, count: part.quantity })}</li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="mt-3 font-medium text-red-700">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
