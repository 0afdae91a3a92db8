// Order request: ask the programme to ship more kits. Kits on hand, kits already on their way and
// this request together may not exceed MAX_KITS_ON_HAND; the screen says so next to the number.
// Online only (spec §7 POST /projects/kits-request): offline, the form explains and keeps its values.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { MAX_KITS_ON_HAND } from '../../../../contract/constants';
import { kitMessages, kitRequestSchema, kitsRequestable, MAX_NOTE_LENGTH, type ProjectDetail } from '../../../../contract/projects';
import { paths } from '../../../app/paths';
import { plural } from '../../../lib/dates';
import { useNavigatorOnline as useOnline } from '../../../lib/use-outbox';
import { Alert } from '../../../ui/alert';
import { useNavigateTo } from '../../../ui/app-link';
import { Button } from '../../../ui/button';
import { requestKits, useRefreshProjects } from '../api';
import { applyServerError, OFFLINE_WRITE_MESSAGE } from '../use-online-submit';
import { KitCounter } from './kit-counter';

const FIELDS = ['requestedKits', 'note'] as const;

export function RequestKitsScreen({ project }: { project: ProjectDetail }) {
  const kitsId = useId();
  const limitId = useId();
  const errorId = useId();
  const noteId = useId();
  const online = useOnline();
  const navigateTo = useNavigateTo();
  const refresh = useRefreshProjects();
  const [formError, setFormError] = useState<string | null>(null);
  const room = kitsRequestable(project);

  // The contract's body rules, plus the room left under the cap for this project now.
  const schema = useMemo(
    () =>
      kitRequestSchema.superRefine((values, ctx) => {
        if (values.requestedKits > room) {
          ctx.addIssue({ code: 'custom', path: ['requestedKits'], message: kitMessages.requestLimit(room) });
        }
      }),
    [room],
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
      setFormError(OFFLINE_WRITE_MESSAGE);
      return;
    }
    try {
      const order = await requestKits({ projectId: values.projectId, requestedKits: values.requestedKits, note: values.note });
      void refresh();
      navigateTo(paths.orders({ created: order.id }));
    } catch (error) {
      setFormError(applyServerError(error, FIELDS, setError));
    }
  });

  const kitsError = errors.requestedKits?.message;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,32rem)_1fr] lg:items-start">
      <form onSubmit={onSubmit} noValidate className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Request kits</h2>
          <p className="mt-1 text-sm text-slate-600">Ask the programme to ship more {project.name} kits to {project.school.name}.</p>
        </div>

        {!online && <Alert tone="info">You're offline. Requesting kits needs a connection; you can fill in the form now and send it when you're back online.</Alert>}
        {formError && <Alert tone="error">{formError}</Alert>}
        {room === 0 && (
          <Alert tone="info" title="No more kits can be requested now">
            {project.kitsOnHand} on hand and {project.kitsRequested} on the way already make {MAX_KITS_ON_HAND}, the most a school
            can hold of one project. Return kits or wait for a delivery to be counted first.
          </Alert>
        )}

        <div className="flex flex-col items-center">
          <label htmlFor={kitsId} className="mb-3 text-sm font-medium text-slate-700">
            Requested kits
          </label>
          <Controller
            control={control}
            name="requestedKits"
            render={({ field }) => (
              <KitCounter
                id={kitsId}
                label="Requested kits"
                value={typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : null}
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
            Kits on hand ({project.kitsOnHand}) + kits on the way ({project.kitsRequested}) + this request may not be more than{' '}
            {MAX_KITS_ON_HAND}. {room > 0 ? `You can request up to ${plural(room, 'kit')}.` : 'You cannot request more now.'}
          </p>
          {kitsError && (
            <p id={errorId} className="mt-3 text-center text-sm font-medium text-red-700">
              {kitsError}
            </p>
          )}
        </div>

        <div>
          <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
            Note for the programme team <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <textarea
            id={noteId}
            rows={3}
            maxLength={MAX_NOTE_LENGTH}
            aria-invalid={errors.note ? true : undefined}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base shadow-xs hover:border-slate-400 focus:outline-2 focus:-outline-offset-1 focus:outline-primary-600 sm:text-sm"
            placeholder="For example: needed before the unit starts on the 15th"
            {...register('note')}
          />
          {errors.note?.message && <p className="mt-1.5 text-sm text-red-700">{errors.note.message}</p>}
        </div>

        <Button type="submit" size="lg" fullWidth loading={isSubmitting} disabled={room === 0}>
          Send request
        </Button>
      </form>

      <aside aria-label="Kit figures" className="space-y-3 text-sm text-slate-600">
        <p>
          The programme team reviews the request, then ships the kits. You can follow it in My Orders: Requested, Approved,
          Shipped, and Active once delivered.
        </p>
        <p>When the kits arrive, count them on the Inventory tab so the kits on hand stay right.</p>
      </aside>
    </div>
  );
}
