import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../ui/icons';
import { usePageTitle } from '../../ui/use-page-title';
import '../common/status-pages.css';

/** Any path the app does not know. */
export default function NotFoundPage() {
  const location = useLocation();
  usePageTitle('Page not found');
  return (
    <main className="status-page">
      <div className="status-page__mark" aria-hidden="true">
        <span>4</span>
        <span className="status-page__flower" />
        <span>4</span>
      </div>
      <h1>Page not found</h1>
      <p>
        We looked everywhere, but <code>{location.pathname}</code> is not here. It may have moved, or the link may have
        a typo.
      </p>
      <div className="status-page__actions">
        <Link to="/" className="btn">
          Go to the home page
        </Link>
        <Link to="/temp" className="btn btn--ghost">
          <Icon name="grid" size={18} /> Browse templates
        </Link>
      </div>
    </main>
  );
}
