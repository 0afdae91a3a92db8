import { useSearchParams } from 'wouter';
import { paths } from '../../app/paths';
import { useSession } from '../../lib/use-session';
import { AppLink, AppRedirect, useNavigateTo } from '../../ui/app-link';
import { AuthHeader } from './components/auth-header';
import { GoogleOption } from './components/google-button';
import { SignInForm } from './components/sign-in-form';
import { postSignInPath } from './post-sign-in';

/** "Log in" of spec §2, at /sign-in and /log-in. */
export function SignInPage() {
  const [searchParams] = useSearchParams();
  const redirectUrl = searchParams.get('redirectUrl');
  const navigateTo = useNavigateTo();
  const { status, user } = useSession();

  // Someone already fully signed in has nothing to do here. A user still in onboarding may
  // sign in again (e.g. as someone else), so they are not bounced.
  if (status === 'authenticated' && user) return <AppRedirect to={postSignInPath(user, redirectUrl)} />;

  return (
    <>
      <AuthHeader title="Sign in">Welcome back. Use your work email and password.</AuthHeader>
      <GoogleOption intent={{ kind: 'sign-in', redirectUrl }} label="Sign in with Google" />
      <SignInForm onSignedIn={(signedInUser) => navigateTo(postSignInPath(signedInUser, redirectUrl), { replace: true })} />
      <p className="mt-8 text-center text-sm text-slate-600">
        New to Hands-On Portal?{' '}
        <AppLink to={paths.signUp()} className="font-semibold text-primary-700 hover:text-primary-800 hover:underline">
          Sign up
        </AppLink>
      </p>
    </>
  );
}
