// The applications list (spec §3): applicant name, number of schools, application date
// (MM/DD/YYYY), assigned admin or "Not assigned yet", status. A table from the sm breakpoint up,
// one card per application on a phone.
import '../../../i18n/en/applications';
import type { ApplicationSummary } from '../../../../contract/applications';
import { paths } from '../../../app/paths';
import { useI18n } from '../../../i18n/use-i18n';
import { ApplicationCardHead, ApplicationCells, ApplicationHeadings, AssignedAdmin } from './application-row-parts';

export function ApplicationsTable({ items }: { items: ApplicationSummary[] }) {
  const { t, number, listDate } = useI18n();
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('applications.title')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
            <tr>
              <ApplicationHeadings />
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {items.map((application) => (
              <tr key={application.id} className="hover:bg-slate-50">
                <ApplicationCells row={application} to={paths.application(application.id)} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={t('applications.title')} className="space-y-3 sm:hidden">
        {items.map((application) => (
          <li key={application.id} className="rounded-xl border border-slate-200 bg-white p-4">
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
          </li>
        ))}
      </ul>
    </>
  );
}
