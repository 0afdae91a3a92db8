// The stored session of a page (storage::1::session, spec §3) and a way to make its access token
// expire now: a token signed with the portal's own key (DATA_DIR/secrets.json) for the same user
// and session, whose expiry has passed, exactly what the API sees after 15 minutes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signAccessToken } from '@server/features/auth/tokens';
import type { Portal } from './fixtures';
import { apiPath, routes } from '@contract/routes';
import { API_PREFIX } from '@contract/constants';

const SESSION_KEY = 'storage::1::session';

export interface StoredSession {
  signedIn: boolean;
  appCreated: boolean;
  token: { accessToken: string; refreshToken: string };
}

export async function storedSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SESSION_KEY);
}

async function writeSession(page: Page, session: StoredSession) {
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [SESSION_KEY, JSON.stringify(session)]);
}

/** Replaces the stored access token with an expired one of the same session; returns the session before. */
export async function expireAccessToken(page: Page, portal: Portal): Promise<StoredSession> {
  const session = await storedSession(page);
  if (!session) throw new Error('no stored session');
  const claims = JSON.parse(Buffer.from(session.token.accessToken.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
    sid: string;
  };
  const secrets = JSON.parse(readFileSync(path.join(portal.dataDir, 'secrets.json'), 'utf8')) as { tokenKey: string };
  const expired = await signAccessToken({ userId: claims.sub, sessionId: claims.sid }, Buffer.from(secrets.tokenKey, 'base64'), -60);
  await writeSession(page, { ...session, token: { ...session.token, accessToken: expired } });
  return session;
}

/** Replaces the stored refresh token with one the server never issued. */
export async function forgeRefreshToken(page: Page): Promise<void> {
  const session = await storedSession(page);
  if (!session) throw new Error('no stored session');
  await writeSession(page, { ...session, token: { ...session.token, refreshToken: 'never-issued-refresh-token' } });
}

export interface ApiCall {
  page: string;
  method: string;
  path: string;
  status: number;
}

/** Records every API answer in the pages of the context, from now on. */
export function recordApiCalls(pages: Page[]): ApiCall[] {
  const calls: ApiCall[] = [];
  pages.forEach((page, index) =>
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith(`${API_PREFIX}/`)) return;
      calls.push({ page: `tab ${index + 1}`, method: response.request().method(), path: `${url.pathname}${url.search}`, status: response.status() });
    }),
  );
  return calls;
}

export const renewals = (calls: ApiCall[]) => calls.filter((c) => c.method === routes.refresh.method && c.path === apiPath(routes.refresh));
