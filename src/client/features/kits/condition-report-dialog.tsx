// "Report condition": a kit's condition, a note and photos, saved on the device first (the outbox's
// condition-report kind, its photos uploaded before it) so it works without a connection. Used on
// a kit's page and in a count session; `projectId` lets the project's screens refresh once the
// report has synced.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, useState } from 'react';
import { MAX_CONDITION_NOTE, KIT_CONDITIONS, type KitCondition } from '@contract/kit-custody-messages';
import { entityKeys, OutboxPayloadError } from '@offline/mutations';
import '@client/i18n/en/kit-conditions';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { useEntitySettled } from '@client/lib/use-entity-settled';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/text-field';
import { SaveStatus } from '@client/features/projects/components/save-status';
import { useQueuedEntry } from '@client/features/projects/use-kit-outbox';
import { PhotoPicker } from './photo-picker';
import { usePickedPhotos, useQueueWithPhotos } from './use-photos';

interface ConditionReportButtonProps {
  code: string;
  projectId?: string;
  /** Where the report is made: the kit's page (the default) or a count session. */
  source?: 'kit-page' | 'count';
  /** Open the dialog at once (a screen that offers the action with a button of its own). */
  initiallyOpen?: boolean;
  /** Called once the report's answer arrives (synced or refused), e.g. to reload the kit's page. */
  onSettled?: () => void;
}

export function ConditionReportButton({ code, projectId, source = 'kit-page', initiallyOpen = false, onSettled }: ConditionReportButtonProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(initiallyOpen);
  const [savedSeq, setSavedSeq] = useState<number | null>(null);
  const entityKey = entityKeys.kit(code);
  const saved = useQueuedEntry(entityKey, savedSeq);
  useEntitySettled(entityKey, () => onSettled?.());
  return (
    <div className="space-y-3" data-project={projectId}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('kitConditions.report.open')}
      </Button>
      <div aria-live="polite" className="empty:hidden">
        <SaveStatus entry={saved} syncedText={t('kitConditions.report.synced')} />
      </div>
      {open && (
        <ReportDialog
          code={code}
          source={source}
          onClose={() => setOpen(false)}
          onSaved={(seq) => {
            setSavedSeq(seq);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

function ReportDialog({
  code,
  source,
  onClose,
  onSaved,
}: {
  code: string;
  source: 'kit-page' | 'count';
  onClose: () => void;
  onSaved: (seq: number) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [condition, setCondition] = useState<KitCondition>('damaged');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const picked = usePickedPhotos();
  const queueWithPhotos = useQueueWithPhotos();
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const entry = await queueWithPhotos(picked.photos, 'condition-report', {
        code,
        condition,
        note: note.trim() || null,
        photoIds: picked.photos.map((photo) => photo.sha256),
        source,
      });
      onSaved(entry.seq);
    } catch (cause) {
      setError(cause instanceof OutboxPayloadError ? translateMessage(t, cause.message) : t('kitConditions.report.storeFailed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={() => !saving && onClose()} className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <DialogPanel className="relative max-h-full w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold text-slate-900">{t('kitConditions.report.title', { code })}</DialogTitle>
        <form
          noValidate
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t('kitConditions.report.condition')}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {KIT_CONDITIONS.map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 has-checked:border-primary-600 has-checked:bg-primary-50"
                >
                  <input
                    type="radio"
                    name={`${id}-condition`}
                    value={value}
                    checked={condition === value}
                    onChange={() => setCondition(value)}
                    className="accent-primary-700"
                  />
                  {t(`kitConditions.condition.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label={t('kitConditions.report.note')}
            value={note}
            maxLength={MAX_CONDITION_NOTE}
            onChange={(event) => setNote(event.target.value)}
          />
          <PhotoPicker
            code={code}
            photos={picked.photos}
            preparing={picked.preparing}
            error={picked.error}
            onAdd={(files) => void picked.add(files)}
            onRemove={picked.remove}
          />
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onClose} disabled={saving}>
              {t('kitConditions.report.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={picked.preparing}>
              {t('kitConditions.report.save')}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
