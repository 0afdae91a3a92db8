// The caller as a district member: their district and whether they coordinate it (the People
// routes and the import share it).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayManageDistrictPeople } from '@contract/permissions';
import { users } from '@server/db/schema';
import { authOf } from '@server/plugins/auth-guard';

/** The caller as a district member: their district and whether they coordinate it. */
export async function districtActor(app: FastifyInstance, request: FastifyRequest) {
  const { userId, user } = authOf(request);
  const [row] = await app.db.select({ currentRole: users.currentRole }).from(users).where(eq(users.id, userId));
  const actor = { userId, roles: user.roles, districtId: user.districtId, currentRole: row?.currentRole ?? null };
  return { ...actor, mayManage: mayManageDistrictPeople(actor) };
}
