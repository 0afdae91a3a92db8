// A project's Supplies tab: each part of the kit with what the school has, what the next checkouts
// need and how short that leaves it; a count of the parts (saved on the device first, through the
// outbox, so it works offline); and, when parts run short, a warning with a one-tap refill request.
import { useId, useState, type ReactNode } from 'react';
import type { ProjectDetail } from '@contract/projects';
import { supplyFigures, type ProjectSupplies, type SupplyPart } from '@contract/supplies';
import { formatOrderNumber } from '@contract/order-number';
import { entityKeys } from '@offline/mutations';
import type { OutboxEntry } from '@offline/outbox';
import { paths } from '@client/app/paths';
import '@client/i18n/en/supplies';
import { useI18n } from '@client/i18n/use-i18n';
import { localDay } from '@client/lib/dates';
import { useEntitySettled } from '@client/lib/use-entity-settled';
import { useOutboxEntries } from '@client/lib/use-outbox';
import { Alert } from '@client/ui/alert';
import { AppLink } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { cx } from '@client/ui/cx';
import { AlertIcon, CubeIcon } from '@client/ui/icons';
import { LoadError } from '@client/ui/load-state';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { SaveStatus } from '../projects/components/save-status';
import { useQueueSupplyCount, useSupplies } from './api';
import { RefillDialog } from './refill-dialog';

type Row = SupplyPart & { waiting: boolean };

const isWaiting = (entry: OutboxEntry) => entry.kind === 'supply-count' && (entry.status === 'pending' || entry.status === 'syncing');

/** The server's figures with this device's waiting counts laid over (the latest made wins, as on the server). */
function withWaiting(supplies: ProjectSupplies, entries: readonly OutboxEntry[]): Row[] {
  const latest = new Map<string, { quantity: number; madeAt: string }>();
  for (const entry of entries) {
    if (!isWaiting(entry) || entry.kind !== 'supply-count') continue;
    const madeAt = entry.payload.madeAt ?? new Date(entry.createdAt).toISOString();
    for (const count of entry.payload.counts) latest.set(count.partId.toLowerCase(), { quantity: count.quantity, madeAt });
  }
  return supplies.parts.map((part) => {
    const waiting = latest.get(part.id.toLowerCase());
    if (!waiting) return { ...part, waiting: false };
    const figures = supplyFigures(part, { onHand: waiting.quantity, countedAt: waiting.madeAt }, supplies.kitsOnHand, supplies.uses);
    return { ...part, ...figures, countedAt: waiting.madeAt, waiting: true };
  });
}

export function SuppliesScreen({ project }: { project: ProjectDetail }) {
  const { t, tp } = useI18n();
  const supplies = useSupplies(project.id);
  const entityKey = entityKeys.supplies(project.id);
  const entries = useOutboxEntries(entityKey);
  // A count that reached the server: its answer is the new figures; then read them again.
  useEntitySettled(entityKey, (fresh) => {
    const answer = fresh.find((entry) => entry.status === 'synced')?.response as ProjectSupplies | undefined;
    void supplies.mutate(answer?.parts ? answer : undefined, { revalidate: true });
  });

  if (!supplies.data) {
    return supplies.error ? (
      <LoadError what={t('supplies.what')} error={supplies.error} onRetry={() => void supplies.mutate()} />
    ) : (
      <SkeletonGroup label={t('supplies.loading')} className="space-y-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-12 rounded-lg" />
        ))}
      </SkeletonGroup>
    );
  }
  const data = supplies.data;
  if (data.parts.length === 0) {
    return (
      <EmptyState icon={<CubeIcon className="size-6" />} title={t('supplies.emptyTitle')}>
        {t('supplies.emptyText')}
      </EmptyState>
    );
  }
  const rows = withWaiting(data, entries ?? []);
  const short = rows.filter((row) => row.short > 0);

  return (
    <div className="space-y-6">
      {short.length > 0 && <ShortWarning project={project} short={short} />}
      <CountForm
        project={project}
        rows={rows}
        lead={data.checkouts > 0 ? tp('supplies.lead', data.checkouts, { students: data.students }) : t('supplies.leadNone')}
      />
    </div>
  );
}

function ShortWarning({ project, short }: { project: ProjectDetail; short: Row[] }) {
  const { t, tp } = useI18n();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<{ orderNumber: number | null } | null>(null);
  return (
    <>
      {sent ? (
        <Alert
          tone="success"
          title={
            sent.orderNumber === null ? t('supplies.refillSentPlain') : t('supplies.refillSent', { number: formatOrderNumber(sent.orderNumber) })
          }
        >
          <AppLink to={paths.orders({ project: project.id })} className="font-medium underline">
            {t('supplies.seeOrders')}
          </AppLink>
        </Alert>
      ) : (
        // The tone of a warning: no alert role, since it is there whenever the page opens, not news.
        <section aria-labelledby={titleId} className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-600" />
          <div>
            <h2 id={titleId} className="font-semibold">
              {tp('supplies.warningTitle', short.length)}
            </h2>
            <p className="mt-1">{t('supplies.warningText')}</p>
            <Button className="mt-3" onClick={() => setOpen(true)}>
              {t('supplies.refill')}
            </Button>
          </div>
        </section>
      )}
      <RefillDialog
        open={open}
        projectId={project.id}
        parts={short}
        onClose={() => setOpen(false)}
        onSent={(order) => {
          setOpen(false);
          setSent({ orderNumber: order.orderNumber });
        }}
      />
    </>
  );
}

function CountForm({ project, rows, lead }: { project: ProjectDetail; rows: Row[]; lead: string }) {
  const { t, tp, detailDate } = useI18n();
  const queueCount = useQueueSupplyCount();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedSeq, setSavedSeq] = useState<number | null>(null);
  const entries = useOutboxEntries(entityKeys.supplies(project.id));
  const saved = savedSeq === null ? undefined : entries?.find((entry) => entry.seq === savedSeq);

  const save = async () => {
    const counts = Object.entries(draft)
      .filter(([, value]) => value.trim() !== '')
      .map(([partId, value]) => ({ partId, quantity: Number(value) }));
    if (counts.length === 0) return setError(t('supplies.countNothing'));
    const bad = counts.find((count) => !Number.isInteger(count.quantity) || count.quantity < 0);
    if (bad) return setError(t('validation.supplies.quantityNegative'));
    setSaving(true);
    setError(null);
    try {
      const entry = await queueCount(project.id, counts);
      setSavedSeq(entry.seq);
      setDraft({});
    } catch {
      setError(t('supplies.countStoreFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="rounded-2xl border border-slate-200 bg-white shadow-xs"
    >
      <div className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t('supplies.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{lead}</p>
        <p className="mt-1 text-sm text-slate-600">{t('supplies.countLead')}</p>
      </div>
      {/* One row per part: columns from sm up (the header row names them), a card with labelled figures on a phone. */}
      <div
        aria-hidden="true"
        className={cx(GRID, 'hidden gap-x-3 border-y border-slate-200 bg-slate-50 px-5 py-2 text-xs font-medium text-slate-600 sm:grid')}
      >
        <span>{t('supplies.col.part')}</span>
        <span className="text-end">{t('supplies.col.perKit')}</span>
        <span className="text-end">{t('supplies.col.onHand')}</span>
        <span className="text-end">{t('supplies.col.needed')}</span>
        <span className="text-end">{t('supplies.col.short')}</span>
        <span>{t('supplies.countTitle')}</span>
      </div>
      <ul aria-label={t('supplies.title')} className="divide-y divide-slate-100 border-t border-slate-200 sm:border-t-0">
        {rows.map((row) => (
          <li key={row.id} className={cx(GRID, 'grid gap-x-3 gap-y-2 px-5 py-3 text-sm', row.short > 0 && 'bg-amber-50/60')}>
            <div className="col-span-2 sm:col-span-1">
              <span className="font-medium text-slate-900">{row.name}</span>
              {row.consumable && (
                <span className="block text-xs text-slate-500">
                  {row.usePerStudent ? t('supplies.consumable', { use: row.usePerStudent }) : t('supplies.consumablePerKit')}
                </span>
              )}
            </div>
            <Figure label={t('supplies.col.perKit')} value={row.quantityPerKit} />
            <Figure
              label={t('supplies.col.onHand')}
              value={row.onHand}
              strong
              note={
                row.waiting ? (
                  <Badge tone="warning">{t('supplies.notSynced')}</Badge>
                ) : row.counted && row.countedAt ? (
                  t('supplies.countedOn', { date: detailDate(localDay(row.countedAt)) })
                ) : (
                  t('supplies.notCounted')
                )
              }
            />
            <Figure label={t('supplies.col.needed')} value={row.needed} />
            <Figure label={t('supplies.col.short')} value={row.short} warn={row.short > 0} />
            <div className="col-span-2 sm:col-span-1">
              <input
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                aria-label={t('supplies.countLabel', { part: row.name })}
                placeholder={String(row.onHand)}
                value={draft[row.id] ?? ''}
                onChange={(event) => {
                  setDraft((before) => ({ ...before, [row.id]: event.target.value }));
                  setSavedSeq(null);
                  setError(null);
                }}
                className="h-10 w-full rounded-lg border border-slate-300 px-3 tabular-nums focus:border-primary-500 focus:ring-2 focus:ring-primary-500/30 focus:outline-none sm:w-24"
              />
            </div>
          </li>
        ))}
      </ul>
      <div className="space-y-3 p-5 sm:p-6">
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" loading={saving}>
          {t('supplies.countSave')}
        </Button>
        <div aria-live="polite" className="empty:hidden">
          <SaveStatus entry={saved} syncedText={tp('supplies.countSynced', saved?.kind === 'supply-count' ? saved.payload.counts.length : 0)} />
        </div>
      </div>
    </form>
  );
}

/** The columns of a part's row from sm up; two columns of labelled figures below it. */
const GRID = 'grid-cols-2 sm:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_7rem] sm:items-center';

function Figure({ label, value, note, strong, warn }: { label: string; value: number; note?: ReactNode; strong?: boolean; warn?: boolean }) {
  return (
    <dl className="flex items-baseline justify-between gap-2 sm:block sm:text-end">
      <dt className="text-xs text-slate-500 sm:sr-only">{label}</dt>
      <dd
        className={cx('tabular-nums', strong && 'font-semibold text-slate-900', warn ? 'font-semibold text-amber-800' : !strong && 'text-slate-700')}
      >
        {value}
        {note && <span className="block text-xs font-normal text-slate-500">{note}</span>}
      </dd>
    </dl>
  );
}
