import { Link } from 'react-router-dom';
import { formatRupees, PACK_LABELS } from '../../../shared/pricing';
import { formatPurchaseDate } from '../names';
import { boughtItems, useOrderedItems } from '../ordered-items';
import '../dashboard.css';

/** /templetes: the templates the buyer owns (tempState BOUGHT), each with the way into the editor. */
export default function PurchasedTemplatesPage() {
  const { items, loading, failed } = useOrderedItems();
  const bought = items ? boughtItems(items) : [];

  return (
    <section className="purchased">
      <header className="purchased__head">
        <h1>Your templates</h1>
        <p>Fill in your details and upload your photos to turn a template into your invitation website.</p>
      </header>

      {loading && !items && <div className="spinner" role="status" aria-label="Loading your templates" />}
      {failed && !items && (
        <p className="purchased__error" role="alert">
          We could not load your templates. Please reload the page.
        </p>
      )}
      {items && bought.length === 0 && (
        <div className="card purchased__empty">
          <h2>No templates yet</h2>
          <p>Templates you buy appear here, ready for your details and photos.</p>
          <Link to="/temp" className="btn">
            Explore Templates
          </Link>
        </div>
      )}

      {bought.length > 0 && (
        <ul className="purchased-grid">
          {bought.map((item) => {
            const boughtOn = formatPurchaseDate(item.paidAt);
            return (
              <li key={item.temp_id} className="card purchased-card">
                <div className="purchased-card__media">
                  <img src={item.tumbnailUrl} alt={`${item.name} template`} width={320} height={240} loading="lazy" />
                  <span className="purchased-card__badge">Bought</span>
                </div>
                <div className="purchased-card__body">
                  <p className="purchased-card__cat">{item.cat}</p>
                  <h2 className="purchased-card__name">{item.name}</h2>
                  <p className="purchased-card__price">
                    <strong>{formatRupees(item.price)}</strong>
                    <span>{PACK_LABELS[item.packType] ?? item.packType} pack</span>
                  </p>
                  {boughtOn && <p className="purchased-card__date">Bought on {boughtOn}</p>}
                  <div className="purchased-card__actions">
                    <Link to={`/usersinput?template=${encodeURIComponent(item.temp_id)}`} className="btn">
                      Fill in details
                    </Link>
                    <Link to={`/Coustomise?template=${encodeURIComponent(item.temp_id)}`} className="btn btn--ghost">
                      Upload media
                    </Link>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
