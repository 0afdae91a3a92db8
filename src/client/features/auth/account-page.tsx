// The account page (/account): the profile of Complete Your Profile, the sign-in address (changed
// through a link to the new one), the password, and the sessions signed in to the account.
import type { ReactNode } from 'react';
import '@client/i18n/en/account';
import { useI18n } from '@client/i18n/use-i18n';
import { useSession } from '@client/lib/use-session';
import { PageHeader } from '@client/ui/page-header';
import { EmailChangeForm } from './components/email-change-form';
import { PasswordChangeForm } from './components/password-change-form';
import { ProfileForm } from './components/profile-form';
import { SessionsList } from './components/sessions-list';

function Section({ id, title, lead, children }: { id: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card rounded-xl p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {lead && <p className="mt-1 text-sm text-slate-600">{lead}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function AccountPage() {
  const { t } = useI18n();
  const { user } = useSession();
  // The route's guard lets only signed-in people here; a sign-out elsewhere empties the user first.
  if (!user) return null;
  return (
    <>
      <PageHeader title={t('account.page.title')} description={t('account.page.description')} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Section id="account-profile" title={t('account.profile.title')}>
          {/* Keyed by the user, so a profile saved in another tab refills the form. */}
          <ProfileForm key={user.id} variant="account" user={user} />
        </Section>
        <div className="space-y-6">
          <Section id="account-email" title={t('account.email.title')} lead={t('account.email.lead')}>
            <EmailChangeForm currentEmail={user.email} />
          </Section>
          <Section id="account-password" title={t('account.password.title')} lead={t('account.password.lead')}>
            <PasswordChangeForm />
          </Section>
        </div>
        <div className="lg:col-span-2">
          <Section id="account-sessions" title={t('account.sessions.title')} lead={t('account.sessions.lead')}>
            <SessionsList />
          </Section>
        </div>
      </div>
    </>
  );
}
