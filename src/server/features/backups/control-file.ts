// The local control channel of a running server: DATA_DIR/server.json (owner-only) holds the
// process id, the address it listens on and a random control token. `npm run backup` on the same
// machine reads it to ask the running server for a backup, since the embedded database cannot be
// opened by a second process. Whoever can read DATA_DIR can read the database files anyway, so the
// token gives no one more than they have.
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomicSync } from '@server/atomic-write';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '@server/private-files';

export const CONTROL_HEADER = 'x-portal-control';

export interface ControlInfo {
  pid: number;
  /** http://host:port of the running server. */
  url: string;
  token: string;
}

export const controlFile = (dataDir: string) => path.join(dataDir, 'server.json');

export const newControlToken = () => randomBytes(32).toString('base64url');

export function writeControlFile(dataDir: string, info: ControlInfo): void {
  ensurePrivateDir(dataDir);
  writeFileAtomicSync(controlFile(dataDir), JSON.stringify(info), PRIVATE_FILE_MODE);
}

/** Removes the file if it is still this process's (a later start may have written its own). */
export function removeControlFile(dataDir: string, pid = process.pid): void {
  if (readControlFile(dataDir)?.pid === pid) rmSync(controlFile(dataDir), { force: true });
}

function readControlFile(dataDir: string): ControlInfo | null {
  try {
    const info = JSON.parse(readFileSync(controlFile(dataDir), 'utf8')) as Partial<ControlInfo>;
    return typeof info.pid === 'number' && typeof info.url === 'string' && typeof info.token === 'string' ? (info as ControlInfo) : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The server running on this DATA_DIR, or null (none, or the file is left from a process that died). */
export function runningServer(dataDir: string): ControlInfo | null {
  const info = readControlFile(dataDir);
  return info && isAlive(info.pid) ? info : null;
}
