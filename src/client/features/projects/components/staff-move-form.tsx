// One staff move on an order: approve (a confirmation), decline or cancel (a reason the district
// will read), ship (carrier, tracking reference, expected arrival). Checked with the contract's
// schema before it is sent; the server's refusals land on their fields, and a stale move (the order
// changed meanwhile) reloads the order and says so.
import { useState, type FormEvent } from 'react';
import { utcDay } from '../../../../contract/projects';
import { MAX_DATE } from '../../../../contract/constants';
import { staffMoveSchema, type StaffKitOrder, type StaffMoveTarget } from '../../../../contract/projects-fulfilment';
import '../../../i18n/en/fulfilment';
import '../../../i18n/en/projects';
import { translateMessage } from '../../../i18n/translate-message';
import { useI18n } from '../../../i18n/use-i18n';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../lib/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { moveKitOrder } from '../staff-api';

interface Props {
  order: StaffKitOrder;
  target: StaffMoveTarget;
  onBack: () => void;
  onMoved: (order: StaffKitOrder) => void;
  /** The server found the order changed (409): the caller reloads it. */
  onStale: (message: string) => void;
}

type Fields = { reason: string; carrier: string; trackingReference: string; expectedArrival: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

export function StaffMoveForm({ order, target, onBack, onMoved, onStale }: Props) {
  const { t, tp } = useI18n();
  const [fields, setFields] = useState<Fields>({ reason: '', carrier: '', trackingReference: '', expectedArrival: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const body = () => {
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
    return { status: target, version: order.version };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = staffMoveSchema.safeParse(body());
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Fields;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      onMoved(await moveKitOrder(order.id, body()));
    } catch (caught) {
      if (!isApiError(caught)) setFailure(t('projects.write.failed'));
      else if (caught.status === NETWORK_ERROR_STATUS) setFailure(t('projects.write.offline'));
      else if (caught.status === 409) onStale(caught.message);
      else {
        const onFields: FieldErrors = {};
        for (const fieldError of caught.fieldErrors) {
          if (fieldError.field in fields) onFields[fieldError.field as keyof Fields] = fieldError.message;
        }
        setErrors(onFields);
        if (Object.keys(onFields).length === 0) setFailure(translateMessage(t, caught.message));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 className="text-base font-semibold text-slate-900">{t(`fulfilment.move.title.${target}`)}</h3>
      {target === 'Approved' && (
        <p className="text-sm text-slate-700">{tp('fulfilment.move.approveText', order.kits, { school: order.school.name })}</p>
      )}
      {(target === 'Declined' || target === 'Cancelled') && (
        <div>
          <label htmlFor="move-reason" className="block text-sm font-medium text-slate-800">
            {t('fulfilment.move.reason')}
          </label>
          <textarea
            id="move-reason"
            rows={3}
            value={fields.reason}
            onChange={(e) => set('reason')(e.target.value)}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={`move-reason-hint${errors.reason ? ' move-reason-error' : ''}`}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs focus:outline-2 focus:-outline-offset-1 focus:outline-primary-600 sm:text-sm"
          />
          <p id="move-reason-hint" className="mt-1.5 text-sm text-slate-500">
            {t('fulfilment.move.reasonHint')}
          </p>
          {errors.reason && (
            <p id="move-reason-error" className="mt-1.5 text-sm text-red-700">
              {translateMessage(t, errors.reason)}
            </p>
          )}
        </div>
      )}
      {target === 'Shipped' && (
        <>
          <TextField
            label={t('fulfilment.move.carrier')}
            placeholder={t('fulfilment.move.carrierPlaceholder')}
            value={fields.carrier}
            onChange={(e) => set('carrier')(e.target.value)}
            error={errors.carrier}
            autoComplete="off"
          />
          <TextField
            label={t('fulfilment.move.tracking')}
            value={fields.trackingReference}
            onChange={(e) => set('trackingReference')(e.target.value)}
            error={errors.trackingReference}
            autoComplete="off"
          />
          <TextField
            label={t('fulfilment.move.expectedArrival')}
            type="date"
            min={utcDay()}
            max={MAX_DATE}
            value={fields.expectedArrival}
            onChange={(e) => set('expectedArrival')(e.target.value)}
            error={errors.expectedArrival}
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
