// "Count schedule" of one district: every how many days its kits are counted (7–180), or none.
// Checked with the contract's schema before it is sent; the server's field error shows the same way.
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type FormEvent } from 'react';
import { countScheduleBodySchema, type CountSchedule } from '@contract/count-schedule';
import '@client/i18n/en/count-freshness';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/text-field';
import { saveCountSchedule } from './api';

interface CadenceDialogProps {
  district: CountSchedule | null;
  onClose: () => void;
  onSaved: (saved: CountSchedule) => void;
}

export function CadenceDialog({ district, onClose, onSaved }: CadenceDialogProps) {
  const { t } = useI18n();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [shownFor, setShownFor] = useState<string | null>(null);
  // A newly opened district starts from its own cadence.
  if (district && shownFor !== district.districtId) {
    setShownFor(district.districtId);
    setValue(district.everyDays === null ? '' : String(district.everyDays));
    setError(null);
  }
  const close = () => {
    setShownFor(null);
    onClose();
  };
  const save = async (everyDays: number | null) => {
    if (!district) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await saveCountSchedule(district.districtId, everyDays);
      setShownFor(null);
      onSaved(saved);
    } catch (cause) {
      setError(isApiError(cause) ? translateMessage(t, cause.fieldErrors[0]?.message ?? cause.message) : t('countFreshness.saveFailed'));
    } finally {
      setSaving(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    const parsed = countScheduleBodySchema.safeParse({ everyDays: text === '' ? null : Number(text) });
    if (!parsed.success) return setError(translateMessage(t, parsed.error.issues[0]!.message));
    void save(parsed.data.everyDays);
  };
  return (
    <Dialog
      open={district !== null}
      onClose={() => !saving && close()}
      className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center"
    >
      <DialogBackdrop transition className="fixed inset-0 bg-slate-900/40 transition-opacity duration-200 data-closed:opacity-0" />
      <DialogPanel
        as="form"
        onSubmit={submit}
        noValidate
        transition
        className="relative w-full max-w-md rounded-2xl bg-white p-6 text-start shadow-xl transition duration-200 data-closed:translate-y-2 data-closed:opacity-0"
      >
        <DialogTitle className="text-lg font-semibold text-slate-900">{t('countFreshness.cadence.title')}</DialogTitle>
        <Description className="mt-2 text-sm text-slate-600">
          {t('countFreshness.cadence.intro', { district: district?.districtName ?? '' })}
        </Description>
        <div className="mt-5">
          <TextField
            label={t('countFreshness.cadence.everyDays')}
            type="number"
            inputMode="numeric"
            min={7}
            max={180}
            autoFocus
            hint={t('countFreshness.cadence.hint')}
            error={error ?? undefined}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={saving}>
            {t('countFreshness.cadence.cancel')}
          </Button>
          {district?.everyDays !== null && (
            <Button variant="secondary" onClick={() => void save(null)} disabled={saving}>
              {t('countFreshness.cadence.turnOff')}
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {t('countFreshness.cadence.save')}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
