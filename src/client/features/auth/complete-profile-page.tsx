import { useSearchParams } from 'wouter';
import { paths } from '../../app/paths';
import { useSession } from '../../lib/use-session';
import { useNavigateTo } from '../../ui/app-link';
import { DocumentIcon } from '../../ui/icons';
import { AcceptInvitation } from './components/accept-invitation';
import { EntryNotice } from './components/entry-notice';
import { ProfileForm } from './components/profile-form';
import { SupportLink } from './components/support-link';
import { postSignInPath } from './post-sign-in';

/**
 * Sign Up with Complete Your Profile (spec §2) at /complete-profile. With an invitation's ?token=
 * it creates the account; signed in (right after, or later) it asks for the profile (PUT /users/me).
 */
export function CompleteProfilePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigateTo = useNavigateTo();
  const { status, user } = useSession();

  if (token) {
    // The link is used up once accepted: drop it from the address, so a reload shows the profile.
    return <AcceptInvitation token={token} onAccepted={() => navigateTo(paths.completeProfile(), { replace: true })} />;
  }
  if (status !== 'signed-out' && user) {
    const next = postSignInPath(user, null);
    return <ProfileForm user={user} next={next} onSaved={(saved) => navigateTo(postSignInPath(saved, null), { replace: true })} />;
  }
  return (
    <EntryNotice title="Complete your profile" icon={<DocumentIcon className="size-6" />}>
      <p>
        When you are invited to Hands-On Portal, this is where you accept: you confirm your name, choose a password
        (or use Google) and tell us your role.
      </p>
      <p>
        Open the link in your invitation email to continue. If it does not work, contact <SupportLink />.
      </p>
    </EntryNotice>
  );
}
