// Not on react-hook-form: the sign-in screen's script must not load it (vite.config.ts CHUNK_GROUPS 'sign-in'); use-checked-form.ts keeps its state.
import { useState } from 'react';
import type { User } from '@contract/users';
import { paths } from '@client/app/paths';
import '@client/i18n/en/sign-in';
import { useI18n } from '@client/i18n/use-i18n';
import { startSession } from '@client/lib/session-store';
import { Alert } from '@client/ui/alert';
import { AppLink } from '@client/ui/app-link';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/text-field';
import { signIn } from '../api';
import { applyServerErrors } from '../form-errors';
import { lazyRules, useCheckedForm } from '../use-checked-form';
import { PasswordField } from './password-field';

const SIGN_IN_FIELDS = ['email', 'password'] as const;
type SignInValues = Record<(typeof SIGN_IN_FIELDS)[number], string>;

// The sign-in page is the first screen of most visits: it draws without the rules (and zod), which
// load when the user first focuses the form; nor does it load react-hook-form (use-checked-form.ts).
const loadSignInRules = lazyRules<SignInValues>(() => import('@contract/sessions').then((m) => m.signInRequestSchema));

interface SignInFormProps {
  /** Called once the session is stored. */
  onSignedIn: (user: User) => void;
}

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const [formError, setFormError] = useState<string | null>(null);
  // First check when a field is left, then live while it is corrected.
  const { field, handleSubmit, setError, errors, isSubmitting, preload } = useCheckedForm(SIGN_IN_FIELDS, loadSignInRules);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { token, user } = await signIn(values);
      startSession(token, user);
      onSignedIn(user);
    } catch (error) {
      // 401 (wrong credentials), 429 with its wait, 5xx, offline, or a 400 without field details.
      setFormError(applyServerErrors(error, SIGN_IN_FIELDS, setError, i18n));
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={preload} noValidate className="space-y-5">
      {formError && <Alert tone="error">{formError}</Alert>}

      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        placeholder={t('auth.field.emailPlaceholder')}
        error={errors.email?.message}
        {...field('email')}
      />

      <div>
        <PasswordField
          label={t('auth.password.label')}
          fieldName={t('auth.password.fieldPassword')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...field('password')}
        />
        <div className="mt-2 text-end">
          <AppLink to={paths.forgotPassword()} className="text-sm font-medium text-primary-700 hover:text-primary-800 hover:underline">
            {t('auth.signIn.forgot')}
          </AppLink>
        </div>
      </div>

      <Button type="submit" size="md" fullWidth loading={isSubmitting}>
        {t('auth.signIn.submit')}
      </Button>
    </form>
  );
}
