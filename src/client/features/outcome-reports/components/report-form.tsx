// The district's report for a term: the three figures, the highlights the term asks for and up to
// three photos (shrunk on the device and sent as kit photos are). "Save draft" keeps it as typed;
// "Submit report" asks first. The contract's own rules check it before sending; the server's
// answers (a stale version, a figure missing) land under their fields.
import '@client/i18n/en/outcome-reports';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { outcomeReportFieldsSchema, type OutcomeReport } from '@contract/outcome-reports';
import { OUTCOME_FIGURE_MAX, OUTCOME_FIGURES, OUTCOME_HIGHLIGHTS_MAX_LENGTH, OUTCOME_PHOTOS_MAX } from '@contract/outcome-reports-messages';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { errorText, placeFieldErrors } from '@client/ui/error-text';
import { TextArea } from '@client/ui/text-area';
import { TextField } from '@client/ui/text-field';
import { PhotoPicker } from '../../kits/photo-picker';
import type { PhotoError } from '../../kits/use-photos';
import { saveOutcomeReport, submitOutcomeReport, uploadReportPhoto } from '../api';
import { usePhotoUrls } from './photo-urls';

const FIELDS = [...OUTCOME_FIGURES, 'highlights', 'photoIds'] as const;

interface Values {
  studentsReached: number | null;
  sessionsHeld: number | null;
  teachersTrained: number | null;
  highlights: string;
  photoIds: string[];
}

const valuesOf = (report: OutcomeReport): Values => ({
  studentsReached: report.studentsReached,
  sessionsHeld: report.sessionsHeld,
  teachersTrained: report.teachersTrained,
  highlights: report.highlights,
  photoIds: report.photos.map((photo) => photo.id),
});

/** A number field's text as the contract reads it: empty is "not given". */
const asFigure = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

interface ReportFormProps {
  report: OutcomeReport;
  /** The report as the server answered a save or a submission. */
  onSaved: (report: OutcomeReport) => Promise<unknown>;
}

export function ReportForm({ report, onSaved }: ReportFormProps) {
  const { t } = useI18n();
  const formId = useId();
  const [version, setVersion] = useState(report.version);
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [photoError, setPhotoError] = useState<PhotoError>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(outcomeReportFieldsSchema), mode: 'onTouched', defaultValues: valuesOf(report) });
  const photoIds = (watch('photoIds') ?? []) as string[];
  const { urls, add } = usePhotoUrls(photoIds);

  const fail = (error: unknown) => {
    const text = placeFieldErrors(error, FIELDS, setError, t);
    if (text) setFeedback({ tone: 'error', text });
  };

  const save = handleSubmit(async (values) => {
    setFeedback(null);
    try {
      const saved = await saveOutcomeReport(report.id, { ...values, version });
      setVersion(saved.version);
      await onSaved(saved);
      setFeedback({ tone: 'success', text: t('outcomes.saved') });
    } catch (error) {
      fail(error);
    }
  });
  const askToSubmit = handleSubmit((values) => {
    setFeedback(null);
    setConfirming(values as Values);
  });
  const submit = async () => {
    if (!confirming) return;
    setSubmitting(true);
    try {
      const saved = await submitOutcomeReport(report.id, { ...confirming, version });
      setConfirming(null);
      await onSaved(saved);
    } catch (error) {
      setConfirming(null);
      fail(error);
    } finally {
      setSubmitting(false);
    }
  };

  const addPhotos = async (files: FileList | readonly File[]) => {
    setPhotoError(null);
    const list = [...files];
    if (photoIds.length + list.length > OUTCOME_PHOTOS_MAX) {
      setPhotoError('limit');
      return;
    }
    setPreparing(true);
    try {
      let ids = photoIds;
      for (const file of list) {
        const photo = await uploadReportPhoto(file);
        add(photo.sha256, photo.url);
        if (!ids.includes(photo.sha256)) ids = [...ids, photo.sha256];
      }
      setValue('photoIds', ids, { shouldDirty: true });
    } catch (error) {
      setFeedback({ tone: 'error', text: t('outcomes.photoUploadFailed', { reason: errorText(error, t) }) });
    } finally {
      setPreparing(false);
    }
  };
  const removePhoto = (sha256: string) =>
    setValue(
      'photoIds',
      photoIds.filter((id) => id !== sha256),
      { shouldDirty: true },
    );

  const busy = isSubmitting || submitting || preparing;
  return (
    <form id={formId} onSubmit={(event) => void save(event)} noValidate className="space-y-5">
      {feedback && (
        <Alert tone={feedback.tone} className="scroll-mt-24">
          {feedback.text}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {OUTCOME_FIGURES.map((field) => (
          <TextField
            key={field}
            label={t(`outcomes.field.${field}`)}
            type="number"
            inputMode="numeric"
            min={0}
            max={OUTCOME_FIGURE_MAX[field]}
            step={1}
            hint={t('outcomes.figureHint')}
            error={errors[field]?.message}
            {...register(field, { setValueAs: asFigure })}
          />
        ))}
      </div>
      <TextArea
        label={t('outcomes.field.highlights')}
        hint={report.term.prompt || t('outcomes.defaultPrompt')}
        rows={6}
        maxLength={OUTCOME_HIGHLIGHTS_MAX_LENGTH}
        error={errors.highlights?.message}
        {...register('highlights')}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('outcomes.field.photos')}</legend>
        <p className="mt-1 mb-2 text-sm text-slate-600">{t('outcomes.photosHint', { max: OUTCOME_PHOTOS_MAX })}</p>
        <PhotoPicker
          code={report.term.name}
          photos={photoIds.map((sha256) => ({ sha256, url: urls.get(sha256) ?? '' }))}
          max={OUTCOME_PHOTOS_MAX}
          altOf={(place) => t('outcomes.photoAlt', { place, term: report.term.name })}
          preparing={preparing}
          error={photoError}
          onAdd={(files) => void addPhotos(files)}
          onRemove={removePhoto}
        />
        {errors.photoIds?.message && <p className="mt-1 text-sm text-red-700">{errors.photoIds.message}</p>}
      </fieldset>
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-5">
        <Button type="submit" variant="secondary" disabled={busy} loading={isSubmitting}>
          {isSubmitting ? t('outcomes.saving') : t('outcomes.save')}
        </Button>
        <Button type="button" disabled={busy} onClick={() => void askToSubmit()}>
          {t('outcomes.submit')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t('outcomes.submitTitle', { term: report.term.name })}
        confirmLabel={t('outcomes.submitConfirm')}
        cancelLabel={t('outcomes.keepEditing')}
        busy={submitting}
        onClose={() => setConfirming(null)}
        onConfirm={() => void submit()}
      >
        {t('outcomes.submitText')}
      </ConfirmDialog>
    </form>
  );
}
