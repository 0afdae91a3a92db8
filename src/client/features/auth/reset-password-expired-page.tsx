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
      icon={<AlertIcon className="size-6" />}
      actions={
        <AppLink to={paths.forgotPassword()} className={buttonClasses('primary', 'md', true)}>
          Request a new link
        </AppLink>
      }
    >
      <p>This password reset link has expired. Request a new one to choose your password.</p>
      <p>
        If the email does not arrive, contact <SupportLink />.
      </p>
    </EntryNotice>
  );
}
