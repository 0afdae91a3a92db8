// Reading the activity log: staff see every entry within their districts (entries about no
// district — the shared catalogue, staff invitations — only ADMIN); a district sees the entries of
// its application that are marked visible to the district.
import { and, count, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ActivityEntry, ActivityFilter, ActivityList } from '@contract/activity';
import { formatOrderNumber } from '@contract/order-number';
import type { PageQuery } from '@contract/lists';
import type { Db, Tx } from '@server/db/connect';
import { pageTotal } from '@server/db/prepared';
import { activityLog, applications, districts, kitOrders, users } from '@server/db/schema';
import type { StaffScope } from '@server/plugins/staff-scope';
import { inStaffScope } from '@server/plugins/staff-scope';

const actorName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`;
// What an entry is about, in a few words: an application's number (a kit order's is added in toEntry,
// formatted as everywhere else), else the title, name or e-mail its before/after snapshot carries.
const subject = sql<string | null>`case
  when ${activityLog.entityType} = 'application' and ${applications.applicationNumber} is not null then '#' || ${applications.applicationNumber}::text
  else coalesce(${activityLog.after}->>'title', ${activityLog.before}->>'title', ${activityLog.after}->>'name',
    ${activityLog.before}->>'name', ${activityLog.after}->>'email', ${activityLog.before}->>'email')
  end`;

function selectEntries(db: Db | Tx) {
  return db
    .select({
      id: activityLog.id,
      entityType: activityLog.entityType,
      entityId: activityLog.entityId,
      action: activityLog.action,
      subject,
      orderNumber: kitOrders.orderNumber,
      districtId: districts.id,
      districtName: districts.name,
      actorId: users.id,
      actorName,
      before: activityLog.before,
      after: activityLog.after,
      visibility: activityLog.visibility,
      createdAt: activityLog.createdAt,
    })
    .from(activityLog)
    .leftJoin(districts, eq(districts.id, activityLog.districtId))
    .leftJoin(users, eq(users.id, activityLog.actorId))
    .leftJoin(applications, and(eq(activityLog.entityType, 'application'), eq(applications.id, activityLog.entityId)))
    .leftJoin(kitOrders, and(eq(activityLog.entityType, 'kit-order'), eq(kitOrders.id, activityLog.entityId)));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

const toEntry = (row: Row): ActivityEntry => ({
  id: row.id,
  entityType: row.entityType,
  entityId: row.entityId,
  action: row.action,
  subject: row.orderNumber === null ? row.subject : [formatOrderNumber(row.orderNumber), row.subject].filter(Boolean).join(' · '),
  district: row.districtId && row.districtName ? { id: row.districtId, name: row.districtName } : null,
  actor: row.actorId ? { id: row.actorId, name: row.actorName } : null,
  before: row.before ?? null,
  after: row.after ?? null,
  visibility: row.visibility,
  createdAt: row.createdAt.toISOString(),
});

async function page(db: Db | Tx, where: SQL | undefined, query: PageQuery): Promise<ActivityList> {
  const rows = await selectEntries(db)
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(query.limit)
    .offset(query.offset);
  const total = await pageTotal(rows.length, query, async () => {
    const [counted] = await db.select({ total: count() }).from(activityLog).where(where);
    return Number(counted?.total ?? 0);
  });
  return { items: rows.map(toEntry), total };
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const startOfNextDay = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000);
const LAST_DAY = '9999-12-31';

/** The entries within the staff member's districts that pass the filters. */
function staffConditions(scope: StaffScope, filter: ActivityFilter): SQL | undefined {
  return and(
    scope.all ? undefined : and(isNotNull(activityLog.districtId), inStaffScope(scope, activityLog.districtId)),
    filter.entityType ? eq(activityLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(activityLog.entityId, filter.entityId) : undefined,
    filter.districtId ? eq(activityLog.districtId, filter.districtId) : undefined,
    filter.actorId ? eq(activityLog.actorId, filter.actorId) : undefined,
    filter.from ? gte(activityLog.createdAt, startOfDay(filter.from)) : undefined,
    // The last calendar day has no next day a timestamp can hold: up to it is up to any time.
    filter.to && filter.to < LAST_DAY ? lt(activityLog.createdAt, startOfNextDay(filter.to)) : undefined,
  );
}

export function listStaffActivity(db: Db | Tx, scope: StaffScope, query: ActivityFilter & PageQuery): Promise<ActivityList> {
  return page(db, staffConditions(scope, query), query);
}

/** Every entry the filters keep, newest first, a page of rows at a time (the CSV export). */
export async function* eachStaffActivity(db: Db, scope: StaffScope, filter: ActivityFilter): AsyncGenerator<ActivityEntry> {
  const where = staffConditions(scope, filter);
  const PAGE = 500;
  for (let offset = 0; ; offset += PAGE) {
    const rows = await selectEntries(db).where(where).orderBy(desc(activityLog.createdAt), desc(activityLog.id)).limit(PAGE).offset(offset);
    for (const row of rows) yield toEntry(row);
    if (rows.length < PAGE) return;
  }
}

/** The entries of one application the district may see. The caller checks the application is theirs. */
export function listApplicationActivityForDistrict(db: Db | Tx, applicationId: string, query: PageQuery): Promise<ActivityList> {
  return page(
    db,
    and(eq(activityLog.entityType, 'application'), eq(activityLog.entityId, applicationId), eq(activityLog.visibility, 'district')),
    query,
  );
}
