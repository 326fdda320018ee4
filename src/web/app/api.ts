import { redirectToLogin } from './login-redirect';
import { expireSession, readSession } from './session';

/**
 * The one HTTP client, on the platform's fetch. It used to be axios (about 21 kB gzip), which /login, /signup and
 * /usercart then loaded on their first visit; this keeps the subset of its interface the app uses (get, post, put,
 * patch, delete, request; params, headers, responseType, timeout; `{ data, status, headers }` answers; an error
 * carrying `response` when the server refused). It adds the bearer token when there is a session; a 401 on a call
 * that carried one ends the session and sends the user to /login, remembering where they were.
 */

export interface RequestConfig {
  url?: string;
  method?: string;
  data?: unknown;
  /** Added to the address; undefined and null values are left out. */
  params?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  /** json (the default) parses the answer when it is JSON and keeps the text otherwise, as axios did. */
  responseType?: 'json' | 'text' | 'blob';
  /** Milliseconds; 0 waits for ever. */
  timeout?: number;
  /** Sends no cookies (the sign-in call must not send an old session's). */
  withCredentials?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** A refused or failed call: `response` is there when the server answered (any status outside 2xx). */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly config: RequestConfig,
    readonly response?: ApiResponse<unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

const DEFAULT_TIMEOUT = 20_000;

function addressOf(url: string, params: RequestConfig['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const search = query.toString();
  if (!search) return url;
  return url + (url.includes('?') ? '&' : '?') + search;
}

/** The body as fetch sends it: strings, files and forms as they are, anything else as JSON (as axios did). */
function bodyOf(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer
  ) {
    return data;
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}

async function readBody(res: Response, responseType: RequestConfig['responseType']): Promise<unknown> {
  if (responseType === 'blob') return res.blob();
  const text = await res.text();
  if (responseType === 'text' || !text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request<T>(config: RequestConfig): Promise<ApiResponse<T>> {
  const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
  for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
  const session = readSession();
  if (session && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${session.token}`);
  const timeout = config.timeout ?? DEFAULT_TIMEOUT;
  let res: Response;
  try {
    res = await fetch(addressOf(config.url ?? '/', config.params), {
      method: (config.method ?? 'GET').toUpperCase(),
      headers,
      body: bodyOf(config.data, headers),
      credentials: config.withCredentials === false ? 'omit' : 'same-origin',
      signal: timeout > 0 ? AbortSignal.timeout(timeout) : undefined,
    });
  } catch (error) {
    throw new HttpError(error instanceof Error ? error.message : 'Network Error', config);
  }
  let data: unknown;
  try {
    data = await readBody(res, config.responseType);
  } catch (error) {
    throw new HttpError(error instanceof Error ? error.message : 'Network Error', config);
  }
  const answer: ApiResponse<T> = { data: data as T, status: res.status, headers: Object.fromEntries(res.headers) };
  if (res.ok) return answer;
  if (res.status === 401 && (headers.get('Authorization') ?? '').startsWith('Bearer ')) {
    // Pages that own the notice (ordered items) show it; expireSession keeps what the user was typing.
    expireSession();
    // Several calls may fail together; only the first sends the user on, remembering the page.
    if (window.location.pathname !== '/login') redirectToLogin(window.location.pathname + window.location.search);
  }
  throw new HttpError(`Request failed with status code ${res.status}`, config, answer);
}

type Options = Omit<RequestConfig, 'url' | 'method' | 'data'>;

export const api = {
  request,
  get: <T = unknown>(url: string, options?: Options) => request<T>({ ...options, url, method: 'GET' }),
  delete: <T = unknown>(url: string, options?: Options) => request<T>({ ...options, url, method: 'DELETE' }),
  post: <T = unknown>(url: string, data?: unknown, options?: Options) =>
    request<T>({ ...options, url, method: 'POST', data }),
  put: <T = unknown>(url: string, data?: unknown, options?: Options) =>
    request<T>({ ...options, url, method: 'PUT', data }),
  patch: <T = unknown>(url: string, data?: unknown, options?: Options) =>
    request<T>({ ...options, url, method: 'PATCH', data }),
};

/** The message a server error carries, for notices. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isHttpError(error)) {
    const data = error.response?.data as { message?: string; responce?: string } | undefined;
    return data?.message ?? data?.responce ?? fallback;
  }
  return fallback;
}
