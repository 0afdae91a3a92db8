// "Edit and resend" for a change the server refused: the one value of the change (kits on hand,
// kits to return, or done / not done; a Return Date move has its own form), checked with the contract's own rules, then queued again
// as a new outbox entry (a new mutation id) in place of the refused one.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MAX_KITS_ON_HAND } from '@contract/constants';
import { kitsReturnSchema, onsiteInventorySchema } from '@contract/projects';
import { resendRejected, type OutboxEntry } from '@offline/outbox';
import '@client/i18n/en/sync';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/text-field';
import { ReturnDateResendForm } from './return-date-resend-form';

const inventoryForm = z.object({ value: onsiteInventorySchema.shape.kitsOnHand });
// Optional in the schema only because a return by code may leave its number out.
const returnForm = z.object({ value: kitsReturnSchema.shape.kits.unwrap() });
const taskForm = z.object({ value: z.enum(['done', 'not-done']) });

interface ResendFormProps {
  entry: OutboxEntry;
  onDone: () => void;
  onCancel: () => void;
}

/** Queues the edited change in place of the refused one; resolves once it is stored. */
type Resend = () => Promise<unknown>;

/** The form for each kind of change; a kind without one does not compile (the `never` below). */
export function ResendForm({ entry, onDone, onCancel }: ResendFormProps) {
  const buttons = { onDone, onCancel };
  switch (entry.kind) {
    case 'inventory':
      return (
        <NumberResendForm
          {...buttons}
          kind="count"
          current={entry.payload.kitsOnHand}
          resend={(value) => () => resendRejected(entry, { ...entry.payload, kitsOnHand: value })}
        />
      );
    case 'kits-return':
      // A return by code names its kits: it goes again as it was (or is discarded), not as a number.
      if (entry.payload.kitCodes)
        return <RecordResendForm {...buttons} text="sync.resend.asSaved" resend={() => resendRejected(entry, entry.payload)} />;
      return (
        <NumberResendForm
          {...buttons}
          kind="return"
          current={entry.payload.kits}
          resend={(value) => () => resendRejected(entry, { ...entry.payload, kits: value })}
        />
      );
    case 'task-completion':
      return (
        <TaskResendForm
          {...buttons}
          current={entry.payload.isCompleted}
          resend={(isCompleted) => () => resendRejected(entry, { ...entry.payload, isCompleted })}
        />
      );
    case 'count-session':
      return <RecordResendForm {...buttons} text="sync.resend.countSession" resend={() => resendRejected(entry, entry.payload)} />;
    case 'kits-checkout': {
      // Kits named by code may have been taken meanwhile: the portal then picks free ones on the shelf.
      const { kitCodes, ...rest } = entry.payload;
      return kitCodes ? (
        <RecordResendForm {...buttons} text="sync.resend.checkoutPick" resend={() => resendRejected(entry, { ...rest, pickKits: true })} />
      ) : (
        <RecordResendForm {...buttons} text="sync.resend.checkout" resend={() => resendRejected(entry, entry.payload)} />
      );
    }
    case 'return-date':
      return <ReturnDateResendForm {...buttons} entry={entry} />;
    // A photo or a report goes again as it was saved (a report whose photo never arrived is discarded and made again).
    case 'photo-upload':
    case 'condition-report':
      return <RecordResendForm {...buttons} text="sync.resend.asSaved" resend={() => resendRejected(entry, entry.payload)} />;
    case 'supply-count':
      // A count of several parts goes again as it was (or is discarded); a new count replaces it.
      return <RecordResendForm {...buttons} text="sync.resend.asSaved" resend={() => resendRejected(entry, entry.payload)} />;
    default:
      return unknownKind(entry);
  }
}

function unknownKind(entry: never): never {
  throw new Error(`No resend form for the outbox kind "${String((entry as { kind?: unknown }).kind)}"`);
}

interface FormCallbacks {
  onDone: () => void;
  onCancel: () => void;
}

function useResend(onDone: () => void) {
  const { t } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const run = async (resend: Resend) => {
    setError(null);
    try {
      await resend();
      onDone();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : t('sync.resend.storeFailed'));
    }
  };
  return { error, run };
}

function NumberResendForm({
  kind,
  current,
  resend,
  onDone,
  onCancel,
}: FormCallbacks & { kind: 'count' | 'return'; current: number; resend: (value: number) => Resend }) {
  const { t } = useI18n();
  const isCount = kind === 'count';
  const { error, run } = useResend(onDone);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ value: number }>({
    resolver: zodResolver(isCount ? inventoryForm : returnForm),
    defaultValues: { value: current },
  });
  return (
    <form noValidate onSubmit={handleSubmit(({ value }) => run(resend(value)))} className="mt-3 space-y-3">
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

/** A change with nothing to edit here (a count session's record, a checkout), sent again under a new id. */
function RecordResendForm({
  text,
  resend,
  onDone,
  onCancel,
}: FormCallbacks & {
  text: 'sync.resend.countSession' | 'sync.resend.checkout' | 'sync.resend.checkoutPick' | 'sync.resend.asSaved';
  resend: Resend;
}) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const { error, run } = useResend(onDone);
  const send = async () => {
    setBusy(true);
    await run(resend);
    setBusy(false);
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
      <p className="text-sm text-slate-700">{t(text)}</p>
      {error && <p className="text-sm text-red-700">{translateMessage(t, error)}</p>}
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}

function TaskResendForm({ current, resend, onDone, onCancel }: FormCallbacks & { current: boolean; resend: (isCompleted: boolean) => Resend }) {
  const { t } = useI18n();
  const groupId = useId();
  const { error, run } = useResend(onDone);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<z.input<typeof taskForm>>({ resolver: zodResolver(taskForm), defaultValues: { value: current ? 'done' : 'not-done' } });
  return (
    <form noValidate onSubmit={handleSubmit(({ value }) => run(resend(value === 'done')))} className="mt-3 space-y-3">
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
