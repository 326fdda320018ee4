import { useState } from 'react';
import { adminKeys, fetchContactMessages, useMarkContactHandled } from '../admin-api';
import { shopTime } from '../format';
import { LoadState } from './LoadState';
import { RowAction } from './RowAction';
import { useAdminQuery } from './useAdminQuery';

type Status = 'waiting' | 'handled' | 'all';

/** Messages from the storefront's contact form; the admin marks each handled once answered. */
export function ContactMessages({ onChange }: { onChange: () => void }) {
  const [status, setStatus] = useState<Status>('waiting');
  const state = useAdminQuery(adminKeys.contactMessages(status), () => fetchContactMessages(status));
  return (
    <section className="admin-card" aria-labelledby="contact-heading">
      <div className="admin-page-head" style={{ marginBottom: 10 }}>
        <h2 id="contact-heading">Contact messages</h2>
        <label className="admin-field">
          Show
          <select value={status} onChange={(event) => setStatus(event.target.value as Status)}>
            <option value="waiting">Waiting</option>
            <option value="handled">Handled</option>
            <option value="all">All</option>
          </select>
        </label>
      </div>
      <LoadState state={state} />
      {state.data && state.data.messages.length === 0 && (
        <p className="admin-muted">{status === 'waiting' ? 'Nothing waiting. All caught up.' : 'No messages.'}</p>
      )}
      {state.data && state.data.messages.length > 0 && (
        <ul className="admin-list">
          {state.data.messages.map((message) => (
            <li key={message.id}>
              <strong>{message.name}</strong> · <a href={`tel:${message.phone}`}>{message.phone}</a> ·{' '}
              <a href={`mailto:${message.email}`}>{message.email}</a>
              <p style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>{message.message || <em>(no message)</em>}</p>
              <small className="admin-muted">
                {shopTime(message.createdAt)}
                {message.handledAt && <> · handled {shopTime(message.handledAt)}</>}
              </small>{' '}
              <RowAction
                useChange={useMarkContactHandled}
                variables={{ id: message.id, handled: !message.handledAt }}
                onDone={onChange}
                className="admin-button admin-button--quiet"
              >
                {message.handledAt ? 'Mark waiting' : 'Mark handled'}
              </RowAction>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
