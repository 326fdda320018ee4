/** What the tests of a function's public film and card do as a guest and as the host setting up a guest list. */
import type { Household } from '../../../shared/api/guests';
import type { HostSite } from '../../guests/testing/fixtures';
import type { TestApp } from '../../testing/test-app';

/** A phone's browser, as guests' pages are asked for (not a preview robot). */
export const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/**
 * A guest's GET, each from an address of its own in `network` (e.g. '10.8.0'), so no per-address budget of the
 * site is what a test meets.
 */
export function guestGetter(t: () => TestApp, network: string) {
  let ip = 0;
  return (url: string, headers: Record<string, string> = {}) =>
    t().app.inject({
      method: 'GET',
      url,
      headers: { 'user-agent': PHONE_BROWSER, ...headers },
      remoteAddress: `${network}.${++ip % 250}`,
    });
}

/** The cookie an answer sets, as the next request sends it back (`name=value`). */
export const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie']).split(';')[0]!;

/** The host adds a household invited to `eventKeys`, two seats each. */
export async function addHousehold(t: TestApp, site: HostSite, name: string, eventKeys: string[]): Promise<Household> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/rest/api/private/live/${site.liveId}/households`,
    headers: { authorization: site.owner.authorization },
    payload: { name, members: [], events: eventKeys.map((eventKey) => ({ eventKey, seats: 2 })) },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json();
}
