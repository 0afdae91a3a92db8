import { paths } from '../../app/paths';
import { AppLink } from '../../ui/app-link';
import { buttonClasses } from '../../ui/button';
import { InfoIcon } from '../../ui/icons';
import { EntryNotice } from './components/entry-notice';

export function ResetPasswordPage() {
  return (
    <EntryNotice
      title="Reset password"
      icon={<InfoIcon className="size-6" />}
      actions={
        <AppLink to={paths.forgotPassword()} className={buttonClasses('secondary', 'md', true)}>
          Request a reset link
        </AppLink>
      }
    >
      <p>Open the password reset link from your email to choose a new password for your account.</p>
    </EntryNotice>
  );
}
