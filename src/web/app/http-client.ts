import axios from 'axios';
import { redirectToLogin } from './login-redirect';
import { expireSession, readSession } from './session';

/**
 * The one HTTP client, loaded by app/api.ts with the first call. It adds the bearer token when there is a session; a 401 on a call that carried one
 * ends the session and sends the user to /login, remembering where they were.
 */
export const httpClient = axios.create({ baseURL: '/', timeout: 20_000 });

httpClient.interceptors.request.use((config) => {
  const session = readSession();
  if (session && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${session.token}`);
  return config;
});

httpClient.interceptors.response.use(undefined, (error) => {
  const sentBearer = String(error?.config?.headers?.Authorization ?? '').startsWith('Bearer ');
  if (axios.isAxiosError(error) && error.response?.status === 401 && sentBearer) {
    // Pages that own the notice (ordered items) show it; expireSession keeps what the user was typing.
    expireSession();
    // Several calls may fail together; only the first sends the user on, remembering the page.
    if (window.location.pathname !== '/login') redirectToLogin(window.location.pathname + window.location.search);
  }
  return Promise.reject(error);
});
