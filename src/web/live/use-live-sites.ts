import { useQuery } from '@tanstack/react-query';
import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import type { LiveSite, LiveSiteList } from '../../shared/api/live';
import { api } from '../app/api';
import { STORAGE_KEYS } from '../app/storage';

/**
 * The one way every page picks the live site: the list from get_live_template_user and the buyer's choice,
 * remembered across pages and visits. With no choice yet (or a choice that is gone), the first site of the list
 * is used on every page (the original read the first on one page and the last on another).
 */
const chosenLiveIdAtom = atom<string | null>(localStorage.getItem(STORAGE_KEYS.selectedLiveId));

/** The cache key of the buyer's live sites: publishing a site invalidates it. */
export const liveSiteKeys = { all: ['live-sites'] as const };

export function pickSite(sites: readonly LiveSite[], chosenId: string | null): LiveSite | null {
  return sites.find((site) => site.liveId === chosenId) ?? sites[0] ?? null;
}

async function fetchLiveSites(): Promise<LiveSiteList> {
  try {
    const { data } = await api.get<LiveSiteList>('/rest/api/private/get_live_template_user');
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
  const [chosenId, setChosenId] = useAtom(chosenLiveIdAtom);

  const choose = useCallback(
    (liveId: string) => {
      localStorage.setItem(STORAGE_KEYS.selectedLiveId, liveId);
      setChosenId(liveId);
    },
    [setChosenId],
  );

  const sites = query.data ?? null;
  return {
    sites,
    site: sites ? pickSite(sites, chosenId) : null,
    loading: query.isPending,
    failed: query.isError,
    choose,
  };
}
