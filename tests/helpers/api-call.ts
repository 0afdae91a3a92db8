// One API call through app.inject(), its method and URL taken from the route table, so a test never
// types a path: apiCall(app, routes.staffApplication, { params: { id }, token }).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PathParamNames } from '@contract/endpoint';
import { apiPath, type QueryValue, type RouteDef } from '@contract/routes';

export interface CallOptions<R extends RouteDef = RouteDef> {
  params?: { [K in PathParamNames<R['path']>]: string | number };
  /** Query values (a list repeats the parameter), or a query string of the test's own starting with "?". */
  query?: Record<string, QueryValue | readonly QueryValue[]> | string;
  body?: unknown;
  /** An access token, sent as a Bearer value. */
  token?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** The URL of a call: the route's path with its parameters, and the query. */
export function callUrl<R extends RouteDef>(route: R, options: Pick<CallOptions<R>, 'params' | 'query'> = {}): string {
  const { params, query } = options;
  if (typeof query === 'string') return `${apiPath(route, params as Record<string, string | number> | undefined)}${query}`;
  return apiPath(route, params as Record<string, string | number> | undefined, query);
}

export function apiCall<R extends RouteDef>(app: FastifyInstance, route: R, options: CallOptions<R> = {}): Promise<LightMyRequestResponse> {
  const headers = { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers };
  return app.inject({
    method: route.method,
    url: callUrl(route, options),
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}
