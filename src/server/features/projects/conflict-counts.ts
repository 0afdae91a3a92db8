// The two counts of a count conflict, as the district's project page and the staff list both show
// them: the columns to select (with the aliases their joins use) and the pair they make.
import { alias } from 'drizzle-orm/pg-core';
import type { CountConflict } from '@contract/projects';
import { inventoryCounts, users } from '@server/db/schema';

export const earlier = alias(inventoryCounts, 'earlier_count');
export const later = alias(inventoryCounts, 'later_count');
export const earlierBy = alias(users, 'earlier_by');
export const laterBy = alias(users, 'later_by');

/** A person's name as the screens show it, or null when the account has none. */
export const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

/** Select these beside the conflict's own columns, joining earlier, later, earlierBy and laterBy. */
export const countPairColumns = {
  earlierId: earlier.id,
  earlierKits: earlier.kitsOnHand,
  earlierAt: earlier.countedAt,
  earlierMadeAt: earlier.madeAt,
  earlierFirst: earlierBy.firstName,
  earlierLast: earlierBy.lastName,
  laterId: later.id,
  laterKits: later.kitsOnHand,
  laterAt: later.countedAt,
  laterMadeAt: later.madeAt,
  laterFirst: laterBy.firstName,
  laterLast: laterBy.lastName,
};

interface CountPairRow {
  earlierId: string;
  earlierKits: number;
  earlierAt: Date;
  earlierMadeAt: Date;
  earlierFirst: string | null;
  earlierLast: string | null;
  laterId: string;
  laterKits: number;
  laterAt: Date;
  laterMadeAt: Date;
  laterFirst: string | null;
  laterLast: string | null;
}

/** countedAt is when each count was made (made_at), recordedAt when it arrived (its order). */
export function countPair(r: CountPairRow): Pick<CountConflict, 'earlier' | 'later'> {
  const count = (id: string, kitsOnHand: number, madeAt: Date, at: Date, first: string | null, last: string | null) => ({
    id,
    kitsOnHand,
    countedAt: madeAt.toISOString(),
    recordedAt: at.toISOString(),
    countedBy: nameOf(first, last),
  });
  return {
    earlier: count(r.earlierId, r.earlierKits, r.earlierMadeAt, r.earlierAt, r.earlierFirst, r.earlierLast),
    later: count(r.laterId, r.laterKits, r.laterMadeAt, r.laterAt, r.laterFirst, r.laterLast),
  };
}
