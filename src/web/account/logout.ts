import { endSession, markLoggedOut, readSession } from '../app/session';

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
