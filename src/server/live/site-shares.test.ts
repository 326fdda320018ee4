/**
 * A site's hourly budgets of wishes, photos and RSVPs are shared out per client address, so a handful of
 * addresses cannot close the site to every other guest; households that came through their personal link are
 * outside the budgets; the host is told when a budget turned guests away; and photos refused for what they are
 * count against their sender's share.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household } from '../../shared/api/guests';
import { hostSite, type HostSite } from '../guests/testing/fixtures';
import { multipartBody } from '../media/testing/sample-files';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PHOTO_RECEIVED, PHOTOS_SENDER_BUSY } from './guest-photos';
import { RSVP_RECEIVED } from './rsvp';
import { addressKey } from './site-limits';
import { WISH_RECEIVED, WISHES_SENDER_BUSY, WISHES_SITE_BUSY } from './wishes';

let t: TestApp;
let jpeg: Buffer;

beforeAll(async () => {
  // Wishes keep their default budget (60 a site an hour); photos and RSVPs are given the same.
  t = await createTestApp({ env: { LIVE_PHOTOS_PER_SITE_PER_HOUR: '60', LIVE_RSVPS_PER_SITE_PER_HOUR: '60' } });
  jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const from = (address: string, cookie?: string) => ({ remoteAddress: address, ...(cookie ? { cookie } : {}) });
type Sender = ReturnType<typeof from>;
const headersOf = (sender: Sender) => (sender.cookie ? { cookie: sender.cookie } : {});

const wish = (site: HostSite, sender: Sender, n = 0) =>
  t.app.inject({
    method: 'POST',
    url: `/rest/api/public/live/${site.slug}/wishes`,
    payload: { name: `Guest ${n}`, message: `Best wishes ${n}` },
    headers: headersOf(sender),
    remoteAddress: sender.remoteAddress,
  });
const rsvp = (site: HostSite, sender: Sender, n = 0) =>
  t.app.inject({
    method: 'POST',
    url: `/rest/api/public/live/${site.slug}/rsvp`,
    payload: {
      name: `Guest ${n}`,
      phone: `98450${String(10000 + n).padStart(5, '0')}`,
      events: [{ eventKey: 'schedule-3', attending: true, adults: 1, children: 0 }],
    },
    headers: headersOf(sender),
    remoteAddress: sender.remoteAddress,
  });
const photo = (site: HostSite, sender: Sender, data: Buffer = jpeg) => {
  const body = multipartBody([
    { field: 'name', data: 'Guest' },
    { field: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/rest/api/public/live/${site.slug}/photos`,
    payload: body.payload,
    headers: { ...body.headers, ...headersOf(sender) },
    remoteAddress: sender.remoteAddress,
  });
};
const notices = async (site: HostSite) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/rest/api/private/guest-limits/${site.liveId}`,
    headers: { authorization: site.owner.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().responceId.notices as { kind: string; limit: number; refused: number }[];
};

describe("a site's hourly budgets", () => {
  it('are not used up by 12 addresses sending 5 wishes, replies and photos each', async () => {
    const site = await hostSite(t);
    const wishAnswers: { status: number; message?: string }[] = [];
    for (let client = 1; client <= 12; client++) {
      const sender = from(`10.20.0.${client}`);
      for (let n = 0; n < 5; n++) {
        const sent = await wish(site, sender, client * 10 + n);
        wishAnswers.push({ status: sent.statusCode, message: sent.json().message });
        await rsvp(site, sender, client * 10 + n);
        await photo(site, sender);
      }
    }

    const newcomer = from('10.20.1.1');
    const sent = await wish(site, newcomer, 500);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().responce).toBe(WISH_RECEIVED);
    const answered = await rsvp(site, newcomer, 500);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().responce).toBe(RSVP_RECEIVED);
    const shared = await photo(site, newcomer);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().responce).toBe(PHOTO_RECEIVED);

    // Each address had its share (3 of 60) and was then told so.
    expect(wishAnswers.filter((answer) => answer.status === 200)).toHaveLength(36);
    expect(wishAnswers.filter((answer) => answer.message === WISHES_SENDER_BUSY)).toHaveLength(24);
  });

  it('leave households that came by their personal link outside, and tell the host when they turned guests away', async () => {
    const site = await hostSite(t);
    // Twenty addresses with their whole share (3 wishes of 60) use the site's budget up.
    for (let client = 1; client <= 20; client++)
      for (let n = 0; n < 3; n++) expect((await wish(site, from(`10.21.0.${client}`), n)).statusCode).toBe(200);
    const stranger = await wish(site, from('10.21.1.1'));
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toBe(WISHES_SITE_BUSY);

    const created = await t.app.inject({
      method: 'POST',
      url: `/rest/api/private/live/${site.liveId}/households`,
      headers: { authorization: site.owner.authorization },
      payload: { name: 'Sharma family', members: [], events: [{ eventKey: 'schedule-3', seats: 4 }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const token = (created.json() as Household).link.split('/g/')[1]!;
    const household = from('10.21.2.1', `household.${site.slug}=${token}`);
    for (let n = 0; n < 4; n++) {
      const sent = await wish(site, household, n);
      expect(sent.statusCode, sent.body).toBe(200);
    }
    // The household's wishes took nothing from the budget: strangers are still refused, not more so.
    expect((await wish(site, from('10.21.1.2'))).statusCode).toBe(429);

    expect(await notices(await hostSite(t))).toEqual([]);
    const [notice] = await notices(site);
    expect(notice).toMatchObject({ kind: 'wishes', limit: 60, refused: 2 });
    // Another host's call does not read this site's notices.
    const other = await hostSite(t);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/rest/api/private/guest-limits/${site.liveId}`,
      headers: { authorization: other.owner.authorization },
    });
    expect(foreign.statusCode).toBe(404);

    // An hour later the budget is back.
    t.clock.advance(61 * 60_000);
    expect((await wish(site, from('10.21.1.3'))).statusCode).toBe(200);
  });

  it("counts photos refused as unreadable against their sender's share", async () => {
    const site = await hostSite(t);
    const bomber = from('10.22.0.1');
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    // The share of a 60-photo budget is 3.
    for (let n = 0; n < 3; n++) expect((await photo(site, bomber, garbage)).statusCode).toBe(415);
    const refused = await photo(site, bomber);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PHOTOS_SENDER_BUSY);
    expect((await photo(site, from('10.22.0.2'))).statusCode).toBe(200);
  });
});

describe('the address a share is counted by', () => {
  it('is an IPv4 address, or the /64 an IPv6 subscriber holds', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee'));
    expect(addressKey('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::ffff:10.0.0.7')).toBe('10.0.0.7');
    expect(addressKey('10.0.0.7')).toBe('10.0.0.7');
  });
});
