import { messages } from '../../../contract/messages';
import { useSession } from '../../lib/use-session';
import { MailIcon } from '../../ui/icons';
import { EntryNotice } from './components/entry-notice';

export function VerifyEmailPage() {
  const { user } = useSession();
  return (
    <EntryNotice title="Verify your email" icon={<MailIcon className="size-6" />}>
      <p>
        {messages.emailVerificationRequired}.{' '}
        {user ? (
          <>
            Open the verification link sent to <strong className="font-semibold text-slate-900">{user.email}</strong>{' '}
            to confirm your address.
          </>
        ) : (
          'Open the verification link sent to your work email to confirm your address.'
        )}
      </p>
      <p>Once your email is confirmed, sign in again to continue your application.</p>
    </EntryNotice>
  );
}
