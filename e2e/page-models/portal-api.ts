// Reads the server's own data with the signed-in user's stored token, so a journey can check what
// the server has (not only what the screen shows).
import type { APIResponse, Page } from '@playwright/test';
import type { PathParamNames } from '@contract/endpoint';
import { apiPath, routes, type QueryValue, type RouteDef } from '@contract/routes';

export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('storage::1::session') ?? 'null') as { token?: { accessToken?: string } } | null;
    return session?.token?.accessToken ?? null;
  });
  if (!token) throw new Error('No stored access token: sign in first');
  return token;
}

/** A call's path parameters and query, as apiPath takes them (a list repeats the parameter). */
export interface CallParts<R extends RouteDef> {
  params?: { [K in PathParamNames<R['path']>]: string | number };
  query?: Record<string, QueryValue | readonly QueryValue[]>;
}

const urlOf = <R extends RouteDef>(route: R, parts: CallParts<R>) =>
  apiPath(route, parts.params as Record<string, string | number> | undefined, parts.query);

/** A read of a route of the table (a GET) as the signed-in user. */
export async function apiGet<T, R extends RouteDef & { method: 'GET' } = RouteDef & { method: 'GET' }>(
  page: Page,
  route: R,
  parts: CallParts<R> = {},
): Promise<T> {
  const url = urlOf(route, parts);
  const response: APIResponse = await page.request.get(url, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  if (!response.ok()) throw new Error(`GET ${url} answered ${response.status()}: ${await response.text()}`);
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
  const list = await apiGet<{ items: ProjectFigures[] }>(page, routes.myProjects, { query: { limit: 50, query: name } });
  const project = list.items.find((item) => item.name === name);
  if (!project) throw new Error(`No project named ${name}`);
  return project;
}

/** A POST to a route of the table as the signed-in user. */
export async function apiPost<T, R extends RouteDef & { method: 'POST' } = RouteDef & { method: 'POST' }>(
  page: Page,
  route: R,
  body: unknown,
  parts: CallParts<R> = {},
): Promise<T> {
  const url = urlOf(route, parts);
  const response: APIResponse = await page.request.post(url, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: body,
  });
  if (!response.ok()) throw new Error(`POST ${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}
