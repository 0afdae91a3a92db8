import { DocumentIcon } from '../../ui/icons';
import { EntryNotice } from './components/entry-notice';
import { SupportLink } from './components/support-link';

/** Invitation acceptance: "Sign Up with Complete Your Profile" (spec §2). */
export function CompleteProfilePage() {
  return (
    <EntryNotice title="Complete your profile" icon={<DocumentIcon className="size-6" />}>
      <p>
        When you accept an invitation, this is where you confirm your name, work email, phone number and current
        role before your account is created.
      </p>
      <p>
        Open the link in your invitation email to continue. If it does not work, contact <SupportLink />.
      </p>
    </EntryNotice>
  );
}
