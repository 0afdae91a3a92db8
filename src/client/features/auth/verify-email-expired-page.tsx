import { AlertIcon } from '../../ui/icons';
import { EntryNotice } from './components/entry-notice';
import { SupportLink } from './components/support-link';

export function VerifyEmailExpiredPage() {
  return (
    <EntryNotice title="Verification link expired" icon={<AlertIcon className="size-6" />}>
      <p>This verification link has expired. Sign in to request a new one.</p>
      <p>
        A new link can be requested a limited number of times a day. If you have reached the limit, wait a while
        before trying again, or contact <SupportLink />.
      </p>
    </EntryNotice>
  );
}
