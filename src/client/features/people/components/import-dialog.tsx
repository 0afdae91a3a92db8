// Import people: choose or paste a CSV (a template gives the header), preview one result per row
// with its field errors, then send the invitations in one go and see what happened. A Headless UI
// dialog (focus trap, Escape, labelled by its title); every step is a button or a field, so the
// keyboard reaches all of it. Staff choose the district; a coordinator imports into their own.
import '@client/i18n/en/people';
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { PEOPLE_IMPORT_TEMPLATE, type ImportRowStatus, type PeopleImportResult } from '@contract/people-import';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { useStaffDistricts } from '@client/lib/staff-lookups';
import { Alert } from '@client/ui/alert';
import { Badge, type BadgeTone } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { SelectField } from '@client/ui/select-field';
import { TextArea } from '@client/ui/text-area';
import { importPeople } from '../api';

const STATUS_TONES: Record<ImportRowStatus, BadgeTone> = {
  invite: 'primary',
  invited: 'success',
  'already-member': 'neutral',
  'already-invited': 'neutral',
  error: 'danger',
};

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(PEOPLE_IMPORT_TEMPLATE)}`;

interface ImportDialogProps {
  open: boolean;
  /** 'staff': the caller picks a district within reach; 'district': the coordinator's own. */
  mode: 'staff' | 'district';
  onClose: () => void;
  /** After invitations went out, so the lists reload. */
  onSent: () => void;
}

export function ImportDialog({ open, mode, onClose, onSent }: ImportDialogProps) {
  const { t } = useI18n();
  const districts = useStaffDistricts(mode === 'staff');
  const [districtId, setDistrictId] = useState('');
  const [csv, setCsv] = useState('');
  const [result, setResult] = useState<PeopleImportResult | null>(null);
  const [busy, setBusy] = useState<'preview' | 'send' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setCsv('');
    setResult(null);
    setError(null);
  }, [open]);

  const run = async (preview: boolean) => {
    if (mode === 'staff' && !districtId) {
      setError(t('people.import.chooseDistrict'));
      return;
    }
    setBusy(preview ? 'preview' : 'send');
    setError(null);
    try {
      const answer = await importPeople(mode === 'staff' ? { districtId } : 'own-district', csv, preview);
      setResult(answer);
      if (!preview) onSent();
    } catch (cause) {
      setError(errorText(cause, t));
    } finally {
      setBusy(null);
    }
  };

  const readFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    void file.text().then((text) => {
      setCsv(text);
      setResult(null);
    });
  };

  const toSend = result?.preview ? result.totals.invite : 0;
  const sent = result && !result.preview ? result : null;

  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <DialogPanel className="relative max-h-[90vh] w-full max-w-3xl overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold text-slate-900">{t('people.import.title')}</DialogTitle>
        <Description className="mt-1 text-sm text-slate-600">{t('people.import.description')}</Description>
        <div className="mt-4 space-y-4">
          {mode === 'staff' && (
            <SelectField
              label={t('people.import.district')}
              value={districtId}
              onChange={(event) => {
                setDistrictId(event.target.value);
                setResult(null);
              }}
            >
              <option value="">{t('people.import.chooseDistrict')}</option>
              {(districts.data?.items ?? []).map((district) => (
                <option key={district.id} value={district.id}>
                  {district.name}
                </option>
              ))}
            </SelectField>
          )}
          <div className="flex flex-wrap items-end gap-4">
            <label className="block text-sm font-medium text-slate-800">
              {t('people.import.file')}
              <input type="file" accept=".csv,text/csv" onChange={readFile} className="mt-1 block text-sm" />
            </label>
            <a href={TEMPLATE_HREF} download="people-import-template.csv" className="text-sm font-medium text-primary-700 underline">
              {t('people.import.template')}
            </a>
          </div>
          <TextArea
            label={t('people.import.paste')}
            hint={t('people.import.columns')}
            rows={5}
            value={csv}
            onChange={(event) => {
              setCsv(event.target.value);
              setResult(null);
            }}
          />
          {error && <Alert tone="error">{error}</Alert>}
          <p aria-live="polite" className="text-sm text-slate-700">
            {busy === 'send'
              ? t('people.import.sending', { count: toSend })
              : sent
                ? t('people.import.sent', {
                    invited: sent.totals.invite,
                    members: sent.totals.alreadyMember,
                    invitedBefore: sent.totals.alreadyInvited,
                    skipped: sent.totals.error,
                  })
                : result
                  ? t('people.import.previewSummary', {
                      invite: result.totals.invite,
                      members: result.totals.alreadyMember,
                      invitedBefore: result.totals.alreadyInvited,
                      errors: result.totals.error,
                    })
                  : ''}
          </p>
          {sent && sent.totals.mailFailed > 0 && <Alert tone="error">{t('people.import.mailFailed', { count: sent.totals.mailFailed })}</Alert>}
          {result && <ImportRows result={result} />}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onClose} disabled={busy !== null}>
              {sent ? t('people.import.done') : t('people.cancel')}
            </Button>
            {!sent && (
              <Button
                type="button"
                variant="secondary"
                loading={busy === 'preview'}
                disabled={!csv.trim() || busy !== null}
                onClick={() => void run(true)}
              >
                {t('people.import.preview')}
              </Button>
            )}
            {result?.preview && (
              <Button type="button" loading={busy === 'send'} disabled={toSend === 0 || busy !== null} onClick={() => void run(false)}>
                {t('people.import.send', { count: toSend })}
              </Button>
            )}
          </div>
        </div>
      </DialogPanel>
    </Dialog>
  );
}

function ImportRows({ result }: { result: PeopleImportResult }) {
  const { t } = useI18n();
  return (
    <div className="max-h-80 overflow-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('people.import.rowsCaption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('people.import.row')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('people.import.person')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('people.import.school')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('people.import.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row) => (
            <tr key={row.row} className="border-t border-slate-100 align-top">
              <td className="px-3 py-2 tabular-nums">{row.row}</td>
              <td className="px-3 py-2">
                <div className="font-medium text-slate-900">{row.email}</div>
                <div className="text-slate-600">{[row.firstName, row.lastName].filter(Boolean).join(' ')}</div>
              </td>
              <td className="px-3 py-2">{row.school?.name ?? '—'}</td>
              <td className="px-3 py-2">
                <Badge tone={STATUS_TONES[row.status]}>{t(`people.import.status.${row.status}`)}</Badge>
                {row.errors.length > 0 && (
                  <ul className="mt-1 space-y-0.5 text-red-700">
                    {row.errors.map((fieldError) => (
                      <li key={`${fieldError.field}:${fieldError.message}`}>
                        <span className="font-mono">{fieldError.field}</span>: {translateMessage(t, fieldError.message)}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
