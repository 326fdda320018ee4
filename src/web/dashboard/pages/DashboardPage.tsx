import { Link } from 'react-router-dom';
import { formatRupees, PACK_LABELS } from '../../../shared/pricing';
import { Icon } from '../../ui/icons';
import { boughtItems } from '../ordered-items';
import { useOrderedItems } from '../use-ordered-items';
import { useDashboardFigures } from '../dashboard-figures';
import { SiteCard } from '../SiteCard';
import '../dashboard.css';

/** /dash: real setup progress, each live site with its address and what guests sent, the buyer's templates. */
export default function DashboardPage() {
  const { items, loading } = useOrderedItems();
  const { figures } = useDashboardFigures();
  const bought = items ? boughtItems(items) : [];
  const inCart = items?.find((item) => item.tempState === 'INCART');
  const percent = figures?.setupPercent ?? 0;

  return (
    <section className="dash">
      <h1 className="dash__title">Dashboard</h1>
      <div className="dash-grid">
        <article className="card setup-card">
          <header className="setup-card__head">
            <h2>Website Setup</h2>
          </header>
          <p className="setup-card__value" data-testid="setup-percent">
            {figures ? `${percent}% completed` : 'Loading...'}
          </p>
          <div
            className="progress"
            role="progressbar"
            aria-label="Website setup"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <p className="setup-card__note">
            {figures && figures.templates.length === 0
              ? 'Buy a template and fill in your details to see your progress here.'
              : 'Share of your invitation details filled in.'}
          </p>
          <Link to="/setting" className="btn">
            Customize Now
          </Link>
        </article>

        {figures?.sites.map((site) => (
          <SiteCard key={site.liveId} site={site} />
        ))}

        <article className="card owned-card">
          <header className="owned-card__head">
            <h2>Your templates</h2>
            {bought.length > 0 && (
              <Link to="/templetes" className="owned-card__all">
                View all
              </Link>
            )}
          </header>
          {loading && !items && <div className="spinner" role="status" aria-label="Loading your templates" />}
          {items && bought.length === 0 && (
            <div className="owned-card__empty">
              <p>You have not bought a template yet. Pick one for your event and it appears here.</p>
              <Link to="/temp" className="btn btn--ghost">
                Explore Templates
              </Link>
            </div>
          )}
          {bought.length > 0 && (
            <ul className="owned-list">
              {bought.slice(0, 3).map((item) => (
                <li key={item.temp_id}>
                  <img src={item.tumbnailUrl} alt="" width={72} height={54} />
                  <div className="owned-list__text">
                    <strong>{item.name}</strong>
                    <span>
                      {item.cat} · {PACK_LABELS[item.packType] ?? item.packType} pack
                    </span>
                  </div>
                  <Link to={`/usersinput?template=${encodeURIComponent(item.temp_id)}`} className="owned-list__go">
                    Fill in details
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </article>

        {inCart && (
          <article className="card cart-reminder">
            <div>
              <h2>Waiting in your cart</h2>
              <p>
                {inCart.name} · {PACK_LABELS[inCart.packType] ?? inCart.packType} pack · {formatRupees(inCart.price)}{' '}
                incl. GST
              </p>
            </div>
            <Link to="/usercart" className="btn btn--gold">
              Complete purchase
            </Link>
          </article>
        )}

        <nav className="card quick-links" aria-label="Shortcuts">
          <h2>Shortcuts</h2>
          <Link to="/wishes">
            <Icon name="heart" size={22} /> Guest wishes
          </Link>
          <Link to="/gallery">
            <Icon name="gallery" size={22} /> Guest gallery
          </Link>
          <Link to="/guests">
            <Icon name="users" size={22} /> Guest list
          </Link>
          <Link to="/rsvps">
            <Icon name="rsvps" size={22} /> RSVPs
          </Link>
          <Link to="/help">
            <Icon name="chat" size={22} /> Help And Support
          </Link>
          <Link to="/setting">
            <Icon name="settings" size={22} /> Settings
          </Link>
        </nav>
      </div>
    </section>
  );
}
