// One change the server refused, in the Needs attention list: what it was, why the server said
// no, and the two ways out ("Edit and resend", "Discard"). Nothing leaves this list unless the
// user says so.
import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useState } from 'react';
import { db } from '@offline/db';
import { discardRejected, type OutboxEntry } from '@offline/outbox';
import '@client/i18n/en/sync';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { formatTime, localDay } from '@client/lib/dates';
import { AppLink } from '@client/ui/app-link';
import { Button } from '@client/ui/button';
import { describeEntry } from './describe-entry';
import { ResendForm } from './resend-form';

interface RejectedChangeProps {
  entry: OutboxEntry;
  onNavigate: () => void;
}

export function RejectedChange({ entry, onNavigate }: RejectedChangeProps) {
  const i18n = useI18n();
  const { t, listDate } = i18n;
  const titleId = useId();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-discard'>('view');
  const snapshot = useLiveQuery(() => db.snapshots.get(entry.entityKey), [entry.entityKey]);
  const { change, subject, href } = describeEntry(entry, snapshot?.value, i18n);
  const created = new Date(entry.createdAt);
  const reason = entry.rejection?.message ?? entry.lastError;
  const fieldMessages = (entry.rejection?.fieldErrors ?? []).map((e) => e.message).filter((m) => m !== entry.rejection?.message);

  return (
    <li aria-labelledby={titleId} className="rounded-xl border border-red-200 bg-white p-4 shadow-xs">
      <p id={titleId} className="font-semibold text-slate-900">
        {change}
      </p>
      {subject && <p className="text-sm text-slate-700">{subject}</p>}
      <p className="mt-0.5 text-xs text-slate-500">{t('sync.rejected.savedAt', { date: listDate(localDay(created)), time: formatTime(created) })}</p>
      <div className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        <span className="font-medium">{t('sync.rejected.notAccepted')}</span> {reason ? translateMessage(t, reason) : t('sync.rejected.refused')}
        {fieldMessages.map((message) => (
          <span key={message} className="block">
            {translateMessage(t, message)}
          </span>
        ))}
      </div>

      {mode === 'edit' && <ResendForm entry={entry} onDone={() => setMode('view')} onCancel={() => setMode('view')} />}
      {mode === 'confirm-discard' && (
        <div role="group" aria-label={t('sync.rejected.confirmDiscard')} className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <p className="text-sm text-slate-800">{t('sync.rejected.discardQuestion')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" variant="danger" onClick={() => void discardRejected(entry.seq)}>
              {t('sync.rejected.yesDiscard')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setMode('view')}>
              {t('sync.rejected.keep')}
            </Button>
          </div>
        </div>
      )}
      {mode === 'view' && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Button size="sm" onClick={() => setMode('edit')} aria-describedby={titleId}>
            {t('sync.rejected.edit')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setMode('confirm-discard')} aria-describedby={titleId}>
            {t('sync.rejected.discard')}
          </Button>
          {href && (
            <AppLink
              to={href}
              onClick={onNavigate}
              aria-label={t('sync.rejected.openChange', { change })}
              className="ms-auto text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
            >
              {t('sync.rejected.open')}
            </AppLink>
          )}
        </div>
      )}
    </li>
  );
}
