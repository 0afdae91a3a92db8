// What an insights request reads: the districts (the staff member's scope narrowed by the district
// filter, or the caller's own district), one school, one project kit and the day range, with the
// SQL conditions every chart's query shares.
import { sql, type SQL } from 'drizzle-orm';
import { INSIGHTS_DEFAULT_DAYS } from '@contract/insights-messages';
import { todayUtc } from '@contract/action-tasks';
import { directoryAdminMessages } from '@contract/directory-admin-messages';
import { notFound } from '@server/plugins/http-error';
import { scopeIncludes, type StaffScope } from '@server/plugins/staff-scope';

export interface Selection {
  /** null: every district (an admin without a district filter). */
  districtIds: readonly string[] | null;
  schoolId: string | undefined;
  /** A project kit of the catalogue (resources.id). */
  resourceId: string | undefined;
  from: string;
  to: string;
  today: string;
}

interface Filters {
  schoolId?: string | undefined;
  projectId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export function dayPlus(start: string, days: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day written into the statement as a literal, not sent as a parameter: the embedded
 * database's client prepares each statement once (db/pglite-client.ts), and after a few runs
 * PostgreSQL may plan a prepared statement once for any range, which here read whole tables for a
 * district's week of data. Written in, every range is planned for its own size. Only a day already
 * checked as YYYY-MM-DD (the contract's filters, or the server's own clock) gets here.
 */
export function day(value: string): SQL {
  if (!DAY.test(value)) throw new Error(`not a calendar day: ${value}`);
  return sql.raw(`'${value}'::date`);
}

function range(filters: Filters, now: Date) {
  const today = todayUtc(now);
  const to = filters.to ?? (filters.from && filters.from > today ? filters.from : today);
  const from = filters.from ?? dayPlus(to, -INSIGHTS_DEFAULT_DAYS);
  return { from, to, today };
}

/** A staff member's selection: a district outside their scope answers 404, as elsewhere on the staff side. */
export function staffSelection(scope: StaffScope, filters: Filters & { districtId?: string | undefined }, now: Date): Selection {
  if (filters.districtId && !scopeIncludes(scope, filters.districtId)) throw notFound(directoryAdminMessages.districtNotFound);
  const districtIds = filters.districtId ? [filters.districtId] : scope.all ? null : scope.districtIds;
  return { districtIds, schoolId: filters.schoolId, resourceId: filters.projectId, ...range(filters, now) };
}

/** A district's own selection: its district only, whatever else was asked. */
export function districtSelection(districtId: string | null, filters: Filters, now: Date): Selection {
  return { districtIds: districtId ? [districtId] : [], schoolId: filters.schoolId, resourceId: filters.projectId, ...range(filters, now) };
}

/** `column` is one of the selected districts. */
export function inDistricts(selection: Selection, column: SQL): SQL {
  if (selection.districtIds === null) return sql`true`;
  if (selection.districtIds.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    selection.districtIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/** A project row (alias `p`) within the selection's districts, school and project kit. */
export function projectInSelection(selection: Selection): SQL {
  const parts = [inDistricts(selection, sql`p.district_id`)];
  if (selection.schoolId) parts.push(sql`p.school_id = ${selection.schoolId}::uuid`);
  if (selection.resourceId) parts.push(sql`p.resource_id = ${selection.resourceId}::uuid`);
  return sql.join(parts, sql` and `);
}

/** An application (its id in `applicationId`) naming the selection's school and project kit. */
export function applicationInSelection(selection: Selection, applicationId: SQL): SQL {
  const parts: SQL[] = [sql`true`];
  if (selection.schoolId)
    parts.push(
      sql`exists (select 1 from application_schools s where s.application_id = ${applicationId} and s.school_id = ${selection.schoolId}::uuid)`,
    );
  if (selection.resourceId)
    parts.push(
      sql`exists (select 1 from application_resources r where r.application_id = ${applicationId} and r.resource_id = ${selection.resourceId}::uuid)`,
    );
  return sql.join(parts, sql` and `);
}

/** A blueprint (its id in `blueprintId`) with the selection's school and project kit. */
export function blueprintInSelection(selection: Selection, blueprintId: SQL): SQL {
  const parts: SQL[] = [sql`true`];
  if (selection.schoolId)
    parts.push(sql`exists (select 1 from blueprint_schools s where s.blueprint_id = ${blueprintId} and s.school_id = ${selection.schoolId}::uuid)`);
  if (selection.resourceId)
    parts.push(
      sql`exists (select 1 from blueprint_resources r where r.blueprint_id = ${blueprintId} and r.resource_id = ${selection.resourceId}::uuid)`,
    );
  return sql.join(parts, sql` and `);
}
