import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signInRequestSchema } from '../../../../contract/sessions';
import type { User } from '../../../../contract/users';
import { paths } from '../../../app/paths';
import { isApiError } from '../../../lib/http';
import { startSession } from '../../../lib/session-store';
import { Alert } from '../../../ui/alert';
import { AppLink } from '../../../ui/app-link';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { signIn } from '../api';

const SIGN_IN_FIELDS = ['email', 'password'] as const;
type SignInField = (typeof SIGN_IN_FIELDS)[number];
const isSignInField = (field: string): field is SignInField => (SIGN_IN_FIELDS as readonly string[]).includes(field);

interface SignInFormProps {
  /** Called once the session is stored. */
  onSignedIn: (user: User) => void;
}

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signInRequestSchema),
    // First check when a field is left, then live while it is corrected.
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { token, user } = await signIn(values);
      startSession(token, user);
      onSignedIn(user);
    } catch (error) {
      if (!isApiError(error)) {
        setFormError('Something went wrong. Please try again.');
        return;
      }
      const fieldErrors = error.fieldErrors.filter((fieldError) => isSignInField(fieldError.field));
      fieldErrors.forEach((fieldError, index) =>
        setError(fieldError.field as SignInField, { type: 'server', message: fieldError.message }, { shouldFocus: index === 0 }),
      );
      // 401 (wrong credentials), 429, 5xx, offline, or a 400 without field details.
      if (fieldErrors.length === 0) setFormError(error.message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {formError && <Alert tone="error">{formError}</Alert>}

      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        placeholder="you@district.org"
        error={errors.email?.message}
        {...register('email')}
      />

      <div>
        <TextField
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          error={errors.password?.message}
          endAdornment={
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-pressed={showPassword}
              className="rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              {showPassword ? 'Hide' : 'Show'}
              <span className="sr-only"> password</span>
            </button>
          }
          {...register('password')}
        />
        <div className="mt-2 text-right">
          <AppLink
            to={paths.forgotPassword()}
            className="text-sm font-medium text-primary-700 hover:text-primary-800 hover:underline"
          >
            Forgot password?
          </AppLink>
        </div>
      </div>

      <Button type="submit" size="md" fullWidth loading={isSubmitting}>
        Sign in
      </Button>
    </form>
  );
}
