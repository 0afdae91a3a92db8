import '@client/i18n/en/auth';
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';
import { AlertIcon } from '@client/ui/icons';
import { errorMessage } from '../form-errors';
import { EntryNotice } from './entry-notice';

/** A check that could not be made (offline, server error), with a way to try again. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const i18n = useI18n();
  return (
    <EntryNotice
      title={title}
      tone="warning"
      icon={<AlertIcon className="size-6" />}
      actions={
        <Button variant="secondary" fullWidth onClick={onRetry}>
          {i18n.t('auth.tryAgain')}
        </Button>
      }
    >
      <p>{errorMessage(error, i18n)}</p>
    </EntryNotice>
  );
}
