// One change the server refused, in the Needs attention list: what it was, why the server said
// no, and the two ways out ("Edit and resend", "Discard"). Nothing leaves this list unless the
// user says so.
import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useState } from 'react';
import { db } from '../../../offline/db';
import { discardRejected, type OutboxEntry } from '../../../offline/outbox';
import { formatInstant, formatTime } from '../../lib/dates';
import { AppLink } from '../../ui/app-link';
import { Button } from '../../ui/button';
import { describeEntry } from './describe-entry';
import { ResendForm } from './resend-form';

interface RejectedChangeProps {
  entry: OutboxEntry;
  onNavigate: () => void;
}

export function RejectedChange({ entry, onNavigate }: RejectedChangeProps) {
  const titleId = useId();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-discard'>('view');
  const snapshot = useLiveQuery(() => db.snapshots.get(entry.entityKey), [entry.entityKey]);
  const { change, subject, href } = describeEntry(entry, snapshot?.value);
  const created = new Date(entry.createdAt);
  const fieldMessages = (entry.rejection?.fieldErrors ?? []).map((e) => e.message).filter((m) => m !== entry.rejection?.message);

  return (
    <li aria-labelledby={titleId} className="rounded-xl border border-red-200 bg-white p-4 shadow-xs">
      <p id={titleId} className="font-semibold text-slate-900">
        {change}
      </p>
      {subject && <p className="text-sm text-slate-700">{subject}</p>}
      <p className="mt-0.5 text-xs text-slate-500">
        Saved on this device {formatInstant(created.toISOString())} at {formatTime(created)}
      </p>
      <div className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        <span className="font-medium">Not accepted: </span>
        {entry.rejection?.message ?? entry.lastError ?? 'The server refused this change.'}
        {fieldMessages.map((message) => (
          <span key={message} className="block">
            {message}
          </span>
        ))}
      </div>

      {mode === 'edit' && <ResendForm entry={entry} onDone={() => setMode('view')} onCancel={() => setMode('view')} />}
      {mode === 'confirm-discard' && (
        <div role="group" aria-label="Confirm discard" className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <p className="text-sm text-slate-800">Discard this change? It will not be sent, and the server's value stays.</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" variant="danger" onClick={() => void discardRejected(entry.seq)}>
              Yes, discard
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setMode('view')}>
              Keep it
            </Button>
          </div>
        </div>
      )}
      {mode === 'view' && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Button size="sm" onClick={() => setMode('edit')} aria-describedby={titleId}>
            Edit and resend
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setMode('confirm-discard')} aria-describedby={titleId}>
            Discard
          </Button>
          {href && (
            <AppLink to={href} onClick={onNavigate} className="ml-auto text-sm font-medium text-primary-700 underline-offset-2 hover:underline">
              Open
              <span className="sr-only">: {change}</span>
            </AppLink>
          )}
        </div>
      )}
    </li>
  );
}
