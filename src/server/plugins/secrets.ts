// Secrets the server needs but the operator did not give: generated once and kept in DATA_DIR, so
// tokens stay valid across restarts. Several processes share them through TOKEN_SECRET or a shared DATA_DIR.
// The file is created atomically (src/server/atomic-write.ts): a start killed at any moment leaves
// either no file or the whole file, and two first starts at once agree on one key.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createFileAtomicSync, DamagedFileError, removeWriteDebris } from '../atomic-write';
import { ensurePrivateDir } from '../private-files';

export interface Secrets {
  /** HMAC key for access tokens (HS256). */
  tokenKey: Uint8Array;
}

const MIN_KEY_BYTES = 32;

export function generateSecrets(): Secrets {
  return { tokenKey: randomBytes(MIN_KEY_BYTES) };
}

export const secretsFile = (dataDir: string) => path.join(dataDir, 'secrets.json');

function readSecrets(file: string): Secrets {
  const damaged = (reason: string) =>
    new DamagedFileError(
      `${path.resolve(file)} is damaged (${reason}). It holds only the key that signs access tokens: ` +
        'delete it and start again, and a new key is generated (signed-in users renew their sessions ' +
        'without signing in again). Or set TOKEN_SECRET to a key of your own.',
    );
  let stored: unknown;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw damaged(error instanceof SyntaxError ? `not valid JSON: ${error.message}` : String(error));
  }
  const encoded = (stored as { tokenKey?: unknown } | null)?.tokenKey;
  const key = typeof encoded === 'string' ? Buffer.from(encoded, 'base64') : null;
  if (!key || key.length < MIN_KEY_BYTES) throw damaged(`no tokenKey of ${MIN_KEY_BYTES} bytes`);
  return { tokenKey: key };
}

export function loadSecrets(dataDir: string, tokenSecret?: string): Secrets {
  if (tokenSecret) {
    if (tokenSecret.length < 32) throw new Error('TOKEN_SECRET: must be at least 32 characters');
    return { tokenKey: new TextEncoder().encode(tokenSecret) };
  }
  const file = secretsFile(dataDir);
  ensurePrivateDir(dataDir);
  if (existsSync(file)) return readSecrets(file);
  removeWriteDebris(file);
  const secrets = generateSecrets();
  const content = JSON.stringify({ tokenKey: Buffer.from(secrets.tokenKey).toString('base64') });
  // Another process starting on the same DATA_DIR may have created it meanwhile: then use its key.
  return createFileAtomicSync(file, content) ? secrets : readSecrets(file);
}
