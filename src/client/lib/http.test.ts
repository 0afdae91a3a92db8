import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath, routes } from '@contract/routes';
import { ApiError, apiRequest, configureHttp, parseRetryAfter, TOKEN_REFRESH_LOCK, type LockManagerLike } from './http';
import type { RefreshLedger } from './refresh-ledger';
import { getSessionState, replaceTokens, startSession } from './session-store';
import { storageKey } from './storage';

// A Map-backed localStorage: the suites run in node, without a DOM.
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const user = {
  id: 'u1',
  email: 'dana@example.org',
  onboardingStep: 7,
  firstName: 'Dana',
  lastName: 'Reyes',
  applicationType: null,
  showPlanningPopUp: false,
  district: null,
  school: null,
  schoolName: null,
  phoneNumber: null,
  title: null,
  titleOther: null,
  schools: [],
  isEmailConfirmed: true,
  authority: ['USER' as const],
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const unauthorized = () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Please sign in again' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/**
 * A stand-in for the API's token rules (src/server/features/auth/session-service.ts): access
 * tokens work until they expire, refresh tokens rotate on every renewal, and a refresh token
 * presented twice revokes the whole session. Every answer arrives a tick later, so requests
 * really overlap.
 */
function fakeApi() {
  let serial = 1;
  const liveAccess = new Set(['access-1']);
  const refresh = new Map<string, 'fresh' | 'used'>([['refresh-1', 'fresh']]);
  let revoked = false;
  const calls: { method: string; url: string; bearer: string | null; body: unknown }[] = [];
  let refreshAnswer: (() => Response | Promise<Response>) | null = null;

  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const bearer = new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '') ?? null;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, bearer, body });
    await tick();
    if (method === 'PUT' && url === apiPath(routes.signIn)) {
      if (refreshAnswer) return refreshAnswer();
      const presented = (body as { refreshToken: string }).refreshToken;
      const status = refresh.get(presented);
      if (status === 'used') revoked = true;
      if (status !== 'fresh' || revoked) return unauthorized();
      refresh.set(presented, 'used');
      serial += 1;
      liveAccess.add(`access-${serial}`);
      refresh.set(`refresh-${serial}`, 'fresh');
      return json(200, { token: { accessToken: `access-${serial}`, refreshToken: `refresh-${serial}` } });
    }
    if (!bearer || !liveAccess.has(bearer) || revoked) return unauthorized();
    return json(200, { url, bearer });
  });

  return {
    fetch,
    calls,
    /** The access tokens issued so far stop working (they expired). */
    expireAccessTokens: () => liveAccess.clear(),
    refreshCalls: () => calls.filter((c) => c.method === 'PUT' && c.url === apiPath(routes.signIn)),
    answerRefreshWith: (answer: () => Response | Promise<Response>) => (refreshAnswer = answer),
    get revoked() {
      return revoked;
    },
  };
}

/** A FIFO lock like navigator.locks, recording the names asked for. */
function fakeLocks(beforeGrant?: () => void): LockManagerLike & { names: string[] } {
  let tail: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  return {
    names,
    request<T>(name: string, callback: () => Promise<T>) {
      names.push(name);
      const run = tail.then(() => {
        beforeGrant?.();
        return callback();
      });
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

const storedToken = () => getSessionState().session?.token ?? null;

describe('apiRequest', () => {
  let api: ReturnType<typeof fakeApi>;

  beforeEach(() => {
    vi.stubGlobal('localStorage', fakeStorage());
    api = fakeApi();
    configureHttp({ fetch: api.fetch, locks: fakeLocks() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureHttp({});
  });

  it('sends JSON with credentials and the Bearer token', async () => {
    startSession({ accessToken: 'access-1', refreshToken: 'refresh-1' }, user);
    await apiRequest(routes.completeProfile, { body: { firstName: 'Dana' } });
    const [url, init] = api.fetch.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe(apiPath(routes.me));
    expect(init?.method).toBe('PUT');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"firstName":"Dana"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('turns the error body into an ApiError with field errors', async () => {
    configureHttp({
      fetch: async () =>
        json(409, {
          statusCode: 409,
          error: 'Conflict',
          message: 'This email has already been taken',
          errors: [{ field: 'email', message: 'This email has already been taken' }],
        }),
    });
    const error = await apiRequest(routes.signUp, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'This email has already been taken', retryAfterSeconds: null });
    expect((error as ApiError).fieldErrors).toEqual([{ field: 'email', message: 'This email has already been taken' }]);
  });

  it('reads the wait of a 429 from Retry-After', async () => {
    configureHttp({
      fetch: async () => json(429, { statusCode: 429, error: 'Too Many Requests', message: 'Please wait' }, { 'Retry-After': '42' }),
    });
    await expect(apiRequest(routes.sendVerificationEmail, { body: {} })).rejects.toMatchObject({
      status: 429,
      message: 'Please wait',
      retryAfterSeconds: 42,
    });
  });

  it('keeps the status of an answer that is not the API error shape', async () => {
    configureHttp({ fetch: async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }) });
    await expect(apiRequest(routes.me)).rejects.toMatchObject({ status: 502, statusText: 'Bad Gateway' });
  });

  it('reports a network failure as status 0', async () => {
    configureHttp({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(apiRequest(routes.me)).rejects.toMatchObject({ status: 0 });
  });
});

describe('session renewal on 401 (spec §8)', () => {
  let api: ReturnType<typeof fakeApi>;
  let onSessionExpired: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    vi.stubGlobal('localStorage', fakeStorage());
    api = fakeApi();
    onSessionExpired = vi.fn<() => void>();
    configureHttp({ fetch: api.fetch, locks: fakeLocks(), onSessionExpired });
    startSession({ accessToken: 'access-1', refreshToken: 'refresh-1' }, user);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureHttp({});
  });

  it('renews with the stored refresh token, stores the new pair and retries once', async () => {
    api.expireAccessTokens();
    await expect(apiRequest(routes.me)).resolves.toEqual({ url: apiPath(routes.me), bearer: 'access-2' });

    expect(api.calls.map((c) => `${c.method} ${c.url} ${c.bearer ?? '-'}`)).toEqual([
      `GET ${apiPath(routes.me)} access-1`,
      `PUT ${apiPath(routes.refresh)} -`,
      `GET ${apiPath(routes.me)} access-2`,
    ]);
    expect(api.refreshCalls()[0]!.body).toEqual({ refreshToken: 'refresh-1' });
    expect(storedToken()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(getSessionState().status).toBe('authenticated');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shares one renewal among requests that fail together', async () => {
    api.expireAccessTokens();
    const results = await Promise.all([
      apiRequest(routes.me),
      apiRequest(routes.projects),
      apiRequest(routes.actionTasks),
      apiRequest(routes.project, { params: { id: 7 } }),
    ]);

    expect(api.refreshCalls()).toHaveLength(1);
    expect(results.map((r) => (r as { bearer: string }).bearer)).toEqual(['access-2', 'access-2', 'access-2', 'access-2']);
    expect(api.revoked).toBe(false);
  });

  it('shares one renewal within the tab also without Web Locks', async () => {
    configureHttp({ fetch: api.fetch, locks: null, onSessionExpired });
    api.expireAccessTokens();
    await Promise.all([apiRequest(routes.me), apiRequest(routes.projects), apiRequest(routes.actionTasks)]);
    expect(api.refreshCalls()).toHaveLength(1);
    expect(api.revoked).toBe(false);
  });

  it('does not spend the refresh token again for a late answer to the old token', async () => {
    api.expireAccessTokens();
    // A request sent with access-1 whose 401 arrives only after another request renewed.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementationOnce(async (input, init) => {
      await gate;
      return answer(input, init);
    });
    const late = apiRequest(routes.projects);
    await expect(apiRequest(routes.me)).resolves.toMatchObject({ bearer: 'access-2' });
    release();

    await expect(late).resolves.toMatchObject({ bearer: 'access-2' });
    expect(api.calls.filter((c) => c.url === apiPath(routes.projects)).map((c) => c.bearer)).toEqual(['access-1', 'access-2']);
    expect(api.refreshCalls()).toHaveLength(1);
    expect(api.revoked).toBe(false);
  });

  it('renews under the shared Web Lock and uses a pair another tab stored meanwhile', async () => {
    api.expireAccessTokens();
    // While this tab waits for the lock, another tab renews and stores its pair.
    const locks = fakeLocks(() => replaceTokens({ accessToken: 'access-from-other-tab', refreshToken: 'refresh-from-other-tab' }));
    configureHttp({ fetch: api.fetch, locks, onSessionExpired });
    const allowOtherTabToken = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) => {
      const bearer = new Headers(init?.headers).get('Authorization');
      if (bearer === 'Bearer access-from-other-tab') return json(200, { bearer: 'access-from-other-tab' });
      return allowOtherTabToken(input, init);
    });

    await expect(apiRequest(routes.me)).resolves.toEqual({ bearer: 'access-from-other-tab' });
    expect(locks.names).toEqual([TOKEN_REFRESH_LOCK]);
    expect(api.refreshCalls()).toHaveLength(0);
  });

  it("waits for another tab's new pair when this tab's copy of the stored token is stale", async () => {
    // localStorage reaches other tabs asynchronously: this tab takes the lock after another tab
    // renewed, but still reads refresh-1. The ledger (IndexedDB, consistent) says it is spent.
    api.expireAccessTokens();
    const spent = new Set(['refresh-1']);
    const ledger: RefreshLedger = { isSpent: async (t) => spent.has(t), markSpent: async (t) => void spent.add(t) };
    configureHttp({ fetch: api.fetch, locks: fakeLocks(), ledger, onSessionExpired });
    const otherTab = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) => {
      if (new Headers(init?.headers).get('Authorization') === 'Bearer access-from-other-tab') return json(200, { bearer: 'other' });
      return otherTab(input, init);
    });
    setTimeout(() => replaceTokens({ accessToken: 'access-from-other-tab', refreshToken: 'refresh-from-other-tab' }), 60);

    await expect(apiRequest(routes.me)).resolves.toEqual({ bearer: 'other' });
    expect(api.refreshCalls()).toHaveLength(0);
    expect(api.revoked).toBe(false);
  });

  it('marks the refresh token it spent before letting the next tab renew', async () => {
    api.expireAccessTokens();
    const marked: string[] = [];
    const ledger: RefreshLedger = { isSpent: async () => false, markSpent: async (t) => void marked.push(t) };
    configureHttp({ fetch: api.fetch, locks: fakeLocks(), ledger, onSessionExpired });
    await apiRequest(routes.me);
    expect(marked).toEqual(['refresh-1']);
  });

  it('signs out once when the renewal is refused', async () => {
    api.expireAccessTokens();
    localStorage.setItem(storageKey('onboarding'), '{"step":2}');
    api.answerRefreshWith(() => unauthorized());

    const outcomes = await Promise.allSettled([apiRequest(routes.me), apiRequest(routes.projects), apiRequest(routes.actionTasks)]);

    expect(outcomes.map((o) => o.status === 'rejected' && (o.reason as ApiError).status)).toEqual([401, 401, 401]);
    expect(api.refreshCalls()).toHaveLength(1);
    expect(getSessionState().status).toBe('signed-out');
    expect(localStorage.getItem(storageKey('session'))).toBeNull();
    expect(localStorage.getItem(storageKey('user'))).toBeNull();
    expect(localStorage.getItem(storageKey('onboarding'))).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('keeps the session when the renewal cannot reach the server', async () => {
    api.expireAccessTokens();
    api.answerRefreshWith(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(apiRequest(routes.me)).rejects.toMatchObject({ status: 0 });
    expect(storedToken()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the session when the renewal answers 503, and passes that error on', async () => {
    api.expireAccessTokens();
    api.answerRefreshWith(() => json(503, { statusCode: 503, error: 'Service Unavailable', message: 'Database unavailable' }));

    await expect(apiRequest(routes.me)).rejects.toMatchObject({ status: 503, message: 'Database unavailable' });
    expect(getSessionState().status).toBe('authenticated');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 is passed on without another renewal', async () => {
    api.fetch.mockImplementation(async (_input, init) => {
      if (init?.method === 'PUT') return json(200, { token: { accessToken: 'access-x', refreshToken: 'refresh-x' } });
      return unauthorized();
    });
    await expect(apiRequest(routes.me)).rejects.toMatchObject({ status: 401 });
    expect(api.fetch.mock.calls.map(([, init]) => init?.method)).toEqual(['GET', 'PUT', 'GET']);
  });

  it('passes the 401 on without a refresh token', async () => {
    localStorage.clear();
    await expect(apiRequest(routes.me)).rejects.toMatchObject({ status: 401 });
    expect(api.refreshCalls()).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('leaves the session alone when sign-in answers 401 (wrong credentials)', async () => {
    api.fetch.mockImplementation(async () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Email or password is incorrect' }));
    await expect(apiRequest(routes.signIn, { body: {}, unauthorizedRedirect: false })).rejects.toMatchObject({
      status: 401,
      message: 'Email or password is incorrect',
    });
    expect(api.fetch).toHaveBeenCalledOnce();
    expect(getSessionState().status).toBe('authenticated');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2025-03-01T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Sat, 01 Mar 2025 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Sat, 01 Mar 2025 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
