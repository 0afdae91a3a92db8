// GET /search as an SWR hook: asked once typing pauses, and only for 2 characters or more.
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@contract/search';
import { searchEndpoints } from '@contract/search-endpoints';
import { apiRequest } from '@client/lib/http';

const TYPING_PAUSE_MS = 200;

/** The text once typing has paused, trimmed; '' while too short to search. */
export function useSettledQuery(typed: string): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const next = typed.trim();
    const timer = setTimeout(() => setSettled(next.length >= SEARCH_MIN_LENGTH ? next.slice(0, SEARCH_MAX_LENGTH) : ''), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return settled;
}

export function useSearch(query: string, enabled: boolean) {
  return useSWR(enabled && query ? ['search', query] : null, () => apiRequest(searchEndpoints.search, { query: { q: query } }), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
