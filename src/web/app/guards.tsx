import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { readSession, sessionAtom } from './session';

/** Private routes: a signed-out visitor (no token, or an expired one) goes to /login and comes back after. */
export function RequireAuth({ role }: { role?: 'admin' }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  // The atom may hold a session whose expiry passed while the page stayed open; storage is the truth.
  const current = session && readSession() ? session : null;
  if (!current) {
    return <Navigate to={`/login?from=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  if (role === 'admin' && current.role !== 'admin') return <Navigate to="/dash" replace />;
  return <Outlet />;
}
