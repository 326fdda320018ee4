import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The client reads the session and may end it; both are stubbed so the test sees what the client does with them.
const session = vi.hoisted(() => ({ current: null as { token: string } | null, expired: 0 }));
vi.mock('./session', () => ({
  readSession: () => session.current,
  expireSession: () => {
    session.expired += 1;
  },
}));
const redirect = vi.hoisted(() => vi.fn());
vi.mock('./login-redirect', () => ({ redirectToLogin: redirect }));

const { api, errorMessage, isHttpError } = await import('./api');

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: string, contentType = 'application/json') {
  return new Response(body, { status, headers: { 'Content-Type': contentType } });
}

beforeEach(() => {
  session.current = null;
  session.expired = 0;
  redirect.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { location: { pathname: '/dash', search: '?tab=1' } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the HTTP client', () => {
  it('sends JSON with the bearer token and the params in the address, and parses the JSON answer', async () => {
    session.current = { token: 'abc' };
    fetchMock.mockResolvedValue(answer(200, '{"ok":true}'));
    const { data, status } = await api.post<{ ok: boolean }>(
      '/rest/api/x',
      { a: 1 },
      { params: { q: 'a b', n: undefined } },
    );
    expect(data).toEqual({ ok: true });
    expect(status).toBe(200);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/rest/api/x?q=a+b');
    const headers = new Headers(init!.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init!.method).toBe('POST');
    expect(init!.body).toBe('{"a":1}');
  });

  it('keeps a caller’s own Authorization and sends strings as they are', async () => {
    session.current = { token: 'abc' };
    fetchMock.mockResolvedValue(answer(200, 'plain', 'text/plain'));
    const { data } = await api.post<string>('/u', 'a,b', {
      headers: { Authorization: 'Basic xyz', 'Content-Type': 'text/csv' },
      withCredentials: false,
    });
    expect(data).toBe('plain');
    const init = fetchMock.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get('Authorization')).toBe('Basic xyz');
    expect(new Headers(init.headers).get('Content-Type')).toBe('text/csv');
    expect(init.body).toBe('a,b');
    expect(init.credentials).toBe('omit');
  });

  it('turns a refusal into an error carrying the status and the server’s message', async () => {
    fetchMock.mockResolvedValue(answer(400, '{"message":"Email is taken"}'));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(isHttpError(error) && error.response?.status).toBe(400);
    expect(errorMessage(error, 'fallback')).toBe('Email is taken');
    expect(errorMessage(new Error('other'), 'fallback')).toBe('fallback');
  });

  it('ends the session and sends the user to sign in when a call that carried a token gets 401', async () => {
    session.current = { token: 'old' };
    fetchMock.mockResolvedValue(answer(401, '{}'));
    await expect(api.get('/x')).rejects.toThrow('401');
    expect(session.expired).toBe(1);
    expect(redirect).toHaveBeenCalledWith('/dash?tab=1');
  });

  it('leaves the session alone on a 401 to a call without a token (a wrong password)', async () => {
    fetchMock.mockResolvedValue(answer(401, '{"message":"wrong"}'));
    await expect(api.post('/login', {})).rejects.toThrow();
    expect(session.expired).toBe(0);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('reports a network failure as an error without a response', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(isHttpError(error) && error.response).toBeUndefined();
  });
});
