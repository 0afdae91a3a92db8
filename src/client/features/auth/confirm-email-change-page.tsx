// /confirm-email-change?token=: the link mailed to a new address asked for on the account page.
// Opening it changes the account's address; it needs no session (another device, another browser).
import { Suspense, use } from 'react';
import { useSearchParams } from 'wouter';
import { paths } from '@client/app/paths';
import '@client/i18n/en/account';
import { useI18n } from '@client/i18n/use-i18n';
import { getSessionState, updateUser } from '@client/lib/session-store';
import { AppLink } from '@client/ui/app-link';
import { buttonClasses } from '@client/ui/button';
import { AlertIcon, MailIcon } from '@client/ui/icons';
import { LoadingPanel } from '@client/ui/spinner';
import { confirmEmailChange } from './account-settings-api';
import { CheckCircleIcon } from './components/auth-icons';
import { EntryNotice } from './components/entry-notice';
import { withElements } from './components/with-elements';
import { errorMessage } from './form-errors';
import { once } from './once';

export function ConfirmEmailChangePage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) {
    return (
      <EntryNotice title={t('account.confirmEmail.title')} icon={<MailIcon className="size-6" />}>
        <p>{t('account.confirmEmail.noLink')}</p>
      </EntryNotice>
    );
  }
  return (
    <Suspense fallback={<LoadingPanel label={t('account.confirmEmail.checking')} />}>
      <ConfirmFromLink token={token} />
    </Suspense>
  );
}

function ConfirmFromLink({ token }: { token: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const outcome = use(
    once(`confirm-email-change:${token}`, async () => {
      const { user } = await confirmEmailChange(token);
      // Signed in here as that person: the account menu and page show the new address at once.
      if (getSessionState().user?.id === user.id) updateUser(user);
      return user;
    }),
  );
  const signedInAsOwner = outcome.ok && getSessionState().user?.id === outcome.value.id;

  if (outcome.ok) {
    const next = signedInAsOwner ? paths.account() : paths.signIn();
    return (
      <EntryNotice
        title={t('account.confirmEmail.done')}
        tone="success"
        icon={<CheckCircleIcon className="size-6" />}
        footer={false}
        actions={
          <AppLink to={next} replace className={buttonClasses('primary', 'md', true)}>
            {signedInAsOwner ? t('account.confirmEmail.toAccount') : t('account.confirmEmail.toSignIn')}
          </AppLink>
        }
      >
        <p>{withElements(t('account.confirmEmail.doneText'), { email: <strong className="break-all">{outcome.value.email}</strong> })}</p>
      </EntryNotice>
    );
  }
  return (
    <EntryNotice title={t('account.confirmEmail.failed')} tone="warning" icon={<AlertIcon className="size-6" />}>
      <p>{errorMessage(outcome.error, i18n)}</p>
    </EntryNotice>
  );
}
