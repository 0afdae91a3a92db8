// A list's page, page size and filters kept in the address (?page=2&size=30&type=project), so a
// reload, a shared link or the Back button returns to the same page of the same list.
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@contract/constants';

export interface ListParams {
  params: URLSearchParams;
  limit: number;
  offset: number;
  setPaging: (next: { limit: number; offset: number }) => void;
  /** Sets (or with undefined/'' removes) filters and goes back to page 1. */
  setFilters: (filters: Record<string, string | undefined>) => void;
}

export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const size = Number(params.get('size'));
  const limit = (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const offset = (page - 1) * limit;

  const setPaging = useCallback(
    (next: { limit: number; offset: number }) =>
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        const nextPage = Math.floor(next.offset / next.limit) + 1;
        if (nextPage > 1) out.set('page', String(nextPage));
        else out.delete('page');
        if (next.limit !== DEFAULT_PAGE_SIZE) out.set('size', String(next.limit));
        else out.delete('size');
        return out;
      }),
    [setParams],
  );

  const setFilters = useCallback(
    (filters: Record<string, string | undefined>) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          for (const [name, value] of Object.entries(filters)) {
            if (value) out.set(name, value);
            else out.delete(name);
          }
          out.delete('page');
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { params, limit, offset, setPaging, setFilters };
}
