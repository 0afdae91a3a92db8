// Inventory: the fast counting screen. One big number with − and +, "Save count" writes the count to
// the device's outbox at once (no network needed) and it syncs when it can.
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { MAX_KITS_ON_HAND } from '@contract/constants';
import { countBelowCheckedOut, onsiteInventorySchema, type ProjectDetail } from '@contract/projects';
import { OutboxPayloadError } from '@offline/mutations';
import '@client/i18n/en/projects';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { bodyResolver } from '@client/lib/body-resolver';
import { localDay } from '@client/lib/dates';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { entityKeys, useProjectWithPending, useQueuedEntry, useRefreshOnSync, useSaveCount } from '../use-kit-outbox';
import { KitCounter } from './kit-counter';
import { SaveStatus } from './save-status';
import { countedWhen, pendingCountText } from '../counted-when';

interface CountValues {
  /** undefined: not touched, so the figure follows the stored value as it changes; null: emptied. */
  kitsOnHand: number | null | undefined;
}

export function InventoryScreen({ project }: { project: ProjectDetail }) {
  const i18n = useI18n();
  const { t, tp, detailDate } = i18n;
  const inputId = useId();
  const limitId = useId();
  const errorId = useId();
  const entityKey = entityKeys.project(project.id);
  useRefreshOnSync(entityKey);

  // The server's project with this device's waiting counts and returns laid over: the count starts
  // from the latest one saved here, and is checked against the kits still out once returns arrive.
  const local = useProjectWithPending(project, project.orders);
  const pending = local.pending.count?.kitsOnHand;
  const base = local.kitsOnHand;
  const [savedSeq, setSavedSeq] = useState<number | null>(null);
  const saved = useQueuedEntry(entityKey, savedSeq);
  const saveCount = useSaveCount();
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting: saving },
  } = useForm({
    // The count on screen as the endpoint's body (POST /projects/onsite-inventory-kits).
    resolver: bodyResolver(onsiteInventorySchema, ({ kitsOnHand }: CountValues) => ({
      projectId: project.id,
      kitsOnHand: (kitsOnHand === undefined ? base : kitsOnHand) ?? undefined,
    })),
    defaultValues: { kitsOnHand: undefined } as CountValues,
    // The message goes as soon as the number changes, and comes back only with the next save.
    reValidateMode: 'onSubmit',
  });
  const draft = useWatch({ control, name: 'kitsOnHand' });
  const error = errors.kitsOnHand?.message;

  const onSubmit = handleSubmit(async (body) => {
    // Kits on hand include the kits out in classrooms: the same floor the server applies.
    const belowCheckedOut = countBelowCheckedOut(body.kitsOnHand, local.kitsCheckedOut);
    if (belowCheckedOut) {
      setError('kitsOnHand', { type: 'validate', message: belowCheckedOut }, { shouldFocus: true });
      return;
    }
    try {
      const entry = await saveCount(project.id, body.kitsOnHand, project.inventoryUpdatedAt);
      setSavedSeq(entry.seq);
      reset();
    } catch (cause) {
      setError('kitsOnHand', { type: 'store', message: cause instanceof OutboxPayloadError ? cause.message : t('projects.inventory.storeFailed') });
    }
  });

  const countedBy = project.inventoryCounts[0]?.countedBy;
  const counted = countedWhen(project);
  const lastCount = local.pending.count
    ? pendingCountText(local.pending.count.madeAt, i18n)
    : counted
      ? countedBy
        ? t('projects.inventory.lastCountBy', { date: detailDate(localDay(counted)), name: countedBy })
        : t('projects.inventory.lastCount', { date: detailDate(localDay(counted)) })
      : t('projects.inventory.never');

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,28rem)_1fr] lg:items-start">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8">
        <h2 className="text-lg font-semibold text-slate-900">{t('projects.inventory.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('projects.inventory.lead', { school: project.school.name })}</p>

        <div className="mt-6 flex flex-col items-center">
          <label htmlFor={inputId} className="mb-3 text-sm font-medium text-slate-700">
            {t('projects.inventory.kitsOnHand')}
          </label>
          <Controller
            control={control}
            name="kitsOnHand"
            render={({ field }) => (
              <KitCounter
                id={inputId}
                ref={field.ref}
                label={t('projects.inventory.kitsOnHand')}
                value={field.value === undefined ? base : field.value}
                onChange={(next) => {
                  field.onChange(next);
                  clearErrors('kitsOnHand');
                  setSavedSeq(null);
                }}
                min={0}
                max={MAX_KITS_ON_HAND}
                invalid={Boolean(error)}
                describedBy={[limitId, error ? errorId : null].filter(Boolean).join(' ')}
              />
            )}
          />
          {pending !== undefined && draft === undefined && (
            <Badge tone="warning" className="mt-3">
              {t('projects.notSynced')}
            </Badge>
          )}
          <p id={limitId} className="mt-4 max-w-xs text-center text-sm text-slate-600">
            {t('projects.inventory.limit', { max: MAX_KITS_ON_HAND })}
          </p>
          {error && (
            <p id={errorId} role="alert" className="mt-3 text-center text-sm font-medium text-red-700">
              {translateMessage(t, error)}
            </p>
          )}
        </div>

        <Button type="submit" size="lg" fullWidth className="mt-6" loading={saving}>
          {t('projects.inventory.save')}
        </Button>
        <div aria-live="polite" className="mt-4 empty:hidden">
          <SaveStatus
            entry={saved}
            syncedText={tp('projects.inventory.synced', saved?.kind === 'inventory' ? saved.payload.kitsOnHand : project.kitsOnHand)}
          />
        </div>
      </form>

      <aside aria-label={t('projects.inventory.details')} className="space-y-4">
        <dl className="grid grid-cols-2 gap-3">
          <Figure label={t('projects.inventory.onServer')} value={project.kitsOnHand} />
          <Figure label={t('projects.inventory.checkedOut')} value={local.kitsCheckedOut} />
        </dl>
        <p className="text-sm text-slate-600">{lastCount}</p>
        {pending !== undefined && <Alert tone="info">{tp('projects.inventory.pending', pending, { server: project.kitsOnHand })}</Alert>}
      </aside>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
