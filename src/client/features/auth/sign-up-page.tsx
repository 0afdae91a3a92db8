import { DocumentIcon } from '../../ui/icons';
import { EntryNotice } from './components/entry-notice';
import { SupportLink } from './components/support-link';

export function SignUpPage() {
  return (
    <EntryNotice title="Sign up" icon={<DocumentIcon className="size-6" />}>
      <p>
        Accounts are for staff of schools and districts taking part in the programme. Signing up with an email and
        password, or with Google, will open here.
      </p>
      <p>
        If you were invited, use the link in your invitation email. Otherwise ask your programme contact for an
        invitation, or write to <SupportLink />.
      </p>
    </EntryNotice>
  );
}
