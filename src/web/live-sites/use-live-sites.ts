import { atom, useAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { LiveSite, LiveSiteList } from '../../shared/api/live';
import { api } from '../app/api';
import { STORAGE_KEYS } from '../app/storage';

/**
 * The one way every page picks the live site: the list from get_live_template_user and the buyer's choice,
 * remembered across pages and visits. With no choice yet (or a choice that is gone), the first site of the list
 * is used on every page (the original read the first on one page and the last on another).
 */
const chosenLiveIdAtom = atom<string | null>(localStorage.getItem(STORAGE_KEYS.selectedLiveId));

/** The list shared by the pages of one visit; reloaded by `reload` (e.g. after publishing). */
const liveSitesAtom = atom<LiveSiteList | null>(null);

export function pickSite(sites: readonly LiveSite[], chosenId: string | null): LiveSite | null {
  return sites.find((site) => site.liveId === chosenId) ?? sites[0] ?? null;
}

export interface LiveSites {
  sites: LiveSiteList | null;
  site: LiveSite | null;
  loading: boolean;
  failed: boolean;
  choose(liveId: string): void;
  reload(): Promise<void>;
}

export function useLiveSites(): LiveSites {
  const [sites, setSites] = useAtom(liveSitesAtom);
  const [chosenId, setChosenId] = useAtom(chosenLiveIdAtom);
  const [loading, setLoading] = useState(sites === null);
  const [failed, setFailed] = useState(false);

  // State is set only once the server answers (so the effect below sets none while it runs).
  const reload = useCallback(
    () =>
      api
        .get<LiveSiteList>('/rest/api/private/get_live_template_user')
        .then(
          ({ data }) => {
            setSites(Array.isArray(data) ? data : []);
            setFailed(false);
          },
          (error) => {
            console.error('Failed to fetch live ID.', error);
            setFailed(true);
          },
        )
        .finally(() => setLoading(false)),
    [setSites],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  const choose = useCallback(
    (liveId: string) => {
      localStorage.setItem(STORAGE_KEYS.selectedLiveId, liveId);
      setChosenId(liveId);
    },
    [setChosenId],
  );

  return { sites, site: sites ? pickSite(sites, chosenId) : null, loading, failed, choose, reload };
}
