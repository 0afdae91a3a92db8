// Every file the portal writes that holds data or secrets is readable by its owner only, whatever
// the process umask: the data directory, the secrets file, the control file, the mail outbox, the
// backups folder and each backup (they hold password hashes). The suite runs with umask 0, under
// which anything left to the defaults would come out 0666 or 0777.
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupTakenSchema } from '@contract/backups';
import { backupsDir } from '@server/features/backups/backup-files';
import { controlFile, writeControlFile } from '@server/features/backups/control-file';
import { loadSecrets, secretsFile } from '@server/plugins/secrets';
import { waitForMail } from '../helpers/mail';
import { ADMIN } from '../helpers/staff';
import { COORDINATOR, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';
import { routes } from '@contract/routes';

const modeOf = (target: string) => statSync(target).mode & 0o777;

let previousUmask: number;
let root: string;
let t: TestApp;

beforeAll(async () => {
  previousUmask = process.umask(0);
  root = mkdtempSync(path.join(os.tmpdir(), 'hop-modes-'));
  t = await createTestApp();
});
afterAll(async () => {
  process.umask(previousUmask);
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('files the portal writes, under umask 0', () => {
  it('the data directory, the secrets file and the control file are the owner’s alone', () => {
    const dataDir = path.join(root, 'fresh', 'data');
    loadSecrets(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(secretsFile(dataDir))).toBe(0o600);
    writeControlFile(dataDir, { pid: process.pid, url: 'http://127.0.0.1:1', token: 'control-token' });
    expect(modeOf(controlFile(dataDir))).toBe(0o600);
    // No temporary file of those writes is left readable either.
    for (const name of readdirSync(dataDir)) expect(modeOf(path.join(dataDir, name)) & 0o077, name).toBe(0);
  });

  it('a data directory made earlier with wider modes is narrowed at the next start', () => {
    const dataDir = path.join(root, 'earlier');
    loadSecrets(dataDir);
    chmodSync(dataDir, 0o755);
    loadSecrets(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('the mail outbox and each message in it', async () => {
    const asked = await apiCall(t.app, routes.forgotPassword, { body: { email: COORDINATOR.email } });
    expect(asked.statusCode).toBeLessThan(300);
    const mail = await waitForMail(t.dataDir, COORDINATOR.email);
    expect(modeOf(path.dirname(mail.file))).toBe(0o700);
    expect(modeOf(mail.file)).toBe(0o600);
  });

  it('the backups folder and each backup', async () => {
    const token = (await signIn(t.app, ADMIN)).token.accessToken;
    const answer = await apiCall(t.app, routes.staffTakeBackup, { token });
    expect(answer.statusCode).toBe(201);
    const { file } = backupTakenSchema.parse(answer.json());
    expect(modeOf(backupsDir(t.dataDir))).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
    expect(readdirSync(backupsDir(t.dataDir))).toEqual([path.basename(file)]);
  }, 60_000);
});
