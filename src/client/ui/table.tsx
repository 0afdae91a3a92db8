// The one data table of the lists (staff queues, the catalogue, invitations, blueprints,
// applications, a project's counts, a district's schools): a named table with column headers, in a
// box that scrolls sideways when the columns do not fit, and, optionally, one card per row below a
// breakpoint, where a table would scroll too far. The markup is what each list wrote by hand before:
// a <caption> (or the heading that names it), <th scope="col"> headers, plain rows, so what screen
// readers and the journeys find by role and name stays the same.
import type { ReactNode } from 'react';
import { cx } from './cx';

export type TableBreakpoint = 'sm' | 'md' | 'lg';

// Written out whole so Tailwind finds them: the table shows from the breakpoint up, the cards below it.
const tableFrom: Record<TableBreakpoint, string> = { sm: 'hidden sm:block', md: 'hidden md:block', lg: 'hidden lg:block' };
const cardsBelow: Record<TableBreakpoint, string> = { sm: 'sm:hidden', md: 'md:hidden', lg: 'lg:hidden' };

export interface TableColumn<T> {
  /** Unique in the table (React's key). */
  id: string;
  /** The column's heading: its words, or a control that acts on the column (a "select all" box). */
  header: ReactNode;
  /** The heading is read by screen readers but not shown (an actions column speaks for itself). */
  hideHeader?: boolean;
  /** 'end' for figures and amounts, so their digits line up; heading and cells alike. */
  align?: 'start' | 'end';
  /** Its cells head their rows (<th scope="row">): for a column that names what the row is about. */
  rowHeader?: boolean;
  headerClassName?: string;
  cellClassName?: string;
  cell: (row: T) => ReactNode;
}

export interface TableCards<T> {
  /** The table shows from this breakpoint up; below it, one card per row. */
  from: TableBreakpoint;
  card: (row: T) => ReactNode;
  /** Extra classes of a row's card (a selected row's tint, a smaller text). */
  cardClassName?: (row: T) => string | false | undefined;
}

/** A table is named by its own (visually hidden) caption, or by the heading it sits under. */
type TableName = { caption: string; labelledBy?: never } | { labelledBy: string; caption?: never };

type TableProps<T> = TableName & {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Extra classes of a row (a selected row's tint). */
  rowClassName?: (row: T) => string | false | undefined;
  cards?: TableCards<T>;
  /** Spacing around the list (margins): on the table's box and on the card list alike. */
  className?: string;
  /** Classes of the <table> itself (a minimum width past which the box scrolls). */
  tableClassName?: string;
  /** Marks each row and card as an item of the list, by its key (useListFocus's itemProps). */
  itemProps?: (key: string) => Record<string, string>;
};

export function Table<T>({ columns, rows, rowKey, rowClassName, cards, className, tableClassName, itemProps, ...name }: TableProps<T>) {
  return (
    <>
      <div className={cx('overflow-x-auto rounded-xl border border-slate-200 bg-white', cards && tableFrom[cards.from], className)}>
        <table className={cx('w-full text-start text-sm', tableClassName)} aria-labelledby={name.labelledBy}>
          {name.caption !== undefined && <caption className="sr-only">{name.caption}</caption>}
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={cx('px-4 py-3 font-medium', column.align === 'end' ? 'text-end' : 'text-start', column.headerClassName)}
                >
                  {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={rowKey(row)} {...itemProps?.(rowKey(row))} className={cx('hover:bg-slate-50', rowClassName?.(row))}>
                {columns.map((column) => {
                  const className = cx('px-4 py-3', column.align === 'end' && 'text-end', column.cellClassName);
                  // A row header is a <th>, which centres by default: it starts where the column's heading does.
                  return column.rowHeader ? (
                    <th key={column.id} scope="row" className={cx(className, column.align !== 'end' && 'text-start')}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={className}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {cards && (
        <ul aria-label={name.caption} aria-labelledby={name.labelledBy} className={cx('space-y-3', cardsBelow[cards.from], className)}>
          {rows.map((row) => (
            <li
              key={rowKey(row)}
              {...itemProps?.(rowKey(row))}
              className={cx('rounded-xl border border-slate-200 bg-white p-4', cards.cardClassName?.(row))}
            >
              {cards.card(row)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
