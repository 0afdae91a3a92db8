// Secrets the server needs but the operator did not give: generated once and kept in DATA_DIR, so
// tokens stay valid across restarts. Several processes share them through TOKEN_SECRET or a shared DATA_DIR.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Secrets {
  /** HMAC key for access tokens (HS256). */
  tokenKey: Uint8Array;
}

export function generateSecrets(): Secrets {
  return { tokenKey: randomBytes(32) };
}

export function loadSecrets(dataDir: string, tokenSecret?: string): Secrets {
  if (tokenSecret) {
    if (tokenSecret.length < 32) throw new Error('TOKEN_SECRET: must be at least 32 characters');
    return { tokenKey: new TextEncoder().encode(tokenSecret) };
  }
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { tokenKey: string };
    return { tokenKey: Buffer.from(stored.tokenKey, 'base64') };
  }
  const secrets = generateSecrets();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ tokenKey: Buffer.from(secrets.tokenKey).toString('base64') }), {
    mode: 0o600,
  });
  return secrets;
}
