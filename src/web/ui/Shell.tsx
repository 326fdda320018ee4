import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Icon, type IconName } from './icons';
import './shell.css';

export interface ShellNavItem {
  to: string;
  label: string;
  icon: IconName;
}

interface ShellProps {
  /** The sidebar's top: the area's brand link. */
  brand: ReactNode;
  /** The sidebar's links, and the name screen readers give them ("Account", "Admin"). */
  nav: readonly ShellNavItem[];
  navLabel: string;
  /** Under the sidebar's links. */
  sidebarFoot?: ReactNode;
  /** The bar above the page (on phones the only place for the brand). */
  topbar: ReactNode;
  mainClassName?: string;
  /** A phone's bottom bar: the links it has room for, then anything else it holds (a More button). */
  bottomNav: readonly ShellNavItem[];
  bottomLabel: string;
  bottomExtra?: ReactNode;
  /** Drawn after the bottom bar (a panel it opens). */
  after?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * The frame of the signed-in areas (the buyer's account and the admin): a sidebar on wide screens, a bottom
 * bar on phones. Each area passes its own navigation, top bar and extras.
 */
export function Shell({
  brand,
  nav,
  navLabel,
  sidebarFoot,
  topbar,
  mainClassName,
  bottomNav,
  bottomLabel,
  bottomExtra,
  after,
  children,
}: ShellProps) {
  return (
    <div className="shell">
      <aside className="shell-sidebar">
        {brand}
        <nav aria-label={navLabel}>
          <ul>
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="shell-sidebar__link">
                  <Icon name={item.icon} size={22} />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {sidebarFoot}
      </aside>

      <div className={mainClassName ? `shell-main ${mainClassName}` : 'shell-main'}>
        {topbar}
        {children}
      </div>

      <nav className="shell-bottomnav" aria-label={bottomLabel}>
        {bottomNav.map((item) => (
          <NavLink key={item.to} to={item.to} className="shell-bottomnav__link">
            <Icon name={item.icon} size={22} />
            <span>{item.label}</span>
          </NavLink>
        ))}
        {bottomExtra}
      </nav>
      {after}
    </div>
  );
}
