/**
 * Keeps an active user signed in: the 10-minute access token is refreshed while the user is working
 * (pointer, keys, scrolling in the last few minutes), never for an idle tab. When the token runs out
 * unrefreshed the session is ended at that moment, not at the next click.
 */
import type { RefreshResponse } from '../../shared/api/account';

export interface KeptSession {
  token: string;
  expiresAt: number;
}

export interface KeeperDeps {
  /** The stored session, or null once it has expired (readSession). */
  read: () => KeptSession | null;
  save: (answer: RefreshResponse) => void;
  /** The session ran out or the server refused to refresh it. */
  expire: () => void;
}

/** Refresh once less than this is left... */
export const REFRESH_BEFORE_MS = 5 * 60 * 1000;
/** ...and the user did something within this long. */
export const ACTIVE_WITHIN_MS = 5 * 60 * 1000;
const TICK_MS = 15_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart', 'scroll'] as const;

export function shouldRefresh(session: KeptSession, now: number, lastActivity: number): boolean {
  return (
    session.expiresAt > now && session.expiresAt - now <= REFRESH_BEFORE_MS && now - lastActivity <= ACTIVE_WITHIN_MS
  );
}

export interface SessionKeeper {
  /** A new session was saved (login): time its expiry. */
  sessionChanged(): void;
  stop(): void;
}

export function startSessionKeeper(deps: KeeperDeps): SessionKeeper {
  let lastActivity = Date.now();
  let lastCheck = 0;
  let inFlight = false;
  let expiryTimer: number | undefined;

  const refresh = async (session: KeptSession) => {
    inFlight = true;
    try {
      const res = await fetch('/rest/api/refresh-token', {
        method: 'POST',
        headers: { Authorization: `Bearer ${session.token}`, 'X-Requested-With': 'XMLHttpRequest' },
        credentials: 'omit',
      });
      if (res.ok) {
        deps.save((await res.json()) as RefreshResponse);
        scheduleExpiry();
      } else if (res.status === 401 && deps.read()?.token === session.token) {
        deps.expire();
      }
      // Other failures (network, 5xx): the next tick tries again while the token lasts.
    } catch {
      // Offline: try again on the next tick.
    } finally {
      inFlight = false;
    }
  };

  const check = () => {
    lastCheck = Date.now();
    const session = deps.read();
    if (!session) {
      deps.expire();
      return;
    }
    if (!inFlight && shouldRefresh(session, Date.now(), lastActivity)) void refresh(session);
  };

  function scheduleExpiry() {
    window.clearTimeout(expiryTimer);
    const session = deps.read();
    if (!session) return;
    expiryTimer = window.setTimeout(check, Math.max(0, session.expiresAt - Date.now()) + 250);
  }

  const onActivity = () => {
    const now = Date.now();
    // Coming back after a pause is checked at once (the token may be about to run out); otherwise at most every 5 s.
    const wasIdle = now - lastActivity > ACTIVE_WITHIN_MS;
    lastActivity = now;
    if (wasIdle || now - lastCheck > 5_000) check();
  };

  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { capture: true, passive: true });
  const interval = window.setInterval(check, TICK_MS);
  scheduleExpiry();
  check();

  return {
    sessionChanged: scheduleExpiry,
    stop() {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.clearInterval(interval);
      window.clearTimeout(expiryTimer);
    },
  };
}
