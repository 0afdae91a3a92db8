// Who may receive an event, by the permission table and districts — the same rule as reading the
// activity log (src/server/features/activity/queries.ts): programme staff (`staff:activity`) get
// every entry about the districts in their staff scope (ADMIN: all; entries about no district, such
// as the shared catalogue, only ADMIN); anyone else gets only entries marked visible to the district,
// of their own district. A district user never hears of a staff-only entry.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { can } from '@contract/permissions';
import type { Db } from '@server/db/connect';
import { refreshTokens, staffDistricts, users } from '@server/db/schema';
import { scopeIncludes, staffScopeOfUser, type StaffScope } from '@server/plugins/staff-scope';
import type { SessionUser } from '../auth/session-service';
import type { AnnouncedEntry } from './announced';

export type Audience = { kind: 'staff'; scope: StaffScope } | { kind: 'district'; districtId: string | null };

export async function audienceOf(db: Db, userId: string, user: SessionUser): Promise<Audience> {
  if (can(user.roles, 'staff:activity')) return { kind: 'staff', scope: await staffScopeOfUser(db, userId, user.roles) };
  return { kind: 'district', districtId: user.districtId };
}

/** Sessions asked about in one statement; a process with more open streams asks in several. */
const CHUNK = 1000;

/**
 * Every open stream's session checked and its audience read again, in two statements for all of
 * them (the live sessions with their users' roles and districts, then the staff districts of the
 * staff among them), so a heartbeat costs the database the same with ten streams or thousands.
 * A session missing from the answer has ended (signed out, revoked, expired, its user gone).
 */
export async function audiencesOf(db: Db, holders: readonly { sessionId: string; userId: string }[]): Promise<Map<string, Audience>> {
  const families = [...new Set(holders.map((holder) => holder.sessionId))];
  const live: { familyId: string; userId: string; districtId: string | null; roles: string[] }[] = [];
  for (let i = 0; i < families.length; i += CHUNK) {
    live.push(
      ...(await db
        .selectDistinct({ familyId: refreshTokens.familyId, userId: refreshTokens.userId, districtId: users.districtId, roles: users.roles })
        .from(refreshTokens)
        .innerJoin(users, eq(users.id, refreshTokens.userId))
        .where(
          and(
            inArray(refreshTokens.familyId, families.slice(i, i + CHUNK)),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, sql`now()`),
          ),
        )),
    );
  }
  const staff = [
    ...new Set(live.filter((row) => can(row.roles, 'staff:activity') && !can(row.roles, 'staff:all-districts')).map((row) => row.userId)),
  ];
  const districtsOf = new Map<string, string[]>();
  for (let i = 0; i < staff.length; i += CHUNK) {
    const rows = await db
      .select({ userId: staffDistricts.userId, districtId: staffDistricts.districtId })
      .from(staffDistricts)
      .where(inArray(staffDistricts.userId, staff.slice(i, i + CHUNK)));
    for (const row of rows) districtsOf.set(row.userId, [...(districtsOf.get(row.userId) ?? []), row.districtId]);
  }
  const audiences = new Map<string, Audience>();
  for (const row of live) {
    const key = `${row.familyId}:${row.userId}`;
    if (!can(row.roles, 'staff:activity')) audiences.set(key, { kind: 'district', districtId: row.districtId });
    else if (can(row.roles, 'staff:all-districts')) audiences.set(key, { kind: 'staff', scope: { all: true, userId: row.userId } });
    else audiences.set(key, { kind: 'staff', scope: { all: false, userId: row.userId, districtIds: districtsOf.get(row.userId) ?? [] } });
  }
  return audiences;
}

export function mayReceive(audience: Audience, entry: Pick<AnnouncedEntry, 'districtId' | 'visibility'>): boolean {
  if (audience.kind === 'staff') return scopeIncludes(audience.scope, entry.districtId);
  return entry.visibility === 'district' && entry.districtId !== null && entry.districtId === audience.districtId;
}
