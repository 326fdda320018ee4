import { Link } from 'react-router-dom';
import { SiteChooser } from './SiteChooser';
import type { LiveSites } from './use-live-sites';
import './live-sites.css';

/**
 * Which live site the page shows: a chooser when the buyer has several, what to do when there is none, and
 * the spec's 'Failed to fetch live ID.' when the list could not be read.
 */
export function LiveSitePicker({ live }: { live: LiveSites }) {
  if (live.failed && !live.sites)
    return (
      <p className="live-picker__error" role="alert">
        Failed to fetch live ID.
      </p>
    );
  if (!live.sites) return null;
  if (live.sites.length === 0)
    return (
      <div className="live-picker__none card">
        <p>You have no live invitation yet. Publish a template to see what your guests send.</p>
        <Link to="/templetes" className="btn">
          Go to Templetes
        </Link>
      </div>
    );
  if (live.sites.length === 1) return null;
  return (
    <div className="live-picker">
      <SiteChooser sites={live.sites} />
    </div>
  );
}
