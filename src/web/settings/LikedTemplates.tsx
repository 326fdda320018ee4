import { Link } from 'react-router-dom';
import { findTemplate } from '../../shared/catalogue';
import { formatRupees } from '../../shared/pricing';
import { useLikedTemplates, useUnlike } from './settings-api';

/** Templates the buyer hearted in the catalogue, each opening its detail page. */
export function LikedTemplates() {
  const query = useLikedTemplates();
  const unlike = useUnlike();
  // A list that cannot be read shows as empty, with the hint where to heart one.
  const liked = query.isError ? [] : (query.data ?? null);

  const remove = (id: string) => unlike.mutate(id);

  const templates = (liked ?? []).map((id) => findTemplate(id)).filter((t) => t !== undefined);

  return (
    <div className="liked">
      <h2>Liked Templates</h2>
      {!liked && <div className="spinner" role="status" aria-label="Loading liked templates" />}
      {liked && templates.length === 0 && (
        <p>
          Tap the heart on a template in the <Link to="/temp">catalogue</Link> to keep it here.
        </p>
      )}
      <ul className="liked-grid">
        {templates.map((template) => (
          <li key={template.id} className="card liked-card">
            <Link to={`/tempdetails/${template.id}`}>
              <img src={template.tumbnail_url} alt="" width={300} height={400} loading="lazy" />
              <strong>{template.name}</strong>
              <span>from {formatRupees(template.basic_pack_discount_price)}</span>
            </Link>
            <button
              type="button"
              className="liked-card__remove"
              aria-label={`Remove ${template.name} from liked templates`}
              onClick={() => remove(template.id)}
            >
              ♥
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
