import { atom, getDefaultStore } from 'jotai';
import { forgetDrafts, keepDrafts } from './kept-drafts';
import { startSessionKeeper } from './session-keeper';
import { toast } from '../ui/toast';
import { STORAGE_KEYS } from './storage';
import { localExpiry } from './token-expiry';
import { tokenClaims } from './token-claims';

export interface Session {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  email: string;
  fullName: string;
  role: 'user' | 'admin';
}

/** The role claim of the token (display only; the server checks the signature). */
const roleFromToken = (token: string): 'user' | 'admin' => tokenClaims(token)?.role ?? 'user';

/** The stored session if its token exists and has not expired; an expired one is cleared (the spec's rule at load). */
export function readSession(now = Date.now()): Session | null {
  const token = localStorage.getItem(STORAGE_KEYS.accessToken);
  const expiresAt = Number(localStorage.getItem(STORAGE_KEYS.accessTokenExpiration));
  if (!token || !Number.isFinite(expiresAt) || expiresAt <= now) {
    if (token) clearStoredAuth();
    return null;
  }
  return {
    token,
    expiresAt,
    email: localStorage.getItem(STORAGE_KEYS.userEmail) ?? '',
    fullName: localStorage.getItem(STORAGE_KEYS.fullName) ?? '',
    role: roleFromToken(token),
  };
}

/** Clears the stored token; a template the visitor picked stays so the cart can still offer it after login. */
export function clearStoredAuth(): void {
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  localStorage.removeItem(STORAGE_KEYS.accessTokenExpiration);
  localStorage.removeItem(STORAGE_KEYS.userEmail);
}

/** The current session for components; set it through saveSession / endSession so storage stays in step. */
// This module also loads where there is no storage (unit tests of components, the server's rendering).
export const sessionAtom = atom<Session | null>(typeof localStorage === 'undefined' ? null : readSession());

/** Set when a session ended by itself, so the login page can say why the user is there. */
const ENDED_FLAG = 'sessionEnded';

/**
 * While anything shows the session (navbar, guards), keep it alive for an active user, end it when it runs
 * out, and follow logins and logouts made in other tabs.
 */
sessionAtom.onMount = (set) => {
  const keeper = startSessionKeeper({
    read: () => readSession(),
    save: (answer) =>
      saveSession({
        token: answer.responce,
        expiresAt: localExpiry(answer.responce, answer.accessTokenExpiration),
        email: answer.email,
        fullName: answer.fullName,
      }),
    expire: () => expireSession({ notify: true }),
  });
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key === STORAGE_KEYS.accessToken ||
      event.key === STORAGE_KEYS.accessTokenExpiration
    ) {
      set(readSession());
      keeper.sessionChanged();
    }
  };
  window.addEventListener('storage', onStorage);
  const unsubscribe = getDefaultStore().sub(sessionAtom, keeper.sessionChanged);
  return () => {
    keeper.stop();
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
};

export function saveSession(input: { token: string; expiresAt: number; email: string; fullName?: string }): Session {
  localStorage.setItem(STORAGE_KEYS.accessToken, input.token);
  localStorage.setItem(STORAGE_KEYS.accessTokenExpiration, String(input.expiresAt));
  localStorage.setItem(STORAGE_KEYS.userEmail, input.email);
  if (input.fullName !== undefined) localStorage.setItem(STORAGE_KEYS.fullName, input.fullName);
  sessionStorage.removeItem(LOGGED_OUT_FLAG);
  const session = readSession()!;
  getDefaultStore().set(sessionAtom, session);
  return session;
}

/**
 * Ends the session. A deliberate logout clears everything the app stored (the spec: access token, expiry,
 * e-mail, selected template; and the name, orders and chat a shared phone should not keep showing).
 */
export function endSession({ logout = false }: { logout?: boolean } = {}): void {
  clearStoredAuth();
  if (logout) {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
    forgetDrafts();
    sessionStorage.removeItem(ENDED_FLAG);
  }
  getDefaultStore().set(sessionAtom, null);
}

/**
 * The session ended without the user asking (token ran out, server said 401): keep what they were typing
 * for their return, end it, and tell them. Does nothing when no session was showing.
 */
export function expireSession({ notify = false }: { notify?: boolean } = {}): void {
  const store = getDefaultStore();
  const showing = store.get(sessionAtom);
  const email = showing?.email ?? localStorage.getItem(STORAGE_KEYS.userEmail) ?? '';
  if (!showing && !localStorage.getItem(STORAGE_KEYS.accessToken)) return;
  if (email) keepDrafts(email, window.location.pathname + window.location.search);
  sessionStorage.setItem(ENDED_FLAG, '1');
  endSession();
  if (notify) toast.warning('Session expired. Please log in again.');
}

/** Set by logout until the next login: going back to a private page then is not a 'please log in to continue'. */
const LOGGED_OUT_FLAG = 'loggedOut';

export function markLoggedOut(): void {
  sessionStorage.setItem(LOGGED_OUT_FLAG, '1');
}

export function wasLoggedOut(): boolean {
  return sessionStorage.getItem(LOGGED_OUT_FLAG) === '1';
}

/** The last session ended by itself (the login page explains it, then clears the flag). */
export function sessionEndedByItself(): boolean {
  return sessionStorage.getItem(ENDED_FLAG) === '1';
}

export function clearSessionEndedFlag(): void {
  sessionStorage.removeItem(ENDED_FLAG);
}

/**
 * Ends the session on the server, so the token stops working even if a copy of it survives somewhere. Plain
 * fetch with keepalive: the navbar of the landing page offers logout and must not pull axios into its first
 * load, and the call should finish even as the page moves on. A failure changes nothing for the user.
 */
function endServerSession(token: string): void {
  void fetch('/rest/api/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Logout: ends the server session, clears everything the session stored and replaces the current history entry
 * with /login. The back button then only reaches pages that send a signed-out visitor straight back to /login.
 */
export function logout(navigate: (to: string, options: { replace: boolean }) => void): void {
  const session = readSession();
  if (session) endServerSession(session.token);
  endSession({ logout: true });
  markLoggedOut();
  navigate('/login', { replace: true });
}
