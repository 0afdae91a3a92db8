// GET /kits/{code}: one kit's page. Checkouts and returns are read from kit_custody, condition
// reports from kit_condition_reports, everything else (labelled, delivered, counted, repaired…)
// from kit_events; the history is merged newest first. Outside the caller's reach a kit is not found.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { KitHistoryEntry, KitLocation, KitPage } from '@contract/kit-page';
import { formatOrderNumber } from '@contract/order-number';
import { utcDay } from '@contract/projects';
import type { Db } from '@server/db/connect';
import { districts, kitConditionReports, kitCustody, kitEvents, kitOrders, kits, projects, schools, users } from '@server/db/schema';

const personName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;
const personOrEmail = sql<string | null>`coalesce(${personName}, ${users.email})`;

type OrderRef = KitHistoryEntry['order'];
const orderRef = (id: string | null, number: number | null, name: string | null): OrderRef =>
  id && number !== null ? { id, number: formatOrderNumber(number), name } : null;

const entry = (partial: Partial<KitHistoryEntry> & Pick<KitHistoryEntry, 'kind' | 'at'>): KitHistoryEntry => ({
  by: null,
  order: null,
  condition: null,
  note: null,
  photoIds: [],
  source: null,
  countSessionId: null,
  ...partial,
});

async function historyOf(db: Db, kitId: string, retiredAt: Date | null): Promise<KitHistoryEntry[]> {
  const custody = await db
    .select({
      madeAt: kitCustody.madeAt,
      returnedAt: kitCustody.returnedAt,
      returnCondition: kitCustody.returnCondition,
      returnNote: kitCustody.returnNote,
      orderId: kitOrders.id,
      orderNumber: kitOrders.orderNumber,
      checkoutName: kitOrders.checkoutName,
      status: kitOrders.status,
    })
    .from(kitCustody)
    .innerJoin(kitOrders, eq(kitOrders.id, kitCustody.orderId))
    .where(eq(kitCustody.kitId, kitId));
  const events = await db
    .select({
      kind: kitEvents.kind,
      at: kitEvents.at,
      by: personOrEmail,
      note: kitEvents.note,
      countSessionId: kitEvents.countSessionId,
      orderId: kitOrders.id,
      orderNumber: kitOrders.orderNumber,
      checkoutName: kitOrders.checkoutName,
    })
    .from(kitEvents)
    .leftJoin(users, eq(users.id, kitEvents.byId))
    .leftJoin(kitOrders, eq(kitOrders.id, kitEvents.orderId))
    .where(eq(kitEvents.kitId, kitId));
  const reports = await db
    .select({
      at: kitConditionReports.madeAt,
      by: personOrEmail,
      condition: kitConditionReports.condition,
      note: kitConditionReports.note,
      photoIds: kitConditionReports.photoIds,
      source: kitConditionReports.source,
      orderId: kitOrders.id,
      orderNumber: kitOrders.orderNumber,
      checkoutName: kitOrders.checkoutName,
    })
    .from(kitConditionReports)
    .leftJoin(users, eq(users.id, kitConditionReports.reportedById))
    .leftJoin(kitOrders, eq(kitOrders.id, kitConditionReports.orderId))
    .where(eq(kitConditionReports.kitId, kitId));

  const history: KitHistoryEntry[] = [];
  // A return made with a condition other than ok (or with photos) also wrote a report, source 'return':
  // that is the return itself, so its photos go on the return's entry rather than a second entry.
  const returnReports = reports.filter((row) => row.source === 'return' && row.orderId);
  for (const row of custody) {
    const order = orderRef(row.orderId, row.orderNumber, row.checkoutName);
    history.push(entry({ kind: 'checked-out', at: row.madeAt.toISOString(), order }));
    // A cancelled checkout gives its kits back without a condition: the kit never left, so no return is shown.
    if (row.returnedAt && row.returnCondition) {
      const photoIds = returnReports.filter((report) => report.orderId === row.orderId).flatMap((report) => report.photoIds);
      history.push(
        entry({ kind: 'returned', at: row.returnedAt.toISOString(), order, condition: row.returnCondition, note: row.returnNote, photoIds }),
      );
    }
  }
  for (const row of events) {
    history.push(
      entry({
        kind: row.kind,
        at: row.at.toISOString(),
        by: row.by,
        note: row.note,
        countSessionId: row.countSessionId,
        order: orderRef(row.orderId, row.orderNumber, row.checkoutName),
      }),
    );
  }
  for (const row of reports) {
    if (returnReports.includes(row)) continue;
    history.push(
      entry({
        kind: 'condition-reported',
        at: row.at.toISOString(),
        by: row.by,
        condition: row.condition,
        note: row.note,
        photoIds: row.photoIds,
        source: row.source,
        order: orderRef(row.orderId, row.orderNumber, row.checkoutName),
      }),
    );
  }
  // A kit retired because the kits on hand fell (not written off by staff) has no event of its own.
  if (retiredAt && !events.some((row) => row.kind === 'written-off')) history.push(entry({ kind: 'retired', at: retiredAt.toISOString() }));
  // Newest first; at one instant the later step of a kit's life comes first (returned after checked out).
  const order = [
    'labelled',
    'delivered',
    'checked-out',
    'counted',
    'returned',
    'condition-reported',
    'repaired',
    'replacement-sent',
    'written-off',
    'retired',
  ];
  return history.sort((a, b) => b.at.localeCompare(a.at) || order.indexOf(b.kind) - order.indexOf(a.kind));
}

/** The kit with the code in the caller's reach (a condition on projects.district_id), or null. */
export async function findKitPage(db: Db, reach: SQL, code: string, today: string = utcDay()): Promise<KitPage | null> {
  const [kit] = await db
    .select({
      id: kits.id,
      code: kits.code,
      status: kits.status,
      condition: kits.condition,
      // The newest `counted` event (kit_events_kit_idx), written as the API writes times.
      lastCountedAt: sql<
        string | null
      >`(select to_char(max(e.at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from kit_events e where e.kit_id = ${kits.id} and e.kind = 'counted')`,
      createdAt: kits.createdAt,
      retiredAt: kits.retiredAt,
      projectId: projects.id,
      projectName: projects.name,
      schoolId: schools.id,
      schoolName: schools.name,
      districtId: districts.id,
      districtName: districts.name,
    })
    .from(kits)
    .innerJoin(projects, eq(projects.id, kits.projectId))
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .innerJoin(districts, eq(districts.id, projects.districtId))
    .where(and(eq(kits.code, code), reach));
  if (!kit) return null;
  const [out] = await db
    .select({ orderId: kitOrders.id, orderNumber: kitOrders.orderNumber, name: kitOrders.checkoutName, returnDate: kitOrders.returnDate })
    .from(kitCustody)
    .innerJoin(kitOrders, eq(kitOrders.id, kitCustody.orderId))
    .where(and(eq(kitCustody.kitId, kit.id), isNull(kitCustody.returnedAt)));
  const location: KitLocation = kit.status === 'retired' ? 'retired' : out ? 'with-class' : 'on-shelf';
  return {
    code: kit.code,
    status: kit.status,
    project: { id: kit.projectId, name: kit.projectName },
    school: { id: kit.schoolId, name: kit.schoolName },
    district: { id: kit.districtId, name: kit.districtName },
    location,
    checkout:
      out && location === 'with-class'
        ? {
            orderId: out.orderId,
            orderNumber: formatOrderNumber(out.orderNumber),
            name: out.name,
            returnDate: out.returnDate,
            overdue: out.returnDate !== null && out.returnDate < today,
          }
        : null,
    condition: kit.condition,
    lastCountedAt: kit.lastCountedAt,
    labelledAt: kit.createdAt.toISOString(),
    retiredAt: kit.retiredAt?.toISOString() ?? null,
    history: await historyOf(db, kit.id, kit.retiredAt),
  };
}
