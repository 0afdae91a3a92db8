// One count conflict as both sides show it ("Counted 7 by A at 10:02, then 6 by B at 10:05") with
// the ways to settle it: keep one of the two figures, or record another number someone checked on
// the shelf. The number is checked with the contract's schema, as the server checks it; the caller
// says where it goes (the district's route or the staff side's). Online only: the server holds both counts.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { conflictResolutionSchema, type CountConflict } from '@contract/projects';
import '@client/i18n/en/projects';
import { useI18n } from '@client/i18n/use-i18n';
import { bodyResolver } from '@client/lib/body-resolver';
import { formatTime, localDay } from '@client/lib/dates';
import { isApiError } from '@client/lib/http';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { TextField } from '@client/ui/text-field';

/** "Counted 7 by A at 04/02/2026 10:02, then 6 by B at 04/02/2026 10:05." */
export function ConflictText({ conflict }: { conflict: CountConflict }) {
  const { t, listDate } = useI18n();
  const when = (iso: string) => `${listDate(localDay(iso))} ${formatTime(iso)}`;
  const who = (name: string | null) => name ?? t('projects.conflict.someone');
  return (
    <p data-conflict>
      {t('projects.conflict.text', {
        first: conflict.earlier.kitsOnHand,
        firstBy: who(conflict.earlier.countedBy),
        firstAt: when(conflict.earlier.countedAt),
        second: conflict.later.kitsOnHand,
        secondBy: who(conflict.later.countedBy),
        secondAt: when(conflict.later.countedAt),
      })}
    </p>
  );
}

interface ResolveProps {
  conflict: CountConflict;
  /** Sends the right number; resolves once the server has recorded it. */
  resolve: (kitsOnHand: number) => Promise<unknown>;
  onResolved: (kitsOnHand: number) => void;
  /** Names the conflict in the controls' accessible names where several are on one screen. */
  subject?: string;
}

export function ConflictResolveForm({ conflict, resolve, onResolved, subject }: ResolveProps) {
  const { t } = useI18n();
  const [busy, setBusy] = useState<number | 'other' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    clearErrors,
    formState: { errors },
  } = useForm({
    // The number as typed, checked as the endpoint's body: an empty box is a missing number.
    resolver: bodyResolver(conflictResolutionSchema, ({ kitsOnHand }: { kitsOnHand: string }) => ({
      kitsOnHand: kitsOnHand.trim() === '' ? undefined : Number(kitsOnHand),
    })),
    defaultValues: { kitsOnHand: '' },
    // The message goes as soon as the number is changed; the focus stays on the button.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const send = async (kitsOnHand: number, which: number | 'other') => {
    setBusy(which);
    setError(null);
    try {
      await resolve(kitsOnHand);
      onResolved(kitsOnHand);
    } catch (cause) {
      const onField = isApiError(cause) ? cause.fieldErrors.find((e) => e.field === 'kitsOnHand') : undefined;
      if (onField && which === 'other') setFieldError('kitsOnHand', { type: 'server', message: onField.message });
      else setError(errorText(cause, t));
    } finally {
      setBusy(null);
    }
  };

  const submitOther = handleSubmit((body) => send(body.kitsOnHand, 'other'));

  const choices = [...new Set([conflict.earlier.kitsOnHand, conflict.later.kitsOnHand])];
  return (
    <div className="mt-3">
      <div className="flex flex-wrap gap-2">
        {choices.map((kits) => (
          <Button
            key={kits}
            size="sm"
            variant="secondary"
            loading={busy === kits}
            disabled={busy !== null}
            aria-label={subject ? t('projects.conflict.keepFor', { count: kits, subject }) : undefined}
            onClick={() => void send(kits, kits)}
          >
            {t('projects.conflict.keep', { count: kits })}
          </Button>
        ))}
      </div>
      <form noValidate onSubmit={(event) => void submitOther(event)} className="mt-3 flex flex-wrap items-start gap-2">
        <TextField
          className="w-36"
          label={t('projects.conflict.other')}
          aria-label={subject ? t('projects.conflict.otherFor', { subject }) : undefined}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.kitsOnHand?.message}
          {...register('kitsOnHand', { onChange: () => clearErrors('kitsOnHand') })}
        />
        <Button type="submit" size="sm" className="mt-7" loading={busy === 'other'} disabled={busy !== null}>
          {t('projects.conflict.record')}
        </Button>
      </form>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
