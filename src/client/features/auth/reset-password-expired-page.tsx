import { messages } from '../../../contract/messages';
import { paths } from '../../app/paths';
import { AppLink } from '../../ui/app-link';
import { buttonClasses } from '../../ui/button';
import { AlertIcon } from '../../ui/icons';
import { EntryNotice } from './components/entry-notice';
import { SupportLink } from './components/support-link';

export function ResetPasswordExpiredPage() {
  return (
    <EntryNotice
      title="Reset link expired"
      tone="warning"
      icon={<AlertIcon className="size-6" />}
      actions={
        <AppLink to={paths.forgotPassword()} className={buttonClasses('primary', 'md', true)}>
          Request a new link
        </AppLink>
      }
    >
      <p>{messages.resetLinkExpired}</p>
      <p>
        If the email does not arrive, contact <SupportLink />.
      </p>
    </EntryNotice>
  );
}
