// Who is asking, for the district rule: a user sees only their own district's projects and orders;
// programme staff (ADMIN) see every district. Another district's object is answered 404, never 403,
// so its existence is not revealed.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { messages } from '../../../contract/messages';
import type { Db, Tx } from '../../db/connect';
import { users } from '../../db/schema';
import { unauthorized } from '../../plugins/http-error';

export interface Viewer {
  userId: string;
  districtId: string | null;
  isAdmin: boolean;
}

export async function loadViewer(db: Db | Tx, userId: string): Promise<Viewer> {
  const [row] = await db
    .select({ districtId: users.districtId, roles: users.roles })
    .from(users)
    .where(eq(users.id, userId));
  // The session outlived its account: the same answer as an invalid token.
  if (!row) throw unauthorized(messages.unauthorized);
  return { userId, districtId: row.districtId, isAdmin: row.roles.includes('ADMIN') };
}

/** A condition keeping rows whose district column is one the viewer may see. */
export function inViewerDistrict(viewer: Viewer, districtColumn: AnyPgColumn): SQL {
  if (viewer.isAdmin) return sql`true`;
  // A user not yet linked to a district sees nothing rather than everything.
  if (!viewer.districtId) return sql`false`;
  return eq(districtColumn, viewer.districtId);
}
