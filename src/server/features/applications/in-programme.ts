// Whether a district takes part in the programme: someone applied for it as its member (a linked
// application, whatever its status), programme staff built it a blueprint, or it was given funds.
// An unlinked application does not count: naming a district in an application gives it no standing
// (docs/decisions.md "Applications and districts").
import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/connect';
import { applications, blueprints, districts, fundingAllocations } from '@server/db/schema';

export async function isDistrictInProgramme(db: Db | Tx, districtId: string): Promise<boolean> {
  const one = { one: sql`1` };
  const [row] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(
      and(
        eq(districts.id, districtId),
        or(
          exists(
            db
              .select(one)
              .from(applications)
              .where(and(eq(applications.districtId, districtId), eq(applications.districtLinked, true))),
          ),
          exists(db.select(one).from(blueprints).where(eq(blueprints.districtId, districtId))),
          exists(db.select(one).from(fundingAllocations).where(eq(fundingAllocations.districtId, districtId))),
        ),
      ),
    );
  return row !== undefined;
}
