// The one way the client talks to the API (spec §7, ARCHITECTURE §4): base /api/v1, JSON in and
// out, cookies sent, the access token as a Bearer value, and every failure as an ApiError.
import { API_PREFIX } from '../../contract/constants';
import { apiErrorSchema, type FieldError } from '../../contract/errors';
import { buildPath, type RouteDef } from '../../contract/routes';
import { clearSession, getSessionState } from './session-store';

/** Status 0 means the request never got an answer (offline, DNS, connection reset). */
export const NETWORK_ERROR_STATUS = 0;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The HTTP reason ("Bad Request", "Unauthorized"), or "Network Error". */
  readonly statusText: string;
  readonly fieldErrors: readonly FieldError[];

  constructor(status: number, statusText: string, message: string, fieldErrors: readonly FieldError[] = []) {
    super(message);
    this.status = status;
    this.statusText = statusText;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Parses a response shape on success; zod schemas fit, but any { parse } does. */
export interface ResponseSchema<T> {
  parse(value: unknown): T;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Values for the route's :name segments. */
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * false for the calls whose 401 means "wrong credentials" rather than "session over"
   * (sign-in, spec §7) and for sign-out, which leaves anyway.
   */
  unauthorizedRedirect?: boolean;
}

export interface HttpConfig {
  /** Called after a 401 has cleared the session; the app sends the user to sign in. */
  onSessionExpired?: () => void;
}

let config: HttpConfig = {};

/** Wiring from the app (navigation lives there, not in lib). */
export function configureHttp(next: HttpConfig): void {
  config = next;
}

export function apiUrl(route: RouteDef, params?: RequestOptions['params'], query?: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_PREFIX}${buildPath(route.path, params)}${qs ? `?${qs}` : ''}`;
}

async function send(route: RouteDef, options: RequestOptions): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getSessionState().session?.token?.accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const hasBody = options.body !== undefined;
  if (hasBody) headers.set('Content-Type', 'application/json');
  try {
    return await fetch(apiUrl(route, options.params, options.query), {
      method: route.method,
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(
      NETWORK_ERROR_STATUS,
      'Network Error',
      'Could not reach the server. Check your connection and try again.',
    );
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const parsed = apiErrorSchema.safeParse(await readJson(response));
  if (parsed.success) {
    const { statusCode, error, message, errors } = parsed.data;
    return new ApiError(statusCode, error, message, errors ?? []);
  }
  // Not our error shape (a proxy page, an empty body): keep the status, say something useful.
  const reason = response.statusText || 'Error';
  return new ApiError(response.status, reason, `The server answered ${response.status} ${reason}.`);
}

/**
 * What a 401 does. Spec §8 asks for: renew with the stored refresh token (PUT /sessions), store
 * the new pair, retry the original request once, and sign out only if renewal fails. That goes
 * here, returning the retried response; for now the session simply ends.
 */
async function onUnauthorized(_route: RouteDef, _options: RequestOptions): Promise<Response | null> {
  clearSession();
  config.onSessionExpired?.();
  return null;
}

/** Sends one API call; resolves with the parsed body (undefined for an empty one), or throws ApiError. */
export async function apiRequest<T = unknown>(
  route: RouteDef,
  options: RequestOptions = {},
  schema?: ResponseSchema<T>,
): Promise<T> {
  let response = await send(route, options);
  if (response.status === 401 && options.unauthorizedRedirect !== false) {
    response = (await onUnauthorized(route, options)) ?? response;
  }
  if (!response.ok) throw await toApiError(response);
  const body = await readJson(response);
  if (!schema) return body as T;
  try {
    return schema.parse(body);
  } catch {
    throw new ApiError(response.status, 'Unexpected Response', 'The server sent a response this app does not understand.');
  }
}
