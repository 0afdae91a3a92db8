// The stored moment an outbox change was made (src/contract/made-at.ts, docs/decisions.md "When an
// offline change was made"), as one SQL expression so it is computed in the statement that writes it.
import { sql, type SQL } from 'drizzle-orm';
import { MADE_AT_MAX_SKEW_MS } from '@contract/made-at';

/**
 * The device's `madeAt` when it is at most MADE_AT_MAX_SKEW_MS ahead of `received`, else `received`
 * (also when there is none: an entry queued before madeAt existed); then raised to `previous` (the
 * made time of the record before it of the same thing; greatest() skips a null one).
 */
export function boundedMadeAt(madeAt: string | undefined, received: SQL, previous: SQL): SQL {
  return boundedMadeAtOf(sql`${madeAt ?? null}::timestamptz`, received, previous);
}

/** boundedMadeAt of a device's time that is already an SQL expression (a column of a VALUES list). */
export function boundedMadeAtOf(sent: SQL, received: SQL, previous: SQL): SQL {
  return sql`greatest(
    case when ${sent} <= ${received} + ${MADE_AT_MAX_SKEW_MS}::integer * interval '1 millisecond' then ${sent} else ${received} end,
    ${previous})`;
}
