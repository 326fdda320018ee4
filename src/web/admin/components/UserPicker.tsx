import { useState, type ReactNode } from 'react';
import { adminKeys, searchUsers } from '../admin-api';
import { shopTime } from '../format';
import { LoadState } from './LoadState';
import { useAdminQuery } from './useAdminQuery';

interface UserPickerProps {
  /** The search box's label and example, and the name of the list of answers. */
  label: string;
  placeholder: string;
  listLabel: string;
  /** The search the list shows, and where a new one goes (the page keeps it, in its address or its state). */
  q: string;
  onSearch: (q: string) => void;
  selected: number | null;
  onPick: (userId: number) => void;
  /** Only buyers (a site is published for a buyer, never for an admin). */
  buyersOnly?: boolean;
  /** What the page shows of the chosen account, beside the list. */
  children: ReactNode;
}

/** The admin's way to find an account by e-mail or name and choose it: a search box, the answers, the choice. */
export function UserPicker({
  label,
  placeholder,
  listLabel,
  q,
  onSearch,
  selected,
  onPick,
  buyersOnly = false,
  children,
}: UserPickerProps) {
  const [draft, setDraft] = useState(q);
  const list = useAdminQuery(adminKeys.users(q), () => searchUsers(q));
  const users = (list.data?.users ?? []).filter((user) => !buyersOnly || user.role === 'user');

  return (
    <>
      <form
        className="admin-filters"
        role="search"
        style={{ gridTemplateColumns: '1fr auto', maxWidth: 560 }}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft.trim());
        }}
      >
        <label className="admin-field">
          {label}
          <input
            type="search"
            value={draft}
            maxLength={100}
            placeholder={placeholder}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <button type="submit" className="admin-button">
          Search
        </button>
      </form>
      <div className="admin-split">
        <div>
          <LoadState state={list} />
          {list.data && users.length === 0 && <p className="admin-muted">No account matches.</p>}
          {list.data && (
            <ul className="admin-list" aria-label={listLabel}>
              {users.map((user) => (
                <li key={user.id} style={{ padding: 0, border: 0 }}>
                  <button
                    type="button"
                    className="admin-pick"
                    aria-current={selected === user.id}
                    onClick={() => onPick(user.id)}
                  >
                    <strong>{user.fullName}</strong>{' '}
                    {user.disabledAt && <span className="admin-badge admin-badge--bad">disabled</span>}
                    {user.role === 'admin' && <span className="admin-badge">admin</span>}
                    <small>
                      {user.email} · {user.paidOrders} paid · joined {shopTime(user.createdAt)}
                    </small>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {list.data?.more && <p className="admin-muted">Showing the newest 50; search to narrow down.</p>}
        </div>
        {children}
      </div>
    </>
  );
}
