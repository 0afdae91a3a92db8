import { messages } from '@contract/messages';
import { paths } from '@client/app/paths';
import '@client/i18n/en/auth';
import { useI18n } from '@client/i18n/use-i18n';
import { translateMessage } from '@client/i18n/translate-message';
import { AppLink } from '@client/ui/app-link';
import { buttonClasses } from '@client/ui/button';
import { AlertIcon } from '@client/ui/icons';
import { EntryNotice } from './components/entry-notice';
import { SupportLink } from './components/support-link';
import { withElements } from './components/with-elements';

export function ResetPasswordExpiredPage() {
  const { t } = useI18n();
  return (
    <EntryNotice
      title={t('auth.resetExpired.title')}
      tone="warning"
      icon={<AlertIcon className="size-6" />}
      actions={
        <AppLink to={paths.forgotPassword()} className={buttonClasses('primary', 'md', true)}>
          {t('auth.resetExpired.requestNew')}
        </AppLink>
      }
    >
      <p>{translateMessage(t, messages.resetLinkExpired)}</p>
      <p>{withElements(t('auth.contactSupport'), { support: <SupportLink /> })}</p>
    </EntryNotice>
  );
}
