// The catalogue editor: list every resource (retired ones too), create one, edit it with its lessons
// in order, retire it or bring it back. Retiring only hides a resource from the catalogue and the
// wizard: blueprints, projects and tasks that name it keep it. Each change is in the activity log.
import { and, asc, count, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { ResourceInputBody, StaffResourceSummary, StaffResourcesQuery } from '@contract/resources';
import { resourceMessages } from '@contract/resources';
import { staffMessages } from '@contract/staff-messages';
import type { Db, Tx } from '@server/db/connect';
import { pageTotal } from '@server/db/prepared';
import { lessons, resources } from '@server/db/schema';
import { badRequest, notFound } from '@server/plugins/http-error';
import { recordActivity } from '../activity/record-activity';
import { containsPattern, isUuid } from '../directory/service';

type Input = ResourceInputBody;

export async function listStaffResources(db: Db | Tx, query: StaffResourcesQuery): Promise<{ items: StaffResourceSummary[]; total: number }> {
  const search = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    query.type ? eq(resources.type, query.type) : undefined,
    query.state ? eq(resources.isActive, query.state === 'active') : undefined,
    search ? or(ilike(resources.name, search), ilike(resources.subject, search), ilike(resources.slug, search)) : undefined,
  );
  const rows = await db
    .select({
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
      isActive: resources.isActive,
      updatedAt: resources.updatedAt,
    })
    .from(resources)
    .where(where)
    .orderBy(asc(sql`lower(${resources.name})`), asc(resources.id))
    .limit(query.limit)
    .offset(query.offset);
  const total = await pageTotal(rows.length, query, async () => {
    const [counted] = await db.select({ total: count() }).from(resources).where(where);
    return Number(counted?.total ?? 0);
  });
  return {
    items: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    total,
  };
}

/** "Solar Car Challenge" → solar-car-challenge; a taken slug gets -2, -3… */
async function freeSlug(tx: Tx, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'resource';
  const taken = new Set(
    (
      await tx
        .select({ slug: resources.slug })
        .from(resources)
        .where(sql`${resources.slug} = ${base} or ${resources.slug} like ${`${base}-%`}`)
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const fieldsOf = (input: Input) => ({
  type: input.type,
  name: input.name,
  summary: input.summary,
  description: input.description,
  gradeBand: input.gradeBand,
  subject: input.subject,
  duration: input.duration,
  unitCostCents: input.unitCostCents,
});

async function writeLessons(tx: Tx, resourceId: string, list: Input['lessons']): Promise<void> {
  const kept = list.map((lesson) => lesson.id).filter((id): id is string => id !== null);
  if (kept.length) {
    const own = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.resourceId, resourceId), inArray(lessons.id, kept)));
    const ownIds = new Set(own.map((row) => row.id));
    const stranger = list.findIndex((lesson) => lesson.id !== null && !ownIds.has(lesson.id));
    if (stranger >= 0) {
      throw badRequest(staffMessages.lessonNotOfResource, [{ field: `lessons.${stranger}.id`, message: staffMessages.lessonNotOfResource }]);
    }
  }
  // Lessons left out of the list are removed; nothing else refers to a lesson.
  await tx.delete(lessons).where(and(eq(lessons.resourceId, resourceId), kept.length ? notInArray(lessons.id, kept) : undefined));
  for (const [position, lesson] of list.entries()) {
    const values = { title: lesson.title, url: lesson.url, fileUrl: lesson.fileUrl, durationMinutes: lesson.durationMinutes, position: position + 1 };
    if (lesson.id) await tx.update(lessons).set(values).where(eq(lessons.id, lesson.id));
    else await tx.insert(lessons).values({ ...values, resourceId });
  }
}

export async function createResource(tx: Tx, actorId: string, input: Input): Promise<string> {
  if (input.lessons.some((lesson) => lesson.id)) {
    throw badRequest(staffMessages.lessonNotOfResource, [{ field: 'lessons', message: staffMessages.lessonNotOfResource }]);
  }
  const [resource] = await tx
    .insert(resources)
    .values({ ...fieldsOf(input), slug: await freeSlug(tx, input.name) })
    .returning({ id: resources.id, name: resources.name });
  await writeLessons(tx, resource!.id, input.lessons);
  await recordActivity(tx, {
    entityType: 'resource',
    entityId: resource!.id,
    districtId: null,
    actorId,
    action: 'resource-created',
    after: { ...fieldsOf(input), lessons: input.lessons.length },
  });
  return resource!.id;
}

async function lockResource(tx: Tx, id: string) {
  if (!isUuid(id)) throw notFound(resourceMessages.notFound);
  const [row] = await tx.select().from(resources).where(eq(resources.id, id)).for('update');
  if (!row) throw notFound(resourceMessages.notFound);
  return row;
}

export async function editResource(tx: Tx, actorId: string, id: string, input: Input): Promise<void> {
  const current = await lockResource(tx, id);
  const [{ lessonTotal } = { lessonTotal: 0 }] = await tx.select({ lessonTotal: count() }).from(lessons).where(eq(lessons.resourceId, id));
  const next = fieldsOf(input);
  const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => next[key] !== current[key]);
  await tx.update(resources).set(next).where(eq(resources.id, id));
  await writeLessons(tx, id, input.lessons);
  await recordActivity(tx, {
    entityType: 'resource',
    entityId: id,
    districtId: null,
    actorId,
    action: 'resource-updated',
    before: { name: current.name, ...Object.fromEntries(changed.map((key) => [key, current[key]])), lessons: Number(lessonTotal) },
    after: { name: next.name, ...Object.fromEntries(changed.map((key) => [key, next[key]])), lessons: input.lessons.length },
  });
}

export async function setResourceActive(tx: Tx, actorId: string, id: string, isActive: boolean): Promise<void> {
  const current = await lockResource(tx, id);
  if (current.isActive === isActive) return;
  await tx.update(resources).set({ isActive }).where(eq(resources.id, id));
  await recordActivity(tx, {
    entityType: 'resource',
    entityId: id,
    districtId: null,
    actorId,
    action: isActive ? 'resource-restored' : 'resource-retired',
    before: { name: current.name, isActive: current.isActive },
    after: { name: current.name, isActive },
  });
}
