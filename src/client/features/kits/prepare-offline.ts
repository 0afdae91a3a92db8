// "Prepare for offline" for one school or all of the user's schools: downloads what a visit needs
// while there is a network, so the service worker's user-data cache can answer the same requests
// offline: every project (the list a count session starts from), every kit code (to start a count
// and place an unexpected kit), the checklist (every pending task, the latest completed ones), what
// the dashboard and My Orders ask as they open (lib/screen-requests.ts), each
// of the schools' projects with its orders and checkouts, each of their project kits with its
// lessons, and the lessons' files (kept in Cache Storage by src/client/lib/lesson-files.ts).
// What several schools share is downloaded once. Then asks for persistent storage and reports the
// space taken.
import { actionTaskEndpoints } from '@contract/action-tasks-endpoints';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import type { ProjectSummary } from '@contract/projects';
import { projectEndpoints } from '@contract/projects-endpoints';
import { resourceEndpoints } from '@contract/resources-endpoints';
import { savePreparedSchool, type PreparedSchool } from '@offline/prepared';
import { apiRequest } from '@client/lib/http';
import { saveLessonFile } from '@client/lib/lesson-files';
import { openingRequests } from '@client/lib/screen-requests';
import { fetchKitCodes } from './api';
import { fetchAllProjects } from './start-session';

export interface PrepareResult {
  at: number;
  /** Bytes downloaded by this run (what several schools share, once). */
  bytes: number;
  /** Per school prepared, its record. */
  schools: PreparedSchool[];
  persisted: boolean | null;
  /** Bytes the browser lets this site use, when it says. */
  quota: number | null;
  usage: number | null;
}

export interface SchoolPlan {
  schoolId: string;
  projectIds: string[];
  /** The project kits (catalogue resources) of its projects, each once. */
  resourceIds: string[];
}

/** What to download per school: its projects and their project kits. Schools with no project are left out. */
export function planPreparation(projects: readonly Pick<ProjectSummary, 'id' | 'school' | 'resource'>[], schoolIds: readonly string[]): SchoolPlan[] {
  return schoolIds.flatMap((schoolId) => {
    const mine = projects.filter((p) => p.school.id === schoolId);
    if (mine.length === 0) return [];
    return [{ schoolId, projectIds: mine.map((p) => p.id), resourceIds: [...new Set(mine.map((p) => p.resource.id))] }];
  });
}

const sizeOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** A page of a checklist tab, asked exactly as the checklist screen asks it (the cache keys on the URL). */
const fetchTasksPage = (completed: boolean, offset: number) =>
  apiRequest(actionTaskEndpoints.actionTasks, { query: { limit: DEFAULT_PAGE_SIZE, offset, IsCompletedTab: completed ? 'true' : 'false' } });

/** Every page of the pending tab (the work of the visit) and the first of the completed one. */
async function fetchChecklist(): Promise<{ bytes: number; tasks: number }> {
  let bytes = 0;
  let tasks = 0;
  for (let offset = 0; ; offset += DEFAULT_PAGE_SIZE) {
    const page = await fetchTasksPage(false, offset);
    bytes += sizeOf(page);
    tasks += page.items.length;
    if (offset + DEFAULT_PAGE_SIZE >= page.total || page.items.length === 0) break;
  }
  const completed = await fetchTasksPage(true, 0);
  return { bytes: bytes + sizeOf(completed), tasks: tasks + completed.items.length };
}

/**
 * Prepares the given schools (all of the user's: every school of their projects). Progress counts
 * requests and files across all the schools; the total grows once the lessons are known.
 */
export async function prepareSchoolsForOffline(
  userId: string,
  schoolIds: readonly string[] | 'all',
  onProgress: (done: number, total: number) => void,
): Promise<PrepareResult> {
  let done = 0;
  let total = 3;
  const step = () => onProgress(++done, total);
  onProgress(0, total);

  const projects = await fetchAllProjects();
  step();
  const shared = { projects: sizeOf(projects), kits: 0, tasks: 0, screens: 0 };
  const kits = await fetchKitCodes({});
  shared.kits = sizeOf(kits);
  step();
  // The checklist is the district's (tasks are not per school): downloaded once for all.
  const checklist = await fetchChecklist();
  shared.tasks = checklist.bytes;
  step();
  // The dashboard and My Orders, asked as they ask, so they open offline too, even on a device
  // that first showed them before its service worker was there to keep a copy.
  const opening = openingRequests();
  total += opening.length;
  for (const request of opening) {
    shared.screens += sizeOf(await apiRequest(request.route, { query: request.query }));
    step();
  }

  const wanted = schoolIds === 'all' ? [...new Set(projects.map((p) => p.school.id))] : schoolIds;
  const plans = planPreparation(projects, wanted);
  const resourceIds = [...new Set(plans.flatMap((plan) => plan.resourceIds))];
  total += plans.reduce((sum, plan) => sum + plan.projectIds.length, 0) + resourceIds.length;
  onProgress(done, total);

  const projectBytes = new Map<string, number>();
  for (const plan of plans) {
    for (const id of plan.projectIds) {
      projectBytes.set(id, sizeOf(await apiRequest(projectEndpoints.project, { params: { id } })));
      step();
    }
  }

  // Each project kit's lessons, then their files; a kit shared by several schools is fetched once.
  const resourceBytes = new Map<string, { bytes: number; files: number; filesMissing: number }>();
  const lessonFiles = new Map<string, string[]>();
  for (const id of resourceIds) {
    const resource = await apiRequest(resourceEndpoints.resource, { params: { id } });
    const files = [...new Set(resource.lessons.flatMap((lesson) => (lesson.fileUrl ? [lesson.fileUrl] : [])))];
    lessonFiles.set(id, files);
    resourceBytes.set(id, { bytes: sizeOf(resource), files: 0, filesMissing: 0 });
    total += files.length;
    step();
  }
  for (const [id, files] of lessonFiles) {
    const tally = resourceBytes.get(id)!;
    for (const url of files) {
      const size = await saveLessonFile(url);
      if (size === null) tally.filesMissing += 1;
      else {
        tally.files += 1;
        tally.bytes += size;
      }
      step();
    }
  }

  const at = Date.now();
  const sharedBytes = shared.projects + shared.kits + shared.tasks + shared.screens;
  const schools: PreparedSchool[] = plans.map((plan) => {
    const kitsOf = plan.resourceIds.map((id) => resourceBytes.get(id)!);
    return {
      schoolId: plan.schoolId,
      userId,
      at,
      // What this school's visit needs on the device, including what it shares with the others.
      bytes: sharedBytes + plan.projectIds.reduce((sum, id) => sum + projectBytes.get(id)!, 0) + kitsOf.reduce((sum, kit) => sum + kit.bytes, 0),
      tasks: checklist.tasks,
      lessonFiles: kitsOf.reduce((sum, kit) => sum + kit.files, 0),
      lessonFilesMissing: kitsOf.reduce((sum, kit) => sum + kit.filesMissing, 0),
    };
  });
  for (const school of schools) await savePreparedSchool(school);
  const bytes =
    sharedBytes + [...projectBytes.values()].reduce((a, b) => a + b, 0) + [...resourceBytes.values()].reduce((sum, kit) => sum + kit.bytes, 0);

  // Asked now, when the person has shown they mean to rely on the device.
  const persisted = navigator.storage?.persist ? await navigator.storage.persist().catch(() => null) : null;
  const estimate = navigator.storage?.estimate ? await navigator.storage.estimate().catch(() => null) : null;
  return { at, bytes, schools, persisted, quota: estimate?.quota ?? null, usage: estimate?.usage ?? null };
}
