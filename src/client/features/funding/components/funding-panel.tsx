// Programme staff allocate funds to an application: an amount in dollars and the date by which the
// district must use them. Allocating again corrects the amount. The district's dashboard and the
// application's Funding info show it as soon as it is saved.
import '@client/i18n/en/funding';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { allocateFundsSchema, dollarsToCents } from '@contract/funding';
import { useI18n } from '@client/i18n/use-i18n';
import { bodyResolver } from '@client/lib/body-resolver';
import { isApiError } from '@client/lib/http';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { TextField } from '@client/ui/text-field';
import { allocateFunds } from '../api';

interface FundingPanelProps {
  applicationId: string;
  fundingOption: string;
  current: { allocatedCents: number; useBy: string; allocatedOn: string } | null;
  onChanged: () => Promise<unknown>;
}

/** The form's fields, named as the body's: the amount as typed, in dollars, and the use-by day. */
interface FundingValues {
  amountCents: string;
  useBy: string;
}

const NOT_CENTS = 0.5;

const todayLocal = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export function FundingPanel({ applicationId, fundingOption, current, onChanged }: FundingPanelProps) {
  const { t, money, detailDate } = useI18n();
  const titleId = useId();
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting: busy },
  } = useForm({
    // The body of POST /staff/funding: the amount is typed in dollars and checked in cents. Text
    // that is no amount in dollars and cents goes to the check as a fraction of a cent, which the
    // contract's whole-cents rule names ("Enter dollars and cents").
    resolver: bodyResolver(allocateFundsSchema, (values: FundingValues) => ({
      applicationId,
      amountCents: values.amountCents.trim() ? (dollarsToCents(values.amountCents) ?? NOT_CENTS) : undefined,
      useBy: values.useBy,
    })),
    defaultValues: { amountCents: current ? String(current.allocatedCents / 100) : '', useBy: current?.useBy ?? '' },
    // Messages stay until the next submit checks the form again; the focus stays on the button.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await allocateFunds(body);
      await onChanged();
      setFeedback({ tone: 'success', text: t('funding.saved', { amount: money(saved.allocatedCents), useBy: detailDate(saved.useBy) }) });
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : [];
      const placed = fields.filter((f) => f.field === 'amountCents' || f.field === 'useBy');
      placed.forEach((f) => setError(f.field as keyof FundingValues, { type: 'server', message: f.message }));
      if (fields.length === 0 || placed.length < fields.length) setFeedback({ tone: 'error', text: errorText(error, t) });
    }
  });

  return (
    <section aria-labelledby={titleId} className="card rounded-xl p-5">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('funding.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {current
          ? t('funding.summary', {
              amount: money(current.allocatedCents),
              useBy: detailDate(current.useBy),
              on: detailDate(current.allocatedOn),
            })
          : t('funding.none')}
      </p>
      <form
        onSubmit={(event) => {
          setFeedback(null);
          void onSubmit(event);
        }}
        noValidate
        className="mt-4 space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('funding.amount')}
            inputMode="decimal"
            autoComplete="off"
            hint={t('funding.amountHint')}
            error={errors.amountCents?.message}
            {...register('amountCents')}
          />
          <TextField
            label={t('funding.useBy')}
            type="date"
            min={todayLocal()}
            max="2099-12-31"
            error={errors.useBy?.message}
            {...register('useBy')}
          />
        </div>
        <p className="text-sm text-slate-600">
          {t('funding.districtSees')} {fundingOption === 'full' && t('funding.fullRule')}
        </p>
        {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
        <Button type="submit" loading={busy}>
          {current ? t('funding.correct') : t('funding.allocate')}
        </Button>
      </form>
    </section>
  );
}
