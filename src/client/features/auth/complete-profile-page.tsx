import { useSearchParams } from 'wouter';
import { paths } from '@client/app/paths';
import '@client/i18n/en/auth';
import { useI18n } from '@client/i18n/use-i18n';
import { useSession } from '@client/lib/use-session';
import { useNavigateTo } from '@client/ui/app-link';
import { DocumentIcon } from '@client/ui/icons';
import { AcceptInvitation } from './components/accept-invitation';
import { EntryNotice } from './components/entry-notice';
import { ProfileForm } from './components/profile-form';
import { SupportLink } from './components/support-link';
import { withElements } from './components/with-elements';
import { postInvitationRedirect, postSignInPath } from './post-sign-in';

/**
 * Sign Up with Complete Your Profile (spec §2) at /complete-profile. With an invitation's ?token=
 * it creates the account; signed in (right after, or later) it asks for the profile (PUT /users/me).
 */
export function CompleteProfilePage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigateTo = useNavigateTo();
  const { status, user } = useSession();

  if (token) {
    // The link is used up once accepted: drop it from the address, so a reload shows the profile.
    return <AcceptInvitation token={token} onAccepted={() => navigateTo(paths.completeProfile(), { replace: true })} />;
  }
  if (status !== 'signed-out' && user) {
    const redirect = postInvitationRedirect(user);
    const next = postSignInPath(user, redirect);
    return <ProfileForm user={user} next={next} onSaved={(saved) => navigateTo(postSignInPath(saved, redirect), { replace: true })} />;
  }
  return (
    <EntryNotice title={t('auth.profile.title')} icon={<DocumentIcon className="size-6" />}>
      <p>{t('auth.profile.about')}</p>
      <p>{withElements(t('auth.profile.openLink'), { support: <SupportLink /> })}</p>
    </EntryNotice>
  );
}
