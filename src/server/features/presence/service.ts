// Presence rows (docs/architecture.md, "Live events"): one per open tab, kept by its heartbeat. A
// beat first sweeps every row past its time (a tab that crashed or went offline), so those who still
// look at its subject hear it go within one of their own beats; then it adds or refreshes its own.
// The table's trigger announces what came, went or changed; a refresh alone announces nothing.
import { and, asc, eq, gt, lte, ne } from 'drizzle-orm';
import { PRESENCE_TTL_SECONDS, type PresenceActivity, type PresenceList } from '@contract/presence';
import type { Db } from '@server/db/connect';
import { presence, users } from '@server/db/schema';
import { displayName } from '../blueprints/access';

export interface Beat {
  userId: string;
  tab: string;
  subject: string;
  activity: PresenceActivity;
  districtId: string;
  visibility: 'staff' | 'district';
}

export async function beat(db: Db, values: Beat, now: Date): Promise<void> {
  await db.delete(presence).where(lte(presence.expiresAt, now));
  const expiresAt = new Date(now.getTime() + PRESENCE_TTL_SECONDS * 1000);
  await db
    .insert(presence)
    .values({ ...values, since: now, expiresAt })
    .onConflictDoUpdate({
      target: [presence.subject, presence.userId, presence.tab],
      set: { activity: values.activity, visibility: values.visibility, expiresAt },
    });
}

/** The tab left (its page closed or hidden). Only the caller's own row: anyone may ask, nothing leaks. */
export async function leave(db: Db, userId: string, subject: string, tab: string): Promise<void> {
  await db.delete(presence).where(and(eq(presence.subject, subject), eq(presence.userId, userId), eq(presence.tab, tab)));
}

/** A person doing several things at once shows the busiest: editing, then counting, then viewing. */
const WEIGHT: Record<PresenceActivity, number> = { editing: 3, counting: 2, viewing: 1 };

/**
 * Who else is on the subject now, one line per person (their tabs together, since their first).
 * Programme staff show only to staff (docs/decisions.md, "Presence").
 */
export async function presentOn(db: Db, subject: string, viewer: { userId: string; staff: boolean }, now: Date): Promise<PresenceList> {
  const rows = await db
    .select({
      userId: presence.userId,
      since: presence.since,
      activity: presence.activity,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(presence)
    .innerJoin(users, eq(users.id, presence.userId))
    .where(
      and(
        eq(presence.subject, subject),
        gt(presence.expiresAt, now),
        ne(presence.userId, viewer.userId),
        viewer.staff ? undefined : eq(presence.visibility, 'district'),
      ),
    )
    .orderBy(asc(presence.since));
  const people = new Map<string, PresenceList['items'][number]>();
  for (const row of rows) {
    const known = people.get(row.userId);
    if (!known) {
      people.set(row.userId, {
        userId: row.userId,
        name: displayName(row.firstName, row.lastName, row.email),
        since: row.since.toISOString(),
        activity: row.activity,
      });
    } else if (WEIGHT[row.activity] > WEIGHT[known.activity]) {
      known.activity = row.activity;
    }
  }
  return { items: [...people.values()] };
}
