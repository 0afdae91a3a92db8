// The inventory export's rows: every project kit at every school of the caller's districts, with
// its last count and the kits out on checkouts and still requested, folded from the orders by the
// same rules as the projects screens (data-model.md, "Figures of a project"). The sub-selects name
// their outer columns in full: inside a select list Drizzle leaves column names unqualified.
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { InventoryExportQuery } from '@contract/exports';
import { OPEN_REQUEST_STATUSES, RETURNABLE_STATUSES } from '@contract/projects';
import type { Db } from '@server/db/connect';
import { districts, projects, resources, schools } from '@server/db/schema';
import { inStaffScope, type StaffScope } from '@server/plugins/staff-scope';
import { containsPattern } from '../directory/service';

const statusList = (statuses: readonly string[]) => sql.raw(statuses.map((s) => `'${s}'`).join(', '));
const outstanding = sql.raw('coalesce(o.kits_needed, o.requested_kits, 0) - o.kits_returned');
const kitsCheckedOut = sql<number>`(select coalesce(sum(${outstanding}), 0)::int from kit_orders o
  where o.project_id = "projects"."id" and o.kind = 'checkout' and o.status in (${statusList(RETURNABLE_STATUSES)})
    and not coalesce(o.start_date > (now() at time zone 'utc')::date, false))`;
const kitsRequested = sql<number>`(select coalesce(sum(${outstanding}), 0)::int from kit_orders o
  where o.project_id = "projects"."id" and o.kind = 'request' and o.status in (${statusList(OPEN_REQUEST_STATUSES)}))`;

export async function* inventoryRows(db: Db, scope: StaffScope, query: InventoryExportQuery, pageSize = 500) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    inStaffScope(scope, projects.districtId),
    query.districtId ? eq(projects.districtId, query.districtId) : undefined,
    pattern
      ? or(ilike(projects.name, pattern), ilike(schools.name, pattern), ilike(districts.name, pattern), ilike(resources.name, pattern))
      : undefined,
  );
  for (let offset = 0; ; offset += pageSize) {
    const rows = await db
      .select({
        districtName: districts.name,
        schoolName: schools.name,
        name: projects.name,
        resourceName: resources.name,
        kitsOnHand: projects.kitsOnHand,
        kitsCheckedOut,
        kitsRequested,
        inventoryUpdatedAt: projects.inventoryUpdatedAt,
      })
      .from(projects)
      .innerJoin(schools, eq(schools.id, projects.schoolId))
      .innerJoin(districts, eq(districts.id, projects.districtId))
      .innerJoin(resources, eq(resources.id, projects.resourceId))
      .where(where)
      .orderBy(asc(districts.name), asc(schools.name), asc(projects.name), asc(projects.id))
      .limit(pageSize)
      .offset(offset);
    for (const row of rows) yield { ...row, kitsCheckedOut: Number(row.kitsCheckedOut), kitsRequested: Number(row.kitsRequested) };
    if (rows.length < pageSize) return;
  }
}
