import { MailIcon } from '../../ui/icons';
import { EntryNotice } from './components/entry-notice';
import { SupportLink } from './components/support-link';

export function ForgotPasswordPage() {
  return (
    <EntryNotice title="Forgot password" icon={<MailIcon className="size-6" />}>
      <p>
        Resetting your password by email will be available here: you enter your work email and we send you a link
        to choose a new password.
      </p>
      <p>
        Until then, contact <SupportLink /> and we will help you get back in.
      </p>
    </EntryNotice>
  );
}
