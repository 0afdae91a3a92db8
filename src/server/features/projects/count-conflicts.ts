// Count conflicts: two people counted one project without seeing each other's count (two devices
// offline). Both counts are applied in arrival order and kept; the later one, based on a count
// older than the other person's, flags a conflict that the project shows until someone with the
// project in reach records the right number. A person counting twice is a recount, not a conflict.
// Who may record it (src/contract/permissions.ts): the project's district from its screens
// (`district:act`), and programme staff with `staff:kit-orders` from the staff side, within the
// districts they reach. Either way the settling is written to the activity log.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { kitMessages } from '@contract/projects-messages';
import { isUuid, type CountConflict, type ProjectSummary } from '@contract/projects';
import type { Db, Tx } from '@server/db/connect';
import { rawRows } from '@server/db/raw-rows';
import { countConflicts, projects } from '@server/db/schema';
import { countPair, countPairColumns, earlier, earlierBy, later, laterBy } from './conflict-counts';
import { conflict } from '@server/plugins/http-error';
import { scopeIncludes, type StaffScope } from '@server/plugins/staff-scope';
import { recordActivity } from '../activity/record-activity';
import { matchKitIdentities } from '../kits/identity-service';
import { projectNotFound } from './kits-request-service';
import { findProject, recordCount } from './project-queries';
import type { Viewer } from '@server/plugins/viewer';

interface CountRow {
  id: string;
  counted_by_id: string | null;
  /** Milliseconds, as the API writes times (a device's basedOn has no more). */
  at_ms: Date | string;
}

/**
 * After a count was recorded: flags a conflict when the count before it was another person's and
 * newer than the one this count was based on (`basedOn`, null when the device had seen none).
 * Whether it flagged one.
 */
export async function flagCountConflict(tx: Tx, projectId: string, basedOn: string | null): Promise<boolean> {
  const result = await tx.execute(sql`
    select id, counted_by_id, date_trunc('milliseconds', counted_at) as at_ms
    from inventory_counts where project_id = ${projectId}::uuid
    order by counted_at desc, id desc limit 2`);
  const [latest, previous] = rawRows<CountRow>(result);
  const pair = conflictingPair(latest, previous, basedOn);
  if (!pair) return false;
  await tx.insert(countConflicts).values({ projectId, ...pair });
  return true;
}

/** The two counts in conflict, when the latest (just recorded) was based on an older one than the other person's. */
function conflictingPair(latest: CountRow | undefined, previous: CountRow | undefined, basedOn: string | null) {
  if (!latest || !previous) return null;
  if (previous.counted_by_id !== null && previous.counted_by_id === latest.counted_by_id) return null;
  const previousAt = new Date(previous.at_ms).getTime();
  if (basedOn !== null && previousAt <= Date.parse(basedOn)) return null;
  return { earlierCountId: previous.id, laterCountId: latest.id };
}

/**
 * flagCountConflict for several projects, each counted once just now (a wave of counts): one
 * statement reads each project's last two counts, one records the conflicts. Per check, in the
 * order given, whether it flagged one.
 */
export async function flagCountConflicts(tx: Tx, checks: readonly { projectId: string; basedOn: string | null }[]): Promise<boolean[]> {
  if (checks.length === 0) return [];
  const input = JSON.stringify(checks.map((c, ord) => ({ ord, project_id: c.projectId })));
  const result = await tx.execute(sql`
    select checks_in.ord, c.id, c.counted_by_id, date_trunc('milliseconds', c.counted_at) as at_ms
    from json_to_recordset(${input}::json) as checks_in (ord integer, project_id uuid)
    cross join lateral (
      select id, counted_by_id, counted_at from inventory_counts where project_id = checks_in.project_id
      order by counted_at desc, id desc limit 2
    ) c
    order by checks_in.ord, c.counted_at desc, c.id desc`);
  const rowsOf = checks.map((): CountRow[] => []);
  for (const row of rawRows<CountRow & { ord: number | string }>(result)) rowsOf[Number(row.ord)]!.push(row);
  const pairs = checks.map((c, ord) => conflictingPair(rowsOf[ord]![0], rowsOf[ord]![1], c.basedOn));
  const conflicts = pairs.flatMap((pair, ord) => (pair ? [{ projectId: checks[ord]!.projectId, ...pair }] : []));
  if (conflicts.length > 0) await tx.insert(countConflicts).values(conflicts);
  return pairs.map((pair) => pair !== null);
}

/** The project's open conflicts, oldest first. */
export async function openConflicts(db: Db | Tx, projectId: string): Promise<CountConflict[]> {
  const rows = await db
    .select({ id: countConflicts.id, ...countPairColumns })
    .from(countConflicts)
    .innerJoin(earlier, eq(earlier.id, countConflicts.earlierCountId))
    .innerJoin(later, eq(later.id, countConflicts.laterCountId))
    .leftJoin(earlierBy, eq(earlierBy.id, earlier.countedById))
    .leftJoin(laterBy, eq(laterBy.id, later.countedById))
    .where(and(eq(countConflicts.projectId, projectId), isNull(countConflicts.resolvedAt)))
    .orderBy(asc(countConflicts.createdAt));
  return rows.map((r) => ({ id: r.id, ...countPair(r) }));
}

/** Records the right figure as a new count and closes the conflict (and any other open one of the project). */
export async function resolveCountConflict(
  tx: Tx,
  viewer: Viewer,
  projectId: string,
  conflictId: string,
  kitsOnHand: number,
  now: Date,
): Promise<ProjectSummary> {
  const project = await findProject(tx, viewer, projectId, { lock: true });
  if (!project) throw projectNotFound();
  const [open] = await tx
    .select({ id: countConflicts.id })
    .from(countConflicts)
    .where(and(sql`${countConflicts.id}::text = ${conflictId}`, eq(countConflicts.projectId, project.id), isNull(countConflicts.resolvedAt)));
  if (!open) throw conflict(kitMessages.conflictNotFound);
  const summary = await recordCount(tx, viewer, project.id, kitsOnHand);
  if (!summary) throw projectNotFound();
  await recordActivity(tx, {
    entityType: 'inventory-count',
    entityId: project.id,
    districtId: summary.district.id,
    actorId: viewer.userId,
    action: 'count-conflict-resolved',
    before: { name: project.name, kitsOnHand: project.kitsOnHand },
    after: { name: project.name, kitsOnHand },
    visibility: 'district',
  });
  await matchKitIdentities(tx, project.id);
  // The new count settles every open conflict of the project: it is the figure someone checked.
  await tx
    .update(countConflicts)
    .set({ resolvedAt: now, resolvedById: viewer.userId, resolvedKits: kitsOnHand })
    .where(and(eq(countConflicts.projectId, project.id), isNull(countConflicts.resolvedAt)));
  return summary;
}

/**
 * The staff side's way to settle a conflict: the project must be in a district the staff member
 * reaches (else 404, as everywhere); then the same settling as the district's, recorded as theirs.
 */
export async function resolveCountConflictAsStaff(
  tx: Tx,
  scope: StaffScope,
  projectId: string,
  conflictId: string,
  kitsOnHand: number,
  now: Date,
): Promise<ProjectSummary> {
  if (!isUuid(projectId)) throw projectNotFound();
  const [row] = await tx.select({ districtId: projects.districtId }).from(projects).where(eq(projects.id, projectId));
  if (!row || !scopeIncludes(scope, row.districtId)) throw projectNotFound();
  const viewer: Viewer = { userId: scope.userId, districtId: row.districtId, allDistricts: false };
  return resolveCountConflict(tx, viewer, projectId, conflictId, kitsOnHand, now);
}
