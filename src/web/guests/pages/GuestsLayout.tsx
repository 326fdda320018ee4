import { useState } from 'react';
import { Link, NavLink, Outlet, useSearchParams } from 'react-router-dom';
import { useGuestSites } from '../guests-api';
import { pickGuestSite, readChosenSite, rememberChosenSite, type GuestSiteContext } from '../guest-site';
import '../guests.css';

const TABS = [
  { to: '/guests', label: 'Guests', end: true },
  { to: '/guests/send', label: 'Send' },
  { to: '/guests/import', label: 'Import' },
  { to: '/guests/summary', label: 'Answers' },
  { to: '/guests/shagun', label: 'Shagun' },
  { to: '/guests/event-day', label: 'Streams & after' },
  { to: '/guests/cohosts', label: 'Co-hosts' },
];

/** /guests: the site whose list is managed (a picker when the caller owns or co-hosts several) and the tabs. */
export default function GuestsLayout() {
  const sites = useGuestSites();
  // A co-host's invitation mail links to /guests?site=<liveId>: that site comes first.
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState(() => params.get('site') ?? readChosenSite());
  const site = sites.data ? pickGuestSite(sites.data, chosen) : null;

  function choose(liveId: string) {
    rememberChosenSite(liveId);
    setChosen(liveId);
  }

  return (
    <section className="guests">
      <header className="guests__head">
        <h1>Guest list</h1>
        {sites.data && sites.data.length > 1 && site && (
          <label className="guests__site">
            <span>Invitation</span>
            <select value={site.liveId} onChange={(event) => choose(event.target.value)}>
              {sites.data.map((option) => (
                <option key={option.liveId} value={option.liveId}>
                  {option.name} · /invite/{option.slug}
                  {option.role === 'cohost' ? ' (co-host)' : ''}
                </option>
              ))}
            </select>
          </label>
        )}
      </header>
      {sites.isPending && <div className="spinner" role="status" aria-label="Loading your invitations" />}
      {sites.isError && (
        <p role="alert" className="guests__error">
          We could not load your invitations. Please reload the page.
        </p>
      )}
      {sites.data && !site && (
        <div className="card guests__none">
          <p>You have no invitation yet. Buy and publish a template, then invite your guests from here.</p>
          <Link to="/templetes" className="btn">
            Go to Templetes
          </Link>
        </div>
      )}
      {site && (
        <>
          {!site.published && (
            <p className="guests__role">
              This invitation is not published yet: you can prepare the list now, and the personal links open once it is
              published.
            </p>
          )}
          {site.role === 'cohost' && <p className="guests__role">You help manage this guest list as a co-host.</p>}
          <nav className="guests-tabs" aria-label="Guest list">
            {TABS.map((tab) => (
              <NavLink key={tab.to} to={tab.to} end={tab.end} className="guests-tabs__tab">
                {tab.label}
              </NavLink>
            ))}
          </nav>
          <Outlet key={site.liveId} context={{ site } satisfies GuestSiteContext} />
        </>
      )}
    </section>
  );
}
