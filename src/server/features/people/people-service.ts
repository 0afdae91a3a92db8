// Changing people: a role and a manager's districts (ADMIN), deactivation and reactivation (staff
// within reach; a district's coordinator deactivates its own members). Deactivating ends every
// session at once: the families are revoked (their end is announced to the live event streams by
// the refresh_tokens trigger), and the per-request session check refuses a deactivated person's
// tokens on every process. Nothing of the person's history is touched.
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@contract/constants';
import type { FieldError } from '@contract/errors';
import { mainRole, type UpdatePerson } from '@contract/people';
import { peopleMessages } from '@contract/people-messages';
import { can } from '@contract/permissions';
import type { Tx } from '@server/db/connect';
import { districts, staffDistricts, users } from '@server/db/schema';
import { badRequest, HttpError } from '@server/plugins/http-error';
import { recordActivity } from '../activity/record-activity';
import { revokeAllSessions } from '../auth/session-service';

interface Actor {
  userId: string;
  roles: readonly string[];
}

export interface Target {
  id: string;
  email: string;
  roles: string[];
  districtId: string | null;
  deactivatedAt: Date | null;
}

const fieldError = (status: 400 | 403, field: string, message: string) => new HttpError(status, message, [{ field, message }] satisfies FieldError[]);

/** Every change to a person waits for the one before it (see keepOneAdmin). */
const PEOPLE_CHANGE_LOCK = 0x70656f70; // 'peop'

/** The person, locked for the change; null when missing or outside `reach`. */
export async function lockTarget(tx: Tx, id: string, reach: SQL): Promise<Target | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PEOPLE_CHANGE_LOCK})`);
  const [row] = await tx
    .select({ id: users.id, email: users.email, roles: users.roles, districtId: users.districtId, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(and(eq(users.id, id), reach))
    .for('update');
  return row ?? null;
}

/**
 * Refuses a change that would leave no active admin. An admin cannot demote or deactivate
 * themselves, so this bites when two admins set each other aside at the same moment: changes to
 * people take turns under one transaction lock (lockTarget), so the second reads the first's
 * committed change and is refused here, and neither waits on the other's rows (no deadlock).
 */
async function keepOneAdmin(tx: Tx, target: Target, field: 'role' | 'active') {
  if (!target.roles.includes('ADMIN') || target.deactivatedAt !== null) return;
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`'ADMIN' = any(${users.roles})`, isNull(users.deactivatedAt)));
  if (!admins.some((admin) => admin.id !== target.id)) throw fieldError(400, field, peopleMessages.lastAdmin);
}

/** Deactivates or reactivates; nothing when the person is already so. */
export async function setActive(tx: Tx, actor: Actor, target: Target, active: boolean, now: Date) {
  if (active === (target.deactivatedAt === null)) return;
  if (!active) {
    if (target.id === actor.userId) throw fieldError(400, 'active', peopleMessages.notYourself);
    await keepOneAdmin(tx, target, 'active');
  }
  await tx
    .update(users)
    .set({ deactivatedAt: active ? null : now })
    .where(eq(users.id, target.id));
  if (!active) await revokeAllSessions(tx, target.id, now);
  await recordActivity(tx, {
    entityType: 'person',
    entityId: target.id,
    districtId: target.districtId,
    actorId: actor.userId,
    action: active ? 'person-reactivated' : 'person-deactivated',
    before: { email: target.email, active: !active },
    after: { email: target.email, active },
  });
  target.deactivatedAt = active ? null : now;
}

async function checkDistricts(tx: Tx, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await tx.select({ id: districts.id }).from(districts).where(inArray(districts.id, unique));
  if (found.length !== unique.length) throw fieldError(400, 'districtIds', peopleMessages.districtIdsInvalid);
  return unique;
}

/** PATCH /staff/people/{id}: the checks on each field, then the changes, each in the activity log. */
export async function updatePerson(tx: Tx, actor: Actor, target: Target, body: UpdatePerson, now: Date) {
  const currentRole = mainRole(target.roles);
  if (body.role !== undefined && !can(actor.roles, 'staff:roles')) throw fieldError(403, 'role', peopleMessages.rolesAdminOnly);
  if (body.districtIds !== undefined && !can(actor.roles, 'staff:roles')) throw fieldError(403, 'districtIds', peopleMessages.rolesAdminOnly);
  const role: Role = body.role ?? currentRole;
  if (role !== currentRole && target.id === actor.userId) throw fieldError(400, 'role', peopleMessages.notYourself);
  if (body.districtIds !== undefined && role !== 'SCHOOL_SUCCESS_MANAGER') {
    throw badRequest(peopleMessages.districtIdsOnlyForManagers, [{ field: 'districtIds', message: peopleMessages.districtIdsOnlyForManagers }]);
  }
  const districtIds = body.districtIds === undefined ? undefined : await checkDistricts(tx, body.districtIds);

  if (role !== currentRole) {
    if (role !== 'ADMIN') await keepOneAdmin(tx, target, 'role');
    await tx
      .update(users)
      .set({ roles: [role] })
      .where(eq(users.id, target.id));
    // Looking after districts is a manager's; another role leaves them.
    if (role !== 'SCHOOL_SUCCESS_MANAGER') await tx.delete(staffDistricts).where(eq(staffDistricts.userId, target.id));
    await recordActivity(tx, {
      entityType: 'person',
      entityId: target.id,
      districtId: target.districtId,
      actorId: actor.userId,
      action: 'person-role-changed',
      before: { email: target.email, role: currentRole },
      after: { email: target.email, role },
    });
    target.roles = [role];
  }
  if (districtIds !== undefined) {
    const before = await tx.select({ districtId: staffDistricts.districtId }).from(staffDistricts).where(eq(staffDistricts.userId, target.id));
    await tx.delete(staffDistricts).where(eq(staffDistricts.userId, target.id));
    if (districtIds.length) await tx.insert(staffDistricts).values(districtIds.map((districtId) => ({ userId: target.id, districtId })));
    await recordActivity(tx, {
      entityType: 'person',
      entityId: target.id,
      districtId: target.districtId,
      actorId: actor.userId,
      action: 'person-districts-changed',
      before: { email: target.email, districtIds: before.map((row) => row.districtId) },
      after: { email: target.email, districtIds },
    });
  }
  if (body.active !== undefined) await setActive(tx, actor, target, body.active, now);
}
