// The review queue's rows: applicant (with application ID and district), schools, application date
// (MM/DD/YYYY), assigned admin or "Not assigned yet", status; a box to select each for bulk
// assignment. A table from the md breakpoint up, one card per application on a phone.
import '../../../i18n/en/applications';
import '../../../i18n/en/review';
import { useEffect, useRef } from 'react';
import type { ReviewRow } from '../../../../contract/applications-staff';
import { paths } from '../../../app/paths';
import { useI18n } from '../../../i18n/use-i18n';
import { cx } from '../../../ui/cx';
import { ApplicationCardHead, ApplicationCells, ApplicationHeadings, AssignedAdmin } from './application-row-parts';

const boxClass = 'size-4.5 rounded border-slate-400 text-primary-700 accent-primary-700';

interface ReviewTableProps {
  items: ReviewRow[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
}

// The queue is where unassigned work gets picked up: "Not assigned yet" stands out.
const unassignedClass = 'text-amber-800';

export function ReviewTable({ items, selected, onToggle, onToggleAll }: ReviewTableProps) {
  const { t, listDate } = useI18n();
  const all = items.length > 0 && items.every((row) => selected.has(row.id));
  const some = items.some((row) => selected.has(row.id));
  const allBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = some && !all;
  }, [some, all]);

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
              <ApplicationHeadings />
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
                <ApplicationCells row={row} to={paths.staffApplication(row.id)} unassignedClass={unassignedClass} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={t('review.title')} className="space-y-3 md:hidden">
        {items.map((row) => (
          <li
            key={row.id}
            className={cx('rounded-xl border border-slate-200 bg-white p-4', selected.has(row.id) && 'border-primary-300 bg-primary-50/60')}
          >
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                className={cx(boxClass, 'mt-1')}
                checked={selected.has(row.id)}
                onChange={() => onToggle(row.id)}
                aria-label={t('review.selectOne', { name: `${row.applicantName} (#${row.applicationNumber})` })}
              />
              <div className="min-w-0 flex-1">
                <ApplicationCardHead row={row} to={paths.staffApplication(row.id)} />
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  <dt className="text-slate-600">{t('applications.field.date')}</dt>
                  <dd className="tabular-nums">{listDate(row.applicationDate)}</dd>
                  <dt className="text-slate-600">{t('applications.field.admin')}</dt>
                  <dd>
                    <AssignedAdmin row={row} unassignedClass={unassignedClass} />
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
