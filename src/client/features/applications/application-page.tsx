// Application details (spec §3 "Application"): every labelled field, dates as DD MMM YYYY. Another
// district's application answers 404 and is shown as not found. Programme staff see the same page
// from their console, with their own panels (assignment, status, staff notes) above and below.
import '@client/i18n/en/applications';
import '@client/i18n/en/review';
import type { ReactNode } from 'react';
import type { StaffApplication } from '@contract/applications-staff';
import { paths } from '@client/app/paths';
import { fundingLabel, heardAboutLabel } from '@client/i18n/programme-labels';
import { useI18n } from '@client/i18n/use-i18n';
import { localDay } from '@client/lib/dates';
import { isApiError } from '@client/lib/http';
import { AppLink } from '@client/ui/app-link';
import { buttonClasses } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { ArrowLeftIcon, DocumentIcon } from '@client/ui/icons';
import { LoadError, StaleDataNotice } from '@client/ui/load-state';
import { PageHeader } from '@client/ui/page-header';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { useApplication } from './api';
import { BlueprintAction } from './components/blueprint-action';
import { DetailCard, Field, SchoolsCard, ResourcesCard } from './components/detail-sections';
import { NotesPanel } from './components/notes-panel';
import { ReviewsPanel } from './components/reviews-panel';
import { StaffActionsPanel } from './components/staff-actions-panel';
import { StatusBadge } from './components/status-badge';
import { StatusReasonNotice } from './components/status-reason-notice';
import { WithdrawAction } from './components/withdraw-action';
import { applicationTypeLabel } from './labels';
import { useRefreshStaffApplications, useStaffApplication } from './staff-api';

function Back({ staff }: { staff: boolean }) {
  const { t } = useI18n();
  return (
    <AppLink to={staff ? paths.reviewQueue() : paths.applications()} className="inline-flex items-center gap-1.5 hover:underline">
      <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
      {staff ? t('review.back') : t('applications.title')}
    </AppLink>
  );
}

interface ApplicationPageProps {
  id: string;
  /** The staff console's view: its own call (with the staff-only notes) and panels. */
  staff?: boolean;
  /** Panels of other areas under the details (funding, history), composed by the app. */
  extra?: (context: { detail: StaffApplication | null; onChanged: () => Promise<unknown> }) => ReactNode;
  /** Called after a staff change, so the composed panels can reload too. */
  onChanged?: () => Promise<unknown>;
}

export function ApplicationPage({ id, staff = false, extra, onChanged }: ApplicationPageProps) {
  const { t, money, detailDate } = useI18n();
  const district = useApplication(staff ? null : id);
  const staffView = useStaffApplication(staff ? id : null);
  const refreshStaff = useRefreshStaffApplications();
  const changed = () => Promise.all([refreshStaff(), onChanged?.()]);
  const application = staff
    ? { data: staffView.data?.application, error: staffView.error, mutate: staffView.mutate }
    : { data: district.data, error: district.error, mutate: district.mutate };
  const a = application.data;
  const back = <Back staff={staff} />;
  const none = t('applications.detail.none');

  if (!a && isApiError(application.error) && application.error.status === 404) {
    return (
      <>
        <PageHeader eyebrow={back} title={t('applications.notFound.title')} />
        <EmptyState
          icon={<DocumentIcon className="size-6" />}
          title={t('applications.notFound.text')}
          action={
            <AppLink to={staff ? paths.reviewQueue() : paths.applications()} className={buttonClasses('secondary')}>
              {t('applications.notFound.back')}
            </AppLink>
          }
        />
      </>
    );
  }
  if (!a && application.error) {
    return (
      <>
        <PageHeader eyebrow={back} title={t('applications.detail.title')} />
        <LoadError what={t('applications.detail.what')} error={application.error} onRetry={() => void application.mutate()} />
      </>
    );
  }
  if (!a) {
    return (
      <>
        <PageHeader eyebrow={back} title={t('applications.detail.title')} />
        <SkeletonGroup label={t('applications.detail.loading')} className="grid gap-4 md:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="rounded-xl border border-slate-200 bg-white p-5">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="mt-4 h-4 w-2/3" />
              <Skeleton className="mt-2 h-4 w-1/2" />
            </div>
          ))}
        </SkeletonGroup>
      </>
    );
  }

  // The application number is an identifier, written without grouping ("#1001").
  const applicationNumber = String(a.applicationNumber);
  return (
    <>
      <PageHeader
        eyebrow={back}
        title={t('applications.detail.heading', { number: applicationNumber })}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {a.applicantName} · {a.district.name}
            <StatusBadge status={a.status} />
          </span>
        }
        actions={
          <>
            <BlueprintAction application={a} />
            {!staff && <WithdrawAction application={a} onWithdrawn={() => void application.mutate()} />}
          </>
        }
      />
      <StaleDataNotice error={application.error} onRetry={() => void application.mutate()} />
      {!staff && <StatusReasonNotice application={a} />}

      <div className="grid gap-4 md:grid-cols-2">
        {/* Keyed by the assignee only: a status move keeps the panel, so its confirmation stays on screen. */}
        {staffView.data && <StaffActionsPanel key={a.assignedAdmin?.id ?? ''} detail={staffView.data} onChanged={changed} />}
        <DetailCard title={t('applications.detail.title')}>
          <Field label={t('applications.detail.id')}>{t('applications.detail.number', { number: applicationNumber })}</Field>
          <Field label={t('applications.field.status')}>
            <StatusBadge status={a.status} />
          </Field>
          <Field label={t('applications.field.date')}>{detailDate(a.applicationDate)}</Field>
          <Field label={t('applications.field.admin')}>
            {a.assignedAdmin?.name ?? <span className="text-slate-500">{t('applications.notAssigned')}</span>}
          </Field>
          <Field label={t('applications.field.applicant')}>{a.applicantName}</Field>
          <Field label={t('applications.detail.type')}>{applicationTypeLabel(t, a.applicationType)}</Field>
        </DetailCard>

        <DetailCard title={t('applications.detail.funding')}>
          <Field label={t('applications.detail.fundingOption')}>{fundingLabel(t, a.fundingOption)}</Field>
          <Field label={t('applications.detail.fundsAllocated')}>
            {a.fundsAllocatedCents === null ? (
              <span className="text-slate-500">{t('applications.detail.notAllocated')}</span>
            ) : (
              money(a.fundsAllocatedCents)
            )}
          </Field>
          <Field label={t('applications.detail.useBy')}>
            {a.fundsUsageDeadline ? detailDate(a.fundsUsageDeadline) : <span className="text-slate-500">{t('applications.detail.notSet')}</span>}
          </Field>
        </DetailCard>

        <DetailCard title={t('applications.detail.contact')}>
          <Field label={t('applications.detail.name')}>{a.contact.name ?? none}</Field>
          <Field label={t('applications.detail.email')}>
            {a.contact.email ? (
              <a href={`mailto:${a.contact.email}`} className="text-primary-700 hover:underline">
                {a.contact.email}
              </a>
            ) : (
              none
            )}
          </Field>
          <Field label={t('applications.detail.phone')}>{a.contact.phone ?? none}</Field>
        </DetailCard>

        <DetailCard title={t('applications.detail.goals')}>
          <Field label={t('applications.detail.objectives')} wide>
            {a.objectives ?? none}
          </Field>
          <Field label={t('applications.detail.success')} wide>
            {a.successDescription ?? none}
          </Field>
        </DetailCard>

        <SchoolsCard numberOfSchools={a.numberOfSchools} schools={a.schools} />
        <ResourcesCard resources={a.resources} />

        <DetailCard title={t('applications.detail.comments')}>
          <Field label={t('applications.detail.comments')} wide>
            {a.comments ?? <span className="text-slate-500">{t('applications.detail.noComments')}</span>}
          </Field>
          <Field label={t('applications.detail.heardAbout')} wide>
            {a.heardAbout ? heardAboutLabel(t, a.heardAbout) : none}
          </Field>
          <Field label={t('applications.detail.submitted')}>{detailDate(localDay(a.createdAt))}</Field>
        </DetailCard>

        {staffView.data && <ReviewsPanel applicationId={a.id} districtId={a.district.id} onChanged={changed} />}
        {staffView.data && <NotesPanel applicationId={a.id} notes={staffView.data.notes} onChanged={changed} />}
        {extra?.({ detail: staffView.data ?? null, onChanged: changed })}
      </div>
    </>
  );
}
