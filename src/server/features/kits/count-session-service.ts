// Finished onsite count sessions: the record behind a session's receipt. The counts themselves
// travel as ordinary inventory counts (the offline outbox, exactly once); this record says who
// counted which school when, and per project what was expected, found and missing.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { countSessionMessages, type CountSession, type CountSessionBody } from '@contract/count-sessions';
import { normaliseKitCode } from '@contract/kit-custody';
import type { Db, Tx } from '@server/db/connect';
import { boundedMadeAt } from '@server/db/made-at';
import { countSessions, projects, schools, users } from '@server/db/schema';
import type { Words } from '@server/i18n/text';
import { badRequest, conflict } from '@server/plugins/http-error';

export async function recordCountSession(tx: Tx, reach: SQL, userId: string, body: CountSessionBody): Promise<CountSession> {
  const [school] = await tx
    .select({ id: schools.id, districtId: schools.districtId })
    .from(schools)
    .innerJoin(projects, eq(projects.schoolId, schools.id))
    .where(and(eq(schools.id, body.schoolId), reach))
    .limit(1);
  if (!school) throw badRequest(countSessionMessages.schoolInvalid, [{ field: 'schoolId', message: countSessionMessages.schoolInvalid }]);
  const ids = body.projects.map((p) => p.projectId);
  const found = await tx
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(inArray(projects.id, ids), eq(projects.schoolId, school.id), reach));
  if (found.length !== new Set(ids).size) {
    throw badRequest(countSessionMessages.schoolMismatch, [{ field: 'projects', message: countSessionMessages.schoolMismatch }]);
  }
  const names = new Map(found.map((p) => [p.id, p.name]));
  // The school's previous session record is the lower bound of this one's made time.
  const previousSession = sql`(select max(${countSessions.madeAt}) from ${countSessions} where ${countSessions.schoolId} = ${school.id})`;
  const inserted = await tx
    .insert(countSessions)
    .values({
      id: body.id,
      districtId: school.districtId,
      schoolId: school.id,
      countedById: userId,
      startedAt: new Date(body.startedAt),
      finishedAt: new Date(body.finishedAt),
      // The codes go to the kits themselves (markCounted), not into the record.
      projects: body.projects.map(({ scannedCodes: _codes, ...p }) => ({ ...p, projectName: names.get(p.projectId)! })),
      unexpected: body.unexpected,
      madeAt: boundedMadeAt(body.madeAt, sql`now()`, previousSession),
    })
    .onConflictDoNothing()
    .returning({ id: countSessions.id, madeAt: countSessions.madeAt });
  if (inserted.length === 0) throw conflict(countSessionMessages.sessionTaken);
  await markCounted(tx, userId, body, inserted[0]!.madeAt);
  return (await findCountSession(tx, reach, body.id))!;
}

/**
 * Each scanned kit of a counted project was seen at the session's made-at time: its history gains
 * `counted` (its last count is its newest such event: an older session arriving late does not move
 * it back). A code of another project is ignored here: the session lists it as unexpected. One
 * statement for all the session's projects (it was two per project); each code is looked up by the
 * unique index on codes, whatever the planner's statistics say of the kits table.
 */
async function markCounted(tx: Tx, userId: string, body: CountSessionBody, madeAt: Date): Promise<void> {
  const scanned = body.projects.flatMap((project) =>
    [...new Set((project.scannedCodes ?? []).map(normaliseKitCode))].map((code) => ({ project_id: project.projectId, code })),
  );
  if (scanned.length === 0) return;
  // The codes as one JSON parameter: one statement text whatever their number.
  await tx.execute(sql`
    insert into kit_events (kit_id, kind, at, by_id, count_session_id)
    select k.id, 'counted', ${madeAt.toISOString()}::timestamptz, ${userId}::uuid, ${body.id}::uuid
    from json_to_recordset(${JSON.stringify(scanned)}::json) as s (project_id uuid, code text)
    cross join lateral (
      -- LIMIT keeps the planner from flattening this into a join over every kit (codes are unique anyway).
      select kits.id from kits where kits.code = s.code and kits.project_id = s.project_id and kits.status = 'active' limit 1
    ) k`);
}

export async function findCountSession(db: Db | Tx, reach: SQL, id: string): Promise<CountSession | null> {
  const [row] = await db
    .select({
      id: countSessions.id,
      schoolId: schools.id,
      schoolName: schools.name,
      countedById: countSessions.countedById,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      startedAt: countSessions.startedAt,
      finishedAt: countSessions.finishedAt,
      madeAt: countSessions.madeAt,
      createdAt: countSessions.createdAt,
      projects: countSessions.projects,
      unexpected: countSessions.unexpected,
    })
    .from(countSessions)
    .innerJoin(schools, eq(schools.id, countSessions.schoolId))
    .leftJoin(users, eq(users.id, countSessions.countedById))
    // The reach is a condition on projects.district_id: a session is seen by whoever reaches its district.
    .where(
      and(eq(countSessions.id, id), sql`exists (select 1 from ${projects} where ${projects.districtId} = ${countSessions.districtId} and ${reach})`),
    );
  if (!row) return null;
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email || '—';
  return {
    id: row.id,
    school: { id: row.schoolId, name: row.schoolName },
    countedBy: { id: row.countedById, name },
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    madeAt: row.madeAt.toISOString(),
    recordedAt: row.createdAt.toISOString(),
    projects: row.projects as CountSession['projects'],
    unexpected: row.unexpected as CountSession['unexpected'],
  };
}

export const RECEIPT_CSV_COLUMNS = [
  'document.csv.countReceipt.school',
  'document.csv.countReceipt.countedBy',
  'document.csv.countReceipt.started',
  'document.csv.countReceipt.finished',
  'document.csv.countReceipt.project',
  'document.csv.countReceipt.expected',
  'document.csv.countReceipt.found',
  'document.csv.countReceipt.missing',
  'document.csv.countReceipt.unexpected',
] as const;

/** One row per project, then one per unexpected kit (its code and where it belongs). */
export function receiptRows(session: CountSession, words: Words): (string | number)[][] {
  const head = [session.school.name, session.countedBy.name, session.startedAt, session.finishedAt];
  return [
    ...session.projects.map((p) => [...head, p.projectName, p.expected, p.found, p.missing, '']),
    ...session.unexpected.map((u) => [...head, u.belongsTo ?? words.t('document.csv.countReceipt.unknownKit'), '', '', '', u.code]),
  ];
}
