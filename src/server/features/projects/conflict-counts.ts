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
  earlierFirst: earlierBy.firstName,
  earlierLast: earlierBy.lastName,
  laterId: later.id,
  laterKits: later.kitsOnHand,
  laterAt: later.countedAt,
  laterFirst: laterBy.firstName,
  laterLast: laterBy.lastName,
};

interface CountPairRow {
  earlierId: string;
  earlierKits: number;
  earlierAt: Date;
  earlierFirst: string | null;
  earlierLast: string | null;
  laterId: string;
  laterKits: number;
  laterAt: Date;
  laterFirst: string | null;
  laterLast: string | null;
}

export function countPair(r: CountPairRow): Pick<CountConflict, 'earlier' | 'later'> {
  return {
    earlier: { id: r.earlierId, kitsOnHand: r.earlierKits, countedAt: r.earlierAt.toISOString(), countedBy: nameOf(r.earlierFirst, r.earlierLast) },
    later: { id: r.laterId, kitsOnHand: r.laterKits, countedAt: r.laterAt.toISOString(), countedBy: nameOf(r.laterFirst, r.laterLast) },
  };
}
