// Words for an outbox entry in the sync panel: what the change was, what it was about (a name
// from the last server value this device has of it, when it has one) and where to see it.
import type { InventoryPayload, KitsReturnPayload, TaskCompletionPayload } from '../../../offline/mutations';
import type { OutboxEntry } from '../../../offline/outbox';
import { paths } from '../paths';

export interface EntryDescription {
  /** "Kits on hand counted: 7". */
  change: string;
  /** The project, order or task, when this device knows its name. */
  subject: string | null;
  /** The screen where the change can be looked at again, when known. */
  href: string | null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function stringField(value: unknown, field: string): string | null {
  if (!value || typeof value !== 'object') return null;
  const v = (value as Record<string, unknown>)[field];
  return typeof v === 'string' && v ? v : null;
}

/** `snapshot` is the entity's last server value (a project, order or task), if any. */
export function describeEntry(entry: OutboxEntry, snapshot: unknown): EntryDescription {
  switch (entry.kind) {
    case 'inventory': {
      const payload = entry.payload as InventoryPayload;
      const school = snapshot && typeof snapshot === 'object' ? stringField((snapshot as { school?: unknown }).school, 'name') : null;
      const name = stringField(snapshot, 'name');
      return {
        change: `Kits on hand counted: ${payload.kitsOnHand}`,
        subject: name ? (school ? `${name}, ${school}` : name) : null,
        href: paths.project(payload.projectId, 'inventory'),
      };
    }
    case 'kits-return': {
      const payload = entry.payload as KitsReturnPayload;
      const projectId = stringField(snapshot, 'projectId');
      const projectName = stringField(snapshot, 'projectName');
      const checkout = stringField(snapshot, 'checkoutName');
      return {
        change: `Return of ${plural(payload.kits, 'kit')}`,
        subject: projectName ? (checkout ? `${checkout} (${projectName})` : projectName) : null,
        href: projectId ? paths.returnKits(projectId, payload.orderId) : paths.orders(),
      };
    }
    case 'task-completion': {
      const payload = entry.payload as TaskCompletionPayload;
      return {
        change: payload.isCompleted ? 'Task marked as done' : 'Task marked as not done',
        subject: stringField(snapshot, 'title'),
        href: paths.checklist(),
      };
    }
    default:
      return { change: 'Change', subject: null, href: null };
  }
}
