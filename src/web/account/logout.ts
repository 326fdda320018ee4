import { endSession, markLoggedOut } from '../app/session';

/**
 * Logout: clears everything the session stored and replaces the current history entry with /login. The
 * back button then only reaches pages that send a signed-out visitor straight back to /login.
 */
export function logout(navigate: (to: string, options: { replace: boolean }) => void): void {
  endSession({ logout: true });
  markLoggedOut();
  navigate('/login', { replace: true });
}
