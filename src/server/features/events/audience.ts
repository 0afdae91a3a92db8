// Who may receive an event, by the permission table and districts — the same rule as reading the
// activity log (src/server/features/activity/queries.ts): programme staff (`staff:activity`) get
// every entry about the districts in their staff scope (ADMIN: all; entries about no district, such
// as the shared catalogue, only ADMIN); anyone else gets only entries marked visible to the district,
// of their own district. A district user never hears of a staff-only entry.
import { can } from '@contract/permissions';
import type { Db } from '@server/db/connect';
import { scopeIncludes, staffScopeOfUser, type StaffScope } from '@server/plugins/staff-scope';
import type { SessionUser } from '../auth/session-service';
import type { AnnouncedEntry } from './announced';

export type Audience = { kind: 'staff'; scope: StaffScope } | { kind: 'district'; districtId: string | null };

export async function audienceOf(db: Db, userId: string, user: SessionUser): Promise<Audience> {
  if (can(user.roles, 'staff:activity')) return { kind: 'staff', scope: await staffScopeOfUser(db, userId, user.roles) };
  return { kind: 'district', districtId: user.districtId };
}

export function mayReceive(audience: Audience, entry: Pick<AnnouncedEntry, 'districtId' | 'visibility'>): boolean {
  if (audience.kind === 'staff') return scopeIncludes(audience.scope, entry.districtId);
  return entry.visibility === 'district' && entry.districtId !== null && entry.districtId === audience.districtId;
}
