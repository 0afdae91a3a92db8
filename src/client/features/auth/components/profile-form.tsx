// The profile half of Complete Your Profile (spec §3 "User profile", §7 PUT /users/me): prefix,
// name, phone, current role and title. Emptied optional fields are sent as null, which clears them.
// The account page shows the same form, without the heading, the address and "Skip for now".
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PHONE_INPUT_MAX_LENGTH } from '@contract/constants';
import { completeProfileRequestSchema, CURRENT_ROLES, PREFIXES, TITLE_OTHER, TITLES } from '@contract/auth';
import type { User } from '@contract/users';
import { paths } from '@client/app/paths';
import '@client/i18n/en/account';
import '@client/i18n/en/auth';
import { useI18n } from '@client/i18n/use-i18n';
import { updateUser } from '@client/lib/session-store';
import { Alert } from '@client/ui/alert';
import { AppLink } from '@client/ui/app-link';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/text-field';
import { completeProfile } from '../account-api';
import { applyServerErrors } from '../form-errors';
import { AuthHeader } from './auth-header';
import { withElements } from './with-elements';
import { SelectField } from '@client/ui/select-field';

const FIELDS = ['prefix', 'firstName', 'lastName', 'phoneNumber', 'currentRole', 'title', 'titleOther'] as const;
const TITLE_CHOICES = [...TITLES, TITLE_OTHER] as const;

/** "" from an untouched select or an emptied input means "none" (null), not an invalid value. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

type ProfileFormProps =
  | {
      variant?: 'complete-profile';
      user: User;
      /** Where to go once saved, or skipped. */
      next: string;
      onSaved: (user: User) => void;
    }
  | { variant: 'account'; user: User };

export function ProfileForm(props: ProfileFormProps) {
  const { user } = props;
  const onAccountPage = props.variant === 'account';
  const i18n = useI18n();
  const { t } = i18n;
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(completeProfileRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      prefix: (user.prefix ?? null) as (typeof PREFIXES)[number] | null,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phoneNumber: user.phoneNumber,
      // Required in this form: "" asks for it with "Current role is required".
      currentRole: user.currentRole ?? '',
      title: user.title,
      titleOther: user.titleOther,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      const user = await completeProfile(values);
      updateUser(user);
      if (props.variant === 'account') setSaved(true);
      else props.onSaved(user);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError, i18n));
    }
  });

  const title = watch('title');
  return (
    <>
      {!onAccountPage && (
        <AuthHeader title={t('auth.profile.title')}>
          {withElements(t('auth.profile.lead'), {
            account: (
              <AppLink to={paths.account()} className="font-medium text-primary-700 underline hover:text-primary-800">
                {t('auth.profile.leadAccount')}
              </AppLink>
            ),
          })}
        </AuthHeader>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className="grid grid-cols-[7rem_1fr] gap-4">
          <SelectField
            label={t('auth.profile.prefix')}
            placeholder={t('auth.profile.prefixNone')}
            options={PREFIXES.map((value) => ({ value, label: t(`auth.prefix.${value}`) }))}
            error={errors.prefix?.message}
            {...register('prefix', { setValueAs: blankToNull })}
          />
          <TextField label={t('auth.field.firstName')} autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        </div>
        <TextField label={t('auth.field.lastName')} autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        {!onAccountPage && (
          <TextField label={t('auth.field.workEmail')} type="email" value={user.email} readOnly disabled hint={t('auth.profile.emailHint')} />
        )}
        <TextField
          label={t('auth.profile.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          placeholder={t('auth.profile.phonePlaceholder')}
          hint={t('auth.profile.phoneHint')}
          error={errors.phoneNumber?.message}
          {...register('phoneNumber', { setValueAs: blankToNull })}
        />
        <SelectField
          label={t('auth.profile.currentRole')}
          placeholder={t('auth.profile.chooseRole')}
          options={CURRENT_ROLES.map((value) => ({ value, label: t(`auth.role.${value}`) }))}
          error={errors.currentRole?.message}
          {...register('currentRole')}
        />
        <SelectField
          label={t('auth.profile.currentTitle')}
          placeholder={t('auth.profile.titleNone')}
          options={TITLE_CHOICES.map((value) => ({ value, label: t(`auth.title.${value}`) }))}
          error={errors.title?.message}
          {...register('title', { setValueAs: blankToNull })}
        />
        {title === TITLE_OTHER && (
          <TextField
            label={t('auth.profile.titleOther')}
            error={errors.titleOther?.message}
            {...register('titleOther', { setValueAs: blankToNull, shouldUnregister: true })}
          />
        )}
        {/* Beside the button just pressed, where the person is looking (a success Alert is a status). */}
        {saved && <Alert tone="success">{t('account.profile.saved')}</Alert>}
        <Button type="submit" fullWidth={!onAccountPage} loading={isSubmitting}>
          {onAccountPage ? t('account.profile.save') : t('auth.profile.save')}
        </Button>
      </form>
      {!onAccountPage && (
        <p className="mt-6 text-center text-sm">
          <AppLink to={props.next} replace className="font-medium text-slate-600 hover:text-slate-900 hover:underline">
            {t('auth.profile.skip')}
          </AppLink>
        </p>
      )}
    </>
  );
}
