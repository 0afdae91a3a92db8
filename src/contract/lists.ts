// Paging shared by every list endpoint (docs/architecture.md §4): `limit` and `offset` in the query string,
// `{ items, total }` in the answer. `total` counts every match, not just the page, so the client's
// pagination knows how many pages there are.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

export const LIST_MAX_PAGE_SIZE = MAX_PAGE_SIZE;

export const listMessages = {
  limit: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  offset: 'offset must be a whole number from 0',
} as const;

// Query strings arrive as text; an empty value means "not given", so `?limit=` gets the default.
const queryInt = (message: string, min: number, max: number, fallback: number) =>
  z
    .preprocess(
      (v) => (v === '' || v === undefined || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
      z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).optional(),
    )
    .transform((v) => v ?? fallback);

/**
 * `limit` 1..50 (default 15) and `offset` ≥ 0 (default 0). Any size up to 50 is accepted, not only
 * the UI's options: a dashboard widget may want 5 rows.
 */
export const pageQuerySchema = z.object({
  limit: queryInt(listMessages.limit, 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  offset: queryInt(listMessages.offset, 0, 1_000_000, 0),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** A boolean sent in a query string as 'true' or 'false' (e.g. IsCompletedTab). */
export const queryBooleanSchema = (message: string) => z.enum(['true', 'false'], { error: message }).transform((v) => v === 'true');

/** `{ items, total }` for items of the given schema. */
export const listResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
  });

export interface ListResponse<T> {
  items: T[];
  total: number;
}
