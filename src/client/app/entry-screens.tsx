// The entry screens other than sign-in (sign-up, the password and e-mail flows, the providers'
// callbacks): their table, loaded with their own chunk, each screen a lazy chunk of its own.
import { Route, Switch } from 'wouter';
import { lazyNamed } from './lazy-page';

const SignUpPage = lazyNamed(() => import('../features/auth/sign-up-page'), 'SignUpPage');
const ForgotPasswordPage = lazyNamed(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const VerifyEmailPage = lazyNamed(() => import('../features/auth/verify-email-page'), 'VerifyEmailPage');
const VerifyEmailExpiredPage = lazyNamed(() => import('../features/auth/verify-email-expired-page'), 'VerifyEmailExpiredPage');
const ResetPasswordExpiredPage = lazyNamed(() => import('../features/auth/reset-password-expired-page'), 'ResetPasswordExpiredPage');
const CompleteProfilePage = lazyNamed(() => import('../features/auth/complete-profile-page'), 'CompleteProfilePage');
const ConfirmEmailChangePage = lazyNamed(() => import('../features/auth/confirm-email-change-page'), 'ConfirmEmailChangePage');
const GoogleCallbackPage = lazyNamed(() => import('../features/auth/google-callback-page'), 'GoogleCallbackPage');
const ProviderCallbackPage = lazyNamed(() => import('../features/auth/provider-callback-page'), 'ProviderCallbackPage');

export function EntryScreens() {
  return (
    <Switch>
      <Route path="/sign-up">
        <SignUpPage />
      </Route>
      <Route path="/forgot-password">
        <ForgotPasswordPage />
      </Route>
      <Route path="/reset-password">
        <ResetPasswordPage />
      </Route>
      <Route path="/verify-email">
        <VerifyEmailPage />
      </Route>
      <Route path="/verify-email-expired">
        <VerifyEmailExpiredPage />
      </Route>
      <Route path="/reset-password-expired">
        <ResetPasswordExpiredPage />
      </Route>
      <Route path="/complete-profile">
        <CompleteProfilePage />
      </Route>
      <Route path="/confirm-email-change">
        <ConfirmEmailChangePage />
      </Route>
      <Route path="/sign-in/google/callback">
        <GoogleCallbackPage />
      </Route>
      <Route path="/sign-in/oidc/callback">
        <ProviderCallbackPage />
      </Route>
    </Switch>
  );
}
