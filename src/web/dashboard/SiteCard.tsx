import { Link } from 'react-router-dom';
import type { SiteFigures } from '../../shared/api/dashboard';
import { KeepsakeCard } from '../keepsake';
import { ShareLinks } from '../live';
import { daysText } from './dashboard-figures';

/** One live site on the dashboard: its address to share, and what its guests have sent. */
export function SiteCard({ site }: { site: SiteFigures }) {
  return (
    <article className="card site-card" aria-label={`Invitation ${site.name}`}>
      <header className="site-card__head">
        <h2>{site.name}</h2>
        <span className={`site-card__state${site.published ? ' site-card__state--live' : ''}`}>
          {site.published ? 'Live' : 'Not published'}
        </span>
      </header>
      {site.published && <ShareLinks url={site.url} name={site.name} qrSize={112} />}
      <dl className="site-figures">
        <div>
          <dt>Unread wishes</dt>
          <dd>
            <Link to="/wishes" data-testid="unread-wishes">
              {site.unreadWishes}
            </Link>
          </dd>
        </div>
        <div>
          <dt>Photos waiting</dt>
          <dd>
            <Link to="/gallery" data-testid="photos-waiting">
              {site.photosWaiting}
            </Link>
          </dd>
        </div>
        <div>
          <dt>Event</dt>
          <dd data-testid="days-to-event">{site.daysToEvent === null ? 'Date not set' : daysText(site.daysToEvent)}</dd>
        </div>
      </dl>
      <div className="site-card__rsvps">
        <h3>RSVPs</h3>
        <ul>
          {site.rsvps.map((event) => (
            <li key={event.eventKey}>
              <span>{event.title}</span>
              <strong>
                {event.attending} coming · {event.heads} {event.heads === 1 ? 'guest' : 'guests'}
              </strong>
            </li>
          ))}
        </ul>
        <Link to="/rsvps" className="site-card__more">
          See all RSVPs
        </Link>
      </div>
      <KeepsakeCard liveId={site.liveId} name={site.name} />
    </article>
  );
}
