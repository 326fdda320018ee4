import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { readSession, sessionAtom, wasLoggedOut } from './session';

/** Private routes: a signed-out visitor (no token, or an expired one) goes to /login and comes back after. */
export function RequireAuth({ role }: { role?: 'admin' }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  // The atom may hold a session whose expiry passed while the page stayed open; storage is the truth.
  const current = session && readSession() ? session : null;
  const path = location.pathname + location.search;

  if (!current) {
    // After a logout the back button lands here: plain /login, not a page to come back to.
    return <Navigate to={wasLoggedOut() ? '/login' : `/login?from=${encodeURIComponent(path)}`} replace />;
  }
  // The admin screens send anyone else to /login (the spec), which passes a signed-in buyer on to /dash.
  if (role === 'admin' && current.role !== 'admin') return <Navigate to="/login" replace />;
  return <Outlet />;
}
