// Return kits by code: a checkout whose kits went out by code gets them back by code. The kits still
// out are listed to tick, or scanned and typed (a wedge scanner or the camera, as at a checkout); each
// kit coming back gets its condition, with a note when it is not OK. The return is written to the
// device's outbox first, as a return by number is, so it works without a connection too.
import { useCallback, useEffect, useId, useState } from 'react';
import { KIT_CONDITIONS, MAX_CONDITION_NOTE, custodyMessages, type KitCondition } from '@contract/kit-custody-messages';
import type { ReturnCondition } from '@contract/kit-custody';
import { canReturnKits, type KitOrder } from '@contract/projects';
import { OutboxPayloadError } from '@offline/mutations';
import '@client/i18n/en/projects';
import '@client/i18n/en/kit-conditions';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { KitCodesInput } from '@client/features/kits/kit-codes-input';
import { PhotoPicker } from '@client/features/kits/photo-picker';
import { useQueueWithPhotos, usePickedPhotos, type PickedPhoto } from '@client/features/kits/use-photos';
import { Button } from '@client/ui/button';
import { SelectField } from '@client/ui/select-field';
import { TextField } from '@client/ui/text-field';
import { orderTitle } from '../order-labels';
import { entityKeys, usePendingReturnCodes, useQueuedEntry, useQueueReturn, useRefreshOnSync } from '../use-kit-outbox';
import { SaveStatus } from './save-status';

interface Returned {
  condition: KitCondition;
  note: string;
}

/** The server's refusal of a code ("kitCodes.1") as the words to show at the code field. */
function codeRefusal(fieldErrors: readonly { field: string; message: string }[] | undefined) {
  return (fieldErrors ?? []).filter((error) => error.field === 'kitCodes' || error.field.startsWith('kitCodes.')).map((error) => error.message);
}

/** "Add photo" for a kit that did not come back ok; its photos go in the code's `photoIds`. */
function KitPhotos({ code, onChange }: { code: string; onChange: (code: string, photos: PickedPhoto[]) => void }) {
  const { t } = useI18n();
  const picked = usePickedPhotos();
  const [open, setOpen] = useState(false);
  useEffect(() => onChange(code, picked.photos), [code, picked.photos, onChange]);
  if (!open && picked.photos.length === 0) {
    return (
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)} className="sm:col-span-2 sm:justify-self-start">
        {t('kitConditions.photos.add')}
      </Button>
    );
  }
  return (
    <div className="sm:col-span-2">
      <PhotoPicker
        code={code}
        photos={picked.photos}
        preparing={picked.preparing}
        error={picked.error}
        onAdd={(files) => void picked.add(files)}
        onRemove={picked.remove}
      />
    </div>
  );
}

export function ReturnByCodeForm({ order, onQueued }: { order: KitOrder; onQueued: () => void }) {
  const i18n = useI18n();
  const { t, tp } = i18n;
  const listId = useId();
  const entityKey = entityKeys.order(order.id);
  useRefreshOnSync(entityKey);
  const pending = usePendingReturnCodes(order.id);
  const out = order.kitCodesOut.filter((code) => !pending.includes(code));
  const eligibility =
    pending.length > 0 && out.length === 0
      ? { allowed: false as const, reason: t('projects.order.allReturnedHere') }
      : canReturnKits({ status: order.status, kitsOutstanding: out.length });
  const [chosen, setChosen] = useState<Record<string, Returned>>({});
  const [codesError, setCodesError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedSeq, setSavedSeq] = useState<number | null>(null);
  const saved = useQueuedEntry(entityKey, savedSeq);
  const queueReturn = useQueueReturn();
  const queueWithPhotos = useQueueWithPhotos();
  const [photosByCode, setPhotosByCode] = useState<Record<string, PickedPhoto[]>>({});
  // Remounts the photo pickers once a return is saved, so they start empty.
  const [generation, setGeneration] = useState(0);
  const photosChanged = useCallback((code: string, photos: PickedPhoto[]) => setPhotosByCode((before) => ({ ...before, [code]: photos })), []);
  // Ticked, in the order the kits are listed (by sequence), whichever way they were chosen.
  const codes = out.filter((code) => code in chosen);

  const change = (next: Record<string, Returned>) => {
    setChosen(next);
    setCodesError(null);
    setSavedSeq(null);
  };
  const tick = (code: string, on: boolean) => {
    const { [code]: _dropped, ...rest } = chosen;
    change(on ? { ...rest, [code]: chosen[code] ?? { condition: 'ok', note: '' } } : rest);
  };
  const scanned = (list: string[]) => {
    // The field adds one code at a time (its list is the codes ticked): a code not out here is named there.
    const added = list.find((code) => !codes.includes(code));
    if (added === undefined) {
      change(Object.fromEntries(list.map((code) => [code, chosen[code] ?? { condition: 'ok' as const, note: '' }])));
      return;
    }
    if (!out.includes(added)) {
      setCodesError(
        pending.includes(added) ? t('projects.return.codePending', { code: added }) : translateMessage(t, custodyMessages.notOnOrder(added)),
      );
      return;
    }
    tick(added, true);
  };

  const onSubmit = async () => {
    if (codes.length === 0) {
      setCodesError(t('projects.return.pickCodes'));
      return;
    }
    // Photos only of kits that did not come back ok (a kit set back to ok drops the ones taken).
    const photosOf = (code: string) => (chosen[code]!.condition === 'ok' ? [] : (photosByCode[code] ?? []));
    const conditions: ReturnCondition[] = codes
      .filter((code) => chosen[code]!.condition !== 'ok')
      .map((code) => {
        const photoIds = photosOf(code).map((photo) => photo.sha256);
        return { code, condition: chosen[code]!.condition, note: chosen[code]!.note.trim() || null, ...(photoIds.length ? { photoIds } : {}) };
      });
    const photos = codes.flatMap(photosOf);
    setSaving(true);
    try {
      const entry =
        photos.length > 0
          ? await queueWithPhotos(photos, 'kits-return', { orderId: order.id, kits: codes.length, kitCodes: codes, conditions })
          : await queueReturn(order.id, codes.length, { kitCodes: codes, conditions });
      setChosen({});
      setPhotosByCode({});
      setGeneration((n) => n + 1);
      setSavedSeq(entry.seq);
      onQueued();
    } catch (cause) {
      setCodesError(cause instanceof OutboxPayloadError ? translateMessage(t, cause.message) : t('projects.return.storeFailed'));
    } finally {
      setSaving(false);
    }
  };

  // A return the server refused names the code at fault: shown at the code field as well as below.
  const refused = saved?.status === 'rejected' ? codeRefusal(saved.rejection?.fieldErrors) : [];
  const fieldError = codesError ?? (refused.length > 0 ? refused.map((message) => translateMessage(t, message)).join(' ') : undefined);
  const returned = saved?.kind === 'kits-return' ? saved.payload.kits : 0;
  const conditionOptions = KIT_CONDITIONS.map((value) => ({ value, label: t(`projects.return.condition.${value}`) }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8"
    >
      <h2 className="text-lg font-semibold text-slate-900">{t('projects.return.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('projects.return.from', { title: orderTitle(order, i18n) })}</p>
      {eligibility.allowed ? (
        <div className="mt-6 space-y-5">
          <KitCodesInput label={t('projects.return.scanCodes')} codes={codes} onChange={scanned} error={fieldError} listed={false} />
          <fieldset aria-describedby={`${listId}-hint`}>
            <legend className="text-sm font-medium text-slate-800">{t('projects.return.codesOut')}</legend>
            <p id={`${listId}-hint`} className="mt-1 text-sm text-slate-600">
              {t('projects.return.codesHint')}
            </p>
            <ul className="mt-3 space-y-2">
              {out.map((code) => {
                const entry = chosen[code];
                return (
                  <li key={code} data-code={code} className="rounded-xl border border-slate-200 p-3">
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 font-mono text-base text-slate-900">
                      <input
                        type="checkbox"
                        checked={entry !== undefined}
                        onChange={(event) => tick(code, event.target.checked)}
                        className="size-5 shrink-0 accent-primary-700"
                      />
                      {code}
                    </label>
                    {entry && (
                      <div className="mt-2 grid gap-3 sm:grid-cols-2">
                        <SelectField
                          label={t('projects.return.condition', { code })}
                          value={entry.condition}
                          options={conditionOptions}
                          onChange={(event) => change({ ...chosen, [code]: { ...entry, condition: event.target.value as KitCondition } })}
                        />
                        {entry.condition !== 'ok' && (
                          <TextField
                            label={t('projects.return.conditionNote', { code })}
                            hint={t('projects.return.conditionNoteHint')}
                            value={entry.note}
                            maxLength={MAX_CONDITION_NOTE}
                            onChange={(event) => change({ ...chosen, [code]: { ...entry, note: event.target.value } })}
                          />
                        )}
                        {entry.condition !== 'ok' && <KitPhotos key={`${code}-${generation}`} code={code} onChange={photosChanged} />}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        </div>
      ) : (
        <p className="mt-6 text-center text-sm text-slate-600">{translateMessage(t, eligibility.reason)}</p>
      )}
      <Button type="submit" size="lg" fullWidth className="mt-6" loading={saving} disabled={!eligibility.allowed}>
        {codes.length > 0 ? tp('projects.return.submitCodes', codes.length) : t('projects.return.submit')}
      </Button>
      <div aria-live="polite" className="mt-4 empty:hidden">
        <SaveStatus entry={saved} syncedText={tp('projects.return.synced', returned)} />
      </div>
    </form>
  );
}
