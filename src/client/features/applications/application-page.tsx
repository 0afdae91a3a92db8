// Application details (spec §3 "Application"): every labelled field, dates as DD MMM YYYY. Another
// district's application answers 404 and is shown as not found.
import { NOT_ASSIGNED_YET } from '../../../contract/applications';
import { FUNDING_OPTION_LABELS } from '../../../contract/onboarding';
import { paths } from '../../app/paths';
import { formatLongDay, formatLongInstant } from '../../lib/dates';
import { isApiError } from '../../lib/http';
import { AppLink } from '../../ui/app-link';
import { buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ArrowLeftIcon, DocumentIcon } from '../../ui/icons';
import { LoadError, StaleDataNotice } from '../../ui/load-state';
import { PageHeader } from '../../ui/page-header';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { useApplication } from './api';
import { DetailCard, Field, SchoolsCard, ResourcesCard } from './components/detail-sections';
import { StatusBadge } from './components/status-badge';
import { formatMoney } from './labels';

const back = (
  <AppLink to={paths.applications()} className="inline-flex items-center gap-1.5 hover:underline">
    <ArrowLeftIcon className="size-4" />
    Applications
  </AppLink>
);

export function ApplicationPage({ id }: { id: string }) {
  const application = useApplication(id);
  const a = application.data;

  if (!a && isApiError(application.error) && application.error.status === 404) {
    return (
      <>
        <PageHeader eyebrow={back} title="Application not found" />
        <EmptyState
          icon={<DocumentIcon className="size-6" />}
          title="This application does not exist, or it belongs to another district"
          action={
            <AppLink to={paths.applications()} className={buttonClasses('secondary')}>
              Back to applications
            </AppLink>
          }
        />
      </>
    );
  }
  if (!a && application.error) {
    return (
      <>
        <PageHeader eyebrow={back} title="Application" />
        <LoadError what="this application" error={application.error} onRetry={() => void application.mutate()} />
      </>
    );
  }
  if (!a) {
    return (
      <>
        <PageHeader eyebrow={back} title="Application" />
        <SkeletonGroup label="Loading the application…" className="grid gap-4 md:grid-cols-2">
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

  return (
    <>
      <PageHeader
        eyebrow={back}
        title={`Application #${a.applicationNumber}`}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {a.applicantName} · {a.district.name}
            <StatusBadge status={a.status} />
          </span>
        }
      />
      <StaleDataNotice error={application.error} onRetry={() => void application.mutate()} />

      <div className="grid gap-4 md:grid-cols-2">
        <DetailCard title="Application">
          <Field label="Application ID">#{a.applicationNumber}</Field>
          <Field label="Status">
            <StatusBadge status={a.status} />
          </Field>
          <Field label="Application date">{formatLongDay(a.applicationDate)}</Field>
          <Field label="Assigned admin">{a.assignedAdmin?.name ?? <span className="text-slate-500">{NOT_ASSIGNED_YET}</span>}</Field>
          <Field label="Applicant name">{a.applicantName}</Field>
          <Field label="Application type">{a.applicationType === 'MultiSchool' ? 'Several schools' : a.applicationType === 'SingleSchool' ? 'One school' : '—'}</Field>
        </DetailCard>

        <DetailCard title="Funding info">
          <Field label="Funding option">{FUNDING_OPTION_LABELS[a.fundingOption]}</Field>
          <Field label="Funds allocated">
            {a.fundsAllocatedCents === null ? <span className="text-slate-500">Not allocated yet</span> : formatMoney(a.fundsAllocatedCents)}
          </Field>
          <Field label="Funds must be used by">
            {a.fundsUsageDeadline ? formatLongDay(a.fundsUsageDeadline) : <span className="text-slate-500">Not set yet</span>}
          </Field>
        </DetailCard>

        <DetailCard title="Contact">
          <Field label="Name">{a.contact.name ?? '—'}</Field>
          <Field label="Email">
            {a.contact.email ? (
              <a href={`mailto:${a.contact.email}`} className="text-primary-700 hover:underline">
                {a.contact.email}
              </a>
            ) : (
              '—'
            )}
          </Field>
          <Field label="Phone">{a.contact.phone ?? '—'}</Field>
        </DetailCard>

        <DetailCard title="Goals">
          <Field label="Objectives" wide>
            {a.objectives ?? '—'}
          </Field>
          <Field label="What success looks like" wide>
            {a.successDescription ?? '—'}
          </Field>
        </DetailCard>

        <SchoolsCard numberOfSchools={a.numberOfSchools} schools={a.schools} />
        <ResourcesCard resources={a.resources} />

        <DetailCard title="Comments">
          <Field label="Comments" wide>
            {a.comments ?? <span className="text-slate-500">No comments</span>}
          </Field>
          <Field label="How they heard about the programme" wide>
            {a.heardAbout ?? '—'}
          </Field>
          <Field label="Submitted">{formatLongInstant(a.createdAt)}</Field>
        </DetailCard>
      </div>
    </>
  );
}
