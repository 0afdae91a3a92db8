// Whose a presence subject is: the district of the school being counted or of the blueprint, if the
// caller may see it (the same reach as counting that school, or reading that blueprint); otherwise
// 404, as if it did not exist.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { presenceMessages } from '@contract/presence';
import type { Db } from '@server/db/connect';
import { projects, schools } from '@server/db/schema';
import { notFound } from '@server/plugins/http-error';
import { blueprintViewerOf, findBlueprint } from '../blueprints/access';
import { kitReachOf } from '../kits/kit-queries';

/** The subject's district, once the caller is known to reach it. */
export async function districtOfSubject(db: Db, request: FastifyRequest, subject: string): Promise<string> {
  const [type, id] = subject.split(':') as [string, string];
  if (type === 'blueprint') {
    const blueprint = await findBlueprint(db, await blueprintViewerOf(db, request), id).catch(() => null);
    if (blueprint) return blueprint.districtId;
  } else {
    // A school is counted for its projects: one the caller reaches a project of.
    const [school] = await db
      .select({ districtId: schools.districtId })
      .from(schools)
      .innerJoin(projects, eq(projects.schoolId, schools.id))
      .where(and(eq(schools.id, id), await kitReachOf(db, request)))
      .limit(1);
    if (school) return school.districtId;
  }
  throw notFound(presenceMessages.notFound);
}
