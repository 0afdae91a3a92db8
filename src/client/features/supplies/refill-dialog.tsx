// The one-tap refill: a dialog prefilled with each short part's shortfall, editable, confirmed with
// one press. Sent online (POST /projects/kits-request, kind 'refill'): staff act on it, so there is
// nothing to gain from queueing it, and the district learns at once whether it went.
import { useState } from 'react';
import type { KitOrder } from '@contract/projects';
import type { SupplyPart } from '@contract/supplies';
import { useI18n } from '@client/i18n/use-i18n';
import { translateMessage } from '@client/i18n/translate-message';
import { isApiError } from '@client/lib/http';
import { useNavigatorOnline } from '@client/lib/use-outbox';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { useSWRConfig } from 'swr';
import { requestRefill } from './api';

interface RefillDialogProps {
  open: boolean;
  projectId: string;
  parts: readonly SupplyPart[];
  onClose: () => void;
  onSent: (order: KitOrder) => void;
}

export function RefillDialog(props: RefillDialogProps) {
  // Remounted on each opening, so the numbers start from the shortfall again.
  return props.open ? <RefillForm {...props} /> : null;
}

function RefillForm({ open, projectId, parts, onClose, onSent }: RefillDialogProps) {
  const { t } = useI18n();
  const online = useNavigatorOnline();
  const { mutate } = useSWRConfig();
  const [quantities, setQuantities] = useState<Record<string, string>>(() => Object.fromEntries(parts.map((p) => [p.id, String(p.short)])));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const chosen = parts.map((part) => ({ partId: part.id, quantity: Number(quantities[part.id] ?? '0') })).filter((part) => part.quantity !== 0);
    if (chosen.length === 0) return setError(t('supplies.refillNothing'));
    setBusy(true);
    setError(null);
    try {
      const order = await requestRefill({ projectId, parts: chosen });
      // My Orders and the project's orders show it at once.
      void mutate((key) => Array.isArray(key) && key[0] === 'projects');
      onSent(order);
    } catch (cause) {
      const field = isApiError(cause) ? cause.fieldErrors[0] : undefined;
      setError(field ? translateMessage(t, field.message) : isApiError(cause) ? translateMessage(t, cause.message) : t('supplies.refillFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('supplies.refillTitle')}
      confirmLabel={t('supplies.refillSend')}
      cancelLabel={t('supplies.refillCancel')}
      onConfirm={() => (online ? void send() : setError(t('supplies.refillOffline')))}
      onClose={onClose}
      busy={busy}
    >
      <p>{t('supplies.refillLead')}</p>
      <ul className="mt-4 space-y-2">
        {parts.map((part) => (
          <li key={part.id} className="flex items-center justify-between gap-3">
            <label htmlFor={`refill-${part.id}`} className="text-slate-800">
              {part.name}
            </label>
            <input
              id={`refill-${part.id}`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              aria-label={t('supplies.refillQuantity', { part: part.name })}
              value={quantities[part.id] ?? ''}
              onChange={(event) => setQuantities((before) => ({ ...before, [part.id]: event.target.value }))}
              className="h-10 w-24 rounded-lg border border-slate-300 px-3 tabular-nums focus:border-primary-500 focus:ring-2 focus:ring-primary-500/30 focus:outline-none"
            />
          </li>
        ))}
      </ul>
      {!online && <p className="mt-3 text-amber-800">{t('supplies.refillOffline')}</p>}
      {error && (
        <p role="alert" className="mt-3 font-medium text-red-700">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
