// The applications list (spec §3): applicant name, number of schools, application date
// (MM/DD/YYYY), assigned admin or "Not assigned yet", status. A table from the sm breakpoint up,
// one card per application on a phone.
import '../../../i18n/en/applications';
import type { ApplicationSummary } from '../../../../contract/applications';
import { paths } from '../../../app/paths';
import { useI18n } from '../../../i18n/use-i18n';
import { AppLink } from '../../../ui/app-link';
import { StatusBadge } from './status-badge';

const linkClass = 'font-semibold text-primary-700 hover:text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600';

function Admin({ application }: { application: ApplicationSummary }) {
  const { t } = useI18n();
  return application.assignedAdmin ? (
    <>{application.assignedAdmin.name}</>
  ) : (
    <span className="text-slate-500">{t('applications.notAssigned')}</span>
  );
}

export function ApplicationsTable({ items }: { items: ApplicationSummary[] }) {
  const { t, number, listDate } = useI18n();
  // The application number is an identifier, written without grouping ("#1001").
  const numberAndDistrict = (application: ApplicationSummary) =>
    t('applications.numberAndDistrict', { number: String(application.applicationNumber), district: application.district.name });
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('applications.title')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3 text-start font-medium">
                {t('applications.field.applicant')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-medium">
                {t('applications.field.numberOfSchools')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-medium">
                {t('applications.field.date')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-medium">
                {t('applications.field.admin')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-medium">
                {t('applications.field.status')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {items.map((application) => (
              <tr key={application.id} className="hover:bg-slate-50">
                <td className="px-4 py-3">
                  <AppLink to={paths.application(application.id)} className={linkClass}>
                    {application.applicantName}
                  </AppLink>
                  <span className="block text-xs text-slate-500">{numberAndDistrict(application)}</span>
                </td>
                <td className="px-4 py-3 text-end tabular-nums">{number(application.numberOfSchools)}</td>
                <td className="px-4 py-3 tabular-nums">{listDate(application.applicationDate)}</td>
                <td className="px-4 py-3">
                  <Admin application={application} />
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={application.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={t('applications.title')} className="space-y-3 sm:hidden">
        {items.map((application) => (
          <li key={application.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <AppLink to={paths.application(application.id)} className={linkClass}>
                {application.applicantName}
              </AppLink>
              <StatusBadge status={application.status} />
            </div>
            <p className="mt-0.5 text-xs text-slate-500">{numberAndDistrict(application)}</p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <dt className="text-slate-600">{t('applications.field.date')}</dt>
              <dd className="tabular-nums">{listDate(application.applicationDate)}</dd>
              <dt className="text-slate-600">{t('applications.field.numberOfSchools')}</dt>
              <dd className="tabular-nums">{number(application.numberOfSchools)}</dd>
              <dt className="text-slate-600">{t('applications.field.admin')}</dt>
              <dd>
                <Admin application={application} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
