// Words for an outbox entry in the sync panel: what the change was, what it was about (a name
// from the last server value this device has of it, when it has one) and where to see it.
import type { OutboxEntry } from '@offline/outbox';
import '@client/i18n/en/sync';
import type { Translator } from '@client/i18n/translate';
import { formatDate } from '@client/lib/dates';
import { paths } from '../paths';

export interface EntryDescription {
  /** "Kits on hand counted: 7". */
  change: string;
  /** The project, order or task, when this device knows its name. */
  subject: string | null;
  /** The screen where the change can be looked at again, when known. */
  href: string | null;
}

function stringField(value: unknown, field: string): string | null {
  if (!value || typeof value !== 'object') return null;
  const v = (value as Record<string, unknown>)[field];
  return typeof v === 'string' && v ? v : null;
}

/** `snapshot` is the entity's last server value (a project, order or task), if any. */
export function describeEntry(entry: OutboxEntry, snapshot: unknown, { t, tp }: Pick<Translator, 't' | 'tp'>): EntryDescription {
  switch (entry.kind) {
    case 'inventory': {
      const { payload } = entry;
      const school = snapshot && typeof snapshot === 'object' ? stringField((snapshot as { school?: unknown }).school, 'name') : null;
      const name = stringField(snapshot, 'name');
      return {
        change: t('sync.entry.inventory', { count: payload.kitsOnHand }),
        subject: name ? (school ? t('sync.entry.projectAtSchool', { project: name, school }) : name) : null,
        href: paths.project(payload.projectId, 'inventory'),
      };
    }
    case 'kits-return': {
      const { payload } = entry;
      const projectId = stringField(snapshot, 'projectId');
      const projectName = stringField(snapshot, 'projectName');
      const checkout = stringField(snapshot, 'checkoutName');
      return {
        change: payload.kitCodes ? t('sync.entry.returnCodes', { codes: payload.kitCodes.join(', ') }) : tp('sync.entry.return', payload.kits),
        subject: projectName ? (checkout ? t('sync.entry.checkoutOfProject', { checkout, project: projectName }) : projectName) : null,
        href: projectId ? paths.returnKits(projectId, payload.orderId) : paths.orders(),
      };
    }
    case 'return-date': {
      const { payload } = entry;
      const projectId = stringField(snapshot, 'projectId');
      const projectName = stringField(snapshot, 'projectName');
      const checkout = stringField(snapshot, 'checkoutName');
      return {
        // A list's day (MM/DD/YYYY): the panel is a list of changes, and it has no month names to word.
        change: t('sync.entry.returnDate', { date: formatDate(payload.returnDate, 'list') }),
        subject: projectName ? (checkout ? t('sync.entry.checkoutOfProject', { checkout, project: projectName }) : projectName) : null,
        href: paths.orders(projectId ? { project: projectId, order: payload.orderId } : { order: payload.orderId }),
      };
    }
    case 'task-completion': {
      const { payload } = entry;
      return {
        change: payload.isCompleted ? t('sync.entry.taskDone') : t('sync.entry.taskNotDone'),
        subject: stringField(snapshot, 'title'),
        href: paths.checklist(),
      };
    }
    case 'kits-checkout': {
      const { payload } = entry;
      const name = stringField(snapshot, 'name');
      const kits = payload.kitCodes?.length ?? payload.kitsNeeded;
      return {
        change:
          kits === undefined
            ? t('sync.entry.checkout', { name: payload.checkoutName })
            : tp('sync.entry.checkoutKits', kits, { name: payload.checkoutName }),
        subject: name,
        href: paths.project(payload.projectId, 'new-checkout'),
      };
    }
    case 'count-session': {
      const { payload } = entry;
      return { change: t('sync.entry.countSession'), subject: null, href: paths.countReceipt(payload.id) };
    }
    case 'photo-upload':
      return { change: t('sync.entry.photo'), subject: null, href: null };
    case 'condition-report': {
      const { payload } = entry;
      return {
        change: t('sync.entry.conditionReport', { code: payload.code, condition: t(`sync.entry.condition.${payload.condition}`) }),
        subject: null,
        href: null,
      };
    }
    case 'supply-count': {
      const { payload } = entry;
      // The snapshot is the project's (its supplies share its id), so its name when this device has it.
      return {
        change: tp('sync.entry.supplyCount', payload.counts.length),
        subject: stringField(snapshot, 'name'),
        href: paths.project(payload.projectId, 'supplies'),
      };
    }
    default:
      return otherKind(entry, t);
  }
}

/**
 * An entry of a kind this build does not know (written by a newer version of the app on this
 * device). Typed `never`: a kind added to the outbox without its words here does not compile.
 */
function otherKind(_entry: never, t: Translator['t']): EntryDescription {
  return { change: t('sync.entry.other'), subject: null, href: null };
}
