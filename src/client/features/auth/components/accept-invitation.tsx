// Invitation acceptance, the first half of Complete Your Profile (spec §2): the link's token is
// checked (POST /verifications/token, isReset false) before the form shows, then the account is
// created with a password (POST /sessions/post-invitation-sign-up) or with Google.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { invitationSignUpRequestSchema, type InvitationInfo } from '@contract/auth';
import { messages } from '@contract/messages';
import { paths } from '@client/app/paths';
import type { MessageId } from '@client/i18n/en';
import '@client/i18n/en/auth';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { startSession } from '@client/lib/session-store';
import { Alert } from '@client/ui/alert';
import { AppLink } from '@client/ui/app-link';
import { Button } from '@client/ui/button';
import { AlertIcon } from '@client/ui/icons';
import { LoadingPanel } from '@client/ui/spinner';
import { invitationSignUp } from '../account-api';
import { applyServerErrors, isGone } from '../form-errors';
import { useTokenCheck } from '../use-token-check';
import { AgreementField } from './agreement-field';
import { AuthHeader } from './auth-header';
import { EntryNotice } from './entry-notice';
import { GoogleOption } from './google-option';
import { ProviderButtons } from './provider-buttons';
import { LoadFailed } from './load-failed';
import { NameFields } from './name-fields';
import { NewPasswordFields } from './new-password-fields';
import { SupportLink } from './support-link';
import { withElements } from './with-elements';

const FIELDS = ['firstName', 'lastName', 'password', 'repeatPassword', 'agreement'] as const;

// The invitation's role as the server names it; an unknown one shows as it came.
const ROLE_LABELS: Partial<Record<string, MessageId>> = {
  USER: 'auth.invitation.role.USER',
  ADMIN: 'auth.invitation.role.ADMIN',
  SCHOOL_SUCCESS_MANAGER: 'auth.invitation.role.SCHOOL_SUCCESS_MANAGER',
};

export function AcceptInvitation({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const { t } = useI18n();
  const check = useTokenCheck(token, false);
  const [gone, setGone] = useState(false);
  if (check.state === 'checking') return <LoadingPanel label={t('auth.invitation.checking')} />;
  if (check.state === 'gone' || gone) return <InvitationExpired />;
  if (check.state === 'error') return <LoadFailed title={t('auth.profile.title')} error={check.error} onRetry={check.retry} />;
  const info = check.result.invitationInfo;
  return <InvitationForm token={token} email={check.result.email} info={info} onAccepted={onAccepted} onGone={() => setGone(true)} />;
}

interface InvitationFormProps {
  token: string;
  email: string;
  info: InvitationInfo | undefined;
  onAccepted: () => void;
  onGone: () => void;
}

function InvitationForm({ token, email, info, onAccepted, onGone }: InvitationFormProps) {
  const i18n = useI18n();
  const { t } = i18n;
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
      else setFormError(applyServerErrors(error, FIELDS, setError, i18n));
    }
  });

  const school = info?.school?.name;
  const district = info?.district?.name;
  const organisation = school && district ? t('auth.invitation.schoolOfDistrict', { school, district }) : school || district || '';
  const inviter = info?.invitedBy?.name;
  const roleLabel = info && ROLE_LABELS[info.role];
  return (
    <>
      <AuthHeader title={t('auth.profile.title')}>
        {inviter
          ? t(organisation ? 'auth.invitation.leadByFor' : 'auth.invitation.leadBy', { name: inviter, organisation })
          : t(organisation ? 'auth.invitation.leadFor' : 'auth.invitation.lead', { organisation })}
      </AuthHeader>
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
        <dt className="text-slate-500">{t('auth.field.workEmail')}</dt>
        <dd className="font-medium wrap-anywhere text-slate-900">{email}</dd>
        {info && (
          <>
            <dt className="text-slate-500">{t('auth.invitation.role')}</dt>
            <dd className="font-medium text-slate-900">{roleLabel ? t(roleLabel) : info.role}</dd>
          </>
        )}
        {organisation && (
          <>
            <dt className="text-slate-500">{t('auth.invitation.organisation')}</dt>
            <dd className="font-medium text-slate-900">{organisation}</dd>
          </>
        )}
      </dl>
      <ProviderButtons intent={{ kind: 'invitation', token }} disabled={isSubmitting} />
      <GoogleOption intent={{ kind: 'invitation', token }} label={t('auth.invitation.google')} disabled={isSubmitting} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NameFields
          firstName={{ field: register('firstName'), error: errors.firstName?.message }}
          lastName={{ field: register('lastName'), error: errors.lastName?.message }}
        />
        <NewPasswordFields form={form} />
        <AgreementField error={errors.agreement?.message} {...register('agreement')} />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('auth.signUp.submit')}
        </Button>
      </form>
    </>
  );
}

function InvitationExpired() {
  const { t } = useI18n();
  return (
    <EntryNotice title={t('auth.invitation.expiredTitle')} tone="warning" icon={<AlertIcon className="size-6" />}>
      <p>{translateMessage(t, messages.invitationExpired)}</p>
      <p>
        {withElements(t('auth.invitation.alreadyAccepted'), {
          signIn: (
            <AppLink to={paths.signIn()} className="font-medium text-primary-700 hover:underline">
              {t('auth.invitation.signIn')}
            </AppLink>
          ),
          support: <SupportLink />,
        })}
      </p>
    </EntryNotice>
  );
}
