// Return kits: choose one of the project's orders whose kits are out and how many come back. The
// return is written to the device's outbox first, so it works without a connection too.
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'wouter';
import { canReturnKits, kitMessages, kitsReturnSchema, type KitOrder, type ProjectDetail } from '../../../../contract/projects';
import { OutboxPayloadError, type KitsReturnPayload } from '../../../../offline/mutations';
import { paths } from '../../../app/paths';
import { plural } from '../../../lib/dates';
import { AppLink } from '../../../ui/app-link';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { EmptyState } from '../../../ui/empty-state';
import { TruckIcon } from '../../../ui/icons';
import { ORDER_STATUS_TONES, orderDates, orderTitle } from '../order-labels';
import { entityKeys, usePendingReturnKits, useQueuedEntry, useQueueReturn, useRefreshOnSync } from '../use-kit-outbox';
import { KitCounter } from './kit-counter';
import { SaveStatus } from './save-status';

export function ReturnKitsScreen({ project }: { project: ProjectDetail }) {
  const [params, setParams] = useSearchParams();
  const returnable = project.orders.filter((order) => canReturnKits(order).allowed);
  // An order named in the address stays on screen even once all its kits are back, so the
  // "Synced" line of a return just made does not vanish with it.
  const named = project.orders.find((order) => order.id === params.get('order'));
  const options = named && !returnable.includes(named) ? [named, ...returnable] : returnable;
  const chosen = named ?? (returnable.length === 1 ? returnable[0] : undefined);
  const choose = (order: KitOrder) => setParams({ order: order.id }, { replace: true });

  if (options.length === 0) {
    return (
      <EmptyState
        icon={<TruckIcon className="size-6" />}
        title="No kits to return"
        action={
          <AppLink to={paths.orders({ project: project.id })} className="font-medium text-primary-700 hover:underline">
            See this project's orders
          </AppLink>
        }
      >
        Kits can be returned from an order that has shipped or is active. None of this project's orders has kits out right now.
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Order</legend>
        {options.map((order) => (
          <OrderOption key={order.id} order={order} checked={order.id === chosen?.id} onChoose={() => choose(order)} />
        ))}
      </fieldset>
      {chosen ? (
        <ReturnForm key={chosen.id} order={chosen} onQueued={() => choose(chosen)} />
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          Choose the order the kits belong to.
        </p>
      )}
    </div>
  );
}

function OrderOption({ order, checked, onChoose }: { order: KitOrder; checked: boolean; onChoose: () => void }) {
  const pendingKits = usePendingReturnKits(order.id);
  return (
    <label
      className={cx(
        'flex min-h-16 cursor-pointer items-start gap-3 rounded-xl border bg-white p-4',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600',
        checked ? 'border-primary-600 ring-1 ring-primary-600' : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <input type="radio" name="return-order" checked={checked} onChange={onChoose} className="mt-1 size-5 shrink-0 accent-primary-700" />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{orderTitle(order)}</span>
          <Badge tone={ORDER_STATUS_TONES[order.status]}>{order.status}</Badge>
          {pendingKits > 0 && <Badge tone="warning">Not synced</Badge>}
        </span>
        <span className="mt-1 block text-sm text-slate-600">
          {orderDates(order)
            .map((date) => `${date.label} ${date.value}`)
            .join(' · ')}{' '}
          · {plural(Math.max(0, order.kitsOutstanding - pendingKits), 'kit')} out
          {pendingKits > 0 && ` (${pendingKits} returned on this device)`}
        </span>
      </span>
    </label>
  );
}

function ReturnForm({ order, onQueued }: { order: KitOrder; onQueued: () => void }) {
  const inputId = useId();
  const limitId = useId();
  const errorId = useId();
  const entityKey = entityKeys.order(order.id);
  useRefreshOnSync(entityKey);
  const pendingKits = usePendingReturnKits(order.id);
  const outstanding = Math.max(0, order.kitsOutstanding - pendingKits);
  const eligibility =
    pendingKits > 0 && outstanding === 0
      ? { allowed: false as const, reason: 'Every kit of this order is returned on this device; it is not synced yet' }
      : canReturnKits({ status: order.status, kitsOutstanding: outstanding });
  const [kits, setKits] = useState<number | null>(1);
  const [error, setError] = useState<string | null>(null);
  const [savedSeq, setSavedSeq] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const saved = useQueuedEntry(entityKey, savedSeq);
  const queueReturn = useQueueReturn();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = kitsReturnSchema
      .refine((body) => body.kits <= outstanding, { path: ['kits'], error: kitMessages.returnAtMost(outstanding) })
      .safeParse({ orderId: order.id, kits: kits ?? undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? kitMessages.returnAtLeastOne);
      document.getElementById(inputId)?.focus();
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const entry = await queueReturn(order.id, parsed.data.kits);
      setSavedSeq(entry.seq);
      setKits(1);
      onQueued();
    } catch (cause) {
      setError(
        cause instanceof OutboxPayloadError
          ? cause.message
          : 'This device could not store the return (its storage may be full or blocked). Nothing was saved.',
      );
    } finally {
      setSaving(false);
    }
  };

  const returned = saved?.kind === 'kits-return' ? (saved.payload as KitsReturnPayload).kits : 0;
  return (
    <form onSubmit={onSubmit} noValidate className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8">
      <h2 className="text-lg font-semibold text-slate-900">Return kits</h2>
      <p className="mt-1 text-sm text-slate-600">From “{orderTitle(order)}”.</p>
      <div className="mt-6 flex flex-col items-center">
        <label htmlFor={inputId} className="mb-3 text-sm font-medium text-slate-700">
          Kits to return
        </label>
        <KitCounter
          id={inputId}
          label="Kits to return"
          value={kits}
          onChange={(next) => {
            setKits(next);
            setError(null);
            setSavedSeq(null);
          }}
          min={1}
          max={Math.max(1, outstanding)}
          invalid={Boolean(error)}
          disabled={!eligibility.allowed}
          describedBy={[limitId, error ? errorId : null].filter(Boolean).join(' ')}
        />
        <p id={limitId} className="mt-4 max-w-xs text-center text-sm text-slate-600">
          {eligibility.allowed
            ? `This order has ${plural(outstanding, 'kit')} out, so you can return from 1 to ${outstanding}.`
            : eligibility.reason}
        </p>
        {error && (
          <p id={errorId} role="alert" className="mt-3 text-center text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" fullWidth className="mt-6" loading={saving} disabled={!eligibility.allowed}>
        Return kits
      </Button>
      <div aria-live="polite" className="mt-4 empty:hidden">
        <SaveStatus entry={saved} syncedText={`${plural(returned, 'kit')} returned; the order is updated on the server.`} />
      </div>
    </form>
  );
}
