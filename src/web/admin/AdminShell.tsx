import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { POLICY } from '../../shared/policy';
import { logout, sessionAtom } from '../app/session';
import { Icon } from '../ui/icons';
import { Shell, type ShellNavItem } from '../ui/Shell';
import './admin.css';

/** The spec's admin routes, in the order a shop owner checks them. */
export const ADMIN_NAV: ShellNavItem[] = [
  { to: '/Overview', label: 'Overview', icon: 'overview' },
  { to: '/Orders', label: 'Orders', icon: 'orders' },
  { to: '/users', label: 'Users', icon: 'users' },
  { to: '/Chat', label: 'Chat', icon: 'chat' },
  { to: '/Templates', label: 'Templates', icon: 'templates' },
  { to: '/formate', label: 'Forms', icon: 'forms' },
  { to: '/createlive', label: 'Publish a site', icon: 'publish' },
  { to: '/jobs', label: 'Jobs', icon: 'settings' },
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
    <Shell
      brand={
        <Link to="/Overview" className="admin-brand">
          <span className="shell-brand__mark" aria-hidden="true">
            U
          </span>
          <span>
            {POLICY.productName}
            <small>Admin</small>
          </span>
        </Link>
      }
      nav={ADMIN_NAV}
      navLabel="Admin"
      sidebarFoot={
        <div className="admin-sidebar__foot">
          <p title={session?.email}>{session?.email}</p>
          <button type="button" onClick={() => logout(navigate)}>
            <Icon name="logout" size={18} /> Logout
          </button>
        </div>
      }
      topbar={
        <header className="admin-topbar">
          <span className="shell-brand__mark" aria-hidden="true">
            U
          </span>
          <p className="admin-topbar__title">{current?.label ?? 'Admin'}</p>
          <button type="button" className="admin-topbar__logout" onClick={() => logout(navigate)}>
            Logout
          </button>
        </header>
      }
      bottomNav={BOTTOM}
      bottomLabel="Admin quick navigation"
      bottomExtra={
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
      }
      after={
        moreOpen && (
          <nav id="admin-more" className="admin-more" aria-label="More admin screens">
            {ADMIN_NAV.slice(BOTTOM.length).map((item) => (
              <NavLink key={item.to} to={item.to} className="admin-more__link">
                <Icon name={item.icon} size={22} /> {item.label}
              </NavLink>
            ))}
          </nav>
        )
      }
    >
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
    </Shell>
  );
}
