// What the district's applications list and the staff review queue show alike for one
// application: the table's columns (applicant with number and district, schools, date, assigned
// admin, status) and the head of its phone card. Each list adds its own
// parts (the review queue a selection box) around them.
import '@client/i18n/en/applications';
import type { ApplicationSummary } from '@contract/applications';
import { useI18n } from '@client/i18n/use-i18n';
import { AppLink } from '@client/ui/app-link';
import { Skeleton } from '@client/ui/skeleton';
import type { TableColumn } from '@client/ui/table';
import { StatusBadge } from './status-badge';

type ApplicationRow = Pick<
  ApplicationSummary,
  'id' | 'applicantName' | 'applicationNumber' | 'district' | 'numberOfSchools' | 'applicationDate' | 'assignedAdmin' | 'status'
>;

const linkClass = 'font-semibold text-primary-700 hover:text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600';

/** Its assigned admin, or "Not assigned yet" in the list's tone (the review queue flags it). */
export function AssignedAdmin({ row, unassignedClass = 'text-slate-500' }: { row: ApplicationRow; unassignedClass?: string }) {
  const { t } = useI18n();
  return row.assignedAdmin ? <>{row.assignedAdmin.name}</> : <span className={unassignedClass}>{t('applications.notAssigned')}</span>;
}

function useNumberAndDistrict() {
  const { t } = useI18n();
  // The application number is an identifier, written without grouping ("#1001").
  return (row: ApplicationRow) => t('applications.numberAndDistrict', { number: String(row.applicationNumber), district: row.district.name });
}

/**
 * The table's columns for one application (applicant with number and district, schools, date,
 * assigned admin, status); `to` is where the applicant's name leads on this side of the app.
 */
export function useApplicationColumns<R extends ApplicationRow>(to: (row: R) => string, unassignedClass?: string): TableColumn<R>[] {
  const { t, number, listDate } = useI18n();
  const numberAndDistrict = useNumberAndDistrict();
  return [
    {
      id: 'applicant',
      header: t('applications.field.applicant'),
      cell: (row) => (
        <>
          <AppLink to={to(row)} className={linkClass}>
            {row.applicantName}
          </AppLink>
          <span className="block text-xs text-slate-500">{numberAndDistrict(row)}</span>
        </>
      ),
    },
    {
      id: 'numberOfSchools',
      header: t('applications.field.numberOfSchools'),
      align: 'end',
      cellClassName: 'tabular-nums',
      cell: (row) => number(row.numberOfSchools),
    },
    { id: 'date', header: t('applications.field.date'), cellClassName: 'tabular-nums', cell: (row) => listDate(row.applicationDate) },
    {
      id: 'admin',
      header: t('applications.field.admin'),
      cellClassName: 'whitespace-nowrap',
      cell: (row) => <AssignedAdmin row={row} unassignedClass={unassignedClass} />,
    },
    { id: 'status', header: t('applications.field.status'), cell: (row) => <StatusBadge status={row.status} /> },
  ];
}

/** The top of a phone card: the applicant's link and status, then number and district. */
export function ApplicationCardHead({ row, to }: { row: ApplicationRow; to: string }) {
  const numberAndDistrict = useNumberAndDistrict();
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <AppLink to={to} className={linkClass}>
          {row.applicantName}
        </AppLink>
        <StatusBadge status={row.status} />
      </div>
      <p className="mt-0.5 text-xs text-slate-500">{numberAndDistrict(row)}</p>
    </>
  );
}

/** Loading rows shaped like the table's columns; `selectable` adds the selection box's column. */
export function ApplicationRowsSkeleton({ selectable = false }: { selectable?: boolean }) {
  return [0, 1, 2, 3, 4].map((i) => (
    <div key={i} className="flex items-center gap-4 py-2">
      {selectable && <Skeleton className="size-4" />}
      <Skeleton className="h-4 w-1/4" />
      <Skeleton className="h-4 w-12" />
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-5 w-24 rounded-full" />
    </div>
  ));
}
