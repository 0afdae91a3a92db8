// Return kits: choose one of the project's orders whose kits are out and how many come back (or, for
// a checkout made by code, which kits: return-by-code-form.tsx). The return is written to the device's outbox first, so it works without a connection too.
// Checkouts made on this device and not sent yet are offered too (waiting-checkout-order.ts).
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSearchParams } from 'wouter';
import { canReturnKits, kitMessages, kitsReturnSchema, utcDay, type KitOrder, type ProjectDetail } from '@contract/projects';
import { OutboxPayloadError } from '@offline/mutations';
import { paths } from '@client/app/paths';
import '@client/i18n/en/projects';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { bodyResolver } from '@client/lib/body-resolver';
import { useOutboxEntries } from '@client/lib/use-outbox';
import { AppLink } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { cx } from '@client/ui/cx';
import { EmptyState } from '@client/ui/empty-state';
import { TruckIcon } from '@client/ui/icons';
import { OrderStatusBadge } from '@client/ui/order-status-badge';
import { OrderNumber } from '@client/ui/order-number';
import { orderDates, orderTitle } from '../order-labels';
import { isWaitingCheckout, waitingCheckoutOrder } from '../waiting-checkout-order';
import { entityKeys, usePendingReturnKits, useQueuedEntry, useQueueReturn, useRefreshOnSync } from '../use-kit-outbox';
import { KitCounter } from './kit-counter';
import { ReturnByCodeForm } from './return-by-code-form';
import { SaveStatus } from './save-status';

export function ReturnKitsScreen({ project }: { project: ProjectDetail }) {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const entries = useOutboxEntries();
  // The project's checkouts waiting on this device, as the orders they will become (once sent, the server's copy takes over).
  const waiting = useMemo(
    () =>
      (entries ?? [])
        .filter(isWaitingCheckout)
        .filter((entry) => entry.payload.projectId === project.id && !project.orders.some((order) => order.id === entry.payload.id))
        .map((entry) => waitingCheckoutOrder(entry, project, utcDay())),
    [entries, project],
  );
  const returnable = [...waiting, ...project.orders].filter((order) => canReturnKits(order).allowed);
  // An order named in the address stays on screen even once all its kits are back, so the
  // "Synced" line of a return just made does not vanish with it.
  const named = [...waiting, ...project.orders].find((order) => order.id === params.get('order'));
  const options = named && !returnable.includes(named) ? [named, ...returnable] : returnable;
  const chosen = named ?? (returnable.length === 1 ? returnable[0] : undefined);
  const choose = (order: KitOrder) => setParams({ order: order.id }, { replace: true });

  if (options.length === 0) {
    return (
      <EmptyState
        icon={<TruckIcon className="size-6" />}
        title={t('projects.return.none')}
        action={
          <AppLink to={paths.orders({ project: project.id })} className="font-medium text-primary-700 hover:underline">
            {t('projects.return.seeOrders')}
          </AppLink>
        }
      >
        {t('projects.return.noneText')}
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t('projects.return.order')}</legend>
        {options.map((order) => (
          <OrderOption
            key={order.id}
            order={order}
            waiting={waiting.includes(order)}
            checked={order.id === chosen?.id}
            onChoose={() => choose(order)}
          />
        ))}
      </fieldset>
      {chosen ? (
        <ChosenReturnForm key={chosen.id} order={chosen} onQueued={() => choose(chosen)} />
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          {t('projects.return.choose')}
        </p>
      )}
    </div>
  );
}

/**
 * A checkout whose kits went out by code is returned by code; one made by number, by number. Once
 * seen by code it stays so, even when its last kits come back (the "Synced" line stays in place).
 */
function ChosenReturnForm({ order, onQueued }: { order: KitOrder; onQueued: () => void }) {
  const [byCode, setByCode] = useState(order.kitCodesOut.length > 0);
  if (!byCode && order.kitCodesOut.length > 0) setByCode(true);
  return byCode ? <ReturnByCodeForm order={order} onQueued={onQueued} /> : <ReturnForm order={order} onQueued={onQueued} />;
}

function OrderOption({ order, waiting, checked, onChoose }: { order: KitOrder; waiting: boolean; checked: boolean; onChoose: () => void }) {
  const i18n = useI18n();
  const { t, tp } = i18n;
  const pendingKits = usePendingReturnKits(order.id);
  // "Start 03/02/2026 · Return 03/20/2026 · 6 kits out (2 returned on this device)".
  const line = [
    ...orderDates(order, i18n).map((date) => t('projects.return.date', date)),
    tp('projects.return.kitsOut', Math.max(0, order.kitsOutstanding - pendingKits)),
  ].join(t('projects.separator'));
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
          <OrderNumber orderNumber={order.orderNumber} />
          <span className="font-semibold text-slate-900">{orderTitle(order, i18n)}</span>
          <OrderStatusBadge order={order} />
          {(waiting || pendingKits > 0) && <Badge tone="warning">{t('projects.notSynced')}</Badge>}
        </span>
        <span className="mt-1 block text-sm text-slate-600">
          {pendingKits > 0 ? t('projects.return.withPending', { text: line, count: pendingKits }) : line}
        </span>
      </span>
    </label>
  );
}

function ReturnForm({ order, onQueued }: { order: KitOrder; onQueued: () => void }) {
  const i18n = useI18n();
  const { t, tp } = i18n;
  const inputId = useId();
  const limitId = useId();
  const errorId = useId();
  const entityKey = entityKeys.order(order.id);
  useRefreshOnSync(entityKey);
  const pendingKits = usePendingReturnKits(order.id);
  const outstanding = Math.max(0, order.kitsOutstanding - pendingKits);
  const eligibility =
    pendingKits > 0 && outstanding === 0
      ? { allowed: false as const, reason: t('projects.order.allReturnedHere') }
      : canReturnKits({ status: order.status, kitsOutstanding: outstanding });
  const [savedSeq, setSavedSeq] = useState<number | null>(null);
  const saved = useQueuedEntry(entityKey, savedSeq);
  const queueReturn = useQueueReturn();
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting: saving },
  } = useForm({
    // The endpoint's body (POST /projects/kits-return), and no more kits than are out with this order now.
    resolver: bodyResolver(
      kitsReturnSchema.refine((body) => (body.kits ?? 0) <= outstanding, {
        path: ['kits'],
        error: translateMessage(t, kitMessages.returnAtMost(outstanding)),
      }),
      ({ kits }: { kits: number | null }) => ({ orderId: order.id, kits: kits ?? undefined }),
    ),
    defaultValues: { kits: 1 as number | null },
    // The message goes as soon as the number changes, and comes back only with the next return.
    reValidateMode: 'onSubmit',
  });
  const error = errors.kits?.message;

  const onSubmit = handleSubmit(async (body) => {
    try {
      const entry = await queueReturn(order.id, body.kits ?? 0);
      setSavedSeq(entry.seq);
      reset();
      onQueued();
    } catch (cause) {
      setError('kits', { type: 'store', message: cause instanceof OutboxPayloadError ? cause.message : t('projects.return.storeFailed') });
    }
  });

  const returned = saved?.kind === 'kits-return' ? saved.payload.kits : 0;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8">
      <h2 className="text-lg font-semibold text-slate-900">{t('projects.return.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('projects.return.from', { title: orderTitle(order, i18n) })}</p>
      <div className="mt-6 flex flex-col items-center">
        <label htmlFor={inputId} className="mb-3 text-sm font-medium text-slate-700">
          {t('projects.return.kitsToReturn')}
        </label>
        <Controller
          control={control}
          name="kits"
          render={({ field }) => (
            <KitCounter
              id={inputId}
              ref={field.ref}
              label={t('projects.return.kitsToReturn')}
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                clearErrors('kits');
                setSavedSeq(null);
              }}
              min={1}
              max={Math.max(1, outstanding)}
              invalid={Boolean(error)}
              disabled={!eligibility.allowed}
              describedBy={[limitId, error ? errorId : null].filter(Boolean).join(' ')}
            />
          )}
        />
        <p id={limitId} className="mt-4 max-w-xs text-center text-sm text-slate-600">
          {eligibility.allowed ? tp('projects.return.range', outstanding) : translateMessage(t, eligibility.reason)}
        </p>
        {error && (
          <p id={errorId} role="alert" className="mt-3 text-center text-sm font-medium text-red-700">
            {translateMessage(t, error)}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" fullWidth className="mt-6" loading={saving} disabled={!eligibility.allowed}>
        {t('projects.return.submit')}
      </Button>
      <div aria-live="polite" className="mt-4 empty:hidden">
        <SaveStatus entry={saved} syncedText={tp('projects.return.synced', returned)} />
      </div>
    </form>
  );
}
