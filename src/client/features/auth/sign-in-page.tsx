import { useSearchParams } from 'wouter';
import { paths } from '@client/app/paths';
import '@client/i18n/en/sign-in';
import { useI18n } from '@client/i18n/use-i18n';
import { useSession } from '@client/lib/use-session';
import { AppLink, AppRedirect, useNavigateTo } from '@client/ui/app-link';
import { AuthHeader } from './components/auth-header';
import { GoogleOption } from './components/google-option';
import { ProviderButtons } from './components/provider-buttons';
import { SignInForm } from './components/sign-in-form';
import { postSignInPath } from './post-sign-in';

/** "Log in" of spec §2, at /sign-in and /log-in. */
export function SignInPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const redirectUrl = searchParams.get('redirectUrl');
  const navigateTo = useNavigateTo();
  const { status, user } = useSession();

  // Someone already fully signed in has nothing to do here. A user still in onboarding may
  // sign in again (e.g. as someone else), so they are not bounced.
  if (status === 'authenticated' && user) return <AppRedirect to={postSignInPath(user, redirectUrl)} />;

  return (
    <>
      <AuthHeader title={t('auth.signIn.title')}>{t('auth.signIn.lead')}</AuthHeader>
      <ProviderButtons intent={{ kind: 'sign-in', redirectUrl }} />
      <GoogleOption intent={{ kind: 'sign-in', redirectUrl }} label={t('auth.signIn.google')} />
      <SignInForm onSignedIn={(signedInUser) => navigateTo(postSignInPath(signedInUser, redirectUrl), { replace: true })} />
      <p className="mt-8 text-center text-sm text-slate-600">
        {t('auth.signIn.newHere')}{' '}
        <AppLink to={paths.signUp()} className="font-semibold text-primary-700 hover:text-primary-800 hover:underline">
          {t('auth.signIn.signUp')}
        </AppLink>
      </p>
    </>
  );
}
