import { Link } from 'react-router-dom';
import { formatRupees, PACK_LABELS } from '../../../shared/pricing';
import { Icon } from '../icons';
import { boughtItems, useOrderedItems } from '../ordered-items';
import '../dashboard.css';

/** The spec's Website Setup figure is fixed sample content until the editor reports real progress. */
const SAMPLE_SETUP_PERCENT = 80;

/** /dash: setup progress, the buyer's templates, anything waiting in the cart, and the way to the rest. */
export default function DashboardPage() {
  const { items, loading } = useOrderedItems();
  const bought = items ? boughtItems(items) : [];
  const inCart = items?.find((item) => item.tempState === 'INCART');

  return (
    <section className="dash">
      <h1 className="dash__title">Dashboard</h1>
      <div className="dash-grid">
        <article className="card setup-card">
          <header className="setup-card__head">
            <h2>Website Setup</h2>
            <span className="sample-tag" title="This figure is an example, not your website's real progress yet">
              Sample
            </span>
          </header>
          <p className="setup-card__value">{SAMPLE_SETUP_PERCENT}% completed</p>
          <div
            className="progress"
            role="progressbar"
            aria-label="Website setup (sample)"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={SAMPLE_SETUP_PERCENT}
          >
            <span style={{ width: `${SAMPLE_SETUP_PERCENT}%` }} />
          </div>
          <p className="setup-card__note">
            Example figure. Your own progress shows here once you start filling in your website.
          </p>
          <Link to="/setting" className="btn">
            Customize Now
          </Link>
        </article>

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
            <Icon name="wishes" /> Guest wishes
          </Link>
          <Link to="/gallery">
            <Icon name="gallery" /> Guest gallery
          </Link>
          <Link to="/help">
            <Icon name="help" /> Help And Support
          </Link>
          <Link to="/setting">
            <Icon name="settings" /> Settings
          </Link>
        </nav>
      </div>
    </section>
  );
}
