import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signUpRequestSchema, VERIFICATION_RESEND_MIN_INTERVAL_SECONDS } from '@contract/auth';
import { messages } from '@contract/messages';
import { nameSchema } from '@contract/validation';
import { paths } from '@client/app/paths';
import '@client/i18n/en/auth';
import { useI18n } from '@client/i18n/use-i18n';
import { startSession } from '@client/lib/session-store';
import { useSession } from '@client/lib/use-session';
import { Alert } from '@client/ui/alert';
import { AppLink, AppRedirect, useNavigateTo } from '@client/ui/app-link';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/text-field';
import { signUp } from './account-api';
import type { SentLink } from './flow-storage';
import { signIn } from './api';
import { AgreementField } from './components/agreement-field';
import { AuthHeader } from './components/auth-header';
import { GoogleOption } from './components/google-option';
import { ProviderButtons } from './components/provider-buttons';
import { NameFields } from './components/name-fields';
import { NewPasswordFields } from './components/new-password-fields';
import { writeFlow } from './flow-storage';
import { applyServerErrors } from './form-errors';
import { postSignInPath } from './post-sign-in';

// The contract's sign-up body, with the name asked for up front (the API takes it optionally):
// the portal greets people by name from the first screen on.
const signUpFormSchema = signUpRequestSchema.safeExtend({
  firstName: nameSchema(messages.nameRequired),
  lastName: nameSchema(messages.lastNameRequired),
});

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'repeatPassword', 'agreement'] as const;

/** Sign Up (spec §2): e-mail and password, or Google. The new account confirms its e-mail next. */
export function SignUpPage() {
  const i18n = useI18n();
  const { t } = i18n;
  const { status } = useSession();
  const navigateTo = useNavigateTo();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onTouched',
    // agreement starts unset (the box unticked): the contract accepts only true.
    defaultValues: { firstName: '', lastName: '', email: '', password: '', repeatPassword: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  if (status === 'authenticated') return <AppRedirect to={paths.dashboard()} />;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { user, confirmationWatch } = await signUp(values);
      // The server mailed the first link just now; "send again" waits its minimum interval.
      writeFlow('verifyEmail', {
        email: user.email,
        nextAllowedAt: Date.now() + VERIFICATION_RESEND_MIN_INTERVAL_SECONDS * 1000,
        watch: confirmationWatch,
      } satisfies SentLink);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError, i18n));
      return;
    }
    // Sign-up answers with the user only; signing in with what was just typed opens the session,
    // and spec §2 sends an unconfirmed address to the e-mail confirmation screen.
    try {
      const { token, user } = await signIn({ email: values.email, password: values.password });
      startSession(token, user);
      navigateTo(postSignInPath(user, null), { replace: true });
    } catch {
      navigateTo(paths.verifyEmail(), { replace: true });
    }
  });

  return (
    <>
      <AuthHeader title={t('auth.signUp.title')}>{t('auth.signUp.lead')}</AuthHeader>
      <ProviderButtons intent={{ kind: 'sign-up' }} disabled={isSubmitting} />
      <GoogleOption intent={{ kind: 'sign-up' }} label={t('auth.signUp.google')} disabled={isSubmitting} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        <NameFields
          firstName={{ field: register('firstName'), error: errors.firstName?.message }}
          lastName={{ field: register('lastName'), error: errors.lastName?.message }}
        />
        <TextField
          label={t('auth.field.workEmail')}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder={t('auth.field.emailPlaceholder')}
          error={errors.email?.message}
          {...register('email')}
        />
        <NewPasswordFields form={form} />
        <AgreementField error={errors.agreement?.message} {...register('agreement')} />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {t('auth.signUp.submit')}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-slate-600">
        {t('auth.signUp.haveAccount')}{' '}
        <AppLink to={paths.signIn()} className="font-semibold text-primary-700 hover:text-primary-800 hover:underline">
          {t('auth.signUp.signIn')}
        </AppLink>
      </p>
    </>
  );
}
