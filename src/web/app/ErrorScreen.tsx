import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import './error-screen.css';

/**
 * Shown when a page fails to render or its code cannot be loaded (often after a new release): 'Sorry for the
 * inconvenience.' with a reload. Part of the app shell, so it stays tiny.
 */
export default function ErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    if (error) console.error('Page failed', error);
  }, [error]);
  return (
    <main className="error-screen">
      <svg width="72" height="72" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="16" fill="#9b1c31" />
        <circle cx="32" cy="32" r="14" fill="none" stroke="#f5c451" strokeWidth="3" />
        <path d="M32 24v10M32 39v1" stroke="#f5c451" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h1>Sorry for the inconvenience.</h1>
      <p>Something went wrong while loading this page. Reloading usually fixes it.</p>
      <button className="btn" type="button" onClick={() => window.location.reload()}>
        Reload Page
      </button>
      <p className="error-screen__account">
        Need your account? <Link to="/login">Login/Sign Up</Link>
      </p>
    </main>
  );
}
