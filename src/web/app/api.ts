import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { pathOf, type AnswerOf, type AnyRoute, type ParamsOf } from '../../shared/api/route';

/**
 * The one HTTP client (app/http-client.ts, axios with the session's token), loaded with the first call: most
 * public pages call nothing at first, and axios would be a fifth of their first load. Forms that are about to
 * call warm it up when touched (`warmHttpClient`), so a tap on "Login" does not wait for the script as well.
 */
let loading: Promise<AxiosInstance> | undefined;

function client(): Promise<AxiosInstance> {
  loading ??= import('./http-client').then((module) => module.httpClient);
  return loading;
}

export function warmHttpClient(): void {
  void client();
}

export const api = {
  get: <T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((http) => http.get<T>(url, config)),
  delete: <T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((http) => http.delete<T>(url, config)),
  post: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((http) => http.post<T>(url, data, config)),
  put: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((http) => http.put<T>(url, data, config)),
  request: <T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((http) => http.request<T>(config)),
};

/** What a call of `route` carries: the path's `{placeholders}`, the body and the query its declaration names. */
export type CallInput<R extends AnyRoute> = ([keyof ParamsOf<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<R['path']> }) &
  (undefined extends R['body'] ? { body?: undefined } : { body: R['body'] }) & {
    query?: R['query'];
    /** Headers, time limit, response type: what is particular to this call. */
    config?: Omit<AxiosRequestConfig, 'url' | 'method' | 'data' | 'params'>;
  };

type CallArgs<R extends AnyRoute> = object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/**
 * Calls a route of the contract (src/shared/api/routes/*) and resolves to its answer, typed by the route: the
 * address and the answer's type are declared once, there, not paired again at each call.
 */
export function call<R extends AnyRoute>(route: R, ...[input]: CallArgs<R>): Promise<AnswerOf<R>> {
  const url = pathOf(route.path, (input?.params ?? {}) as ParamsOf<R['path']>);
  return client()
    .then((http) =>
      http.request<AnswerOf<R>>({
        ...input?.config,
        url,
        method: route.method,
        data: input?.body,
        params: input?.query,
      }),
    )
    .then((response) => response.data);
}

/** Downloads need the bearer token, so a file is fetched as bytes (then saved with ui/save-blob). */
export const AS_FILE = { responseType: 'blob', timeout: 60_000 } as const;

/** The address of a route (for downloads and links that are not axios calls). */
export const addressOf = <P extends string>(route: { path: P }, params: ParamsOf<P>) => pathOf(route.path, params);

/** An error the client raised for a call (with the server's answer when there was one). */
export function isHttpError(error: unknown): error is AxiosError {
  return (error as { isAxiosError?: unknown } | null)?.isAxiosError === true;
}

/** The message a server error carries, for notices. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isHttpError(error)) {
    const data = error.response?.data as { message?: string; responce?: string } | undefined;
    return data?.message ?? data?.responce ?? fallback;
  }
  return fallback;
}
