// Inventory: the fast counting screen. One big number with − and +, "Save count" writes the count to
// the device's outbox at once (no network needed) and it syncs when it can.
import { useId, useState, type FormEvent } from 'react';
import { MAX_KITS_ON_HAND } from '../../../../contract/constants';
import { onsiteInventorySchema, type ProjectDetail } from '../../../../contract/projects';
import { OutboxPayloadError, type InventoryPayload } from '../../../../offline/mutations';
import { formatLongInstant, plural } from '../../../lib/dates';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { entityKeys, usePendingCount, useQueuedEntry, useRefreshOnSync, useSaveCount } from '../use-kit-outbox';
import { KitCounter } from './kit-counter';
import { SaveStatus } from './save-status';

export function InventoryScreen({ project }: { project: ProjectDetail }) {
  const inputId = useId();
  const limitId = useId();
  const errorId = useId();
  const entityKey = entityKeys.project(project.id);
  useRefreshOnSync(entityKey);

  const pending = usePendingCount(project.id);
  const base = pending ?? project.kitsOnHand;
  // undefined: not touched, so the figure follows the stored value as it changes.
  const [draft, setDraft] = useState<number | null | undefined>(undefined);
  const value = draft === undefined ? base : draft;
  const [error, setError] = useState<string | null>(null);
  const [savedSeq, setSavedSeq] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const saved = useQueuedEntry(entityKey, savedSeq);
  const saveCount = useSaveCount();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = onsiteInventorySchema.safeParse({ projectId: project.id, kitsOnHand: value ?? undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter the number of kits');
      document.getElementById(inputId)?.focus();
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const entry = await saveCount(project.id, parsed.data.kitsOnHand);
      setSavedSeq(entry.seq);
      setDraft(undefined);
    } catch (cause) {
      setError(
        cause instanceof OutboxPayloadError
          ? cause.message
          : 'This device could not store the count (its storage may be full or blocked). Nothing was saved.',
      );
    } finally {
      setSaving(false);
    }
  };

  const change = (next: number | null) => {
    setDraft(next);
    setError(null);
    setSavedSeq(null);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,28rem)_1fr] lg:items-start">
      <form onSubmit={onSubmit} noValidate className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8">
        <h2 className="text-lg font-semibold text-slate-900">Count the kits on hand</h2>
        <p className="mt-1 text-sm text-slate-600">Every kit of this project at {project.school.name}, including those out in classrooms.</p>

        <div className="mt-6 flex flex-col items-center">
          <label htmlFor={inputId} className="mb-3 text-sm font-medium text-slate-700">
            Kits on hand
          </label>
          <KitCounter
            id={inputId}
            label="Kits on hand"
            value={value}
            onChange={change}
            min={0}
            max={MAX_KITS_ON_HAND}
            invalid={Boolean(error)}
            describedBy={[limitId, error ? errorId : null].filter(Boolean).join(' ')}
          />
          {pending !== undefined && draft === undefined && (
            <Badge tone="warning" className="mt-3">
              Not synced
            </Badge>
          )}
          <p id={limitId} className="mt-4 max-w-xs text-center text-sm text-slate-600">
            A school can hold at most {MAX_KITS_ON_HAND} kits of one project, so the count goes from 0 to{' '}
            {MAX_KITS_ON_HAND}. Tap − or +, type the number, or use the arrow keys.
          </p>
          {error && (
            <p id={errorId} role="alert" className="mt-3 text-center text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>

        <Button type="submit" size="lg" fullWidth className="mt-6" loading={saving}>
          Save count
        </Button>
        <div aria-live="polite" className="mt-4 empty:hidden">
          <SaveStatus
            entry={saved}
            syncedText={`The server now has ${plural(saved?.kind === 'inventory' ? (saved.payload as InventoryPayload).kitsOnHand : project.kitsOnHand, 'kit')} on hand.`}
          />
        </div>
      </form>

      <aside aria-label="Count details" className="space-y-4">
        <dl className="grid grid-cols-2 gap-3">
          <Figure label="On the server" value={project.kitsOnHand} />
          <Figure label="Checked out to classes" value={project.kitsCheckedOut} />
        </dl>
        <p className="text-sm text-slate-600">
          {project.inventoryUpdatedAt
            ? `Last count: ${formatLongInstant(project.inventoryUpdatedAt)}${
                project.inventoryCounts[0]?.countedBy ? ` by ${project.inventoryCounts[0].countedBy}` : ''
              }.`
            : 'This project has not been counted yet.'}
        </p>
        {pending !== undefined && (
          <Alert tone="info">
            A count of {plural(pending, 'kit')} is saved on this device and not synced yet. It replaces the server's{' '}
            {project.kitsOnHand} once it is sent.
          </Alert>
        )}
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
