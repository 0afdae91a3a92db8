// The rows of a plain-SQL statement (db.execute(sql`…`)). Drizzle types that result per driver:
// PGlite's Results and node-postgres' QueryResult both carry `rows`, so the hot paths that write
// their SQL by hand read it here once instead of casting at every call.
export function rawRows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
