// PUT /staff/districts/{id}/count-schedule: a district's count cadence, set by staff who reach the
// district (ADMIN, or its school success manager), recorded in the activity log like every staff change.
import { eq } from 'drizzle-orm';
import { countScheduleMessages, type CountSchedule } from '@contract/count-schedule';
import { isUuid } from '@contract/projects';
import type { Tx } from '@server/db/connect';
import { districts } from '@server/db/schema';
import { notFound } from '@server/plugins/http-error';
import { scopeIncludes, type StaffScope } from '@server/plugins/staff-scope';
import { recordActivity } from '../activity/record-activity';

export async function setCountSchedule(tx: Tx, scope: StaffScope, districtId: string, everyDays: number | null): Promise<CountSchedule> {
  if (!isUuid(districtId) || !scopeIncludes(scope, districtId)) throw notFound(countScheduleMessages.districtNotFound);
  const [district] = await tx
    .select({ id: districts.id, name: districts.name, everyDays: districts.countEveryDays })
    .from(districts)
    .where(eq(districts.id, districtId))
    .for('update');
  if (!district) throw notFound(countScheduleMessages.districtNotFound);
  if (district.everyDays !== everyDays) {
    await tx.update(districts).set({ countEveryDays: everyDays }).where(eq(districts.id, districtId));
    await recordActivity(tx, {
      entityType: 'district',
      entityId: districtId,
      districtId,
      actorId: scope.userId,
      action: 'count-schedule-set',
      before: { everyDays: district.everyDays },
      after: { everyDays },
    });
  }
  return { districtId, districtName: district.name, everyDays };
}
