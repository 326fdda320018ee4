import { useEffect } from 'react';
import { Link, NavLink, Outlet, useSearchParams } from 'react-router-dom';
import { CARDS_PATH } from '../../cards';
import { SiteChooser, useChosenSite } from '../../live';
import { SENDS_PATH } from '../../sending';
import { useGuestSites } from '../guests-api';
import type { GuestSiteContext } from '../guest-site';
import '../guests.css';

const TABS = [
  { to: '/guests', label: 'Guests', end: true },
  { to: '/guests/send', label: 'Send' },
  { to: SENDS_PATH, label: 'Send from Utsav' },
  { to: '/guests/import', label: 'Import' },
  { to: '/guests/summary', label: 'Answers' },
  { to: '/guests/shagun', label: 'Shagun' },
  { to: '/guests/event-day', label: 'Streams & after' },
  { to: CARDS_PATH, label: 'Cards' },
  { to: '/guests/cohosts', label: 'Co-hosts' },
  { to: '/guests/history', label: 'History' },
];

/** /guests: the site whose list is managed (a picker when the caller owns or co-hosts several) and the tabs. */
export default function GuestsLayout() {
  const sites = useGuestSites();
  const { site: chosen, choose } = useChosenSite(sites.data);
  // A co-host's invitation mail links to /guests?site=<liveId>: that site becomes the choice on every page, and
  // the address drops it so a later choice is not overruled by it.
  const [params, setParams] = useSearchParams();
  const linked = sites.data?.find((option) => option.liveId === params.get('site')) ?? null;
  const site = linked ?? chosen;
  useEffect(() => {
    if (!params.has('site') || !sites.data) return;
    if (linked) choose(linked.liveId);
    setParams(
      (current) => {
        current.delete('site');
        return current;
      },
      { replace: true },
    );
  }, [params, sites.data, linked, choose, setParams]);

  return (
    <section className="guests">
      <header className="guests__head">
        <h1>Guest list</h1>
        {sites.data && <SiteChooser sites={sites.data} />}
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
