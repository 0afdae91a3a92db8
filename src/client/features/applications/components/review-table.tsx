// The review queue's rows: applicant (with application ID and district), schools, application date
// (MM/DD/YYYY), assigned admin or "Not assigned yet", status; a box to select each for bulk
// assignment. A table from the md breakpoint up, one card per application on a phone.
import '../../../i18n/en/applications';
import '../../../i18n/en/review';
import { useEffect, useRef } from 'react';
import type { ReviewRow } from '../../../../contract/applications-staff';
import { paths } from '../../../app/paths';
import { useI18n } from '../../../i18n/use-i18n';
import { AppLink } from '../../../ui/app-link';
import { cx } from '../../../ui/cx';
import { StatusBadge } from './status-badge';

const linkClass = 'font-semibold text-primary-700 hover:text-primary-800 hover:underline';
const boxClass = 'size-4.5 rounded border-slate-400 text-primary-700 accent-primary-700';

interface ReviewTableProps {
  items: ReviewRow[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
}

function Assignee({ row }: { row: ReviewRow }) {
  const { t } = useI18n();
  return row.assignedAdmin ? <>{row.assignedAdmin.name}</> : <span className="text-amber-800">{t('applications.notAssigned')}</span>;
}

export function ReviewTable({ items, selected, onToggle, onToggleAll }: ReviewTableProps) {
  const { t, number, listDate } = useI18n();
  const all = items.length > 0 && items.every((row) => selected.has(row.id));
  const some = items.some((row) => selected.has(row.id));
  const allBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = some && !all;
  }, [some, all]);
  const numberAndDistrict = (row: ReviewRow) =>
    t('applications.numberAndDistrict', { number: String(row.applicationNumber), district: row.district.name });

  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('review.title')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="w-10 px-4 py-3 text-start font-medium">
                <input
                  ref={allBox}
                  type="checkbox"
                  className={boxClass}
                  checked={all}
                  onChange={(event) => onToggleAll(event.target.checked)}
                  aria-label={t('review.selectAll')}
                />
              </th>
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
            {items.map((row) => (
              <tr key={row.id} className={cx('hover:bg-slate-50', selected.has(row.id) && 'bg-primary-50/60')}>
                <td className="px-4 py-3">
                  <input
                    type="checkbox"
                    className={boxClass}
                    checked={selected.has(row.id)}
                    onChange={() => onToggle(row.id)}
                    aria-label={t('review.selectOne', { name: `${row.applicantName} (#${row.applicationNumber})` })}
                  />
                </td>
                <td className="px-4 py-3">
                  <AppLink to={paths.staffApplication(row.id)} className={linkClass}>
                    {row.applicantName}
                  </AppLink>
                  <span className="block text-xs text-slate-500">{numberAndDistrict(row)}</span>
                </td>
                <td className="px-4 py-3 text-end tabular-nums">{number(row.numberOfSchools)}</td>
                <td className="px-4 py-3 tabular-nums">{listDate(row.applicationDate)}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <Assignee row={row} />
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={row.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={t('review.title')} className="space-y-3 md:hidden">
        {items.map((row) => (
          <li key={row.id} className={cx('rounded-xl border border-slate-200 bg-white p-4', selected.has(row.id) && 'border-primary-300 bg-primary-50/60')}>
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                className={cx(boxClass, 'mt-1')}
                checked={selected.has(row.id)}
                onChange={() => onToggle(row.id)}
                aria-label={t('review.selectOne', { name: `${row.applicantName} (#${row.applicationNumber})` })}
              />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-3">
                  <AppLink to={paths.staffApplication(row.id)} className={linkClass}>
                    {row.applicantName}
                  </AppLink>
                  <StatusBadge status={row.status} />
                </div>
                <p className="mt-0.5 text-xs text-slate-500">{numberAndDistrict(row)}</p>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  <dt className="text-slate-600">{t('applications.field.date')}</dt>
                  <dd className="tabular-nums">{listDate(row.applicationDate)}</dd>
                  <dt className="text-slate-600">{t('applications.field.admin')}</dt>
                  <dd>
                    <Assignee row={row} />
                  </dd>
                </dl>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
