import type { GuestSite } from '../../../shared/api/guests';

/** A site the caller manages, for tests: owned, published, a wedding with the given functions. */
export function guestSiteOf(fields: Partial<GuestSite> = {}): GuestSite {
  return {
    liveId: 'L1',
    slug: 'asha-weds-ravi',
    name: 'Asha weds Ravi',
    published: true,
    role: 'owner',
    events: [],
    category: 'wedding',
    ...fields,
  };
}
