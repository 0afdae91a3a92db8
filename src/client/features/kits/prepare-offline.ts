// "Prepare for offline" for a school: downloads what a visit needs while there is a network, so
// the service worker's user-data cache can answer the same requests offline: every project (the
// list a count session starts from), each of the school's projects with its orders and checkouts,
// and every kit code (to start a count and place an unexpected kit). Then asks for persistent
// storage and reports the space taken.
import { projectDetailSchema } from '../../../contract/projects';
import { routes } from '../../../contract/routes';
import { savePreparedSchool } from '../../../offline/prepared';
import { apiRequest } from '../../lib/http';
import { fetchKitCodes } from './api';
import { fetchAllProjects } from './start-session';

export interface PrepareResult {
  at: number;
  bytes: number;
  persisted: boolean | null;
  /** Bytes the browser lets this site use, when it says. */
  quota: number | null;
  usage: number | null;
}

const sizeOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

export async function prepareSchoolForOffline(userId: string, schoolId: string, onProgress: (done: number, total: number) => void): Promise<PrepareResult> {
  let bytes = 0;
  onProgress(0, 3);
  const projects = await fetchAllProjects();
  bytes += sizeOf(projects);
  onProgress(1, 3);
  const kits = await fetchKitCodes({});
  bytes += sizeOf(kits);
  const mine = projects.filter((p) => p.school.id === schoolId);
  const total = 2 + mine.length;
  onProgress(2, total);
  let done = 2;
  for (const project of mine) {
    const detail = await apiRequest(routes.project, { params: { id: project.id } }, projectDetailSchema);
    bytes += sizeOf(detail);
    onProgress(++done, total);
  }
  const at = Date.now();
  await savePreparedSchool({ schoolId, userId, at, bytes });
  // Asked now, when the person has shown they mean to rely on the device.
  const persisted = navigator.storage?.persist ? await navigator.storage.persist().catch(() => null) : null;
  const estimate = navigator.storage?.estimate ? await navigator.storage.estimate().catch(() => null) : null;
  return { at, bytes, persisted, quota: estimate?.quota ?? null, usage: estimate?.usage ?? null };
}
