// Invites someone the way programme staff do today: `npm run invite` (src/server/cli/invite.ts)
// against the portal's own data. The embedded database opens in one process at a time, so the
// portal is stopped for the moment the command runs and started again on the same origin.
import { spawn } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { repoRoot } from '../../tests/helpers/server-process';
import type { Portal } from './fixtures';
import { linkTo, mailTo } from './mail';
import { apiPath, routes } from '@contract/routes';

export interface InviteOptions {
  role?: 'USER' | 'ADMIN' | 'SCHOOL_SUCCESS_MANAGER';
  district?: string;
  school?: string;
  invitedBy?: string;
}

export async function invite(portal: Portal, email: string, options: InviteOptions = {}): Promise<void> {
  const args = [email, options.role ?? 'USER'];
  if (options.district) args.push('--district', options.district);
  if (options.school) args.push('--school', options.school);
  if (options.invitedBy) args.push('--invited-by', options.invitedBy);

  await portal.stop();
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/invite.ts', ...args], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: portal.dataDir, PUBLIC_URL: portal.url, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`invite exited with ${code}:\n${text}`))));
    });
    if (!output.includes(`Invited ${email}`)) throw new Error(`unexpected invite output:\n${output}`);
  } finally {
    await portal.start();
  }
}

/**
 * A colleague joins a district through a staff invitation sent over the API and signs up from the
 * mailed link, as "Sam Rivera"; their access token. `adminToken` is a signed-in staff member's.
 */
export async function colleagueJoins(page: Page, portal: Portal, adminToken: string, districtId: string, email: string): Promise<string> {
  const invited = await page.request.post(apiPath(routes.createInvitation), {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { email, role: 'USER', districtId },
  });
  expect(invited.status()).toBe(201);
  const token = new URL(linkTo(await mailTo(portal, email), 'complete-profile')).searchParams.get('token');
  const joined = await page.request.post(apiPath(routes.invitationSignUp), {
    data: { token, password: 'Demo-pass1', repeatPassword: 'Demo-pass1', firstName: 'Sam', lastName: 'Rivera', agreement: true },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  return (await joined.json()).token.accessToken as string;
}
