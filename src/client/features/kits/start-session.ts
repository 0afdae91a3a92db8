// Starting a count session: the server's figures (each project's kits on hand and kit codes) and
// every kit code the user reaches (to say where an unexpected kit belongs) are downloaded once and
// written to IndexedDB before the first scan; from then on the session needs no network.
import type { KitPlace } from '@contract/count-sessions';
import type { ProjectSummary } from '@contract/projects';
import { projectEndpoints } from '@contract/projects-endpoints';
import { saveCountSession, type StoredCountSession } from '@offline/count-sessions';
import { apiRequest } from '@client/lib/http';
import { fetchKitCodes } from './api';

const PAGE = 50;

/** Every project the user reaches (the list is paged by 50). */
export async function fetchAllProjects(): Promise<ProjectSummary[]> {
  const items: ProjectSummary[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await apiRequest(projectEndpoints.projects, { query: { limit: PAGE, offset } });
    items.push(...page.items);
    if (items.length >= page.total || page.items.length === 0) return items;
  }
}

export interface StartTarget {
  schoolId?: string;
  projectId?: string;
}

export class NothingToCount extends Error {
  override readonly name = 'NothingToCount';
}

export async function startCountSession(userId: string, target: StartTarget, now = new Date()): Promise<StoredCountSession> {
  // Kit codes first: asking for them labels any kits on hand that have no identity yet.
  const [kits, projects] = await Promise.all([fetchKitCodes({}), fetchAllProjects()]);
  const chosen = projects.filter((p) => (target.projectId ? p.id === target.projectId : p.school.id === target.schoolId));
  const school = chosen[0]?.school;
  if (!school) throw new NothingToCount();
  const directory: Record<string, KitPlace> = {};
  for (const kit of kits.items) {
    directory[kit.code] = { projectId: kit.project.id, projectName: kit.project.name, schoolId: kit.school.id, schoolName: kit.school.name };
  }
  const session: StoredCountSession = {
    id: crypto.randomUUID(),
    userId,
    school,
    projectId: target.projectId ?? null,
    startedAt: now.toISOString(),
    status: 'counting',
    finishedAt: null,
    entrySeqs: [],
    projects: chosen.map((p) => ({
      id: p.id,
      name: p.name,
      expected: p.kitsOnHand,
      withClasses: p.kitsCheckedOut,
      codes: kits.items.filter((k) => k.project.id === p.id).map((k) => k.code),
      tapped: 0,
      basedOn: p.inventoryUpdatedAt,
    })),
    directory,
    scans: [],
  };
  await saveCountSession(session);
  return session;
}
