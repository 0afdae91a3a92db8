// The test runs' temporary files in memory. Every journey copies a seeded data directory, its
// server's embedded database writes there, and every browser context has its profile (IndexedDB,
// service worker storage, caches) under the temporary folder. On a virtual disk where creating a
// file costs a millisecond or more, that is seconds per journey spent waiting on the disk: copying
// the journeys' data directory took 0.7–1.6 s on such a disk and 0.12–0.16 s on tmpfs.
//
// Called at the top of the Playwright and Vitest configurations: the runners, their workers and
// every process they start (servers, browsers) inherit TMPDIR, which os.tmpdir() reads. A TMPDIR
// set by the caller is kept; without a writable /dev/shm nothing changes.
import { accessSync, constants, mkdirSync } from 'node:fs';

const MEMORY_ROOT = '/dev/shm';

export function useMemoryTmpdir(): void {
  if (process.env.TMPDIR) return;
  try {
    accessSync(MEMORY_ROOT, constants.W_OK);
    const dir = `${MEMORY_ROOT}/hands-on-portal-tests`;
    mkdirSync(dir, { recursive: true });
    process.env.TMPDIR = dir;
  } catch {
    // No shared memory folder here: the system's temporary folder it is.
  }
}
