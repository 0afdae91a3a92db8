// The applications list (spec §3): applicant name, number of schools, application date
// (MM/DD/YYYY), assigned admin or "Not assigned yet", status. A table from the sm breakpoint up,
// one card per application on a phone.
import '@client/i18n/en/applications';
import type { ApplicationSummary } from '@contract/applications';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { Table } from '@client/ui/table';
import { ApplicationCardHead, AssignedAdmin, useApplicationColumns } from './application-row-parts';

export function ApplicationsTable({ items }: { items: ApplicationSummary[] }) {
  const { t, number, listDate } = useI18n();
  const columns = useApplicationColumns<ApplicationSummary>((application) => paths.application(application.id));
  return (
    <Table
      caption={t('applications.title')}
      columns={columns}
      rows={items}
      rowKey={(application) => application.id}
      cards={{
        from: 'sm',
        card: (application) => (
          <>
            <ApplicationCardHead row={application} to={paths.application(application.id)} />
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <dt className="text-slate-600">{t('applications.field.date')}</dt>
              <dd className="tabular-nums">{listDate(application.applicationDate)}</dd>
              <dt className="text-slate-600">{t('applications.field.numberOfSchools')}</dt>
              <dd className="tabular-nums">{number(application.numberOfSchools)}</dd>
              <dt className="text-slate-600">{t('applications.field.admin')}</dt>
              <dd>
                <AssignedAdmin row={application} />
              </dd>
            </dl>
          </>
        ),
      }}
    />
  );
}
