// Invite a person: work email, role (programme staff roles only for those who may invite staff),
// district (required for district staff; for a school success manager, the district they will look
// after) and optionally a school. The answer's link is shown once, in case the e-mail goes astray.
import '@client/i18n/en/invitations';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ROLES, type Role } from '@contract/constants';
import { createInvitationSchema, STAFF_INVITE_ROLES, type InvitationSent } from '@contract/invitations';
import { useI18n } from '@client/i18n/use-i18n';
import { useCan } from '@client/lib/use-can';
import { useDistrictSchools, useStaffDistricts } from '@client/lib/staff-lookups';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { placeFieldErrors } from '@client/ui/error-text';
import { SelectField } from '@client/ui/select-field';
import { TextField } from '@client/ui/text-field';
import { createInvitation } from '../api';

const FIELDS = ['email', 'role', 'districtId', 'schoolId'] as const;

interface Values {
  email: string;
  role: Role;
  districtId: string;
  schoolId: string;
}

export function InviteForm({ onSent }: { onSent: () => Promise<unknown> }) {
  const { t, detailDate } = useI18n();
  const titleId = useId();
  const mayInviteStaff = useCan('staff:invite-staff');
  const roles = ROLES.filter((role) => mayInviteStaff || !(STAFF_INVITE_ROLES as readonly string[]).includes(role));
  const districts = useStaffDistricts();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<InvitationSent | null>(null);
  const [copied, setCopied] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    // The contract's own rules; blanks become "not given" there.
    resolver: zodResolver(createInvitationSchema),
    mode: 'onTouched',
    defaultValues: { email: '', role: 'USER' as Role, districtId: '', schoolId: '' } as Values,
  });
  const role = watch('role');
  const districtId = watch('districtId') as string;
  const schools = useDistrictSchools(role === 'USER' && districtId ? districtId : null);
  // A manager with one district invites to it.
  const onlyDistrict = districts.data?.items.length === 1 ? districts.data.items[0]! : null;
  useEffect(() => {
    if (onlyDistrict && !districtId) setValue('districtId', onlyDistrict.id);
  }, [onlyDistrict, districtId, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSent(null);
    setCopied(false);
    try {
      const answer = await createInvitation({
        email: values.email,
        role: values.role,
        districtId: values.districtId,
        schoolId: values.schoolId,
      });
      setSent(answer);
      reset({ email: '', role: values.role, districtId: values.districtId ?? '', schoolId: '' });
      await onSent();
    } catch (error) {
      setFormError(placeFieldErrors(error, FIELDS, setError, t));
    }
  });

  const copy = async () => {
    if (!sent) return;
    await navigator.clipboard?.writeText(sent.link).catch(() => undefined);
    setCopied(true);
  };

  return (
    <section aria-labelledby={titleId} className="card rounded-xl p-5 sm:p-6">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('invitations.form.title')}
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4 space-y-4">
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          <TextField label={t('invitations.form.email')} type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
          <SelectField
            label={t('invitations.form.role')}
            error={errors.role?.message}
            {...register('role', { onChange: () => setValue('schoolId', '') })}
          >
            {roles.map((value) => (
              <option key={value} value={value}>
                {t(`invitations.role.${value}`)}
              </option>
            ))}
          </SelectField>
          {role !== 'ADMIN' && (
            <SelectField
              label={t('invitations.form.district')}
              hint={role === 'SCHOOL_SUCCESS_MANAGER' ? t('invitations.form.managerDistrictHint') : undefined}
              error={errors.districtId?.message}
              {...register('districtId', { onChange: () => setValue('schoolId', '') })}
            >
              {!onlyDistrict && <option value="">{role === 'USER' ? t('invitations.form.chooseDistrict') : t('invitations.form.noDistrict')}</option>}
              {districts.data?.items.map((district) => (
                <option key={district.id} value={district.id}>
                  {district.name}
                </option>
              ))}
            </SelectField>
          )}
          {role === 'USER' && (
            <SelectField label={t('invitations.form.school')} error={errors.schoolId?.message} disabled={!schools.data} {...register('schoolId')}>
              <option value="">{t('invitations.form.anySchool')}</option>
              {schools.data?.items.map((school) => (
                <option key={school.id} value={school.id}>
                  {school.name}
                </option>
              ))}
            </SelectField>
          )}
        </div>
        <Button type="submit" loading={isSubmitting}>
          {t('invitations.form.send')}
        </Button>
      </form>
      {sent && (
        <div className="mt-5 space-y-3">
          <Alert tone={sent.mailSent ? 'success' : 'error'}>
            {sent.mailSent ? t('invitations.form.sent', { email: sent.invitation.email }) : t('invitations.form.mailFailed')}
          </Alert>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <TextField
              className="flex-1"
              label={t('invitations.form.link', { date: detailDate(sent.invitation.expiresAt) })}
              value={sent.link}
              readOnly
              onFocus={(event) => event.target.select()}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {t('invitations.form.copy')}
            </Button>
          </div>
          {copied && (
            <p role="status" className="text-sm text-emerald-800">
              {t('invitations.form.copied')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
