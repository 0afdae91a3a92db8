import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../contract/routes';
import { ApiError, apiRequest, apiUrl, configureHttp } from './http';
import { getSessionState, startSession } from './session-store';
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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('localStorage', fakeStorage());
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureHttp({});
  });

  it('builds URLs from the contract route table under /api/v1', () => {
    expect(apiUrl(routes.signIn)).toBe('/api/v1/sessions');
    expect(apiUrl(routes.blueprint, { id: 'a b' }, { limit: 15, offset: 0, skip: undefined })).toBe(
      '/api/v1/blueprints/a%20b?limit=15&offset=0',
    );
  });

  it('sends JSON with credentials and the Bearer token', async () => {
    startSession({ accessToken: 'access-1', refreshToken: 'refresh-1' }, user);
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(apiRequest(routes.me)).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/v1/users/me');
    expect(init?.credentials).toBe('include');
    expect(headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('turns the error body into an ApiError with field errors', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Validation failed',
        errors: [{ field: 'email', message: 'Email is invalid' }],
      }),
    );
    const error = await apiRequest(routes.signIn, { body: {}, unauthorizedRedirect: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Validation failed' });
    expect((error as ApiError).fieldErrors).toEqual([{ field: 'email', message: 'Email is invalid' }]);
  });

  it('keeps the status of an answer that is not the API error shape', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest(routes.me)).rejects.toMatchObject({ status: 502, statusText: 'Bad Gateway' });
  });

  it('reports a network failure as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest(routes.me)).rejects.toMatchObject({ status: 0 });
  });

  it('ends the session on a 401 and hands over to the app', async () => {
    const onSessionExpired = vi.fn();
    configureHttp({ onSessionExpired });
    startSession({ accessToken: 'old', refreshToken: 'refresh' }, user);
    localStorage.setItem(storageKey('onboarding'), '{"step":2}');
    fetchMock.mockResolvedValue(json(401, { statusCode: 401, error: 'Unauthorized', message: 'Please sign in again' }));

    await expect(apiRequest(routes.me)).rejects.toMatchObject({ status: 401 });
    expect(getSessionState().status).toBe('signed-out');
    expect(localStorage.getItem(storageKey('onboarding'))).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('leaves the session alone when sign-in answers 401 (wrong credentials)', async () => {
    const onSessionExpired = vi.fn();
    configureHttp({ onSessionExpired });
    fetchMock.mockResolvedValue(
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'Email or password is incorrect' }),
    );
    await expect(apiRequest(routes.signIn, { body: {}, unauthorizedRedirect: false })).rejects.toMatchObject({
      status: 401,
      message: 'Email or password is incorrect',
    });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
