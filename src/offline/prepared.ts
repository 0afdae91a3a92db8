// "Prepare for offline": when each school's visit data was last downloaded on this device, how
// much it took and what it holds. Kept in `meta` (key `prepared:school:ID`); the data itself lives in the
// service worker's user-data cache, keyed by user.
import { db } from './db';

export interface PreparedSchool {
  schoolId: string;
  userId: string;
  /** When the download finished (ms since epoch). */
  at: number;
  /** The size of the answers and lesson files downloaded, in bytes. */
  bytes: number;
  /** Checklist tasks downloaded (the district's, both tabs). Absent in records made before they were. */
  tasks?: number;
  /** Lesson files of the school's project kits kept on the device, and those that could not be. */
  lessonFiles?: number;
  lessonFilesMissing?: number;
}

const keyOf = (userId: string, schoolId: string) => `prepared:${userId}:school:${schoolId}`;

/** Older than this, the school's offline data is flagged as stale. */
export const PREPARED_STALE_MS = 24 * 60 * 60 * 1000;

export async function savePreparedSchool(record: PreparedSchool): Promise<void> {
  await db.meta.put({ key: keyOf(record.userId, record.schoolId), value: record });
}

export async function preparedSchools(userId: string): Promise<Map<string, PreparedSchool>> {
  const rows = await db.meta.where('key').startsWith(`prepared:${userId}:school:`).toArray();
  return new Map(rows.map((row) => [(row.value as PreparedSchool).schoolId, row.value as PreparedSchool]));
}

export const isPreparedStale = (record: PreparedSchool, now: number) => now - record.at > PREPARED_STALE_MS;
