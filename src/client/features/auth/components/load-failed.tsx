import { Button } from '../../../ui/button';
import { AlertIcon } from '../../../ui/icons';
import { errorMessage } from '../form-errors';
import { EntryNotice } from './entry-notice';

/** A check that could not be made (offline, server error), with a way to try again. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <EntryNotice
      title={title}
      tone="warning"
      icon={<AlertIcon className="size-6" />}
      actions={
        <Button variant="secondary" fullWidth onClick={onRetry}>
          Try again
        </Button>
      }
    >
      <p>{errorMessage(error)}</p>
    </EntryNotice>
  );
}
