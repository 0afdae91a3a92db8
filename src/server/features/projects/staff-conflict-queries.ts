// Reading count conflicts as programme staff see them: every conflict of the districts in their
// scope, open ones first (oldest first: the longest waiting), then the settled ones (latest settled
// first), each with its district, school, project, both counts and, once settled, who settled it.
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListResponse } from '@contract/lists';
import type { StaffCountConflict, StaffCountConflictsQuery } from '@contract/projects-conflicts';
import type { Db, Tx } from '@server/db/connect';
import { pageTotal } from '@server/db/prepared';
import { countConflicts, districts, projects, schools, users } from '@server/db/schema';
import { inStaffScope, type StaffScope } from '@server/plugins/staff-scope';
import { countPair, countPairColumns, earlier, earlierBy, later, laterBy, nameOf } from './conflict-counts';

const resolver = alias(users, 'resolver');

function conditions(scope: StaffScope, state: StaffCountConflictsQuery['state']): SQL | undefined {
  return and(
    inStaffScope(scope, projects.districtId),
    state === 'open' ? isNull(countConflicts.resolvedAt) : state === 'resolved' ? isNotNull(countConflicts.resolvedAt) : undefined,
  );
}

export async function listStaffCountConflicts(
  db: Db | Tx,
  scope: StaffScope,
  query: StaffCountConflictsQuery,
): Promise<ListResponse<StaffCountConflict>> {
  const where = conditions(scope, query.state);
  const rows = await db
    .select({
      id: countConflicts.id,
      createdAt: countConflicts.createdAt,
      resolvedAt: countConflicts.resolvedAt,
      resolvedKits: countConflicts.resolvedKits,
      resolverFirst: resolver.firstName,
      resolverLast: resolver.lastName,
      projectId: projects.id,
      projectName: projects.name,
      projectKits: projects.kitsOnHand,
      schoolId: schools.id,
      schoolName: schools.name,
      districtId: districts.id,
      districtName: districts.name,
      ...countPairColumns,
    })
    .from(countConflicts)
    .innerJoin(projects, eq(projects.id, countConflicts.projectId))
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .innerJoin(districts, eq(districts.id, projects.districtId))
    .innerJoin(earlier, eq(earlier.id, countConflicts.earlierCountId))
    .innerJoin(later, eq(later.id, countConflicts.laterCountId))
    .leftJoin(earlierBy, eq(earlierBy.id, earlier.countedById))
    .leftJoin(laterBy, eq(laterBy.id, later.countedById))
    .leftJoin(resolver, eq(resolver.id, countConflicts.resolvedById))
    .where(where)
    .orderBy(
      // Open first; among them the oldest; among the settled the latest settled.
      sql`(${countConflicts.resolvedAt} is not null)`,
      desc(countConflicts.resolvedAt),
      asc(countConflicts.createdAt),
      asc(countConflicts.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  const total = await pageTotal(rows.length, query, async () => {
    const [counted] = await db
      .select({ total: count() })
      .from(countConflicts)
      .innerJoin(projects, eq(projects.id, countConflicts.projectId))
      .where(where);
    return Number(counted?.total ?? 0);
  });
  return {
    items: rows.map((r) => ({
      id: r.id,
      district: { id: r.districtId, name: r.districtName },
      school: { id: r.schoolId, name: r.schoolName },
      project: { id: r.projectId, name: r.projectName, kitsOnHand: r.projectKits },
      createdAt: r.createdAt.toISOString(),
      ...countPair(r),
      resolution:
        r.resolvedAt && r.resolvedKits !== null
          ? { kitsOnHand: r.resolvedKits, resolvedAt: r.resolvedAt.toISOString(), resolvedBy: nameOf(r.resolverFirst, r.resolverLast) }
          : null,
    })),
    total,
  };
}
