// Which districts a programme staff member reaches: every district for ADMIN
// (`staff:all-districts`), the districts assigned to them in staff_districts for a school success
// manager. Staff lists filter by it; an id outside it answers 404, as on the district side.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { can } from '@contract/permissions';
import type { Db, Tx } from '../db/connect';
import { staffDistricts } from '../db/schema';
import { authOf } from './auth-guard';

export type StaffScope = { all: true; userId: string } | { all: false; userId: string; districtIds: string[] };

export async function staffScopeOf(db: Db | Tx, request: FastifyRequest): Promise<StaffScope> {
  const { userId, user } = authOf(request);
  return staffScopeOfUser(db, userId, user.roles);
}

/** The same for a person outside a request (e.g. the recipient of a staff digest). */
export async function staffScopeOfUser(db: Db | Tx, userId: string, roles: readonly string[]): Promise<StaffScope> {
  if (can(roles, 'staff:all-districts')) return { all: true, userId };
  const rows = await db.select({ districtId: staffDistricts.districtId }).from(staffDistricts).where(eq(staffDistricts.userId, userId));
  return { all: false, userId, districtIds: rows.map((row) => row.districtId) };
}

/** A condition keeping rows whose district column is inside the scope. */
export function inStaffScope(scope: StaffScope, districtColumn: AnyPgColumn): SQL {
  if (scope.all) return sql`true`;
  if (scope.districtIds.length === 0) return sql`false`;
  return inArray(districtColumn, scope.districtIds);
}

export function scopeIncludes(scope: StaffScope, districtId: string | null): boolean {
  if (scope.all) return true;
  return districtId !== null && scope.districtIds.includes(districtId);
}
