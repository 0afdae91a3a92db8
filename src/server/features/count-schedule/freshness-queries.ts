// How fresh each project's count is: its last count (an inventory count or a count session, both
// recorded on the project as inventory_counted_at), the district's cadence and the due date that
// follows (countDueDate in src/contract/count-schedule.ts, written once more here in SQL so the list
// sorts and pages in the database).
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { CountFreshnessItem, CountFreshnessList, CountFreshnessQuery } from '@contract/count-schedule';
import type { CountDueItem } from '@contract/dashboard';
import type { Db, Tx } from '@server/db/connect';
import { pageTotal } from '@server/db/prepared';
import { districts, projects, schools } from '@server/db/schema';

/** The project's last count as the device made it, or as the server recorded it for older rows. */
export const lastCountSql = sql<Date | null>`coalesce(${projects.inventoryCountedAt}, ${projects.inventoryUpdatedAt})`;
/** The due date (text, YYYY-MM-DD), null without a cadence: the last count's UTC day (or the project's creation) plus the cadence. */
export const dueDateSql = sql<
  string | null
>`(((coalesce(${lastCountSql}, ${projects.createdAt}) at time zone 'UTC')::date + ${districts.countEveryDays})::text)`;
const overdueSql = (today: string) =>
  sql<number | null>`(${today}::date - ((coalesce(${lastCountSql}, ${projects.createdAt}) at time zone 'UTC')::date + ${districts.countEveryDays}))`;

const columns = (today: string) => ({
  projectId: projects.id,
  projectName: projects.name,
  kitsOnHand: projects.kitsOnHand,
  schoolId: schools.id,
  schoolName: schools.name,
  districtId: districts.id,
  districtName: districts.name,
  everyDays: districts.countEveryDays,
  lastCountedAt: lastCountSql,
  dueDate: dueDateSql,
  daysOverdue: overdueSql(today),
});

const asIso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** GET /staff/count-freshness: most overdue first; projects of districts without a cadence last. */
export async function listCountFreshness(db: Db, scope: SQL, query: CountFreshnessQuery, today: string): Promise<CountFreshnessList> {
  const where = and(scope, query.districtId ? eq(projects.districtId, query.districtId) : undefined);
  const rows = await db
    .select(columns(today))
    .from(projects)
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .innerJoin(districts, eq(districts.id, projects.districtId))
    .where(where)
    .orderBy(sql`${overdueSql(today)} desc nulls last`, schools.name, projects.name, projects.id)
    .limit(query.limit)
    .offset(query.offset);
  const total = await pageTotal(rows.length, query, async () => {
    const [counted] = await db.select({ n: count() }).from(projects).where(where);
    return Number(counted?.n ?? 0);
  });
  const reached = await db
    .selectDistinct({ id: districts.id, name: districts.name, everyDays: districts.countEveryDays })
    .from(districts)
    .innerJoin(projects, eq(projects.districtId, districts.id))
    .where(scope)
    .orderBy(districts.name);
  return {
    items: rows.map((row): CountFreshnessItem => ({
      project: { id: row.projectId, name: row.projectName, kitsOnHand: row.kitsOnHand },
      school: { id: row.schoolId, name: row.schoolName },
      district: { id: row.districtId, name: row.districtName, everyDays: row.everyDays },
      lastCountedAt: asIso(row.lastCountedAt),
      dueDate: row.dueDate,
      daysOverdue: row.daysOverdue === null ? null : Number(row.daysOverdue),
    })),
    total,
    districts: reached.map((d) => ({ districtId: d.id, districtName: d.name, everyDays: d.everyDays })),
  };
}

export interface DueCount extends CountDueItem {
  districtId: string;
}

/** Projects whose count is due on `today` (due date today or before), most overdue first. */
export async function dueCounts(db: Db | Tx, where: SQL | undefined, today: string): Promise<DueCount[]> {
  const rows = await db
    .select(columns(today))
    .from(projects)
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .innerJoin(districts, eq(districts.id, projects.districtId))
    .where(and(where, sql`${districts.countEveryDays} is not null`, sql`${overdueSql(today)} >= 0`))
    .orderBy(sql`${overdueSql(today)} desc`, schools.name, projects.name);
  return rows.map((row) => ({
    districtId: row.districtId,
    projectId: row.projectId,
    projectName: row.projectName,
    schoolName: row.schoolName,
    dueDate: row.dueDate!,
    daysOverdue: Number(row.daysOverdue),
  }));
}
