// The one way the client talks to the API (spec §7, docs/architecture.md §4): base /api/v1, JSON in and
// out, cookies sent, the access token as a Bearer value, and every failure as an ApiError.
// A 401 renews the session once with the refresh token and retries (spec §8); see renewSession.
import { FETCHED_AT_HEADER } from '@contract/constants';
import { connectionMessages, connectionMessageTemplates } from '@contract/connection-messages';
import type { FieldError } from '@contract/errors';
import { fillTemplate } from '@contract/message-template';
import { firstRoutes } from '@contract/first-routes';
import { apiPath, type RouteDef } from '@contract/route-paths';
import type { RefreshLedger } from './refresh-ledger';
import type { Answer, OptionsArgument, RequestOptions, RequestOptionsFor, ResponseSchema } from './request-options';
import { clearSession, getSessionState, replaceTokens } from './session-store';

/** Status 0 means the request never got an answer (offline, DNS, connection reset). */
export const NETWORK_ERROR_STATUS = 0;

/** The Web Lock every tab takes to renew the session, so one refresh token is spent only once. */
export const TOKEN_REFRESH_LOCK = 'hop-token-refresh';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The HTTP reason ("Bad Request", "Unauthorized"), or "Network Error". */
  readonly statusText: string;
  readonly fieldErrors: readonly FieldError[];
  /** From Retry-After (429, 503): seconds until the server takes the request again. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, statusText: string, message: string, fieldErrors: readonly FieldError[] = [], retryAfterSeconds: number | null = null) {
    super(message);
    this.status = status;
    this.statusText = statusText;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The part of the Web Locks API used here (navigator.locks). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface HttpConfig {
  /** Called once when a renewal was refused and the session has been cleared; the app sends the user to sign in. */
  onSessionExpired?: () => void;
  /** The fetch to use; the global one unless given (the unit tests pass their own). */
  fetch?: typeof fetch;
  /** Cross-tab locks: navigator.locks unless given; null runs without one. */
  locks?: LockManagerLike | null;
  /** The refresh tokens this browser has spent: IndexedDB unless given; null runs without one. */
  ledger?: RefreshLedger | null;
  /** The language on screen, sent as Accept-Language so the server answers in it (errors, documents). */
  language?: () => string;
}

let config: HttpConfig = {};
let defaultLedger: Promise<RefreshLedger | null> | undefined;

/** Wiring from the app (navigation lives there, not in lib). */
export function configureHttp(next: HttpConfig): void {
  config = next;
}

const networkError = () => {
  reportTrouble();
  return new ApiError(NETWORK_ERROR_STATUS, 'Network Error', connectionMessages.unreachable);
};

const storedTokens = () => getSessionState().session?.token ?? null;

async function send(route: RouteDef, options: RequestOptions, accessToken: string | undefined): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  if (config.language) headers.set('Accept-Language', config.language());
  const hasBody = options.body !== undefined;
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (options.raw) headers.set('Content-Type', options.raw.type);
  const doFetch = config.fetch ?? globalThis.fetch;
  try {
    return await doFetch(apiPath(route, options.params, options.query), {
      method: route.method,
      headers,
      body: hasBody ? JSON.stringify(options.body) : options.raw?.content,
      credentials: 'include',
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError();
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

/** Retry-After is delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

// The error and renewal shapes load when an answer needs them: imported up front, their zod schemas
// (and the sign-in rules sessions.ts builds) were built in the first script of every page. The
// service worker precaches their chunk, so they load offline too.
const errorShapes = () => import('@contract/errors');
const sessionShapes = () => import('@contract/sessions');

async function toApiError(response: Response): Promise<ApiError> {
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  const body = await readJson(response);
  const parsed = await errorShapes().then(
    ({ apiErrorSchema }) => apiErrorSchema.safeParse(body),
    () => ({ success: false }) as const,
  );
  if (parsed.success) {
    const { statusCode, error, message, errors } = parsed.data;
    return new ApiError(statusCode, error, message, errors ?? [], retryAfter);
  }
  // Not our error shape (a proxy page, an empty body): keep the status, say something useful.
  const reason = response.statusText || 'Error';
  const message = fillTemplate(connectionMessageTemplates.serverAnswered, { status: response.status, reason });
  return new ApiError(response.status, reason, message, [], retryAfter);
}

// ---- Session renewal (spec §8) -----------------------------------------------------------------

type Renewal = { outcome: 'renewed' } | { outcome: 'refused' } | { outcome: 'unavailable'; error: ApiError };

/** The renewal under way in this tab: every request that fails meanwhile waits for it. */
let inFlight: Promise<Renewal> | null = null;

/**
 * Renews the session after `failedToken` was refused. Refresh tokens rotate and a reused one
 * revokes the whole session on the server, so a refresh token must be spent exactly once:
 * requests of this tab share one promise, and tabs take turns under a Web Lock and re-read the
 * stored tokens inside it. A token that changed since the request failed was renewed by someone
 * else (another tab, or an earlier renewal here), and is simply used.
 */
function renewSession(failedToken: string | undefined): Promise<Renewal> {
  inFlight ??= (async () => {
    const renewal = await withRefreshLock(() => renewUnderLock(failedToken));
    // Signed out once, whatever the number of requests that were waiting.
    if (renewal.outcome === 'refused') {
      clearSession();
      config.onSessionExpired?.();
    }
    return renewal;
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = config.locks === undefined ? (globalThis.navigator?.locks as LockManagerLike | undefined) : config.locks;
  // Without Web Locks (old browsers) tabs are not coordinated; requests within a tab still are.
  return locks ? locks.request(TOKEN_REFRESH_LOCK, work) : work();
}

// The default ledger's code loads with the first renewal: most page loads never renew.
function ledger(): Promise<RefreshLedger | null> {
  if (config.ledger !== undefined) return Promise.resolve(config.ledger);
  defaultLedger ??= import('./refresh-ledger')
    .then(({ indexedDbRefreshLedger }) => indexedDbRefreshLedger())
    .catch(() => {
      // Not loaded (offline before the service worker had it): no ledger this time, another try next time.
      defaultLedger = undefined;
      return null;
    });
  return defaultLedger;
}

/** Whether the ledger knows the token as spent; a ledger that fails knows nothing. */
const knownSpent = (refreshToken: string) =>
  ledger()
    .then((spentTokens) => spentTokens?.isSpent(refreshToken) ?? false)
    .catch(() => false);

/** How long to wait for another tab's new pair to arrive through localStorage. */
const OTHER_TAB_WAIT_MS = 3000;

/** Waits until the stored refresh token is no longer `spent`: another tab's new pair arrived, or it signed out. */
async function pairReplacing(spent: string): Promise<'replaced' | 'signed-out' | 'timed-out'> {
  const deadline = Date.now() + OTHER_TAB_WAIT_MS;
  while (Date.now() < deadline) {
    const token = storedTokens();
    if (!token) return 'signed-out';
    if (token.refreshToken !== spent) return 'replaced';
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return 'timed-out';
}

async function renewUnderLock(failedToken: string | undefined): Promise<Renewal> {
  const current = storedTokens();
  // Signed out meanwhile (perhaps in another tab).
  if (!current?.refreshToken) return { outcome: 'refused' };
  if (current.accessToken !== failedToken) return { outcome: 'renewed' };
  if (await knownSpent(current.refreshToken)) {
    // Another tab renewed with this very token; its new pair is still on its way to this tab.
    const arrival = await pairReplacing(current.refreshToken);
    if (arrival === 'replaced') return { outcome: 'renewed' };
    if (arrival === 'signed-out') return { outcome: 'refused' };
    return {
      outcome: 'unavailable',
      error: new ApiError(401, 'Unauthorized', connectionMessages.renewingElsewhere),
    };
  }

  let response: Response;
  try {
    response = await send(firstRoutes.refresh, { body: { refreshToken: current.refreshToken } }, undefined);
  } catch (error) {
    // Offline is not a refusal: keep the session (the outbox waits for the network, §5).
    return { outcome: 'unavailable', error: isApiError(error) ? error : networkError() };
  }
  if (response.ok) {
    const body = await readJson(response);
    // Unreachable shapes (the connection dropped just now) are no refusal either.
    const shapes = await sessionShapes().catch(() => null);
    if (!shapes) return { outcome: 'unavailable', error: networkError() };
    const parsed = shapes.refreshResponseSchema.safeParse(body);
    if (!parsed.success) {
      return { outcome: 'unavailable', error: new ApiError(response.status, 'Unexpected Response', connectionMessages.unexpectedResponse) };
    }
    replaceTokens(parsed.data.token);
    // Committed before the lock is released, so the next tab to take it knows, whatever its
    // (possibly stale) copy of localStorage says.
    await ledger()
      .then((spentTokens) => spentTokens?.markSpent(current.refreshToken))
      .catch(() => undefined);
    return { outcome: 'renewed' };
  }
  // 400/401/403: the refresh token is unknown, expired, revoked or reused. 429 and 5xx say nothing
  // about the session, so it is kept and the error passed on.
  if (response.status >= 400 && response.status < 500 && response.status !== 429) return { outcome: 'refused' };
  return { outcome: 'unavailable', error: await toApiError(response) };
}

// ---- Requests ----------------------------------------------------------------------------------

/** Sends one API call, renewing the session once on a 401 (spec §8); any answer but a network error. */
async function sendWithRenewal(route: RouteDef, options: RequestOptions): Promise<Response> {
  const sentToken = storedTokens()?.accessToken;
  let response = await send(route, options, sentToken);
  // Without a refresh token (or for sign-in) the 401 is passed on as it is (spec §8).
  if (response.status === 401 && options.unauthorizedRedirect !== false && storedTokens()?.refreshToken) {
    const renewal = await renewSession(sentToken);
    if (renewal.outcome === 'unavailable') throw renewal.error;
    // Retried once, with the new token; a second 401 is passed on.
    if (renewal.outcome === 'renewed') response = await send(route, options, storedTokens()?.accessToken);
  }
  return response;
}

/** The endpoint's own response schema, when its definition (src/contract/*-endpoints.ts) has one. */
const responseSchemaOf = (route: RouteDef): ResponseSchema<unknown> | undefined => (route as { response?: ResponseSchema<unknown> }).response;

/**
 * Sends one API call to an endpoint; resolves with its answer parsed by the endpoint's response
 * schema (undefined for an empty one), or throws ApiError. A screen that must not load zod passes a
 * plain route of the table and a lighter shape of its own as `shape`.
 */
export async function apiRequest<R extends RouteDef>(route: R, ...[options]: OptionsArgument<R>): Promise<Answer<R>>;
export async function apiRequest<R extends RouteDef, T>(route: R, options: RequestOptionsFor<R>, shape: ResponseSchema<T>): Promise<T>;
export async function apiRequest(route: RouteDef, options: RequestOptions = {}, shape?: ResponseSchema<unknown>): Promise<unknown> {
  return (await apiRequestWithAge(route, options as RequestOptionsFor<RouteDef>, shape as ResponseSchema<unknown>)).data;
}

export interface AgedAnswer<T> {
  data: T;
  /**
   * When the service worker stored this answer (ms), if it came from its cache because the server
   * did not answer; null for the server's own answer, which is current.
   */
  savedAt: number | null;
}

/** apiRequest, saying whether the answer is the server's or this device's saved copy (and how old). */
export async function apiRequestWithAge<R extends RouteDef>(route: R, ...[options]: OptionsArgument<R>): Promise<AgedAnswer<Answer<R>>>;
export async function apiRequestWithAge<R extends RouteDef, T>(
  route: R,
  options: RequestOptionsFor<R>,
  shape: ResponseSchema<T>,
): Promise<AgedAnswer<T>>;
export async function apiRequestWithAge(
  route: RouteDef,
  options: RequestOptions = {},
  shape?: ResponseSchema<unknown>,
): Promise<AgedAnswer<unknown>> {
  const response = await sendWithRenewal(route, options);
  if (!response.ok) throw await toApiError(response);
  const savedAt = savedAtOf(response);
  const body = await readJson(response);
  const schema = shape ?? responseSchemaOf(route);
  if (!schema) return { data: body, savedAt };
  try {
    return { data: schema.parse(body), savedAt };
  } catch {
    throw new ApiError(response.status, 'Unexpected Response', connectionMessages.unexpectedResponse);
  }
}

function savedAtOf(response: Response): number | null {
  const value = Number(response.headers.get(FETCHED_AT_HEADER));
  if (!Number.isFinite(value) || value <= 0) return null;
  // The server did not answer (the worker fell back to its copy): as telling as a failed request.
  reportTrouble();
  return value;
}

// ---- Trouble reaching the server ---------------------------------------------------------------

type TroubleListener = () => void;
const troubleListeners = new Set<TroubleListener>();

/**
 * Called whenever a request got no answer from the server (a network error, or the service worker's
 * saved copy instead), so the app can check whether the server is reachable (src/offline/reachability.ts).
 */
export function onConnectionTrouble(listener: TroubleListener): () => void {
  troubleListeners.add(listener);
  return () => troubleListeners.delete(listener);
}

function reportTrouble(): void {
  for (const listener of troubleListeners) listener();
}

/** A file the API sends (a PDF, a CSV), with the name its Content-Disposition gives; or throws ApiError. */
export async function apiFile(route: RouteDef, options: RequestOptions = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await sendWithRenewal(route, options);
  if (!response.ok) throw await toApiError(response);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  try {
    return { blob: await response.blob(), fileName };
  } catch {
    throw networkError();
  }
}
