// Reads the server's own data with the signed-in user's stored token, so a journey can check what
// the server has (not only what the screen shows).
import type { APIResponse, Page } from '@playwright/test';
import { API_PREFIX } from '../../src/contract/constants';

export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('storage::1::session') ?? 'null') as { token?: { accessToken?: string } } | null;
    return session?.token?.accessToken ?? null;
  });
  if (!token) throw new Error('No stored access token: sign in first');
  return token;
}

export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response: APIResponse = await page.request.get(`${API_PREFIX}${path}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface ProjectFigures {
  id: string;
  name: string;
  kitsOnHand: number;
  kitsAvailable: number;
  kitsRequestable: number;
}

/** The coordinator's project of that name (names are unique in the demo data). */
export async function projectNamed(page: Page, name: string): Promise<ProjectFigures> {
  const list = await apiGet<{ items: ProjectFigures[] }>(page, `/projects/me?limit=50&query=${encodeURIComponent(name)}`);
  const project = list.items.find((item) => item.name === name);
  if (!project) throw new Error(`No project named ${name}`);
  return project;
}

export async function apiPost<T>(page: Page, path: string, body: unknown): Promise<T> {
  const response: APIResponse = await page.request.post(`${API_PREFIX}${path}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: body,
  });
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}
