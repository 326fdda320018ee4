import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { POLICY } from '../../shared/policy';
import { logout, sessionAtom } from '../app/session';
import { STORAGE_KEYS } from '../app/storage';
import { Icon } from '../ui/icons';
import { Shell, type ShellNavItem } from '../ui/Shell';
import { avatarInitials, displayName } from './names';
import './account-shell.css';

/** The spec's sidebar, labels as the spec spells them. */
const SIDEBAR: ShellNavItem[] = [
  { to: '/dash', label: 'Dashboard', icon: 'dashboard' },
  { to: '/templetes', label: 'Templetes', icon: 'templates' },
  { to: '/wishes', label: 'Wishes', icon: 'heart' },
  { to: '/gallery', label: 'Gallery', icon: 'gallery' },
  { to: '/rsvps', label: 'RSVPs', icon: 'rsvps' },
  { to: '/guests', label: 'Guest list', icon: 'users' },
  { to: '/help', label: 'Help And Support', icon: 'chat' },
  { to: '/setting', label: 'Settings', icon: 'settings' },
];

/** The spec's mobile bottom navigation. */
const BOTTOM_NAV: ShellNavItem[] = [
  { to: '/dash', label: 'Dashboard', icon: 'dashboard' },
  { to: '/wishes', label: 'Wishes', icon: 'heart' },
  { to: '/help', label: 'Chat', icon: 'chat' },
  { to: '/gallery', label: 'Gallery', icon: 'gallery' },
];

function Brand() {
  return (
    <Link to="/" className="account-brand" aria-label={`${POLICY.productName} home`}>
      <span className="shell-brand__mark" aria-hidden="true">
        U
      </span>
      <span className="account-brand__name">{POLICY.productName}</span>
    </Link>
  );
}

/** The avatar opens the account menu: the places the phone's bottom bar has no room for, and Logout. */
function AvatarMenu({ initials, email }: { initials: string; email: string }) {
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The menu stays open only on the page it was opened on: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node))
        setOpenOn(null);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className="avatar-menu" ref={root}>
      <button
        type="button"
        className="avatar"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label="Account menu"
        title={email}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {initials}
      </button>
      {open && (
        <div className="avatar-menu__panel" role="menu">
          {email && <p className="avatar-menu__email">{email}</p>}
          <Link role="menuitem" to="/templetes">
            <Icon name="templates" size={18} /> Your templates
          </Link>
          <Link role="menuitem" to="/guests">
            <Icon name="users" size={18} /> Guest list
          </Link>
          <Link role="menuitem" to="/setting">
            <Icon name="settings" size={18} /> Settings
          </Link>
          <Link role="menuitem" to="/temp">
            <Icon name="shop" size={18} /> Explore Templates
          </Link>
          <button role="menuitem" type="button" onClick={() => logout(navigate)}>
            <Icon name="logout" size={18} /> Logout
          </button>
        </div>
      )}
    </div>
  );
}

/** The signed-in area's frame: sidebar, top bar and mobile bottom navigation. */
export default function AccountShell() {
  const session = useAtomValue(sessionAtom);
  const email = session?.email || localStorage.getItem(STORAGE_KEYS.userEmail) || '';
  const name = displayName(session?.fullName || localStorage.getItem(STORAGE_KEYS.fullName) || '') || 'User';

  return (
    <Shell
      brand={<Brand />}
      nav={SIDEBAR}
      navLabel="Account"
      sidebarFoot={
        <Link to="/temp" className="account-sidebar__shop">
          <Icon name="shop" size={18} /> Explore Templates
        </Link>
      }
      mainClassName="account-main"
      topbar={
        <header className="account-topbar">
          <div className="account-topbar__brand">
            <Brand />
          </div>
          <div className="account-topbar__greeting">
            <p className="account-topbar__hi">Hi, {name}</p>
            <p className="account-topbar__welcome">Welcome to {POLICY.productName}</p>
          </div>
          <AvatarMenu initials={avatarInitials(email)} email={email} />
        </header>
      }
      bottomNav={BOTTOM_NAV}
      bottomLabel="Quick navigation"
    >
      <div className="account-content">
        <Outlet />
      </div>
    </Shell>
  );
}
