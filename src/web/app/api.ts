import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

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
