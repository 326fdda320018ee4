import { useOutletContext } from 'react-router-dom';
import type { GuestSite } from '../../shared/api/guests';
import { STORAGE_KEYS } from '../app/storage';

/** What the /guests frame hands each of its pages: the site being managed. */
export interface GuestSiteContext {
  site: GuestSite;
}

export const useGuestSite = () => useOutletContext<GuestSiteContext>().site;

/** The site chosen last (the same memory as the other pages' site choice), else the first of the list. */
export function pickGuestSite(sites: readonly GuestSite[], chosen: string | null): GuestSite | null {
  return sites.find((site) => site.liveId === chosen) ?? sites[0] ?? null;
}

export const readChosenSite = () => localStorage.getItem(STORAGE_KEYS.selectedLiveId);
export const rememberChosenSite = (liveId: string) => localStorage.setItem(STORAGE_KEYS.selectedLiveId, liveId);
