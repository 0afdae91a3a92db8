// The district confirms a delivery: how many kits of a shipped request arrived. The counter starts
// at what was shipped; the kits on hand now and after are shown, and a count that would pass the
// limit of 10 is explained before it is sent (the server refuses it too). Online only.
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_KITS_ON_HAND } from '@contract/constants';
import { formatOrderNumber } from '@contract/order-number';
import type { KitOrder } from '@contract/projects';
import { fulfilmentMessages } from '@contract/projects-fulfilment';
import { kitMessages } from '@contract/projects-messages';
import '@client/i18n/en/fulfilment';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError, NETWORK_ERROR_STATUS } from '@client/lib/http';
import { Button } from '@client/ui/button';
import { confirmDelivery, useProject } from '../api';
import { KitCounter } from './kit-counter';

interface DeliveryDialogProps {
  order: KitOrder;
  open: boolean;
  onClose: () => void;
  /** The delivered order as the server answered. */
  onDelivered: (order: KitOrder) => void;
  /** The order changed meanwhile (409): reload what is shown. */
  onStale: () => void;
}

export function DeliveryDialog({ order, open, onClose, onDelivered, onStale }: DeliveryDialogProps) {
  const { t, tp } = useI18n();
  const counterId = useId();
  const hintId = useId();
  const errorId = useId();
  const project = useProject(open ? order.projectId : null);
  const [kits, setKits] = useState<number | null>(order.kitsOutstanding);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const onHand = project.data?.kitsOnHand;
  const room = onHand === undefined ? MAX_KITS_ON_HAND : MAX_KITS_ON_HAND - onHand;
  const local =
    kits === null || kits < 1
      ? fulfilmentMessages.receivedAtLeastOne
      : !Number.isInteger(kits)
        ? kitMessages.wholeNumber
        : kits > order.kitsOutstanding
          ? fulfilmentMessages.receivedAtMost(order.kitsOutstanding)
          : onHand !== undefined && kits > room
            ? fulfilmentMessages.deliveryOverLimit(onHand, Math.max(0, room))
            : null;
  const shown = error ?? local;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (local || kits === null) return;
    setBusy(true);
    setError(null);
    try {
      onDelivered(await confirmDelivery(order.id, { version: order.version, kitsReceived: kits }));
    } catch (caught) {
      if (!isApiError(caught)) setError(t('projects.write.failed'));
      else if (caught.status === NETWORK_ERROR_STATUS) setError(t('fulfilment.delivery.offline'));
      else {
        setError(caught.fieldErrors[0]?.message ?? caught.message);
        if (caught.status === 409) onStale();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      initialFocus={cancelRef}
      className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center"
    >
      <DialogBackdrop transition className="fixed inset-0 bg-slate-900/40 transition-opacity duration-200 data-closed:opacity-0" />
      <DialogPanel
        as="form"
        onSubmit={(event: FormEvent) => void submit(event)}
        noValidate
        transition
        className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl transition duration-200 data-closed:translate-y-2 data-closed:opacity-0"
      >
        <DialogTitle className="text-lg font-semibold text-slate-900">
          {order.orderNumber === null
            ? t('fulfilment.delivery.title')
            : t('fulfilment.delivery.titleOf', { order: formatOrderNumber(order.orderNumber) })}
        </DialogTitle>
        <Description className="mt-2 text-sm text-slate-600">
          {t('fulfilment.delivery.intro', { project: order.projectName, school: order.school.name })}
        </Description>

        <label htmlFor={counterId} className="mt-5 block text-sm font-semibold text-slate-900">
          {t('fulfilment.delivery.counter')}
        </label>
        <div className="mt-2">
          <KitCounter
            id={counterId}
            value={kits}
            onChange={(next) => {
              setKits(next);
              setError(null);
            }}
            min={1}
            max={order.kitsOutstanding}
            label={t('fulfilment.delivery.counter')}
            describedBy={[hintId, shown ? errorId : null].filter(Boolean).join(' ')}
            invalid={Boolean(shown)}
            size="md"
            disabled={busy}
          />
        </div>
        <div id={hintId} className="mt-3 space-y-1 text-sm text-slate-600">
          <p>{tp('fulfilment.delivery.shipment', order.kitsOutstanding)}</p>
          <p>
            {onHand === undefined
              ? t('fulfilment.delivery.onHandLoading')
              : t('fulfilment.delivery.onHand', {
                  now: onHand,
                  after: onHand + (kits !== null && Number.isInteger(kits) ? kits : 0),
                  max: MAX_KITS_ON_HAND,
                })}
          </p>
          {kits !== null && kits >= 1 && kits < order.kitsOutstanding && <p>{t('fulfilment.delivery.short')}</p>}
        </div>
        {shown && (
          <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-red-700">
            {translateMessage(t, shown)}
          </p>
        )}

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
            {t('fulfilment.delivery.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={Boolean(local)}>
            {t('fulfilment.delivery.submit')}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
