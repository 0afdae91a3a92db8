// Prepared statements built once per database handle. A guarded list request used to build the
// same SQL text with the query builder on every call; a prepared query keeps the text (and, on
// PostgreSQL, the server-side plan per connection) and takes only the values.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './connect';

const byDb = new WeakMap<object, Map<string, unknown>>();

/**
 * The statement `name` prepared on `db`, built by `build` the first time. `name` names one SQL
 * text: a query whose text depends on its filters gets one name per shape (say
 * "orders:district:status"). PostgreSQL limits a statement name to 63 bytes.
 */
export function preparedOn<T>(db: Db, name: string, build: (db: Db) => T): T {
  let statements = byDb.get(db);
  if (!statements) {
    statements = new Map();
    byDb.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    statements.set(name, statement);
  }
  return statement;
}

/**
 * Whether `db` is the pool-wide handle (not a transaction): a statement prepared on the pool runs
 * on any connection, outside the caller's transaction, so inside one the query is built as before.
 */
function isPoolHandle(db: Db | Tx): db is Db {
  return !(db instanceof PgTransaction);
}

/** A query-builder query whose values are placeholders (sql.placeholder). */
interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * Runs the query `build` makes with `values` for its placeholders: prepared once under `name` on
 * the pool's handle, built afresh inside a transaction (see isPoolHandle).
 */
export function runPrepared<R>(db: Db | Tx, name: string, build: (handle: Db | Tx) => Preparable<R>, values: Record<string, unknown>): Promise<R> {
  if (!isPoolHandle(db)) return build(db).execute(values);
  return preparedOn(db, name, (handle) => build(handle).prepare(name)).execute(values);
}

/**
 * The items and total of a page read with a window count (`total`, the same on every row), or null
 * for a page past the end: no row carries the count there, so the caller counts on its own.
 */
export function windowPage<R extends { total: number | string }, T>(
  rows: R[],
  offset: number,
  toItem: (row: R) => T,
): { items: T[]; total: number } | null {
  if (!rows[0] && offset > 0) return null;
  return { items: rows.map(toItem), total: rows[0] ? Number(rows[0].total) : 0 };
}

/**
 * The total of a list whose page was read without a count. A page that is neither full nor empty
 * ends the list, so its total is known (offset + rows); an empty first page is an empty list. Only
 * a full page, or an empty one past the start, asks `countAll`: a staff list's first page usually
 * holds the whole list on a small programme, and on a national one the count is the costly part.
 */
export async function pageTotal(rowsOnPage: number, page: { limit: number; offset: number }, countAll: () => Promise<number>): Promise<number> {
  if (rowsOnPage > 0 && rowsOnPage < page.limit) return page.offset + rowsOnPage;
  if (rowsOnPage === 0 && page.offset === 0) return 0;
  return countAll();
}
