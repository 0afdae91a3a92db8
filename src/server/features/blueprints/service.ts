// What other features ask of blueprints: the blueprint built from an application (its details show
// it) and marking an implementation contact accepted when their invitation is accepted.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/connect';
import { blueprintImplementers, blueprints } from '@server/db/schema';
import { recordActivity } from '../activity/record-activity';

/** The newest blueprint built from the application, or null. */
export async function blueprintOfApplication(db: Db | Tx, applicationId: string) {
  const [row] = await db
    .select({ id: blueprints.id, stage: blueprints.stage, approval: blueprints.approval })
    .from(blueprints)
    .where(eq(blueprints.applicationId, applicationId))
    .orderBy(desc(blueprints.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Inside the invitation sign-up's transaction: the invitation named its person the implementation
 * contact of a blueprint, and they have accepted it.
 */
export async function acceptImplementerInvitation(tx: Tx, invitation: { blueprintId: string | null; email: string }, userId: string) {
  if (!invitation.blueprintId) return;
  const accepted = await tx
    .update(blueprintImplementers)
    .set({ acceptedAt: sql`now()`, userId })
    .where(
      and(
        eq(blueprintImplementers.blueprintId, invitation.blueprintId),
        eq(blueprintImplementers.email, invitation.email),
        isNull(blueprintImplementers.acceptedAt),
      ),
    )
    .returning({ id: blueprintImplementers.id });
  // Replaced by someone else meanwhile: the person still joins the district, as the invitation said.
  if (accepted.length === 0) return;
  const [blueprint] = await tx
    .update(blueprints)
    .set({ version: sql`${blueprints.version} + 1` })
    .where(eq(blueprints.id, invitation.blueprintId))
    .returning({ districtId: blueprints.districtId });
  await recordActivity(tx, {
    entityType: 'blueprint',
    entityId: invitation.blueprintId,
    districtId: blueprint?.districtId ?? null,
    actorId: userId,
    action: 'implementer-accepted',
    after: { email: invitation.email },
    visibility: 'district',
  });
}
