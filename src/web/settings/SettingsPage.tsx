import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { logout, sessionAtom } from '../app/session';
import { STORAGE_KEYS } from '../app/storage';
import { displayName } from '../dashboard';
import { Faq } from '../storefront/landing';
import { ContactDetails } from './ContactDetails';
import { LikedTemplates } from './LikedTemplates';
import { OrderHistory } from './OrderHistory';
import './settings.css';

type PanelKey = 'contact' | 'liked' | 'orders' | 'faq';

const PANELS: { key: PanelKey; label: string }[] = [
  { key: 'contact', label: 'Contact Details' },
  { key: 'liked', label: 'Liked Templates' },
  { key: 'orders', label: 'Order History' },
];

/**
 * /setting: avatar and name, a vertical tab list (Contact Details, Liked Templates, Order History, Report An
 * Issue, FAQ's, Help and Support, Logout). On a phone the list comes first and a panel opens with a Back button.
 */
export default function SettingsPage() {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const name = displayName(session?.fullName || localStorage.getItem(STORAGE_KEYS.fullName) || '') || 'User';
  const [panel, setPanel] = useState<PanelKey>('contact');
  // Phones show the menu until a panel is picked.
  const [menuOpen, setMenuOpen] = useState(true);

  function open(key: PanelKey) {
    setPanel(key);
    setMenuOpen(false);
  }

  return (
    <section className={`settings${menuOpen ? ' settings--menu' : ' settings--panel'}`}>
      <aside className="settings-menu" aria-label="Settings">
        <div className="settings-profile">
          <span className="settings-avatar" aria-hidden="true">
            {name[0]?.toUpperCase()}
          </span>
          <strong className="settings-name">{name}</strong>
        </div>
        <div role="tablist" aria-orientation="vertical" className="settings-tabs">
          {PANELS.map((item) => (
            <button
              key={item.key}
              type="button"
              role="tab"
              aria-selected={panel === item.key}
              className="settings-tab"
              onClick={() => open(item.key)}
            >
              {item.label}
            </button>
          ))}
          <Link to="/help" className="settings-tab">
            Report An Issue
          </Link>
          <button
            type="button"
            role="tab"
            aria-selected={panel === 'faq'}
            className="settings-tab"
            onClick={() => open('faq')}
          >
            FAQ's
          </button>
          <Link to="/help" className="settings-tab">
            Help and Support
          </Link>
          {session ? (
            <button type="button" className="settings-tab settings-tab--logout" onClick={() => logout(navigate)}>
              Logout
            </button>
          ) : (
            <Link to="/login" className="settings-tab">
              Login
            </Link>
          )}
        </div>
      </aside>

      <div className="settings-panel" role="tabpanel">
        <button type="button" className="btn btn--ghost settings-back" onClick={() => setMenuOpen(true)}>
          ← Back
        </button>
        {panel === 'contact' && <ContactDetails />}
        {panel === 'liked' && <LikedTemplates />}
        {panel === 'orders' && <OrderHistory />}
        {panel === 'faq' && (
          <div className="settings-faq">
            <Faq />
          </div>
        )}
      </div>
    </section>
  );
}
