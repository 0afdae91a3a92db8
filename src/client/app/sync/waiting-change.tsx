// One change still on this device, in the sync panel's list of what is waiting: what it is and what
// it is about, in the words of the Needs attention list (describeEntry), with a link to its screen.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@offline/db';
import type { OutboxEntry } from '@offline/outbox';
import '@client/i18n/en/sync';
import { useI18n } from '@client/i18n/use-i18n';
import { AppLink } from '@client/ui/app-link';
import { describeEntry } from './describe-entry';

export function WaitingChange({ entry, onNavigate }: { entry: OutboxEntry; onNavigate: () => void }) {
  const i18n = useI18n();
  const snapshot = useLiveQuery(() => db.snapshots.get(entry.entityKey), [entry.entityKey]);
  const { change, subject, href } = describeEntry(entry, snapshot?.value, i18n);
  return (
    <li className="text-sm">
      {href ? (
        <AppLink to={href} onClick={onNavigate} className="font-medium text-primary-700 hover:underline">
          {change}
        </AppLink>
      ) : (
        <span className="font-medium text-slate-900">{change}</span>
      )}
      {subject && <span className="text-slate-600"> · {subject}</span>}
      {entry.status === 'syncing' && <span className="text-slate-500"> · {i18n.t('sync.panel.sending')}</span>}
    </li>
  );
}
