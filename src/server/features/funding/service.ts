// Allocating funds to an application (POST /staff/funding). An application holds one allocation;
// allocating again corrects its amount and use-by date. The allocation row (the district's Funding
// info) and the application's own "Funds allocated" and "usage deadline" are written together, with
// the activity entry the district sees ("Funds allocated"), in one transaction.
import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { addMonthsIso, usDate } from '@contract/applications';
import { applicationMessages } from '@contract/applications-messages';
import { FULL_FUNDING_INTERVAL_MONTHS } from '@contract/constants';
import type { AllocateFundsBody, FundingAllocation } from '@contract/funding';
import { staffMessages } from '@contract/staff-messages';
import type { Tx } from '@server/db/connect';
import { applications, blueprints, districts, fundingAllocations } from '@server/db/schema';
import { conflict, notFound } from '@server/plugins/http-error';
import { inStaffScope, type StaffScope } from '@server/plugins/staff-scope';
import { recordActivity } from '../activity/record-activity';

export async function allocateFunds(tx: Tx, scope: StaffScope, input: AllocateFundsBody, now: Date): Promise<FundingAllocation> {
  const [application] = await tx
    .select({
      id: applications.id,
      districtId: applications.districtId,
      fundingOption: applications.fundingOption,
      applicationNumber: applications.applicationNumber,
    })
    .from(applications)
    .where(and(eq(applications.id, input.applicationId), inStaffScope(scope, applications.districtId)))
    .for('update');
  if (!application) throw notFound(applicationMessages.notFound);

  if (application.fundingOption === 'full') {
    // Full funding: one application per district every six months (spec §9), counted from the day
    // another full-funding application of the district received its funds. The rule reads other
    // applications' rows, which the lock above does not hold: two allocations to two applications of
    // one district would each find no other and both fund. Serialised on the district's row, as
    // creating an application is (lock order: the application, then its district), the second one
    // waits for the first to commit and then sees its allocation.
    await tx.select({ id: districts.id }).from(districts).where(eq(districts.id, application.districtId)).for('update');
    const since = addMonthsIso(now.toISOString().slice(0, 10), -FULL_FUNDING_INTERVAL_MONTHS);
    const [last] = await tx
      .select({ day: sql<string>`to_char(${fundingAllocations.createdAt} at time zone 'UTC', 'YYYY-MM-DD')` })
      .from(fundingAllocations)
      .innerJoin(applications, eq(applications.id, fundingAllocations.applicationId))
      .where(
        and(
          eq(fundingAllocations.districtId, application.districtId),
          eq(applications.fundingOption, 'full'),
          ne(fundingAllocations.applicationId, application.id),
          gte(fundingAllocations.createdAt, sql`${since}::date`),
        ),
      )
      .orderBy(desc(fundingAllocations.createdAt))
      .limit(1);
    if (last) {
      const message = staffMessages.fullFundingAllocated(usDate(last.day), usDate(addMonthsIso(last.day, FULL_FUNDING_INTERVAL_MONTHS)));
      throw conflict(message, [{ field: 'applicationId', message }]);
    }
  }

  const [existing] = await tx
    .select()
    .from(fundingAllocations)
    .where(eq(fundingAllocations.applicationId, application.id))
    .orderBy(desc(fundingAllocations.createdAt))
    .limit(1);
  let row: typeof fundingAllocations.$inferSelect;
  if (existing) {
    [row] = (await tx
      .update(fundingAllocations)
      .set({ allocatedCents: input.amountCents, useBy: input.useBy })
      .where(eq(fundingAllocations.id, existing.id))
      .returning()) as [typeof fundingAllocations.$inferSelect];
  } else {
    const [blueprint] = await tx
      .select({ id: blueprints.id })
      .from(blueprints)
      .where(eq(blueprints.applicationId, application.id))
      .orderBy(desc(blueprints.createdAt))
      .limit(1);
    [row] = (await tx
      .insert(fundingAllocations)
      .values({
        districtId: application.districtId,
        applicationId: application.id,
        blueprintId: blueprint?.id ?? null,
        allocatedCents: input.amountCents,
        useBy: input.useBy,
      })
      .returning()) as [typeof fundingAllocations.$inferSelect];
  }
  await tx
    .update(applications)
    .set({ fundsAllocatedCents: input.amountCents, fundsUsageDeadline: input.useBy })
    .where(eq(applications.id, application.id));
  await recordActivity(tx, {
    entityType: 'application',
    entityId: application.id,
    districtId: application.districtId,
    actorId: scope.userId,
    action: 'funds-allocated',
    before: existing ? { allocatedCents: existing.allocatedCents, useBy: existing.useBy, number: application.applicationNumber } : null,
    after: { allocatedCents: input.amountCents, useBy: input.useBy, number: application.applicationNumber },
    visibility: 'district',
  });
  return {
    id: row.id,
    applicationId: application.id,
    districtId: application.districtId,
    allocatedCents: row.allocatedCents,
    useBy: row.useBy,
    allocatedOn: row.createdAt.toISOString().slice(0, 10),
  };
}
