// The staff console's pickers (`staff:console`): the districts the caller looks after, and the
// people of one of them (404 for a district outside the caller's).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routes } from '../../../contract/routes';
import { staffMessages } from '../../../contract/staff-messages';
import { districts, users } from '../../db/schema';
import { requireAbility, requireAuth } from '../../plugins/auth-guard';
import { apiRoute } from '../../plugins/contract-routes';
import { notFound } from '../../plugins/http-error';
import { inStaffScope, scopeIncludes, staffScopeOf } from '../../plugins/staff-scope';
import { isUuid } from './service';

const guard = [requireAuth, requireAbility('staff:console')];

export function staffDirectoryRoutes(app: FastifyInstance) {
  apiRoute(app, routes.staffDistricts, {
    preHandler: guard,
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

  apiRoute(app, routes.staffDistrictPeople, {
    params: z.object({ id: z.string() }),
    preHandler: guard,
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
