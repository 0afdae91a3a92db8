// Writing a file so that a crash at any moment leaves either the old file or the whole new one,
// never an empty or half-written one: the content goes to a temporary file in the same folder,
// is flushed to disk (fsync), and only then takes the file's name (rename, or link for a file that
// must be created once), and the folder's entry is flushed too. Every file the server writes that
// a later start reads goes through here.
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, readdirSync, renameSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

const TEMP_SUFFIX = '.tmp';

/** A start refused because a file in DATA_DIR cannot be used; the message says which and what to do. */
export class DamagedFileError extends Error {
  override name = 'DamagedFileError';
}

/** The temporary name for `file`: hidden, unique to this attempt, recognisable as debris of `file`. */
function tempNameFor(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${randomBytes(4).toString('hex')}${TEMP_SUFFIX}`);
}

/** Flushes a folder's entries (a rename is durable only then). Not every platform can; then it is skipped. */
export function fsyncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Windows cannot open a folder for fsync; its renames are durable without it.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function writeTempSync(file: string, data: string | Uint8Array, mode: number): string {
  const temp = tempNameFor(file);
  const fd = openSync(temp, 'wx', mode);
  try {
    writeSync(fd, typeof data === 'string' ? Buffer.from(data) : data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return temp;
}

/** Replaces `file` with `data` atomically. */
export function writeFileAtomicSync(file: string, data: string | Uint8Array, mode = 0o600): void {
  const temp = writeTempSync(file, data, mode);
  try {
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  fsyncDirectory(path.dirname(file));
}

/**
 * Creates `file` with `data` atomically unless it exists: true when this call created it, false
 * when another process (or an earlier start) got there first; the existing file is left alone.
 */
export function createFileAtomicSync(file: string, data: string | Uint8Array, mode = 0o600): boolean {
  const temp = writeTempSync(file, data, mode);
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temp);
    fsyncDirectory(path.dirname(file));
  }
}

/** The async form of writeFileAtomicSync, for writes on the request path. */
export async function writeFileAtomic(file: string, data: string | Uint8Array, mode = 0o600): Promise<void> {
  const temp = tempNameFor(file);
  const handle = await open(temp, 'wx', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
  fsyncDirectory(path.dirname(file));
}

/**
 * Removes temporary files a killed write of `file` left behind. Only old ones: a fresh one may be
 * another process's write in progress on a shared DATA_DIR.
 */
export function removeWriteDebris(file: string, olderThanMs = 60_000): void {
  const prefix = `.${path.basename(file)}.`;
  let names: string[];
  try {
    names = readdirSync(path.dirname(file));
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith(TEMP_SUFFIX)) continue;
    const debris = path.join(path.dirname(file), name);
    try {
      if (Date.now() - statSync(debris).mtimeMs >= olderThanMs) rmSync(debris, { force: true });
    } catch {
      // already gone
    }
  }
}
