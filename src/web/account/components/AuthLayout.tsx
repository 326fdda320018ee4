import type { ReactNode } from 'react';
import { warmHttpClient } from '../../app/api';
import '../account.css';

const PROMISES = [
  '100+ templates for every celebration',
  'Mobile-friendly invitation websites',
  'Designed for Indian culture and traditions',
];

/** The frame of the account pages: a card with the form, and on wide screens a panel saying what the shop offers. */
export function AuthLayout({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <main className="auth-page">
      <div className="auth-card card">
        <aside className="auth-aside" aria-hidden="true">
          <svg className="auth-aside__motif" viewBox="0 0 200 200" focusable="false">
            <g fill="none" stroke="currentColor" strokeWidth="1.2">
              {Array.from({ length: 12 }, (_, i) => (
                <ellipse key={i} cx="100" cy="58" rx="16" ry="42" transform={`rotate(${i * 30} 100 100)`} />
              ))}
              <circle cx="100" cy="100" r="22" />
              <circle cx="100" cy="100" r="92" strokeDasharray="2 6" />
            </g>
          </svg>
          <p className="auth-aside__kicker">Utsav Invites</p>
          <p className="auth-aside__title">Digital invitations for all your events</p>
          <ul className="auth-aside__list">
            {PROMISES.map((promise) => (
              <li key={promise}>{promise}</li>
            ))}
          </ul>
        </aside>
        {/* The first touch of the form fetches the HTTP client, so sending it waits only for the server. */}
        <div className="auth-body" onFocusCapture={warmHttpClient}>
          <h1 className="auth-title">{title}</h1>
          {lead && <p className="auth-lead">{lead}</p>}
          {children}
        </div>
      </div>
    </main>
  );
}

/** A message box inside the form (why the user is here, what happened). */
export function Notice({ kind, children }: { kind: 'info' | 'warning' | 'error' | 'success'; children: ReactNode }) {
  return (
    <div
      className={`auth-notice auth-notice--${kind}`}
      role={kind === 'error' || kind === 'warning' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
