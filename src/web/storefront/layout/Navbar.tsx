import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useHydrated } from '../../app/hydration';
import { logout, sessionAtom } from '../../app/session';
import { BrandLink } from '../common/Brand';
import { Icon } from '../../ui/icons';
import { CONTACT_SECTION_ID, FAQ_SECTION_ID } from '../common/site';
import './navbar.css';

/** The spec: the bar changes style once the page has scrolled more than 50 px. */
export const SCROLL_STYLE_THRESHOLD = 50;

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

/** Dashboard, FAQ, Help, Logout: a dropdown on wide screens, a row of buttons at 768 px and below (CSS). */
function AccountMenu() {
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  // Open only on the page it was opened on: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const setOpen = (value: boolean) => setOpenOn(value ? location.key : null);
  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className={`account-menu${open ? ' is-open' : ''}`} ref={root}>
      <button
        type="button"
        className="account-menu__trigger"
        aria-expanded={open}
        aria-controls="account-menu-list"
        onClick={() => setOpen(!open)}
      >
        <Icon name="user" size={18} />
        Dashboard
        <Icon name="chevronDown" size={16} className="account-menu__chevron" />
      </button>
      <ul className="account-menu__list" id="account-menu-list">
        <li>
          <Link to="/dash">Dashboard</Link>
        </li>
        <li>
          <Link to={`/#${FAQ_SECTION_ID}`}>FAQ</Link>
        </li>
        <li>
          <Link to="/help">Help</Link>
        </li>
        <li>
          <button type="button" onClick={() => logout(navigate)}>
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}

export function Navbar() {
  // The prerendered page shows the signed-out bar; a stored session appears right after hydration.
  const hydrated = useHydrated();
  const stored = useAtomValue(sessionAtom);
  const session = hydrated ? stored : null;
  const scrolled = useScrolledPast(SCROLL_STYLE_THRESHOLD);
  const location = useLocation();
  // The phone menu closes when a link in it leads to another page.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.key;
  const setMenuOpen = (value: boolean) => setMenuOpenOn(value ? location.key : null);

  return (
    <header className={`site-nav${scrolled ? ' is-scrolled' : ''}${menuOpen ? ' is-menu-open' : ''}`}>
      <div className="container site-nav__bar">
        <BrandLink />
        <nav className="site-nav__menu" id="site-nav-menu" aria-label="Main">
          <ul className="site-nav__links">
            <li>
              <NavLink to="/" end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to="/blog">Blogs</NavLink>
            </li>
            <li>
              <NavLink to="/temp">Templates</NavLink>
            </li>
            <li>
              <Link to={`/#${CONTACT_SECTION_ID}`}>Contact Us</Link>
            </li>
          </ul>
          <div className="site-nav__account">
            {session ? (
              <AccountMenu />
            ) : (
              <Link to="/login" className="btn site-nav__login">
                Login/Signup
              </Link>
            )}
          </div>
        </nav>
        {session ? (
          <Link to="/usercart" className="site-nav__cart" aria-label="Cart">
            <Icon name="cart" size={22} />
          </Link>
        ) : null}
        <button
          type="button"
          className="site-nav__toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} size={24} />
        </button>
      </div>
    </header>
  );
}
