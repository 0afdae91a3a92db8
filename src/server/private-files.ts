// What the portal writes under DATA_DIR holds data or secrets: the embedded database, backups (with
// password hashes), the token key, the control token, mailed links. Its folders are the owner's
// alone (0700) and its files too (0600), whatever the process umask: a umask only takes bits
// away, so files created with 0600 stay private, and folders are set to 0700 even when they
// existed before with wider modes (a data directory made by an earlier version, or by hand).
import { chmodSync, mkdirSync, statSync } from 'node:fs';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) for the owner alone, and narrows it when it is wider. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  narrow(dir, PRIVATE_DIR_MODE);
}

/** Takes group and other bits off `file` (a file another tool created, such as pg_dump's). */
export function ensurePrivateFile(file: string): void {
  narrow(file, PRIVATE_FILE_MODE);
}

function narrow(target: string, mode: number): void {
  if ((statSync(target).mode & 0o077) === 0) return;
  try {
    chmodSync(target, mode);
  } catch (error) {
    // A folder of another owner (a shared mount) cannot be changed by us; its files are still 0600.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}
