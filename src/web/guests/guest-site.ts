import { useOutletContext } from 'react-router-dom';
import type { GuestSite } from '../../shared/api/guests';

/** What the /guests frame hands each of its pages: the site being managed. */
export interface GuestSiteContext {
  site: GuestSite;
}

export const useGuestSite = () => useOutletContext<GuestSiteContext>().site;
