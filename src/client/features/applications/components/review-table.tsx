// The review queue's rows: applicant (with application ID and district), schools, application date
// (MM/DD/YYYY), assigned admin or "Not assigned yet", status; a box to select each for bulk
// assignment. A table from the md breakpoint up, one card per application on a phone.
import '@client/i18n/en/applications';
import '@client/i18n/en/review';
import { useEffect, useRef } from 'react';
import type { ReviewRow } from '@contract/applications-staff';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { cx } from '@client/ui/cx';
import { Table, type TableColumn } from '@client/ui/table';
import { ApplicationCardHead, AssignedAdmin, useApplicationColumns } from './application-row-parts';

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
  const applicationColumns = useApplicationColumns<ReviewRow>((row) => paths.staffApplication(row.id), unassignedClass);
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = some && !all;
  }, [some, all]);

  const selectColumn: TableColumn<ReviewRow> = {
    id: 'select',
    header: (
      <input
        ref={allBox}
        type="checkbox"
        className={boxClass}
        checked={all}
        onChange={(event) => onToggleAll(event.target.checked)}
        aria-label={t('review.selectAll')}
      />
    ),
    headerClassName: 'w-10',
    cell: (row) => <SelectBox row={row} selected={selected} onToggle={onToggle} />,
  };
  const reviewColumn: TableColumn<ReviewRow> = {
    id: 'review',
    header: t('review.column.review'),
    cell: (row) => <ReviewCell row={row} />,
  };
  const columns = [selectColumn, ...applicationColumns, reviewColumn];

  return (
    <Table
      caption={t('review.title')}
      columns={columns}
      rows={items}
      rowKey={(row) => row.id}
      rowClassName={(row) => selected.has(row.id) && 'bg-primary-50/60'}
      cards={{
        from: 'md',
        cardClassName: (row) => selected.has(row.id) && 'border-primary-300 bg-primary-50/60',
        card: (row) => (
          <div className="flex items-start gap-3">
            <SelectBox row={row} selected={selected} onToggle={onToggle} className="mt-1" />
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
        ),
      }}
    />
  );
}

function SelectBox({
  row,
  selected,
  onToggle,
  className,
}: {
  row: ReviewRow;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <input
      type="checkbox"
      className={cx(boxClass, className)}
      checked={selected.has(row.id)}
      onChange={() => onToggle(row.id)}
      aria-label={t('review.selectOne', { name: `${row.applicantName} (#${row.applicationNumber})` })}
    />
  );
}

/** The reviews' weighted average ± spread and how many scored; only the count while hidden or before any. */
function ReviewCell({ row }: { row: ReviewRow }) {
  const { t } = useI18n();
  const review = row.review;
  if (!review) return <span className="text-slate-500">—</span>;
  const { average, spread, submitted, assigned } = review;
  return (
    <span className="text-sm tabular-nums">
      {average !== null && spread !== null
        ? t('review.reviews.queue', { average: average.toFixed(2), spread: spread.toFixed(2), submitted, assigned })
        : t('review.reviews.queuePending', { submitted, assigned })}
    </span>
  );
}
