// The dashboard's programme summary: the user's application (their own latest, else their
// district's latest), the newest blueprint built from it and the funds allocated to it.
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { DashboardSummary } from '@contract/dashboard';
import { messages } from '@contract/messages';
import type { Db, Tx } from '@server/db/connect';
import { utcDay } from '@contract/projects';
import { applications, blueprints, fundingAllocations, projects, users } from '@server/db/schema';
import { dueCounts } from '../count-schedule/freshness-queries';
import { unauthorized } from '@server/plugins/http-error';

const EMPTY: DashboardSummary = { application: null, blueprint: null, funding: null, countsDue: [] };

export async function loadDashboardSummary(db: Db | Tx, userId: string): Promise<DashboardSummary> {
  const [me] = await db.select({ districtId: users.districtId }).from(users).where(eq(users.id, userId));
  if (!me) throw unauthorized(messages.unauthorized);

  // Own applications first, then the district's, newest first.
  const mine = sql<number>`case when ${applications.userId} = ${userId} then 0 else 1 end`;
  const [application] = await db
    .select({
      id: applications.id,
      applicationNumber: applications.applicationNumber,
      status: applications.status,
      statusReason: applications.statusReason,
      applicationDate: applications.applicationDate,
      fundsAllocatedCents: applications.fundsAllocatedCents,
      fundsUsageDeadline: applications.fundsUsageDeadline,
      adminFirstName: users.firstName,
      adminLastName: users.lastName,
      adminEmail: users.email,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.assignedAdminId))
    .where(
      or(
        eq(applications.userId, userId),
        // The district's own applications, not one a stranger made naming it.
        me.districtId ? and(eq(applications.districtId, me.districtId), eq(applications.districtLinked, true)) : undefined,
      ),
    )
    .orderBy(mine, desc(applications.applicationDate), desc(applications.createdAt))
    .limit(1);
  // Counts come due by the district's cadence whether or not it applied through the portal.
  const countsDue = me.districtId
    ? (await dueCounts(db, eq(projects.districtId, me.districtId), utcDay())).map(({ districtId: _district, ...item }) => item)
    : [];
  if (!application) return { ...EMPTY, countsDue };

  const [blueprint] = await db
    .select({ id: blueprints.id, stage: blueprints.stage, approval: blueprints.approval })
    .from(blueprints)
    .where(eq(blueprints.applicationId, application.id))
    .orderBy(desc(blueprints.createdAt))
    .limit(1);

  const [allocation] = await db
    .select({
      allocatedCents: fundingAllocations.allocatedCents,
      useBy: fundingAllocations.useBy,
      createdAt: fundingAllocations.createdAt,
    })
    .from(fundingAllocations)
    .where(and(eq(fundingAllocations.applicationId, application.id), isNotNull(fundingAllocations.useBy)))
    .orderBy(desc(fundingAllocations.createdAt))
    .limit(1);

  const adminName = [application.adminFirstName, application.adminLastName].filter(Boolean).join(' ');
  return {
    countsDue,
    application: {
      id: application.id,
      applicationNumber: application.applicationNumber,
      status: application.status,
      statusReason: application.statusReason,
      applicationDate: application.applicationDate,
      assignedAdmin: adminName || application.adminEmail || null,
    },
    blueprint: blueprint ?? null,
    funding: allocation
      ? {
          allocatedCents: allocation.allocatedCents,
          useBy: allocation.useBy,
          allocatedOn: allocation.createdAt.toISOString().slice(0, 10),
        }
      : // No allocation row yet, but the application itself carries the funding info.
        application.fundsAllocatedCents !== null && application.fundsUsageDeadline
        ? {
            allocatedCents: application.fundsAllocatedCents,
            useBy: application.fundsUsageDeadline,
            allocatedOn: application.applicationDate,
          }
        : null,
  };
}
