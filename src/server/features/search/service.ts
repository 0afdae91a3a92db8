// The top bar's search: each group is one statement, LIMITed, with its whole count taken by a window
// before the LIMIT, and the six run at once. Every group keeps to what the caller may see, by the
// same rules as the screens the hits open: programme staff their staff scope (staff-scope.ts),
// everyone else the district rule (viewer.ts), applications and blueprints their own visibility rules.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { parseOrderNumber } from '@contract/order-number';
import { can } from '@contract/permissions';
import { SEARCH_GROUP_LIMIT, type SearchResults } from '@contract/search';
import type { Db } from '@server/db/connect';
import { applications, blueprints, districts, kitOrders, projects, schools, users } from '@server/db/schema';
import { inStaffScope, type StaffScope } from '@server/plugins/staff-scope';
import { inViewerDistrict, type Viewer } from '@server/plugins/viewer';
import { visibleApplications } from '../applications/queries';
import { displayName, visibleBlueprints } from '../blueprints/access';
import { containsPattern } from '../directory/service';

export interface Searcher {
  viewer: Viewer;
  roles: readonly string[];
  /** Set for programme staff: the districts their staff abilities reach. */
  staff: StaffScope | null;
}

const total = sql<number | string>`count(*) over ()`;

/** The items and the whole count of one group's rows (each row carries the window count). */
function groupOf<R extends { total: number | string }, T>(rows: R[], toHit: (row: Omit<R, 'total'>) => T) {
  return { items: rows.map(({ total: _total, ...row }) => toHit(row)), total: Number(rows[0]?.total ?? 0) };
}

/** "#1042" or "1042": the application of that number. */
const applicationNumberIn = (text: string) => {
  const match = /^#?(\d{1,9})$/.exec(text);
  return match ? Number(match[1]) : null;
};

export async function search(db: Db, searcher: Searcher, text: string): Promise<SearchResults> {
  const { viewer, staff } = searcher;
  const pattern = containsPattern(text);
  const inReach = (districtColumn: Parameters<typeof inViewerDistrict>[1]): SQL =>
    staff ? inStaffScope(staff, districtColumn) : inViewerDistrict(viewer, districtColumn);
  const applicationNumber = applicationNumberIn(text);
  const orderNumber = parseOrderNumber(text);
  const byApplicationNumber = applicationNumber === null ? [] : [eq(applications.applicationNumber, applicationNumber)];

  const applicationRows = db
    .select({
      id: applications.id,
      applicationNumber: applications.applicationNumber,
      applicantName: applications.applicantName,
      districtName: districts.name,
      status: applications.status,
      total,
    })
    .from(applications)
    .innerJoin(districts, eq(districts.id, applications.districtId))
    .where(
      and(
        staff ? inStaffScope(staff, applications.districtId) : visibleApplications(viewer),
        or(...byApplicationNumber, ilike(applications.applicantName, pattern), ilike(districts.name, pattern)),
      ),
    )
    .orderBy(desc(applications.applicationNumber))
    .limit(SEARCH_GROUP_LIMIT);

  const districtRows = db
    .select({ id: districts.id, name: districts.name, state: districts.state, total })
    .from(districts)
    .where(and(inReach(districts.id), ilike(districts.name, pattern)))
    .orderBy(asc(districts.name), asc(districts.id))
    .limit(SEARCH_GROUP_LIMIT);

  const schoolRows = db
    .select({ id: schools.id, name: schools.name, districtName: districts.name, total })
    .from(schools)
    .innerJoin(districts, eq(districts.id, schools.districtId))
    .where(and(inReach(schools.districtId), ilike(schools.name, pattern)))
    .orderBy(asc(schools.name), asc(schools.id))
    .limit(SEARCH_GROUP_LIMIT);

  const orderRows = db
    .select({
      id: kitOrders.id,
      orderNumber: kitOrders.orderNumber,
      kind: kitOrders.kind,
      status: kitOrders.status,
      projectId: kitOrders.projectId,
      projectName: projects.name,
      schoolName: schools.name,
      checkoutName: kitOrders.checkoutName,
      trackingReference: kitOrders.trackingReference,
      total,
    })
    .from(kitOrders)
    .innerJoin(projects, eq(projects.id, kitOrders.projectId))
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .where(
      and(
        inReach(projects.districtId),
        or(
          ...(orderNumber === null ? [] : [eq(kitOrders.orderNumber, orderNumber)]),
          ilike(kitOrders.trackingReference, pattern),
          ilike(kitOrders.checkoutName, pattern),
        ),
      ),
    )
    .orderBy(desc(kitOrders.orderNumber))
    .limit(SEARCH_GROUP_LIMIT);

  const blueprintRows = db
    .select({
      id: blueprints.id,
      preparedFor: blueprints.preparedFor,
      districtName: districts.name,
      applicationNumber: applications.applicationNumber,
      total,
    })
    .from(blueprints)
    .innerJoin(applications, eq(applications.id, blueprints.applicationId))
    .innerJoin(districts, eq(districts.id, blueprints.districtId))
    .where(
      and(
        visibleBlueprints(db, { ...viewer, roles: searcher.roles, staff: can(searcher.roles, 'staff:blueprints') ? staff : null }),
        or(...byApplicationNumber, ilike(blueprints.preparedFor, pattern), ilike(districts.name, pattern)),
      ),
    )
    .orderBy(desc(applications.applicationNumber), asc(blueprints.id))
    .limit(SEARCH_GROUP_LIMIT);

  const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
  const peopleRows = db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      districtName: districts.name,
      total,
    })
    .from(users)
    .leftJoin(districts, eq(districts.id, users.districtId))
    .where(and(inReach(users.districtId), or(ilike(fullName, pattern), ilike(users.email, pattern))))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
    .limit(SEARCH_GROUP_LIMIT);

  const [apps, districtHits, schoolHits, orders, blueprintHits, people] = await Promise.all([
    applicationRows,
    districtRows,
    schoolRows,
    orderRows,
    blueprintRows,
    peopleRows,
  ]);
  return {
    applications: groupOf(apps, (row) => row),
    districts: groupOf(districtHits, (row) => row),
    schools: groupOf(schoolHits, (row) => row),
    orders: groupOf(orders, (row) => row),
    blueprints: groupOf(blueprintHits, (row) => row),
    people: groupOf(people, ({ id, firstName, lastName, email, districtName }) => ({
      id,
      name: displayName(firstName, lastName, email),
      email,
      districtName,
    })),
  };
}
