// The profile half of Complete Your Profile (spec §3 "User profile", §7 PUT /users/me): prefix,
// name, phone, current role and title. Emptied optional fields are sent as null, which clears them.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  completeProfileRequestSchema,
  CURRENT_ROLES,
  PREFIXES,
  TITLE_OTHER,
  TITLES,
} from '../../../../contract/auth';
import type { User } from '../../../../contract/users';
import { updateUser } from '../../../lib/session-store';
import { Alert } from '../../../ui/alert';
import { AppLink } from '../../../ui/app-link';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { completeProfile } from '../account-api';
import { applyServerErrors } from '../form-errors';
import { AuthHeader } from './auth-header';
import { SelectField } from './select-field';

const FIELDS = ['prefix', 'firstName', 'lastName', 'phoneNumber', 'currentRole', 'title', 'titleOther'] as const;
const TITLE_CHOICES = [...TITLES, TITLE_OTHER] as const;

/** "" from an untouched select or an emptied input means "none" (null), not an invalid value. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

interface ProfileFormProps {
  user: User;
  /** Where to go once saved, or skipped. */
  next: string;
  onSaved: (user: User) => void;
}

export function ProfileForm({ user, next, onSaved }: ProfileFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
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
    try {
      const saved = await completeProfile(values);
      updateUser(saved);
      onSaved(saved);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  const title = watch('title');
  return (
    <>
      <AuthHeader title="Complete your profile">
        Tell us who you are, so programme staff know how to reach you. You can change this later.
      </AuthHeader>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className="grid grid-cols-[7rem_1fr] gap-4">
          <SelectField
            label="Prefix"
            placeholder="None"
            options={PREFIXES}
            error={errors.prefix?.message}
            {...register('prefix', { setValueAs: blankToNull })}
          />
          <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        </div>
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        <TextField label="Work email" type="email" value={user.email} readOnly disabled hint="Your sign-in address." />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+15551234567"
          hint="Optional. 10 digits, or +1 and 10 digits."
          error={errors.phoneNumber?.message}
          {...register('phoneNumber', { setValueAs: blankToNull })}
        />
        <SelectField
          label="Current role"
          placeholder="Choose your role"
          options={CURRENT_ROLES}
          error={errors.currentRole?.message}
          {...register('currentRole')}
        />
        <SelectField
          label="Current title"
          placeholder="None of these"
          options={TITLE_CHOICES}
          error={errors.title?.message}
          {...register('title', { setValueAs: blankToNull })}
        />
        {title === TITLE_OTHER && (
          <TextField
            label="Your title"
            error={errors.titleOther?.message}
            {...register('titleOther', { setValueAs: blankToNull, shouldUnregister: true })}
          />
        )}
        <Button type="submit" fullWidth loading={isSubmitting}>
          Save and continue
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <AppLink to={next} replace className="font-medium text-slate-600 hover:text-slate-900 hover:underline">
          Skip for now
        </AppLink>
      </p>
    </>
  );
}
