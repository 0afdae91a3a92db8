// Staff record the delivery of a shipped request for a school that told them its kits arrived but
// did not confirm it: kits received (the kits shipped unless fewer came), the day they arrived and
// a note the district reads in the order's history. Checked with the contract's schema and its
// day rule before it is sent; a stale copy (409) reloads the order, as a move does.
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatOrderNumber } from '@contract/order-number';
import { utcDay } from '@contract/projects';
import { deliveredOnProblem, staffDeliverySchema, type StaffDeliveryBody, type StaffKitOrder } from '@contract/projects-fulfilment';
import '@client/i18n/en/fulfilment';
import '@client/i18n/en/projects';
import { useI18n } from '@client/i18n/use-i18n';
import { bodyResolver } from '@client/lib/body-resolver';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { TextArea } from '@client/ui/text-area';
import { TextField } from '@client/ui/text-field';
import { recordDeliveryForSchool } from '../staff-api';
import { showStaffWriteFailure } from './staff-write-failure';

interface Props {
  order: StaffKitOrder;
  onBack: () => void;
  onRecorded: (order: StaffKitOrder) => void;
  onStale: (message: string) => void;
}

type Fields = { kitsReceived: string; deliveredOn: string; note: string };
const FIELDS = ['kitsReceived', 'deliveredOn', 'note'] as const satisfies readonly (keyof Fields)[];

export function StaffDeliveryForm({ order, onBack, onRecorded, onStale }: Props) {
  const { t, tp } = useI18n();
  const [failure, setFailure] = useState<string | null>(null);
  const today = utcDay();
  const shippedDay = order.shippedAt ? order.shippedAt.slice(0, 10) : undefined;
  const schema = useMemo(
    () =>
      staffDeliverySchema.superRefine((body, context) => {
        const problem = deliveredOnProblem(body.deliveredOn, utcDay(), order.shippedAt);
        if (problem) context.addIssue({ code: 'custom', path: ['deliveredOn'], message: problem });
      }),
    [order.shippedAt],
  );
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting: busy },
  } = useForm<Fields, unknown, StaffDeliveryBody>({
    resolver: bodyResolver(schema, (fields: Fields) => ({
      version: order.version,
      kitsReceived: fields.kitsReceived.trim() === '' ? undefined : Number(fields.kitsReceived),
      deliveredOn: fields.deliveredOn,
      note: fields.note,
    })),
    defaultValues: { kitsReceived: String(order.kitsOutstanding), deliveredOn: today, note: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const field = (name: keyof Fields) => register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit(async (body) => {
    try {
      onRecorded(await recordDeliveryForSchool(order.id, body));
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
          ? t('fulfilment.onBehalf.title')
          : t('fulfilment.onBehalf.titleOf', { order: formatOrderNumber(order.orderNumber) })}
      </h3>
      <p className="text-sm text-slate-700">{t('fulfilment.onBehalf.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fulfilment.onBehalf.kits')}
          hint={tp('fulfilment.onBehalf.kitsHint', order.kitsOutstanding)}
          type="number"
          inputMode="numeric"
          min={1}
          max={order.kitsOutstanding}
          error={errors.kitsReceived?.message}
          {...field('kitsReceived')}
        />
        <TextField
          label={t('fulfilment.onBehalf.date')}
          type="date"
          min={shippedDay}
          max={today}
          error={errors.deliveredOn?.message}
          {...field('deliveredOn')}
        />
      </div>
      <TextArea
        label={t('fulfilment.onBehalf.note')}
        hint={t('fulfilment.onBehalf.noteHint')}
        rows={2}
        error={errors.note?.message}
        {...field('note')}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('fulfilment.move.back')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('fulfilment.onBehalf.submit')}
        </Button>
      </div>
    </form>
  );
}
