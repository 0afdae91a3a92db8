// The rubric editor (admins): criteria added, edited, put in order and removed, then saved whole as
// the rubric's next version. The contract's updateRubricSchema checks the form as the server will,
// so the messages are the server's own; a field error the server still finds (`criteria.2.name`)
// lands on that field. Leaving with unsaved changes asks first.
import '@client/i18n/en/rubric';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { updateRubricSchema, type Rubric, type UpdateRubricBody, type UpdateRubricInput } from '@contract/reviews';
import { RUBRIC_CRITERIA_MAX, RUBRIC_LEVELS } from '@contract/reviews-messages';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { useLeaveGuard } from '@client/lib/use-leave-guard';
import { Alert } from '@client/ui/alert';
import { useNavigateTo } from '@client/ui/app-link';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { EmptyState } from '@client/ui/empty-state';
import { errorText } from '@client/ui/error-text';
import { ChecklistIcon } from '@client/ui/icons';
import { useSaveRubric } from '../staff-api';
import { CriterionFields, type CriterionAction } from './rubric-criterion';

const valuesOf = (rubric: Rubric): UpdateRubricInput => ({
  criteria: rubric.criteria.map(({ id, name, description, weight, levels }) => ({ id, name, description, weight, levels: [...levels] })),
});

const blankCriterion = (): UpdateRubricInput['criteria'][number] => ({
  name: '',
  description: '',
  weight: 1,
  levels: Array.from({ length: RUBRIC_LEVELS }, () => ''),
});

/** The form field a path of the body names; a criterion's id has no field of its own. */
const fieldOf = (path: string): FieldPath<UpdateRubricInput> | null =>
  /^criteria(\.\d+\.(name|description|weight|levels(\.\d+)?))?$/.test(path) ? (path as FieldPath<UpdateRubricInput>) : null;

export function RubricForm({ rubric }: { rubric: Rubric }) {
  const { t } = useI18n();
  const formId = useId();
  const navigate = useNavigateTo();
  const save = useSaveRubric();
  const addButton = useRef<HTMLButtonElement>(null);
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfter, setFocusAfter] = useState<{ key: string; action: CriterionAction } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<UpdateRubricInput, unknown, UpdateRubricBody>({ resolver: zodResolver(updateRubricSchema), defaultValues: valuesOf(rubric) });
  // `key`, not the default `id`: criteria have ids of their own, which the form keeps and sends.
  const criteria = useFieldArray({ control, name: 'criteria', keyName: 'key' });
  const guard = useLeaveGuard(isDirty && !isSubmitting);

  // Someone else saved meanwhile (seen when the screen revalidates): show it if nothing is typed here.
  useEffect(() => {
    if (!isDirty) reset(valuesOf(rubric));
    // Only a new version counts; isDirty changing must not reset what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rubric.version, reset]);

  // After a move the criterion's same button keeps the focus (or its other one, at either end).
  useEffect(() => {
    if (!focusAfter) return;
    const item = document.querySelector(`[data-criterion="${focusAfter.key}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-action="${focusAfter.action}"]:not(:disabled)`);
    (wanted ?? item?.querySelector<HTMLButtonElement>('[data-action]:not(:disabled)'))?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const weights = watch('criteria').map((criterion) => (Number.isInteger(criterion.weight) && criterion.weight > 0 ? criterion.weight : 0));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const nameAt = (index: number) => getValues(`criteria.${index}.name`).trim() || t('rubric.unnamed');

  const act = (index: number, action: CriterionAction) => {
    const key = criteria.fields[index]!.key;
    if (action === 'remove') {
      setAnnouncement(t('rubric.removed', { name: nameAt(index) }));
      criteria.remove(index);
      addButton.current?.focus();
      return;
    }
    const to = action === 'up' ? index - 1 : index + 1;
    setAnnouncement(t('rubric.moved', { name: nameAt(index), number: to + 1 }));
    criteria.move(index, to);
    setFocusAfter({ key, action });
  };

  const onSubmit = handleSubmit(async (body) => {
    setFeedback(null);
    try {
      const saved = await save(body);
      reset(valuesOf(saved));
      setFeedback({ tone: 'success', text: t('rubric.saved', { version: saved.version }) });
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : [];
      const placed = fields.flatMap((fieldError) => {
        const field = fieldOf(fieldError.field);
        return field ? [{ field, message: fieldError.message }] : [];
      });
      placed.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
      if (placed.length < fields.length || fields.length === 0) setFeedback({ tone: 'error', text: errorText(error, t) });
    }
  });

  // The list's own error (none, or too many) sits on `criteria` or, from the field array, its root.
  const listError = errors.criteria?.message ?? errors.criteria?.root?.message;
  const full = criteria.fields.length >= RUBRIC_CRITERIA_MAX;

  return (
    <>
      {/* A field scrolled to (a focused error) stops clear of the sticky save bar. */}
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6 [&_input]:scroll-mb-28 [&_textarea]:scroll-mb-28">
        <Alert tone="info">{t('rubric.versionsNote')}</Alert>
        <section aria-labelledby={`${formId}-criteria`}>
          <h2 id={`${formId}-criteria`} className="text-lg font-semibold text-slate-900">
            {t('rubric.criteria')}
          </h2>
          {criteria.fields.length === 0 && (
            <div className="mt-4">
              {rubric.version === 0 ? (
                <EmptyState icon={<ChecklistIcon className="size-6" />} title={t('rubric.none.title')}>
                  {t('rubric.none.text')}
                </EmptyState>
              ) : (
                <EmptyState icon={<ChecklistIcon className="size-6" />} title={t('rubric.noCriteria')} />
              )}
            </div>
          )}
          {listError && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {translateMessage(t, listError)}
            </p>
          )}
          <ol className="mt-4 space-y-4">
            {criteria.fields.map((field, index) => (
              <CriterionFields
                key={field.key}
                itemKey={field.key}
                index={index}
                count={criteria.fields.length}
                register={register}
                errors={errors.criteria?.[index]}
                share={totalWeight > 0 ? Math.round((weights[index]! / totalWeight) * 100) : 0}
                onAction={(action) => act(index, action)}
              />
            ))}
          </ol>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button
              ref={addButton}
              variant="secondary"
              disabled={full}
              onClick={() => {
                criteria.append(blankCriterion(), { focusName: `criteria.${criteria.fields.length}.name` });
              }}
            >
              {t('rubric.add')}
            </Button>
            {full && <p className="text-sm text-slate-600">{t('rubric.max', { max: RUBRIC_CRITERIA_MAX })}</p>}
          </div>
        </section>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {/* Kept in view while scrolling the criteria, with what became of the last save beside it. */}
        <div className="sticky bottom-0 -mx-1 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-1 py-3 backdrop-blur-sm">
          {feedback?.tone === 'error' && (
            <Alert tone="error" className="w-full">
              {feedback.text}
            </Alert>
          )}
          <Button type="submit" loading={isSubmitting}>
            {t('rubric.save', { version: rubric.version + 1 })}
          </Button>
          {isDirty && (
            <>
              <Button variant="ghost" disabled={isSubmitting} onClick={() => reset(valuesOf(rubric))}>
                {t('rubric.discard')}
              </Button>
              <span className="text-sm text-amber-800">{t('rubric.unsaved')}</span>
            </>
          )}
          {feedback?.tone === 'success' && !isDirty && (
            <p role="status" className="text-sm font-medium text-emerald-800">
              {feedback.text}
            </p>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={guard.pending !== null}
        title={t('rubric.leave.title')}
        confirmLabel={t('rubric.leave.confirm')}
        cancelLabel={t('rubric.leave.cancel')}
        tone="danger"
        onClose={guard.stay}
        onConfirm={() => {
          const to = guard.leave();
          // Clean again first, so nothing asks a second time on the way out.
          if (to) {
            reset(valuesOf(rubric));
            navigate(to);
          }
        }}
      >
        {t('rubric.leave.text')}
      </ConfirmDialog>
    </>
  );
}
