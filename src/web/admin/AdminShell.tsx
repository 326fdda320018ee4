import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { POLICY } from '../../shared/policy';
import { logout } from '../account';
import { sessionAtom } from '../app/session';
import { Icon, type IconName } from '../ui/icons';
import '../ui/shell.css';
import './admin.css';

interface NavItem {
  to: string;
  label: string;
  icon: IconName;
}

/** The spec's admin routes, in the order a shop owner checks them. */
export const ADMIN_NAV: NavItem[] = [
  { to: '/Overview', label: 'Overview', icon: 'overview' },
  { to: '/Orders', label: 'Orders', icon: 'orders' },
  { to: '/users', label: 'Users', icon: 'users' },
  { to: '/Chat', label: 'Chat', icon: 'chat' },
  { to: '/Templates', label: 'Templates', icon: 'templates' },
  { to: '/formate', label: 'Forms', icon: 'forms' },
  { to: '/createlive', label: 'Publish a site', icon: 'publish' },
];

/** What a phone's bottom bar has room for; the rest sit behind More. */
const BOTTOM = ADMIN_NAV.slice(0, 4);

/** The admin area's frame: a sidebar on wide screens; on a phone a bottom bar with the daily four and More. */
export default function AdminShell() {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // More stays open only on the page it was opened on: following one of its links closes it.
  const [moreOpenOn, setMoreOpenOn] = useState<string | null>(null);
  const moreOpen = moreOpenOn === pathname;
  const current = ADMIN_NAV.find((item) => item.to.toLowerCase() === pathname.toLowerCase());

  return (
    <div className="shell">
      <aside className="shell-sidebar">
        <Link to="/Overview" className="admin-brand">
          <span className="shell-brand__mark" aria-hidden="true">
            U
          </span>
          <span>
            {POLICY.productName}
            <small>Admin</small>
          </span>
        </Link>
        <nav aria-label="Admin">
          <ul>
            {ADMIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="shell-sidebar__link">
                  <Icon name={item.icon} size={22} />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-sidebar__foot">
          <p title={session?.email}>{session?.email}</p>
          <button type="button" onClick={() => logout(navigate)}>
            <Icon name="logout" size={18} /> Logout
          </button>
        </div>
      </aside>

      <div className="shell-main">
        <header className="admin-topbar">
          <span className="shell-brand__mark" aria-hidden="true">
            U
          </span>
          <p className="admin-topbar__title">{current?.label ?? 'Admin'}</p>
          <button type="button" className="admin-topbar__logout" onClick={() => logout(navigate)}>
            Logout
          </button>
        </header>
        {/* The chat page brings its own <main>; every other admin page is content of this one. */}
        {pathname.toLowerCase() === '/chat' ? (
          <div className="admin-content admin-content--chat">
            <Outlet />
          </div>
        ) : (
          <main className="admin-content">
            <Outlet />
          </main>
        )}
      </div>

      <nav className="shell-bottomnav" aria-label="Admin quick navigation">
        {BOTTOM.map((item) => (
          <NavLink key={item.to} to={item.to} className="shell-bottomnav__link">
            <Icon name={item.icon} size={22} />
            <span>{item.label}</span>
          </NavLink>
        ))}
        <button
          type="button"
          className="shell-bottomnav__link"
          aria-expanded={moreOpen}
          aria-controls="admin-more"
          onClick={() => setMoreOpenOn(moreOpen ? null : pathname)}
        >
          <Icon name="more" size={22} />
          <span>More</span>
        </button>
      </nav>
      {moreOpen && (
        <nav id="admin-more" className="admin-more" aria-label="More admin screens">
          {ADMIN_NAV.slice(BOTTOM.length).map((item) => (
            <NavLink key={item.to} to={item.to} className="admin-more__link">
              <Icon name={item.icon} size={22} /> {item.label}
            </NavLink>
          ))}
        </nav>
      )}
    </div>
  );
}
