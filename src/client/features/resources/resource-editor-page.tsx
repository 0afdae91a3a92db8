// Create or edit a catalogue resource (programme admins): its details, list price and lessons in
// order (each with an optional link to open and file to download). Checked with the contract's
// own rules before sending; the server's answers land on the same fields.
import '@client/i18n/en/catalogue';
import '@client/i18n/en/resources';
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useSearchParams } from 'wouter';
import { dollarsToCents } from '@contract/funding';
import { CATALOGUE_RESOURCE_TYPES, resourceInputSchema, type CatalogueResourceType, type ResourceDetail } from '@contract/resources';
import { staffMessages } from '@contract/staff-messages';
import { paths } from '@client/app/paths';
import { resourceTypeLabel } from '@client/i18n/programme-labels';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { Alert } from '@client/ui/alert';
import { AppLink, useNavigateTo } from '@client/ui/app-link';
import { Button, buttonClasses } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { errorText } from '@client/ui/error-text';
import { ArrowLeftIcon, GridIcon } from '@client/ui/icons';
import { LoadError } from '@client/ui/load-state';
import { PageHeader } from '@client/ui/page-header';
import { SelectField } from '@client/ui/select-field';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { TextArea } from '@client/ui/text-area';
import { TextField } from '@client/ui/text-field';
import { slugOfApiType, useResource } from './api';
import { createResource, editResource, useRefreshCatalogue } from './staff-api';

interface LessonValues {
  lessonId: string;
  title: string;
  url: string;
  fileUrl: string;
  durationMinutes: string;
}

interface Values {
  type: CatalogueResourceType;
  name: string;
  summary: string;
  description: string;
  gradeBand: string;
  subject: string;
  duration: string;
  price: string;
  lessons: LessonValues[];
}

const valuesOf = (resource: ResourceDetail | null): Values => ({
  type: resource?.type ?? 'project',
  name: resource?.name ?? '',
  summary: resource?.summary ?? '',
  description: resource?.description ?? '',
  gradeBand: resource?.gradeBand ?? '',
  subject: resource?.subject ?? '',
  duration: resource?.duration ?? '',
  price: resource ? (resource.unitCostCents / 100).toFixed(2).replace(/\.00$/, '') : '',
  lessons: (resource?.lessons ?? []).map((lesson) => ({
    lessonId: lesson.id,
    title: lesson.title,
    url: lesson.url ?? '',
    fileUrl: lesson.fileUrl ?? '',
    durationMinutes: lesson.durationMinutes === null ? '' : String(lesson.durationMinutes),
  })),
});

/** The form's field for a path of the contract's body (unitCostCents is typed as a price). */
const fieldOf = (path: string) => path.replace(/^unitCostCents$/, 'price').replace(/^lessons\.(\d+)\.id$/, 'lessons.$1.lessonId') as never;

function Back() {
  const { t } = useI18n();
  return (
    <AppLink to={paths.catalogue()} className="inline-flex items-center gap-1.5 hover:underline">
      <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
      {t('catalogue.editor.back')}
    </AppLink>
  );
}

export function ResourceEditorPage({ id }: { id?: string }) {
  const { t } = useI18n();
  const resource = useResource(id ?? null);
  if (!id) return <ResourceForm resource={null} />;
  if (!resource.data && isApiError(resource.error) && resource.error.status === 404) {
    return (
      <>
        <PageHeader eyebrow={<Back />} title={t('catalogue.editor.notFound')} />
        <EmptyState icon={<GridIcon className="size-6" />} title={t('catalogue.editor.notFound')} />
      </>
    );
  }
  if (!resource.data && resource.error) {
    return (
      <>
        <PageHeader eyebrow={<Back />} title={t('catalogue.editor.details')} />
        <LoadError what={t('catalogue.editor.what')} error={resource.error} onRetry={() => void resource.mutate()} />
      </>
    );
  }
  if (!resource.data) {
    return (
      <>
        <PageHeader eyebrow={<Back />} title={t('catalogue.editor.details')} />
        <SkeletonGroup label={t('common.loading')} className="card space-y-3 rounded-xl p-6">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </SkeletonGroup>
      </>
    );
  }
  return <ResourceForm key={resource.data.id} resource={resource.data} onSaved={() => resource.mutate()} />;
}

function ResourceForm({ resource, onSaved }: { resource: ResourceDetail | null; onSaved?: () => Promise<unknown> }) {
  const { t } = useI18n();
  const formId = useId();
  const navigate = useNavigateTo();
  const refresh = useRefreshCatalogue();
  const [searchParams] = useSearchParams();
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(
    resource && searchParams.get('created') ? { tone: 'success', text: t('catalogue.editor.created', { name: resource.name }) } : null,
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: valuesOf(resource) });
  const lessons = useFieldArray({ control, name: 'lessons' });
  useEffect(() => reset(valuesOf(resource)), [resource, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFeedback(null);
    const cents = values.price.trim() === '' ? Number.NaN : (dollarsToCents(values.price) ?? Number.NaN);
    const body = {
      type: values.type,
      name: values.name,
      summary: values.summary,
      description: values.description,
      gradeBand: values.gradeBand,
      subject: values.subject,
      duration: values.duration,
      unitCostCents: cents,
      lessons: values.lessons.map((lesson) => ({
        id: lesson.lessonId || null,
        title: lesson.title,
        url: lesson.url,
        fileUrl: lesson.fileUrl,
        durationMinutes: lesson.durationMinutes.trim() === '' ? null : Number(lesson.durationMinutes),
      })),
    };
    // The contract's rules first, so a mistake is named without a round trip.
    const checked = resourceInputSchema.safeParse(body);
    if (!checked.success) {
      checked.error.issues.forEach((issue, index) =>
        setError(
          fieldOf(issue.path.join('.')),
          { type: 'validate', message: issue.path[0] === 'unitCostCents' ? staffMessages.priceInvalid : issue.message },
          { shouldFocus: index === 0 },
        ),
      );
      return;
    }
    try {
      const saved = resource ? await editResource(resource.id, body) : await createResource(body);
      await refresh();
      await onSaved?.();
      if (!resource) {
        navigate(`${paths.editResource(saved.id)}?created=1`, { replace: true });
        return;
      }
      setFeedback({ tone: 'success', text: t('catalogue.editor.saved', { name: saved.name }) });
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : [];
      fields.forEach((fieldError, index) =>
        setError(fieldOf(fieldError.field), { type: 'server', message: fieldError.message }, { shouldFocus: index === 0 }),
      );
      if (fields.length === 0) setFeedback({ tone: 'error', text: errorText(error, t) });
    }
  });

  const lessonError = (index: number, key: keyof LessonValues) => errors.lessons?.[index]?.[key]?.message;

  return (
    <>
      <PageHeader
        eyebrow={<Back />}
        title={resource ? t('catalogue.editor.edit', { name: resource.name }) : t('catalogue.editor.new')}
        actions={
          resource && resource.isActive ? (
            <AppLink to={paths.resource(slugOfApiType(resource.type), resource.id)} className={buttonClasses('secondary')}>
              {t('catalogue.editor.view')}
            </AppLink>
          ) : undefined
        }
      />
      {resource && !resource.isActive && (
        <Alert tone="info" className="mb-6">
          {t('catalogue.editor.retiredNote')}
        </Alert>
      )}
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
        {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
        <section className="card rounded-xl p-5 sm:p-6" aria-labelledby={`${formId}-details`}>
          <h2 id={`${formId}-details`} className="text-base font-semibold text-slate-900">
            {t('catalogue.editor.details')}
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            <SelectField label={t('catalogue.editor.type')} error={errors.type?.message} {...register('type')}>
              {CATALOGUE_RESOURCE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {resourceTypeLabel(t, type)}
                </option>
              ))}
            </SelectField>
            <TextField label={t('catalogue.editor.name')} error={errors.name?.message} {...register('name')} />
            <TextField className="md:col-span-2" label={t('catalogue.editor.summary')} error={errors.summary?.message} {...register('summary')} />
            <TextArea
              className="md:col-span-2"
              rows={4}
              label={t('catalogue.editor.description')}
              error={errors.description?.message}
              {...register('description')}
            />
            <TextField
              label={t('catalogue.editor.gradeBand')}
              hint={t('catalogue.editor.gradeBandHint')}
              error={errors.gradeBand?.message}
              {...register('gradeBand')}
            />
            <TextField label={t('catalogue.editor.subject')} error={errors.subject?.message} {...register('subject')} />
            <TextField
              label={t('catalogue.editor.duration')}
              hint={t('catalogue.editor.durationHint')}
              error={errors.duration?.message}
              {...register('duration')}
            />
            <TextField
              label={t('catalogue.editor.price')}
              inputMode="decimal"
              hint={t('catalogue.editor.priceHint')}
              error={errors.price?.message}
              {...register('price')}
            />
          </div>
        </section>

        <section className="card rounded-xl p-5 sm:p-6" aria-labelledby={`${formId}-lessons`}>
          <h2 id={`${formId}-lessons`} className="text-base font-semibold text-slate-900">
            {t('catalogue.editor.lessons')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('catalogue.editor.lessonsHint')}</p>
          {lessons.fields.length === 0 && <p className="mt-4 text-sm text-slate-500">{t('catalogue.editor.noLessons')}</p>}
          <ol className="mt-4 space-y-4">
            {lessons.fields.map((field, index) => {
              const number = index + 1;
              return (
                <li key={field.id} className="rounded-lg border border-slate-200 p-4">
                  <fieldset>
                    <legend className="text-sm font-semibold text-slate-900">{t('catalogue.editor.lesson', { number })}</legend>
                    <input type="hidden" {...register(`lessons.${index}.lessonId`)} />
                    <div className="mt-3 grid gap-3 md:grid-cols-2">
                      <TextField
                        className="md:col-span-2"
                        label={t('catalogue.editor.lessonTitle')}
                        error={lessonError(index, 'title')}
                        {...register(`lessons.${index}.title`)}
                      />
                      <TextField
                        label={t('catalogue.editor.lessonUrl')}
                        type="url"
                        error={lessonError(index, 'url')}
                        {...register(`lessons.${index}.url`)}
                      />
                      <TextField
                        label={t('catalogue.editor.lessonFile')}
                        type="url"
                        error={lessonError(index, 'fileUrl')}
                        {...register(`lessons.${index}.fileUrl`)}
                      />
                      <TextField
                        label={t('catalogue.editor.lessonMinutes')}
                        inputMode="numeric"
                        error={lessonError(index, 'durationMinutes')}
                        {...register(`lessons.${index}.durationMinutes`)}
                      />
                    </div>
                    <div className="mt-3 flex flex-wrap gap-2">
                      <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => lessons.move(index, index - 1)}>
                        {t('catalogue.editor.moveUp', { number })}
                      </Button>
                      <Button size="sm" variant="ghost" disabled={index === lessons.fields.length - 1} onClick={() => lessons.move(index, index + 1)}>
                        {t('catalogue.editor.moveDown', { number })}
                      </Button>
                      <Button size="sm" variant="ghost" className="text-red-700" onClick={() => lessons.remove(index)}>
                        {t('catalogue.editor.remove', { number })}
                      </Button>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => lessons.append({ lessonId: '', title: '', url: '', fileUrl: '', durationMinutes: '' })}
          >
            {t('catalogue.editor.addLesson')}
          </Button>
        </section>

        <div className="flex gap-3">
          <Button type="submit" loading={isSubmitting}>
            {resource ? t('catalogue.editor.save') : t('catalogue.editor.create')}
          </Button>
        </div>
      </form>
    </>
  );
}
