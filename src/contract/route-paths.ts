// How a route is written (method and path under API_PREFIX) and how a call's URL path is built from
// it. Apart from the route table (routes.ts) so the first script, which calls a few routes
// (first-routes.ts), carries neither the table nor its schemas.
import { API_PREFIX } from './constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface RouteDef {
  readonly method: HttpMethod;
  readonly path: string;
}

/** One route of the table. */
export const route = <M extends HttpMethod, P extends string>(method: M, path: P) => ({ method, path }) as const;

export type QueryValue = string | number | boolean | null | undefined;

/**
 * The URL path of a call to a route, from the site's root: API_PREFIX, the path with its `:name`
 * segments filled (URL-encoded), and the query. The one way code outside the contract writes an
 * API path (a lint rule refuses `/api/v1` literals elsewhere).
 */
export function apiPath(
  route: RouteDef,
  params?: Record<string, string | number>,
  query?: Record<string, QueryValue | readonly QueryValue[]>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // A list is the parameter repeated (?status=New&status=Approved), as the list filters read it.
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const qs = search.toString();
  return `${API_PREFIX}${buildPath(route.path, params)}${qs ? `?${qs}` : ''}`;
}

/**
 * The path parameters (decoded) when `pathname`, from the site's root, is a call to `route`; null
 * when it is not, or when a parameter's percent-encoding is broken. The service worker and the
 * snapshot code recognise the API's answers with it rather than with paths of their own.
 */
export function matchPath(route: RouteDef, pathname: string): Record<string, string> | null {
  if (!pathname.startsWith(`${API_PREFIX}/`)) return null;
  const wanted = route.path.split('/');
  const given = pathname.slice(API_PREFIX.length).split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index]!;
    if (!segment.startsWith(':')) {
      if (segment !== value) return null;
      continue;
    }
    if (!value) return null;
    try {
      params[segment.slice(1)] = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return params;
}

/** Fills `:name` segments; values are URL-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
