// Staff-only notes on an application, newest first, and a box to add one. The district's own
// screens never receive them.
import '@client/i18n/en/review';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { addNoteSchema, type StaffNote } from '@contract/applications-staff';
import { STAFF_NOTE_MAX_LENGTH } from '@contract/staff-messages';
import { useI18n } from '@client/i18n/use-i18n';
import { formatTime, localDay } from '@client/lib/dates';
import { isApiError } from '@client/lib/http';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { TextArea } from '@client/ui/text-area';
import { addApplicationNote } from '../staff-api';

interface NotesPanelProps {
  applicationId: string;
  notes: StaffNote[];
  onChanged: () => Promise<unknown>;
}

export function NotesPanel({ applicationId, notes, onChanged }: NotesPanelProps) {
  const { t, detailDate } = useI18n();
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting: busy },
  } = useForm({
    // The endpoint's body (POST /staff/applications/{id}/notes): a note that is not blank.
    resolver: zodResolver(addNoteSchema),
    defaultValues: { body: '' },
    // The message stays until the next save checks the note again; the focus stays on the button.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit(async () => {
    try {
      // The note as typed: the server trims it with the same schema.
      await addApplicationNote(applicationId, getValues('body'));
      await onChanged();
      reset();
      setSaved(true);
    } catch (error) {
      const onField = isApiError(error) ? error.fieldErrors.find((f) => f.field === 'body') : undefined;
      if (onField) setError('body', { type: 'server', message: onField.message });
      else setFailure(errorText(error, t));
    }
  });

  return (
    <section aria-labelledby={titleId} className="card rounded-xl p-5">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('review.notes.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('review.notes.hint')}</p>
      <form
        onSubmit={(event) => {
          setSaved(false);
          setFailure(null);
          void onSubmit(event);
        }}
        noValidate
        className="mt-4"
      >
        <TextArea label={t('review.notes.add')} maxLength={STAFF_NOTE_MAX_LENGTH} error={errors.body?.message} {...register('body')} />
        {failure && (
          <Alert tone="error" className="mt-3">
            {failure}
          </Alert>
        )}
        <div className="mt-3 flex items-center gap-3">
          <Button type="submit" variant="secondary" loading={busy}>
            {t('review.notes.save')}
          </Button>
          {saved && (
            <p role="status" className="text-sm text-emerald-800">
              {t('review.notes.saved')}
            </p>
          )}
        </div>
      </form>
      {notes.length === 0 ? (
        <p className="mt-5 text-sm text-slate-500">{t('review.notes.empty')}</p>
      ) : (
        <ul className="mt-5 divide-y divide-slate-200" aria-label={t('review.notes.title')}>
          {notes.map((note) => (
            <li key={note.id} className="py-3">
              <p className="text-sm break-words whitespace-pre-line text-slate-900">{note.body}</p>
              <p className="mt-1 text-xs text-slate-600">
                {t('review.notes.by', {
                  name: note.author?.name ?? t('review.notes.unknownAuthor'),
                  when: `${detailDate(localDay(note.createdAt))} ${formatTime(note.createdAt)}`,
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
