// One clock for the whole server: what a request stamps or compares comes from the app's clock
// (buildApp's `clock`), never from the machine's, so a test moves time instead of waiting. Here the
// app lives on 4 May 2031 and every stamp a person can see says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupTakenSchema } from '@contract/backups';
import { saveOnboardingResponseSchema } from '@contract/onboarding';
import { ADMIN } from '../helpers/staff';
import { apiCall } from '../helpers/api-call';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { routes } from '@contract/routes';

const NOW = new Date('2031-05-04T10:00:00Z');

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = (await signIn(t.app, ADMIN)).token.accessToken;
});
afterAll(() => t.close());

describe("the app's clock", () => {
  it('stamps a saved onboarding draft', async () => {
    const newcomer = (await signIn(t.app, { email: 'new@example.org', password: 'Demo-pass1' })).token.accessToken;
    const saved = await apiCall(t.app, routes.saveOnboarding, { token: newcomer, body: { step: 0, data: {} } });
    expect(saved.statusCode).toBe(200);
    expect(saveOnboardingResponseSchema.parse(saved.json()).progress.savedAt).toBe(NOW.toISOString());
  });

  it('dates an export and names a backup', async () => {
    const csv = await apiCall(t.app, routes.exportApplications, { token: admin });
    expect(csv.headers['content-disposition']).toContain('applications-2031-05-04.csv');
    const backup = await apiCall(t.app, routes.staffTakeBackup, { token: admin });
    expect(backup.statusCode).toBe(201);
    const taken = backupTakenSchema.parse(backup.json());
    expect(taken.takenAt).toBe(NOW.toISOString());
    expect(taken.file).toMatch(/portal-backup-20310504T100000Z\.(tar\.gz|pgdump)$/);
  });

  it('starts and renews sessions: a refresh family lives from the clock’s now', async () => {
    const session = await signIn(t.app);
    const renewed = await apiCall(t.app, routes.refresh, { body: { refreshToken: session.token.refreshToken } });
    expect(renewed.statusCode).toBe(200);
  });
});
