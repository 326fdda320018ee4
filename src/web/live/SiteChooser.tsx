import { useChosenSite, type ChoosableSite } from './chosen-site';
import './site-chooser.css';

/**
 * The one chooser of the site a page works on, for every page that shows one: a select when there are several
 * sites, nothing otherwise. The choice goes to the one store (chosen-site.ts), so every other page follows it.
 */
export function SiteChooser({ sites }: { sites: readonly ChoosableSite[] }) {
  const { site, choose } = useChosenSite(sites);
  if (sites.length < 2 || !site) return null;
  return (
    <label className="site-chooser">
      <span>Invitation</span>
      <select value={site.liveId} onChange={(event) => choose(event.target.value)}>
        {sites.map((option) => (
          <option key={option.liveId} value={option.liveId}>
            {option.name} · /invite/{option.slug}
            {option.role === 'cohost' ? ' (co-host)' : ''}
          </option>
        ))}
      </select>
    </label>
  );
}
