// The programme's one rubric: read the current version (or any older one a review scored against),
// and save an edit as the next version, recorded in the activity log. Versions are never changed.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Criterion, Rubric, UpdateRubricBody } from '@contract/reviews';
import type { Db, Tx } from '@server/db/connect';
import { rubricVersions, users } from '@server/db/schema';
import { recordActivity } from '../activity/record-activity';

const EMPTY: Rubric = { version: 0, criteria: [], updatedAt: null, updatedBy: null };

function selectVersions(db: Db | Tx) {
  return db
    .select({
      version: rubricVersions.version,
      criteria: rubricVersions.criteria,
      createdAt: rubricVersions.createdAt,
      createdBy: rubricVersions.createdBy,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(rubricVersions)
    .leftJoin(users, eq(users.id, rubricVersions.createdBy));
}
type VersionRow = Awaited<ReturnType<ReturnType<typeof selectVersions>['where']>>[number];

function toRubric(row: VersionRow): Rubric {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email || '';
  return {
    version: row.version,
    criteria: row.criteria as Criterion[],
    updatedAt: row.createdAt.toISOString(),
    updatedBy: row.createdBy ? { id: row.createdBy, name } : null,
  };
}

/** The current rubric: its highest version; version 0 with no criteria before the first save. */
export async function currentRubric(db: Db | Tx): Promise<Rubric> {
  const [row] = await selectVersions(db).orderBy(desc(rubricVersions.version)).limit(1);
  return row ? toRubric(row) : EMPTY;
}

/** The given versions, by version. */
export async function rubricsByVersion(db: Db | Tx, versions: number[]): Promise<Map<number, Rubric>> {
  if (versions.length === 0) return new Map();
  const rows = await selectVersions(db).where(inArray(rubricVersions.version, versions));
  return new Map(rows.map((row) => [row.version, toRubric(row)]));
}

/** A criterion id from its name: lowercase words joined by dashes, made unique among `taken`. */
function idFromName(name: string, taken: Set<string>): string {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32) || 'criterion';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

const RUBRIC_LOCK = 0x72756272; // 'rubr'

/** PUT /staff/rubric: the whole rubric as its next version. */
export async function saveRubric(tx: Tx, actorId: string, body: UpdateRubricBody): Promise<number> {
  const input = body.criteria;
  const taken = new Set(input.flatMap((criterion) => (criterion.id ? [criterion.id] : [])));
  const criteria: Criterion[] = input.map((criterion) => {
    const id = criterion.id ?? idFromName(criterion.name, taken);
    taken.add(id);
    return { id, name: criterion.name, description: criterion.description, weight: criterion.weight, levels: criterion.levels };
  });
  // One save at a time, so two edits at once take versions n and n+1 (the first save included).
  await tx.execute(sql`select pg_advisory_xact_lock(${RUBRIC_LOCK})`);
  const [latest] = await tx.select({ version: rubricVersions.version }).from(rubricVersions).orderBy(desc(rubricVersions.version)).limit(1);
  const version = (latest?.version ?? 0) + 1;
  const [row] = await tx.insert(rubricVersions).values({ version, criteria, createdBy: actorId }).returning({ id: rubricVersions.id });
  await recordActivity(tx, {
    entityType: 'rubric',
    entityId: row!.id,
    districtId: null,
    actorId,
    action: 'rubric-updated',
    before: latest ? { version: latest.version } : null,
    after: { version, criteria: criteria.map(({ id, name, weight }) => ({ id, name, weight })) },
    visibility: 'staff',
  });
  return version;
}
