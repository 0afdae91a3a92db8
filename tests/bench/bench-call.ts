// A call to a route of the table from a benchmark: its method from the table, its path by apiPath,
// the answer's JSON, or an error naming the call and the server's answer.
import { apiPath, type QueryValue, type RouteDef } from '@contract/routes';

export async function call<T>(
  base: string,
  route: RouteDef,
  options: { query?: Record<string, QueryValue>; token?: string; body?: unknown } = {},
): Promise<T> {
  const url = apiPath(route, {}, options.query ?? {});
  const response = await fetch(`${base}${url}`, {
    method: route.method,
    headers: {
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  if (!response.ok) throw new Error(`${route.method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
