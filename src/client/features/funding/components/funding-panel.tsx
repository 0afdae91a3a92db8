// Programme staff allocate funds to an application: an amount in dollars and the date by which the
// district must use them. Allocating again corrects the amount. The district's dashboard and the
// application's Funding info show it as soon as it is saved.
import '../../../i18n/en/funding';
import { useId, useState, type FormEvent } from 'react';
import { dollarsToCents } from '../../../../contract/funding';
import { staffMessages } from '../../../../contract/staff-messages';
import { useI18n } from '../../../i18n/use-i18n';
import { isApiError } from '../../../lib/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { errorText } from '../../../ui/error-text';
import { TextField } from '../../../ui/text-field';
import { allocateFunds } from '../api';

interface FundingPanelProps {
  applicationId: string;
  fundingOption: string;
  current: { allocatedCents: number; useBy: string; allocatedOn: string } | null;
  onChanged: () => Promise<unknown>;
}

const todayLocal = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export function FundingPanel({ applicationId, fundingOption, current, onChanged }: FundingPanelProps) {
  const { t, money, detailDate } = useI18n();
  const titleId = useId();
  const [amount, setAmount] = useState(current ? String(current.allocatedCents / 100) : '');
  const [useBy, setUseBy] = useState(current?.useBy ?? '');
  const [errors, setErrors] = useState<{ amountCents?: string; useBy?: string }>({});
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    const cents = dollarsToCents(amount);
    const found: typeof errors = {};
    if (!amount.trim()) found.amountCents = staffMessages.amountRequired;
    else if (cents === null) found.amountCents = staffMessages.amountCents;
    else if (cents <= 0) found.amountCents = staffMessages.amountPositive;
    if (!useBy) found.useBy = staffMessages.useByRequired;
    setErrors(found);
    if (Object.keys(found).length || cents === null) return;
    setBusy(true);
    try {
      const saved = await allocateFunds({ applicationId, amountCents: cents, useBy });
      await onChanged();
      setFeedback({ tone: 'success', text: t('funding.saved', { amount: money(saved.allocatedCents), useBy: detailDate(saved.useBy) }) });
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : [];
      const placed = Object.fromEntries(fields.filter((f) => f.field === 'amountCents' || f.field === 'useBy').map((f) => [f.field, f.message]));
      setErrors(placed);
      if (fields.length === 0 || Object.keys(placed).length < fields.length) setFeedback({ tone: 'error', text: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

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
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('funding.amount')}
            inputMode="decimal"
            autoComplete="off"
            hint={t('funding.amountHint')}
            value={amount}
            error={errors.amountCents}
            onChange={(event) => setAmount(event.target.value)}
          />
          <TextField
            label={t('funding.useBy')}
            type="date"
            min={todayLocal()}
            max="2099-12-31"
            value={useBy}
            error={errors.useBy}
            onChange={(event) => setUseBy(event.target.value)}
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
