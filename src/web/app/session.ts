import { atom, getDefaultStore } from 'jotai';
import { STORAGE_KEYS } from './storage';

export interface Session {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  email: string;
  fullName: string;
  role: 'user' | 'admin';
}

/** Reads the role claim from the token payload (display only; the server checks the signature). */
function roleFromToken(token: string): 'user' | 'admin' {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return payload.role === 'admin' ? 'admin' : 'user';
  } catch {
    return 'user';
  }
}

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
export const sessionAtom = atom<Session | null>(readSession());

export function saveSession(input: { token: string; expiresAt: number; email: string; fullName?: string }): Session {
  localStorage.setItem(STORAGE_KEYS.accessToken, input.token);
  localStorage.setItem(STORAGE_KEYS.accessTokenExpiration, String(input.expiresAt));
  localStorage.setItem(STORAGE_KEYS.userEmail, input.email);
  if (input.fullName !== undefined) localStorage.setItem(STORAGE_KEYS.fullName, input.fullName);
  const session = readSession()!;
  getDefaultStore().set(sessionAtom, session);
  return session;
}

/** Ends the session; a deliberate logout also forgets the selected template (the spec's logout rule). */
export function endSession({ logout = false }: { logout?: boolean } = {}): void {
  clearStoredAuth();
  if (logout) localStorage.removeItem(STORAGE_KEYS.selectedTemplate);
  getDefaultStore().set(sessionAtom, null);
}
