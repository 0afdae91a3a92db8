// Invitation acceptance, the first half of Complete Your Profile (spec §2): the link's token is
// checked (POST /verifications/token, isReset false) before the form shows, then the account is
// created with a password (POST /sessions/post-invitation-sign-up) or with Google.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { invitationSignUpRequestSchema, type InvitationInfo } from '../../../../contract/auth';
import { messages } from '../../../../contract/messages';
import { paths } from '../../../app/paths';
import { startSession } from '../../../lib/session-store';
import { Alert } from '../../../ui/alert';
import { AppLink } from '../../../ui/app-link';
import { Button } from '../../../ui/button';
import { AlertIcon } from '../../../ui/icons';
import { LoadingPanel } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { invitationSignUp } from '../account-api';
import { applyServerErrors, isGone } from '../form-errors';
import { useTokenCheck } from '../use-token-check';
import { AgreementField } from './agreement-field';
import { AuthHeader } from './auth-header';
import { EntryNotice } from './entry-notice';
import { GoogleOption } from './google-button';
import { LoadFailed } from './load-failed';
import { NewPasswordFields } from './new-password-fields';
import { SupportLink } from './support-link';

const FIELDS = ['firstName', 'lastName', 'password', 'repeatPassword', 'agreement'] as const;

const ROLE_LABELS: Record<string, string> = {
  USER: 'Member',
  ADMIN: 'Programme staff',
  SCHOOL_SUCCESS_MANAGER: 'School success manager',
};

export function AcceptInvitation({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const check = useTokenCheck(token, false);
  const [gone, setGone] = useState(false);
  if (check.state === 'checking') return <LoadingPanel label="Checking your invitation…" />;
  if (check.state === 'gone' || gone) return <InvitationExpired />;
  if (check.state === 'error') return <LoadFailed title="Complete your profile" error={check.error} onRetry={check.retry} />;
  const info = check.result.invitationInfo;
  return (
    <InvitationForm
      token={token}
      email={check.result.email}
      info={info}
      onAccepted={onAccepted}
      onGone={() => setGone(true)}
    />
  );
}

interface InvitationFormProps {
  token: string;
  email: string;
  info: InvitationInfo | undefined;
  onAccepted: () => void;
  onGone: () => void;
}

function InvitationForm({ token, email, info, onAccepted, onGone }: InvitationFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(invitationSignUpRequestSchema),
    mode: 'onTouched',
    defaultValues: { token, firstName: '', lastName: '', password: '', repeatPassword: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await invitationSignUp(values);
      // Spec §3: the invitation's details are merged into the stored user.
      startSession(result.token, { ...result.user, invitationInfo: result.invitationInfo });
      onAccepted();
    } catch (error) {
      if (isGone(error)) onGone();
      else setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  const organisation = [info?.school?.name, info?.district?.name].filter(Boolean).join(', ');
  return (
    <>
      <AuthHeader title="Complete your profile">
        {info?.invitedBy ? `${info.invitedBy.name} invited you` : 'You are invited'} to join Hands-On Portal
        {organisation ? ` for ${organisation}` : ''}. Create your account to accept.
      </AuthHeader>
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
        <dt className="text-slate-500">Work email</dt>
        <dd className="font-medium wrap-anywhere text-slate-900">{email}</dd>
        {info && (
          <>
            <dt className="text-slate-500">Role</dt>
            <dd className="font-medium text-slate-900">{ROLE_LABELS[info.role] ?? info.role}</dd>
          </>
        )}
        {organisation && (
          <>
            <dt className="text-slate-500">Organisation</dt>
            <dd className="font-medium text-slate-900">{organisation}</dd>
          </>
        )}
      </dl>
      <GoogleOption intent={{ kind: 'invitation', token }} label="Continue with Google" disabled={isSubmitting} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <NewPasswordFields form={form} />
        <AgreementField error={errors.agreement?.message} {...register('agreement')} />
        <Button type="submit" fullWidth loading={isSubmitting}>
          Create account
        </Button>
      </form>
    </>
  );
}

function InvitationExpired() {
  return (
    <EntryNotice title="Invitation expired" tone="warning" icon={<AlertIcon className="size-6" />}>
      <p>{messages.invitationExpired}</p>
      <p>
        Already accepted it? <AppLink to={paths.signIn()} className="font-medium text-primary-700 hover:underline">Sign in</AppLink>. Otherwise
        ask whoever invited you, or contact <SupportLink />.
      </p>
    </EntryNotice>
  );
}
