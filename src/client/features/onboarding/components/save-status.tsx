// Whether the answers are safe: saving, saved (and when), or kept on this device while offline.
import { messages } from '../../../../contract/messages';
import { formatTime } from '../../../lib/dates';
import { Spinner } from '../../../ui/spinner';
import type { SyncState } from '../use-wizard';

export function SaveStatus({ sync, savedAt }: { sync: SyncState; savedAt: string | null }) {
  let text: string | null = null;
  if (sync === 'saving') text = 'Saving…';
  else if (sync === 'saved' && savedAt) text = `All changes saved at ${formatTime(savedAt)}.`;
  else if (sync === 'offline') text = "You're offline: your answers are saved on this device and will be saved to your account once you're back online.";
  else if (sync === 'failed') text = 'Your last changes could not be saved. Check the highlighted step.';
  else if (savedAt) text = `Last saved ${new Date(savedAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })} at ${formatTime(savedAt)}.`;

  return (
    <div className="mt-6 flex flex-col gap-1 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
      <p role="status" aria-live="polite" className="flex items-center gap-2">
        {sync === 'saving' && <Spinner size={20} label={null} />}
        <span className={sync === 'offline' || sync === 'failed' ? 'text-amber-800' : undefined}>{text}</span>
      </p>
      <p className="text-slate-500">{messages.progressSaved}</p>
    </div>
  );
}
