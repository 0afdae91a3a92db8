// "Edit and resend" for a refused Return Date move: the day and the reason, checked with the
// contract's rules, queued again under a new mutation id. It names the order's version of the
// device's latest copy of the order, since a move is most often refused because the order changed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { returnDateChangeSchema } from '@contract/projects-fulfilment';
import { entityKeys } from '@offline/mutations';
import { getSnapshot, resendRejected, type OutboxEntryOf } from '@offline/outbox';
import '@client/i18n/en/sync';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';
import { TextArea } from '@client/ui/text-area';
import { TextField } from '@client/ui/text-field';

const returnDateForm = returnDateChangeSchema.pick({ returnDate: true, reason: true });
type ReturnDateForm = z.input<typeof returnDateForm>;

interface ReturnDateResendFormProps {
  entry: OutboxEntryOf<'return-date'>;
  onDone: () => void;
  onCancel: () => void;
}

export function ReturnDateResendForm({ entry, onDone, onCancel }: ReturnDateResendFormProps) {
  const { t } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReturnDateForm>({
    resolver: zodResolver(returnDateForm),
    defaultValues: { returnDate: entry.payload.returnDate, reason: entry.payload.reason },
  });
  const send = async ({ returnDate, reason }: ReturnDateForm) => {
    setError(null);
    try {
      const snapshot = await getSnapshot<{ version?: unknown }>(entityKeys.order(entry.payload.orderId));
      const seen = snapshot?.value.version;
      const version = typeof seen === 'number' && seen > entry.payload.version ? seen : entry.payload.version;
      await resendRejected(entry, { ...entry.payload, returnDate, reason, version });
      onDone();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : t('sync.resend.storeFailed'));
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(send)} className="mt-3 space-y-3">
      <TextField label={t('sync.resend.returnDate')} type="date" autoFocus error={errors.returnDate?.message} {...register('returnDate')} />
      <TextArea label={t('sync.resend.reason')} rows={2} error={errors.reason?.message} {...register('reason')} />
      {error && <p className="text-sm text-red-700">{translateMessage(t, error)}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={isSubmitting}>
          {t('sync.resend.send')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('sync.resend.cancel')}
        </Button>
      </div>
    </form>
  );
}
