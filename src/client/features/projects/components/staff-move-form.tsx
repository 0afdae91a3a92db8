// One staff move on an order: approve (a confirmation), decline or cancel (a reason the district
// will read), ship (carrier, tracking reference, expected arrival). Checked with the contract's
// schema before it is sent; the server's refusals land on their fields, and a stale move (the order
// changed meanwhile) reloads the order and says so.
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatOrderNumber } from '@contract/order-number';
import { utcDay } from '@contract/projects';
import { MAX_DATE } from '@contract/constants';
import { approvalProblems, staffMoveSchema, type StaffKitOrder, type StaffMoveBody, type StaffMoveTarget } from '@contract/projects-fulfilment';
import '@client/i18n/en/fulfilment';
import '@client/i18n/en/projects';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { bodyResolver } from '@client/lib/body-resolver';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/text-field';
import { moveKitOrder } from '../staff-api';
import { showStaffWriteFailure } from './staff-write-failure';

interface Props {
  order: StaffKitOrder;
  target: StaffMoveTarget;
  onBack: () => void;
  onMoved: (order: StaffKitOrder) => void;
  /** The server found the order changed (409): the caller reloads it. */
  onStale: (message: string) => void;
}

type Fields = { reason: string; carrier: string; trackingReference: string; expectedArrival: string; kits: string };
const FIELDS = ['reason', 'carrier', 'trackingReference', 'expectedArrival', 'kits'] as const satisfies readonly (keyof Fields)[];

/** The move's schema with the approval's rules against this order (fewer kits need a reason). */
function moveSchemaFor(requested: number) {
  return staffMoveSchema.superRefine((body, context) => {
    if (body.status !== 'Approved') return;
    for (const problem of approvalProblems(body, requested)) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
}

export function StaffMoveForm({ order, target, onBack, onMoved, onStale }: Props) {
  const { t, tp } = useI18n();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => moveSchemaFor(order.kits), [order.kits]);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting: busy },
  } = useForm<Fields, unknown, StaffMoveBody>({
    // The body this move sends, checked with the endpoint's schema: the target status and the
    // version decided on come with what was typed.
    resolver: bodyResolver(schema, (fields: Fields) => {
      if (target === 'Shipped') {
        return {
          status: target,
          version: order.version,
          carrier: fields.carrier,
          trackingReference: fields.trackingReference,
          expectedArrival: fields.expectedArrival || null,
        };
      }
      if (target === 'Declined' || target === 'Cancelled') return { status: target, version: order.version, reason: fields.reason };
      // Approving what was asked sends no kits; fewer sends them with the reason.
      const kits = fields.kits.trim() === '' ? Number.NaN : Number(fields.kits);
      if (kits === order.kits) return { status: target, version: order.version };
      return { status: target, version: order.version, kits, ...(fields.reason.trim() ? { reason: fields.reason } : {}) };
    }),
    defaultValues: { reason: '', carrier: '', trackingReference: '', expectedArrival: '', kits: String(order.kits) },
    // A field's message stays until the field is changed, then goes (checked again at the next
    // submit); the focus stays on the button that was pressed.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const field = (name: keyof Fields) => register(name, { onChange: () => clearErrors(name) });
  const approvingFewer = target === 'Approved' && Number(watch('kits')) < order.kits;
  const askReason = target === 'Declined' || target === 'Cancelled' || approvingFewer;

  const submit = handleSubmit(async (body) => {
    try {
      onMoved(await moveKitOrder(order.id, body));
    } catch (caught) {
      showStaffWriteFailure(caught, {
        t,
        fields: FIELDS,
        setFieldError: (name, message) => setError(name, { type: 'server', message }),
        setFailure,
        onStale,
      });
    }
  });

  return (
    <form
      onSubmit={(event) => {
        setFailure(null);
        void submit(event);
      }}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 className="text-base font-semibold text-slate-900">
        {order.orderNumber === null
          ? t(`fulfilment.move.title.${target}`)
          : t(`fulfilment.move.titleOf.${target}`, { order: formatOrderNumber(order.orderNumber) })}
      </h3>
      {/* A parts refill is approved whole: it has no kits to approve fewer of. */}
      {target === 'Approved' && order.kind !== 'refill' && (
        <>
          <p className="text-sm text-slate-700">{tp('fulfilment.move.approveText', order.kits, { school: order.school.name })}</p>
          <TextField
            label={t('fulfilment.move.kitsToApprove')}
            hint={t('fulfilment.move.kitsToApproveHint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={order.kits}
            error={errors.kits?.message}
            className="max-w-40"
            {...field('kits')}
          />
        </>
      )}
      {askReason && (
        <div>
          <label htmlFor="move-reason" className="block text-sm font-medium text-slate-800">
            {t('fulfilment.move.reason')}
          </label>
          <textarea
            id="move-reason"
            rows={3}
            {...field('reason')}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={`move-reason-hint${errors.reason ? ' move-reason-error' : ''}`}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs focus:outline-2 focus:-outline-offset-1 focus:outline-primary-600 sm:text-sm"
          />
          <p id="move-reason-hint" className="mt-1.5 text-sm text-slate-500">
            {/* An approval in part e-mails the reason with the kits approved of those asked for. */}
            {t(approvingFewer ? 'fulfilment.move.approveReasonHint' : 'fulfilment.move.reasonHint')}
          </p>
          {errors.reason && (
            <p id="move-reason-error" className="mt-1.5 text-sm text-red-700">
              {translateMessage(t, errors.reason.message ?? '')}
            </p>
          )}
        </div>
      )}
      {target === 'Shipped' && (
        <>
          <TextField
            label={t('fulfilment.move.carrier')}
            placeholder={t('fulfilment.move.carrierPlaceholder')}
            error={errors.carrier?.message}
            autoComplete="off"
            {...field('carrier')}
          />
          <TextField
            label={t('fulfilment.move.tracking')}
            error={errors.trackingReference?.message}
            autoComplete="off"
            {...field('trackingReference')}
          />
          <TextField
            label={t('fulfilment.move.expectedArrival')}
            type="date"
            min={utcDay()}
            max={MAX_DATE}
            error={errors.expectedArrival?.message}
            {...field('expectedArrival')}
          />
        </>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('fulfilment.move.back')}
        </Button>
        <Button type="submit" variant={target === 'Declined' || target === 'Cancelled' ? 'danger' : 'primary'} loading={busy}>
          {t(`fulfilment.move.${target}`)}
        </Button>
      </div>
    </form>
  );
}
