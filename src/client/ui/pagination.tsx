// The pager under every list (docs/architecture.md §4: page size 15, options 10, 30, 50).
import { useId } from 'react';
import { PAGE_SIZE_OPTIONS } from '@contract/constants';
import '../i18n/en/ui-states';
import { useI18n } from '../i18n/use-i18n';
import { Button } from './button';
import { cx } from './cx';

interface PaginationProps {
  total: number;
  limit: number;
  offset: number;
  onChange: (next: { limit: number; offset: number }) => void;
  /** Names the list, e.g. "Tasks": the nav becomes "Tasks pages". */
  label: string;
  className?: string;
}

export function Pagination({ total, limit, offset, onChange, label, className }: PaginationProps) {
  const { t, number } = useI18n();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(pages, Math.floor(offset / limit) + 1);
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(total, offset + limit);
  const goTo = (target: number) => onChange({ limit, offset: (target - 1) * limit });
  // A list that fits the smallest page needs no pager (unless the address asked for a later page).
  if (total <= PAGE_SIZE_OPTIONS[0] && offset === 0) return null;

  return (
    <nav
      aria-label={t('ui.pagination.label', { label })}
      className={cx('flex flex-col gap-3 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between', className)}
    >
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId}>{t('ui.pagination.rowsPerPage')}</label>
        <select
          id={sizeId}
          value={limit}
          onChange={(event) => onChange({ limit: Number(event.target.value), offset: 0 })}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 hover:border-slate-400"
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {number(size)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <p aria-live="polite">
          {t('ui.pagination.range', { first: number(first), last: number(last), total: number(total) })}
          <span className="sr-only">{t('ui.pagination.position', { page: number(page), pages: number(pages) })}</span>
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)} aria-label={t('ui.pagination.previousPage')}>
            {t('ui.pagination.previous')}
          </Button>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)} aria-label={t('ui.pagination.nextPage')}>
            {t('ui.pagination.next')}
          </Button>
        </div>
      </div>
    </nav>
  );
}
