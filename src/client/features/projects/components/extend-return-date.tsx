// "Extend return date": the district moves a checkout's Return Date while its kits are out, and says
// why. A small dialog (the new day, the reason) checked with the contract's rules, then queued in the
// outbox like a return, so it works with no network; the card shows the new day at once, marked
// "not synced", until the server has it.
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MAX_DATE } from '@contract/constants';
import { utcDay, type KitOrder } from '@contract/projects';
import { returnDateChangeSchema, returnDateProblem } from '@contract/projects-fulfilment';
import { OutboxPayloadError } from '@offline/mutations';
import '@client/i18n/en/fulfilment';
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';
import { TextArea } from '@client/ui/text-area';
import { TextField } from '@client/ui/text-field';
import { useQueueReturnDate } from '../use-kit-outbox';

type Form = z.input<typeof returnDateChangeSchema>;
const FIELDS = ['returnDate', 'reason'] as const;

interface ExtendReturnDateProps {
  /** The order as the card shows it (a waiting move already laid over). */
  order: Pick<KitOrder, 'id' | 'startDate' | 'returnDate'>;
  /** The version the move names: the server's plus the order's waiting changes (nextOrderVersion). */
  version: number;
  title: string;
}

const dayAfter = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

export function ExtendReturnDate({ order, version, title }: ExtendReturnDateProps) {
  const { t, date } = useI18n();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const queue = useQueueReturnDate();
  const today = utcDay();
  // The contract's body plus the rules that need the order and today's day, as the server checks them.
  const schema = returnDateChangeSchema.pick({ returnDate: true, reason: true }).superRefine((value, ctx) => {
    const problem = returnDateProblem(order, value.returnDate, today);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Pick<Form, 'returnDate' | 'reason'>>({ resolver: zodResolver(schema), defaultValues: { returnDate: '', reason: '' } });
  const earliest = order.startDate && order.startDate >= today ? dayAfter(order.startDate) : today;

  const close = () => {
    setOpen(false);
    setFailed(null);
    reset();
  };
  const submit = async (value: { returnDate: string; reason: string }) => {
    setFailed(null);
    try {
      await queue(order.id, { returnDate: value.returnDate, reason: value.reason.trim(), version });
      close();
    } catch (cause) {
      if (cause instanceof OutboxPayloadError) {
        for (const error of cause.fieldErrors) {
          const field = FIELDS.find((name) => name === error.field);
          if (field) setError(field, { message: error.message });
          else setFailed(error.message);
        }
      } else setFailed(cause instanceof Error ? cause.message : t('fulfilment.extend.failed'));
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-label={t('fulfilment.extend.actionFor', { title })}>
        {t('fulfilment.extend.action')}
      </Button>
      <Dialog open={open} onClose={() => !isSubmitting && close()} className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
        <DialogBackdrop transition className="fixed inset-0 bg-slate-900/40 transition-opacity duration-200 data-closed:opacity-0" />
        <DialogPanel
          as="form"
          onSubmit={handleSubmit((value) => submit({ returnDate: value.returnDate ?? '', reason: value.reason ?? '' }))}
          noValidate
          transition
          className="relative w-full max-w-md rounded-2xl bg-white p-6 text-start shadow-xl transition duration-200 data-closed:translate-y-2 data-closed:opacity-0"
        >
          <DialogTitle className="text-lg font-semibold text-slate-900">{t('fulfilment.extend.title')}</DialogTitle>
          <Description className="mt-2 text-sm text-slate-600">
            {order.returnDate ? t('fulfilment.extend.intro', { title, date: date(order.returnDate, 'detail') }) : title}
          </Description>
          <div className="mt-5 space-y-4">
            <TextField
              label={t('fulfilment.extend.returnDate')}
              type="date"
              min={earliest}
              max={MAX_DATE}
              autoFocus
              error={errors.returnDate?.message}
              {...register('returnDate')}
            />
            <TextArea
              label={t('fulfilment.extend.reason')}
              rows={3}
              hint={t('fulfilment.extend.reasonHint')}
              error={errors.reason?.message}
              {...register('reason')}
            />
          </div>
          {failed && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {failed}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={isSubmitting}>
              {t('fulfilment.extend.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('fulfilment.extend.submit')}
            </Button>
          </div>
        </DialogPanel>
      </Dialog>
    </>
  );
}
