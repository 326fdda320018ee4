import { Link, useSearchParams } from 'react-router-dom';
import type { UserDetail } from '../../../shared/api/admin';
import { PACK_LABELS } from '../../../shared/pricing';
import { adminKeys, fetchUser, useSetUserDisabled } from '../admin-api';
import { LoadState } from '../components/LoadState';
import { useAdminQuery } from '../components/useAdminQuery';
import { UserPicker } from '../components/UserPicker';
import { formatRupees, shopTime } from '../format';

function AccountActions({ detail, onChanged }: { detail: UserDetail; onChanged: () => void }) {
  const change = useSetUserDisabled();
  const { user } = detail;
  if (user.role === 'admin') return <p className="admin-muted">Admin account.</p>;
  const disabled = Boolean(user.disabledAt);

  function toggle() {
    if (!disabled && !window.confirm(`Disable ${user.email}? They will be signed out and cannot log in.`)) return;
    change.submit({ userId: user.id, disabled: !disabled }, { onSuccess: onChanged });
  }

  return (
    <p>
      {disabled && (
        <span className="admin-badge admin-badge--bad" style={{ marginRight: 8 }}>
          Disabled {shopTime(user.disabledAt)}
        </span>
      )}
      <button
        type="button"
        className={disabled ? 'admin-button' : 'admin-button admin-button--danger'}
        disabled={change.isPending}
        onClick={toggle}
      >
        {disabled ? 'Enable account' : 'Disable account'}
      </button>
    </p>
  );
}

function UserPanel({ userId }: { userId: number }) {
  const state = useAdminQuery(adminKeys.user(userId), () => fetchUser(userId));
  const detail = state.data;
  return (
    <section className="admin-card" aria-label="Account details">
      <LoadState state={state} />
      {detail && (
        <>
          <h2>{detail.user.fullName}</h2>
          <p className="admin-muted" style={{ margin: 0 }}>
            {detail.user.email} · {detail.user.phone || 'no phone'} · joined {shopTime(detail.user.createdAt)}
          </p>
          <AccountActions detail={detail} onChanged={state.reload} />

          <h3>Orders</h3>
          {detail.orders.length === 0 ? (
            <p className="admin-muted">No orders.</p>
          ) : (
            <ul className="admin-list">
              {detail.orders.map((order) => (
                <li key={order.id}>
                  <strong>{order.templateName}</strong> · {PACK_LABELS[order.packType]} · {formatRupees(order.amount)}{' '}
                  <span className={`admin-badge admin-badge--${order.state}`}>{order.state}</span>
                  <br />
                  <small className="admin-muted">
                    {shopTime(order.createdAt)} · {order.provider} · {order.id}
                  </small>
                </li>
              ))}
            </ul>
          )}

          <h3>Live sites</h3>
          {detail.liveSites.length === 0 ? (
            <p className="admin-muted">No live site yet.</p>
          ) : (
            <ul className="admin-list">
              {detail.liveSites.map((site) => (
                <li key={site.liveId}>
                  {site.published ? (
                    <a href={`/invite/${site.slug}`} target="_blank" rel="noreferrer">
                      /invite/{site.slug}
                    </a>
                  ) : (
                    <span>/invite/{site.slug}</span>
                  )}{' '}
                  · {site.tempId}{' '}
                  <span className={`admin-badge admin-badge--${site.published ? 'ok' : 'created'}`}>
                    {site.published ? 'published' : 'not published'}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={`/createlive?user=${detail.user.id}`}>Publish or unpublish a site for this user</Link>
          </p>

          <h3>Content</h3>
          {detail.content.length === 0 ? (
            <p className="admin-muted">No content entered yet.</p>
          ) : (
            <ul className="admin-list">
              {detail.content.map((item) => (
                <li key={item.tempId}>
                  <strong>{item.templateName}</strong> · {item.percent}% ({item.filled} of {item.total} fields) ·{' '}
                  <small className="admin-muted">saved {shopTime(item.updatedAt)}</small>
                  <div className="admin-progress" aria-hidden="true">
                    <span style={{ width: `${item.percent}%` }} />
                  </div>
                </li>
              ))}
            </ul>
          )}

          <h3>Chat</h3>
          {detail.chat.length === 0 ? (
            <p className="admin-muted">No messages.</p>
          ) : (
            <ul className="admin-list">
              {detail.chat.map((message, index) => (
                <li key={index}>
                  <small className="admin-muted">
                    {message.from === detail.user.email ? detail.user.fullName : 'Admin'} · {shopTime(message.at)}
                  </small>
                  <p style={{ margin: '2px 0 0', whiteSpace: 'pre-wrap' }}>{message.message}</p>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to="/Chat">Open the chat</Link>
          </p>
        </>
      )}
    </section>
  );
}

/** /users: find an account by e-mail or name; see its orders, sites, content and chat; disable or enable it. */
export default function UsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const selected = Number(params.get('id')) || null;

  function search(query: string) {
    const next = new URLSearchParams();
    if (query) next.set('q', query);
    setParams(next);
  }

  function select(id: number) {
    const next = new URLSearchParams(params);
    next.set('id', String(id));
    setParams(next);
  }

  return (
    <>
      <div className="admin-page-head">
        <div>
          <h1>Users</h1>
          <p>Search by e-mail or name.</p>
        </div>
      </div>
      <UserPicker
        label="Search accounts"
        placeholder="e.g. priya or @gmail.com"
        listLabel="Accounts"
        q={q}
        onSearch={search}
        selected={selected}
        onPick={select}
      >
        {selected ? (
          <UserPanel userId={selected} />
        ) : (
          <p className="admin-muted admin-card">Choose an account to see its orders, sites, content and chat.</p>
        )}
      </UserPicker>
    </>
  );
}
