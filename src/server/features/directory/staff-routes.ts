// The staff console's pickers (`staff:console`): the districts the caller looks after, and the
// people of one of them (404 for a district outside the caller's).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staffDirectoryEndpoints } from '@contract/directory-staff-endpoints';
import { staffMessages } from '@contract/staff-messages';
import { districts, users } from '@server/db/schema';
import { apiRoute } from '@server/plugins/contract-routes';
import { notFound } from '@server/plugins/http-error';
import { inStaffScope, scopeIncludes, staffScopeOf } from '@server/plugins/staff-scope';
import { isUuid } from './service';

export function staffDirectoryRoutes(app: FastifyInstance) {
  apiRoute(app, staffDirectoryEndpoints.staffDistricts, {
    handler: async ({ request }) => {
      const scope = await staffScopeOf(app.db, request);
      const items = await app.db
        .select({ id: districts.id, name: districts.name, state: districts.state, city: districts.city })
        .from(districts)
        .where(inStaffScope(scope, districts.id))
        .orderBy(asc(districts.name), asc(districts.id));
      return { items };
    },
  });

  apiRoute(app, staffDirectoryEndpoints.staffDistrictPeople, {
    handler: async ({ params, request }) => {
      const scope = await staffScopeOf(app.db, request);
      if (!isUuid(params.id) || !scopeIncludes(scope, params.id)) throw notFound(staffMessages.districtInvalid);
      const name = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`;
      const items = await app.db
        .select({ id: users.id, name, email: users.email })
        .from(users)
        .where(and(eq(users.districtId, params.id)))
        .orderBy(asc(sql`lower(${name})`), asc(users.id));
      return { items };
    },
  });
}
