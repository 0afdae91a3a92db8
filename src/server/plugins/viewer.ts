// Who is asking, for the district rule of the district side's reads and writes (projects, orders,
// kits, the checklist, the directory, applications): a user sees only their own district; those
// whose roles grant `staff:all-districts` (ADMIN) see every district. Another district's object is
// answered 404, never 403, so its existence is not revealed. The staff side's reach is staffScopeOf
// (staff-scope.ts); both read the permission table, never a role's name.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { can } from '@contract/permissions';
import { authOf } from './auth-guard';

export interface Viewer {
  userId: string;
  districtId: string | null;
  /** Every district (`staff:all-districts`), not only their own. */
  allDistricts: boolean;
}

/** The viewer with these roles and this home district. */
export function viewerOfUser(userId: string, districtId: string | null, roles: readonly string[]): Viewer {
  return { userId, districtId, allDistricts: can(roles, 'staff:all-districts') };
}

/** The viewer of a request behind requireAuth: the guard already read their district and roles. */
export function viewerOf(request: FastifyRequest): Viewer {
  const { userId, user } = authOf(request);
  return viewerOfUser(userId, user.districtId, user.roles);
}

/** A condition keeping rows whose district column is one the viewer may see. */
export function inViewerDistrict(viewer: Viewer, districtColumn: AnyPgColumn): SQL {
  if (viewer.allDistricts) return sql`true`;
  // A user not yet linked to a district sees nothing rather than everything.
  if (!viewer.districtId) return sql`false`;
  return eq(districtColumn, viewer.districtId);
}

/** Which of inViewerDistrict's three conditions applies: part of a prepared statement's name. */
export type ViewerScope = 'all' | 'none' | 'district';

export function viewerScope(viewer: Viewer): ViewerScope {
  return viewer.allDistricts ? 'all' : viewer.districtId ? 'district' : 'none';
}

/** inViewerDistrict for a prepared statement: the district is the placeholder "districtId". */
export function inScope(scope: ViewerScope, districtColumn: AnyPgColumn): SQL {
  if (scope === 'all') return sql`true`;
  if (scope === 'none') return sql`false`;
  return eq(districtColumn, sql.placeholder('districtId'));
}
