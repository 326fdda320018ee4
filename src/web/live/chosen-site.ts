import { useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { STORAGE_KEYS } from '../app/storage';

/**
 * The one memory of which site the buyer is working on, shared by every page that shows one (moderation, RSVPs,
 * the guest list): a choice on one page is the choice on all of them, at once and after a reload. Kept as the
 * bare id under the spec's key (values written before this store are read as they are), and followed across tabs.
 */
const bareIdStorage = {
  getItem: (key: string, initial: string | null) => localStorage.getItem(key) ?? initial,
  setItem: (key: string, liveId: string | null) =>
    liveId === null ? localStorage.removeItem(key) : localStorage.setItem(key, liveId),
  removeItem: (key: string) => localStorage.removeItem(key),
  subscribe: (key: string, changed: (liveId: string | null) => void) => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === localStorage && event.key === key) changed(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

export const chosenSiteIdAtom = atomWithStorage<string | null>(STORAGE_KEYS.selectedLiveId, null, bareIdStorage, {
  getOnInit: true,
});

export interface ChoosableSite {
  liveId: string;
  name: string;
  slug: string;
  /** Guest-list sites say whether the caller co-hosts them. */
  role?: 'owner' | 'cohost';
}

/** The chosen site when it is still in the list, else the first (every page picks the same way). */
export function pickSite<Site extends { liveId: string }>(
  sites: readonly Site[],
  chosenId: string | null,
): Site | null {
  return sites.find((site) => site.liveId === chosenId) ?? sites[0] ?? null;
}

/** The chosen site among `sites` (null while they load or when there are none) and how to choose another. */
export function useChosenSite<Site extends { liveId: string }>(sites: readonly Site[] | null | undefined) {
  const [chosenId, setChosenId] = useAtom(chosenSiteIdAtom);
  return { site: sites ? pickSite(sites, chosenId) : null, choose: setChosenId };
}
