// Order request: ask the programme to ship more kits. Kits on hand, kits already on their way and
// this request together may not exceed MAX_KITS_ON_HAND; the screen says so next to the number.
// Online only (spec §7 POST /projects/kits-request): offline, the form explains and keeps its values.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { MAX_KITS_ON_HAND } from '@contract/constants';
import { kitMessages, kitRequestSchema, kitsRequestable, MAX_NOTE_LENGTH, type ProjectDetail } from '@contract/projects';
import { openRequestsOf } from '@contract/projects-fulfilment';
import { paths } from '@client/app/paths';
import '@client/i18n/en/projects';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { useNavigatorOnline as useOnline } from '@client/lib/use-outbox';
import { Alert } from '@client/ui/alert';
import { localDay } from '@client/lib/dates';
import { orderStatusLabelId } from '@client/ui/order-status';
import { AppLink, useNavigateTo } from '@client/ui/app-link';
import { Button } from '@client/ui/button';
import { requestKits, useRefreshProjects } from '../api';
import { useProjectWithPending } from '../use-kit-outbox';
import { applyServerError } from '../use-online-submit';
import { KitCounter } from './kit-counter';

const FIELDS = ['requestedKits', 'note'] as const;

export function RequestKitsScreen({ project: fromServer }: { project: ProjectDetail }) {
  const { t, tp, listDate } = useI18n();
  // The room under the cap counts this device's waiting counts and returns, as the server will.
  const project = useProjectWithPending(fromServer, fromServer.orders);
  const kitsId = useId();
  const limitId = useId();
  const errorId = useId();
  const noteId = useId();
  const online = useOnline();
  const navigateTo = useNavigateTo();
  const refresh = useRefreshProjects();
  const [formError, setFormError] = useState<string | null>(null);
  const room = kitsRequestable(project);
  // The same project kit at the same school already asked for: a second identical request is
  // usually sent by mistake, so the screen says so before it is sent.
  const [openRequest] = openRequestsOf(project.orders, project.id);

  // The contract's body rules, plus the room left under the cap for this project now (the
  // contract's requestLimit message, in the current language).
  const schema = useMemo(
    () =>
      kitRequestSchema.superRefine((values, ctx) => {
        if (values.requestedKits > room) {
          const message = translateMessage(t, kitMessages.requestLimit(room));
          ctx.addIssue({ code: 'custom', path: ['requestedKits'], message });
        }
      }),
    [room, t],
  );
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { kind: 'request' as const, projectId: project.id, requestedKits: 1, note: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (!navigator.onLine) {
      setFormError(t('projects.write.offline'));
      return;
    }
    try {
      const order = await requestKits({ projectId: values.projectId, requestedKits: values.requestedKits, note: values.note });
      void refresh();
      navigateTo(paths.orders({ created: order.id }));
    } catch (error) {
      setFormError(applyServerError(error, FIELDS, setError, t));
    }
  });

  const kitsError = errors.requestedKits?.message;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,32rem)_1fr] lg:items-start">
      <form onSubmit={onSubmit} noValidate className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('projects.request.title')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('projects.request.lead', { project: project.name, school: project.school.name })}</p>
        </div>

        {!online && <Alert tone="info">{t('projects.request.offline')}</Alert>}
        {formError && <Alert tone="error">{formError}</Alert>}
        {openRequest && (
          <Alert tone="info" title={t('projects.request.openTitle')}>
            {tp('projects.request.open', openRequest.kits, {
              date: listDate(localDay(openRequest.createdAt)),
              status: t(orderStatusLabelId(openRequest.status)),
            })}{' '}
            {t('projects.request.openMore')}{' '}
            <AppLink to={paths.orders({ project: project.id })} className="font-medium underline">
              {t('projects.request.openLink')}
            </AppLink>
          </Alert>
        )}
        {room === 0 && (
          <Alert tone="info" title={t('projects.request.fullTitle')}>
            {t('projects.request.fullText', { onHand: project.kitsOnHand, onTheWay: project.kitsRequested, max: MAX_KITS_ON_HAND })}
          </Alert>
        )}

        <div className="flex flex-col items-center">
          <label htmlFor={kitsId} className="mb-3 text-sm font-medium text-slate-700">
            {t('projects.request.kits')}
          </label>
          <Controller
            control={control}
            name="requestedKits"
            render={({ field }) => (
              <KitCounter
                id={kitsId}
                label={t('projects.request.kits')}
                // NaN too: text that is no number stays on screen and gets the field's message.
                value={typeof field.value === 'number' ? field.value : null}
                // null, not undefined: react-hook-form puts the default back for undefined.
                onChange={(next) => field.onChange(next)}
                min={1}
                max={MAX_KITS_ON_HAND}
                invalid={Boolean(kitsError)}
                describedBy={[limitId, kitsError ? errorId : null].filter(Boolean).join(' ')}
              />
            )}
          />
          <p id={limitId} className="mt-4 max-w-sm text-center text-sm text-slate-600">
            {t('projects.request.limit', { onHand: project.kitsOnHand, onTheWay: project.kitsRequested, max: MAX_KITS_ON_HAND })}{' '}
            {room > 0 ? tp('projects.request.upTo', room) : t('projects.request.noMore')}
          </p>
          {kitsError && (
            <p id={errorId} className="mt-3 text-center text-sm font-medium text-red-700">
              {translateMessage(t, kitsError)}
            </p>
          )}
        </div>

        <div>
          <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
            {t('projects.request.note')} <span className="font-normal text-slate-500">{t('projects.optional')}</span>
          </label>
          <textarea
            id={noteId}
            rows={3}
            maxLength={MAX_NOTE_LENGTH}
            aria-invalid={errors.note ? true : undefined}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base shadow-xs hover:border-slate-400 focus:outline-2 focus:-outline-offset-1 focus:outline-primary-600 sm:text-sm"
            placeholder={t('projects.request.notePlaceholder')}
            {...register('note')}
          />
          {errors.note?.message && <p className="mt-1.5 text-sm text-red-700">{translateMessage(t, errors.note.message)}</p>}
        </div>

        <Button type="submit" size="lg" fullWidth loading={isSubmitting} disabled={room === 0}>
          {t('projects.request.send')}
        </Button>
      </form>

      <aside aria-label={t('projects.request.figures')} className="space-y-3 text-sm text-slate-600">
        <p>{t('projects.request.howItGoes')}</p>
        <p>{t('projects.request.whenArrived')}</p>
      </aside>
    </div>
  );
}
