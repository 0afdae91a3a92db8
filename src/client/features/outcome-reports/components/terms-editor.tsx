// The programme's reporting terms, for an ADMIN: add, edit and remove terms, then save the whole
// list (PUT /staff/outcome-terms). A term with submitted reports cannot be removed. The contract's
// rules check the list before sending; the server's answers land under their fields.
import '@client/i18n/en/outcome-reports';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { MAX_DATE } from '@contract/constants';
import { updateOutcomeTermsSchema, type OutcomeTerm } from '@contract/outcome-reports';
import { OUTCOME_PROMPT_MAX_LENGTH, OUTCOME_TERM_NAME_MAX_LENGTH, OUTCOME_TERMS_MAX } from '@contract/outcome-reports-messages';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { placeFieldErrors } from '@client/ui/error-text';
import { LoadError } from '@client/ui/load-state';
import { Skeleton } from '@client/ui/skeleton';
import { TextArea } from '@client/ui/text-area';
import { TextField } from '@client/ui/text-field';
import { saveOutcomeTerms, useOutcomeTerms } from '../api';

interface TermRow {
  id?: string;
  name: string;
  startsOn: string;
  endsOn: string;
  dueOn: string;
  prompt: string;
}

const rowsOf = (terms: readonly OutcomeTerm[]): TermRow[] =>
  terms.map(({ id, name, startsOn, endsOn, dueOn, prompt }) => ({ id, name, startsOn, endsOn, dueOn, prompt }));

export function TermsEditor({ onSaved }: { onSaved: () => Promise<unknown> }) {
  const { t, tp } = useI18n();
  const titleId = useId();
  const terms = useOutcomeTerms();
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ terms: TermRow[] }>({ resolver: zodResolver(updateOutcomeTermsSchema) as never, defaultValues: { terms: [] } });
  const { fields, append, remove } = useFieldArray({ control, name: 'terms', keyName: 'key' });
  const loaded = terms.data?.items;
  useEffect(() => {
    if (loaded) reset({ terms: rowsOf(loaded) });
  }, [loaded, reset]);

  const save = handleSubmit(async (values) => {
    setFeedback(null);
    try {
      const saved = await saveOutcomeTerms(values.terms);
      await terms.mutate(saved, { revalidate: false });
      await onSaved();
      setFeedback({ tone: 'success', text: t('outcomes.terms.saved') });
    } catch (error) {
      const fieldNames = fields.flatMap((_, index) => ['name', 'startsOn', 'endsOn', 'dueOn', 'prompt', 'id'].map((f) => `terms.${index}.${f}`));
      const text = placeFieldErrors(error, fieldNames, setError, t);
      setFeedback(text ? { tone: 'error', text } : null);
    }
  });

  const countsOf = (id: string | undefined) => loaded?.find((term) => term.id === id);

  return (
    <section aria-labelledby={titleId} className="card rounded-xl p-5 sm:p-6">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('outcomes.terms.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('outcomes.terms.description')}</p>
      {terms.error && !terms.data ? (
        <div className="mt-4">
          <LoadError error={terms.error} onRetry={() => void terms.mutate()} what={t('outcomes.terms.what')} />
        </div>
      ) : !terms.data ? (
        <div className="mt-4 space-y-2" aria-label={t('outcomes.terms.loading')}>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : (
        <form onSubmit={(event) => void save(event)} noValidate className="mt-4 space-y-4">
          {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
          {errors.terms?.message && <Alert tone="error">{errors.terms.message}</Alert>}
          {fields.length === 0 && <p className="text-sm text-slate-600">{t('outcomes.terms.empty')}</p>}
          <ol className="space-y-4">
            {fields.map((field, index) => {
              const counts = countsOf(field.id);
              const locked = (counts?.submitted ?? 0) > 0;
              const rowErrors = errors.terms?.[index];
              return (
                <li key={field.key}>
                  <fieldset className="rounded-lg border border-slate-200 p-4">
                    <legend className="px-1 text-sm font-medium text-slate-700">{t('outcomes.terms.termLabel', { place: index + 1 })}</legend>
                    <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
                      <TextField
                        label={t('outcomes.terms.name')}
                        maxLength={OUTCOME_TERM_NAME_MAX_LENGTH}
                        error={rowErrors?.name?.message}
                        {...register(`terms.${index}.name`)}
                      />
                      <TextField
                        label={t('outcomes.terms.startsOn')}
                        type="date"
                        max={MAX_DATE}
                        error={rowErrors?.startsOn?.message}
                        {...register(`terms.${index}.startsOn`)}
                      />
                      <TextField
                        label={t('outcomes.terms.endsOn')}
                        type="date"
                        max={MAX_DATE}
                        error={rowErrors?.endsOn?.message}
                        {...register(`terms.${index}.endsOn`)}
                      />
                      <TextField
                        label={t('outcomes.terms.dueOn')}
                        type="date"
                        max={MAX_DATE}
                        error={rowErrors?.dueOn?.message}
                        {...register(`terms.${index}.dueOn`)}
                      />
                      <TextArea
                        className="md:col-span-4"
                        label={t('outcomes.terms.prompt')}
                        rows={2}
                        maxLength={OUTCOME_PROMPT_MAX_LENGTH}
                        error={rowErrors?.prompt?.message}
                        {...register(`terms.${index}.prompt`)}
                      />
                    </div>
                    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
                      <span>{counts ? tp('outcomes.terms.reports', counts.reports, { submitted: counts.submitted }) : null}</span>
                      {locked ? (
                        <span>{t('outcomes.terms.locked')}</span>
                      ) : (
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => remove(index)}
                          aria-label={t('outcomes.terms.removeTerm', { name: field.name || String(index + 1) })}
                        >
                          {t('outcomes.terms.remove')}
                        </Button>
                      )}
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              disabled={fields.length >= OUTCOME_TERMS_MAX}
              onClick={() => append({ name: '', startsOn: '', endsOn: '', dueOn: '', prompt: '' })}
            >
              {t('outcomes.terms.add')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('outcomes.terms.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
