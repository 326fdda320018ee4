import type { AuditEntry } from '../../../shared/api/admin';
import { shopTime } from '../format';

/** Readable names for the audit log's action codes. */
const ACTIONS: Record<string, string> = {
  'user.disable': 'Disabled account',
  'user.enable': 'Enabled account',
  'live.publish': 'Published site',
  'live.unpublish': 'Unpublished site',
  'contact.handled': 'Marked message handled',
  'contact.reopened': 'Marked message waiting',
};

export function AuditList({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="admin-muted">No admin actions yet.</p>;
  return (
    <ul className="admin-list" aria-label="Recent admin actions">
      {entries.map((entry) => (
        <li key={entry.id}>
          <strong>{ACTIONS[entry.action] ?? entry.action}</strong> · {entry.target}
          {typeof entry.details.email === 'string' && <> ({entry.details.email})</>}
          {typeof entry.details.slug === 'string' && <> ({entry.details.slug})</>}
          <br />
          <small className="admin-muted">
            {shopTime(entry.at)} · {entry.actorEmail} · {entry.clientIp} · request {entry.requestId}
          </small>
        </li>
      ))}
    </ul>
  );
}
