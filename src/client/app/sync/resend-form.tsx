// "Edit and resend" for a change the server refused: the one value of the change (kits on hand,
// kits to return, or done / not done), checked with the contract's own rules, then queued again
// as a new outbox entry (a new mutation id) in place of the refused one.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MAX_KITS_ON_HAND } from '../../../contract/constants';
import { kitsReturnSchema, onsiteInventorySchema } from '../../../contract/projects';
import type { InventoryPayload, KitsReturnPayload, OutboxPayload, TaskCompletionPayload } from '../../../offline/mutations';
import { resendRejected, type OutboxEntry } from '../../../offline/outbox';
import '../../i18n/en/sync';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';

const inventoryForm = z.object({ value: onsiteInventorySchema.shape.kitsOnHand });
const returnForm = z.object({ value: kitsReturnSchema.shape.kits });
const taskForm = z.object({ value: z.enum(['done', 'not-done']) });

interface ResendFormProps {
  entry: OutboxEntry;
  onDone: () => void;
  onCancel: () => void;
}

function payloadWith(entry: OutboxEntry, value: number | string): OutboxPayload {
  switch (entry.kind) {
    case 'inventory':
      return { ...(entry.payload as InventoryPayload), kitsOnHand: Number(value) };
    case 'kits-return':
      return { ...(entry.payload as KitsReturnPayload), kits: Number(value) };
    default:
      return { ...(entry.payload as TaskCompletionPayload), isCompleted: value === 'done' };
  }
}

export function ResendForm({ entry, onDone, onCancel }: ResendFormProps) {
  if (entry.kind === 'count-session') return <RecordResendForm entry={entry} onDone={onDone} onCancel={onCancel} />;
  return entry.kind === 'task-completion' ? (
    <TaskResendForm entry={entry} onDone={onDone} onCancel={onCancel} />
  ) : (
    <NumberResendForm entry={entry} onDone={onDone} onCancel={onCancel} />
  );
}

function useResend(entry: OutboxEntry, onDone: () => void) {
  const { t } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const resend = async (value: number | string) => {
    setError(null);
    try {
      await resendRejected(entry.seq, payloadWith(entry, value));
      onDone();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : t('sync.resend.storeFailed'));
    }
  };
  return { error, resend };
}

function NumberResendForm({ entry, onDone, onCancel }: ResendFormProps) {
  const { t } = useI18n();
  const isCount = entry.kind === 'inventory';
  const current = isCount ? (entry.payload as InventoryPayload).kitsOnHand : (entry.payload as KitsReturnPayload).kits;
  const { error, resend } = useResend(entry, onDone);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ value: number }>({
    resolver: zodResolver(isCount ? inventoryForm : returnForm),
    defaultValues: { value: current },
  });
  return (
    <form noValidate onSubmit={handleSubmit(({ value }) => resend(value))} className="mt-3 space-y-3">
      <TextField
        label={isCount ? t('sync.resend.kitsOnHand') : t('sync.resend.kitsToReturn')}
        type="number"
        inputMode="numeric"
        min={isCount ? 0 : 1}
        max={MAX_KITS_ON_HAND}
        step={1}
        autoFocus
        error={errors.value?.message ?? error ?? undefined}
        {...register('value', { valueAsNumber: true })}
      />
      <FormButtons busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

/** A count session's record has nothing to edit: it is what was counted, sent again under a new id. */
function RecordResendForm({ entry, onDone, onCancel }: ResendFormProps) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setBusy(true);
    try {
      await resendRejected(entry.seq, entry.payload);
      onDone();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : t('sync.resend.storeFailed'));
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      className="mt-3 space-y-3"
    >
      <p className="text-sm text-slate-700">{t('sync.resend.countSession')}</p>
      {error && <p className="text-sm text-red-700">{translateMessage(t, error)}</p>}
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}

function TaskResendForm({ entry, onDone, onCancel }: ResendFormProps) {
  const { t } = useI18n();
  const groupId = useId();
  const current = (entry.payload as TaskCompletionPayload).isCompleted ? 'done' : 'not-done';
  const { error, resend } = useResend(entry, onDone);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<z.input<typeof taskForm>>({ resolver: zodResolver(taskForm), defaultValues: { value: current } });
  return (
    <form noValidate onSubmit={handleSubmit(({ value }) => resend(value))} className="mt-3 space-y-3">
      <fieldset aria-describedby={error ? `${groupId}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('sync.resend.task')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value="done" className="size-4 accent-primary-700" {...register('value')} />
            {t('sync.resend.done')}
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value="not-done" className="size-4 accent-primary-700" {...register('value')} />
            {t('sync.resend.notDone')}
          </label>
        </div>
        {error && (
          <p id={`${groupId}-error`} className="mt-1.5 text-sm text-red-700">
            {translateMessage(t, error)}
          </p>
        )}
      </fieldset>
      <FormButtons busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

function FormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" size="sm" loading={busy}>
        {t('sync.resend.send')}
      </Button>
      <Button type="button" size="sm" variant="secondary" onClick={onCancel} disabled={busy}>
        {t('sync.resend.cancel')}
      </Button>
    </div>
  );
}
