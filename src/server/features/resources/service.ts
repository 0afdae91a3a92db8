// The catalogue's queries: active resources by name with search, subject and grade filters, and one
// resource with its lessons. Read-only; every figure comes from the resources and lessons tables.
import { and, asc, count, eq, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { GradeLevel, ResourceDetail, ResourceList, ResourcesQuery, ResourceSubjects, ResourceSummary } from '@contract/resources';
import { isUuid } from '@contract/projects';
import type { Db, Tx } from '@server/db/connect';
import { runPrepared, windowPage } from '@server/db/prepared';
import { kitParts, lessons, resources } from '@server/db/schema';
import { containsPattern } from '../directory/service';

// A grade band is written "K-8", "6-12" or a single grade "5". These turn its two ends into
// numbers (K = 0) in SQL, so the grade filter pages and counts in the database.
const gradeNumber = (part: SQL) => sql`(case when upper(${part}) = 'K' then 0 when ${part} ~ '^[0-9]{1,2}$' then (${part})::int end)`;
const bandLow = gradeNumber(sql`trim(split_part(${resources.gradeBand}, '-', 1))`);
const bandHigh = sql`coalesce(${gradeNumber(sql`trim(split_part(${resources.gradeBand}, '-', 2))`)}, ${bandLow})`;

function coversGrade(grade: GradeLevel): SQL {
  const level = grade === 'K' ? 0 : Number(grade);
  return sql`(${bandLow} <= ${level} and ${bandHigh} >= ${level})`;
}

const summaryColumns = {
  id: resources.id,
  type: resources.type,
  slug: resources.slug,
  name: resources.name,
  summary: resources.summary,
  gradeBand: resources.gradeBand,
  subject: resources.subject,
  duration: resources.duration,
  unitCostCents: resources.unitCostCents,
  lessonCount: resources.lessonCount,
};

/** Active resources, of one type when given (a value, or the placeholder of a prepared statement). */
const activeOfType = (type: ResourcesQuery['type'] | Placeholder) =>
  and(eq(resources.isActive, true), type === undefined ? undefined : eq(resources.type, type));

/**
 * The catalogue as its screens first ask for it (all of it, or one type; no search, subject or
 * grade): the page with the number of matches as a window count, prepared once per shape
 * (placeholders type, limit, offset).
 */
function plainPage(db: Db | Tx, byType: boolean) {
  return db
    .select({ ...summaryColumns, total: sql<number | string>`count(*) over ()` })
    .from(resources)
    .where(activeOfType(byType ? sql.placeholder('type') : undefined))
    .orderBy(asc(sql`lower(${resources.name})`), asc(resources.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** The subject filter's choices: the subjects of the active resources (of the type), whatever else filters the page. */
export async function listResourceSubjects(db: Db | Tx, type: ResourcesQuery['type']): Promise<ResourceSubjects> {
  const byType = type !== undefined;
  const rows = await runPrepared(
    db,
    `resource_subjects:${byType ? 'type' : 'all'}`,
    (handle) =>
      handle
        .selectDistinct({ subject: resources.subject })
        .from(resources)
        .where(and(activeOfType(byType ? sql.placeholder('type') : undefined), sql`${resources.subject} is not null`))
        .orderBy(asc(resources.subject)),
    { type },
  );
  return { subjects: rows.map((row) => row.subject).filter((s): s is string => Boolean(s)) };
}

async function listPlainResources(db: Db | Tx, query: ResourcesQuery): Promise<ResourceList | null> {
  const byType = Boolean(query.type);
  const rows = await runPrepared(db, `resources:${byType ? 'type' : 'all'}`, (handle) => plainPage(handle, byType), {
    type: query.type,
    limit: query.limit,
    offset: query.offset,
  });
  // A page past the end has no row to carry the count: only then is it counted the long way.
  return windowPage(rows, query.offset, ({ total: _total, ...row }): ResourceSummary => row);
}

export async function listResources(db: Db | Tx, query: ResourcesQuery): Promise<ResourceList> {
  if (!query.search && !query.subject && !query.grade) {
    const plain = await listPlainResources(db, query);
    if (plain) return plain;
  }
  const search = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    activeOfType(query.type),
    search ? or(ilike(resources.name, search), ilike(resources.summary, search), ilike(resources.subject, search)) : undefined,
    query.subject ? sql`lower(${resources.subject}) = lower(${query.subject})` : undefined,
    query.grade ? coversGrade(query.grade) : undefined,
  );

  const [items, [totalRow]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(resources)
      .where(where)
      .orderBy(asc(sql`lower(${resources.name})`), asc(resources.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(resources).where(where),
  ]);

  return {
    items,
    total: totalRow?.total ?? 0,
  };
}

/** One resource and its lessons, retired ones included (history links to them); null when unknown. */
export async function loadResource(db: Db | Tx, id: string): Promise<ResourceDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ ...summaryColumns, description: resources.description, isActive: resources.isActive })
    .from(resources)
    .where(eq(resources.id, id));
  if (!row) return null;
  const lessonRows = await db
    .select({
      id: lessons.id,
      title: lessons.title,
      position: lessons.position,
      durationMinutes: lessons.durationMinutes,
      url: lessons.url,
      fileUrl: lessons.fileUrl,
    })
    .from(lessons)
    .where(eq(lessons.resourceId, id))
    .orderBy(asc(lessons.position), asc(lessons.id));
  const parts =
    row.type === 'project'
      ? await db
          .select({
            id: kitParts.id,
            name: kitParts.name,
            quantityPerKit: kitParts.quantityPerKit,
            consumable: kitParts.consumable,
            usePerStudent: kitParts.usePerStudent,
            position: kitParts.position,
          })
          .from(kitParts)
          .where(eq(kitParts.resourceId, id))
          .orderBy(asc(kitParts.position), asc(kitParts.name))
      : [];
  return { ...row, lessonCount: lessonRows.length, lessons: lessonRows, kitParts: parts };
}
