import { useQuery } from '@tanstack/react-query';
import type { LiveSite, LiveSiteList } from '../../shared/api/live';
import { liveRoutes } from '../../shared/api/routes/live';
import { call } from '../app/api';
import { useChosenSite } from './chosen-site';

/**
 * The one way every page picks the live site: the list from get_live_template_user and the buyer's choice,
 * remembered across pages and visits (chosen-site.ts, the same store as the guest list's). With no choice yet (or
 * a choice that is gone), the first site of the list is used on every page (the original read the first on one
 * page and the last on another).
 */

/** The cache key of the buyer's live sites: publishing a site invalidates it. */
export const liveSiteKeys = { all: ['live-sites'] as const };

async function fetchLiveSites(): Promise<LiveSiteList> {
  try {
    const data = await call(liveRoutes.sites);
    return Array.isArray(data) ? data : [];
  } catch (error) {
    console.error('Failed to fetch live ID.', error);
    throw error;
  }
}

export interface LiveSites {
  sites: LiveSiteList | null;
  site: LiveSite | null;
  loading: boolean;
  failed: boolean;
  choose(liveId: string): void;
}

/** The list shared by the pages of one visit (one cache entry), read again when a site is published. */
export function useLiveSites(): LiveSites {
  const query = useQuery({ queryKey: liveSiteKeys.all, queryFn: fetchLiveSites });
  const sites = query.data ?? null;
  const { site, choose } = useChosenSite(sites);
  return {
    sites,
    site,
    loading: query.isPending,
    failed: query.isError,
    choose,
  };
}
