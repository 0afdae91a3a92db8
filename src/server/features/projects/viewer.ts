// Who is asking, for the district rule: a user sees only their own district's projects and orders;
// programme staff (ADMIN) see every district. Another district's object is answered 404, never 403,
// so its existence is not revealed.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../../plugins/auth-guard';

export interface Viewer {
  userId: string;
  districtId: string | null;
  isAdmin: boolean;
}

/** The viewer of a request behind requireAuth: the guard already read their district and roles. */
export function viewerOf(request: FastifyRequest): Viewer {
  const { userId, user } = authOf(request);
  return { userId, districtId: user.districtId, isAdmin: user.roles.includes('ADMIN') };
}

/** A condition keeping rows whose district column is one the viewer may see. */
export function inViewerDistrict(viewer: Viewer, districtColumn: AnyPgColumn): SQL {
  if (viewer.isAdmin) return sql`true`;
  // A user not yet linked to a district sees nothing rather than everything.
  if (!viewer.districtId) return sql`false`;
  return eq(districtColumn, viewer.districtId);
}

/** Which of inViewerDistrict's three conditions applies: part of a prepared statement's name. */
export type ViewerScope = 'all' | 'none' | 'district';

export function viewerScope(viewer: Viewer): ViewerScope {
  return viewer.isAdmin ? 'all' : viewer.districtId ? 'district' : 'none';
}

/** inViewerDistrict for a prepared statement: the district is the placeholder "districtId". */
export function inScope(scope: ViewerScope, districtColumn: AnyPgColumn): SQL {
  if (scope === 'all') return sql`true`;
  if (scope === 'none') return sql`false`;
  return eq(districtColumn, sql.placeholder('districtId'));
}
