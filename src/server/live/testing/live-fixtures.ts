/** Shortcuts for live-site tests: buyers who bought a template, saved content and published it. */
import { findTemplate } from '../../../shared/catalogue';
import type { PackType } from '../../../shared/pricing';
import { createOrder, markPaid } from '../../orders';
import { createUserWithToken, type TestApp } from '../../testing/test-app';

export type Account = Awaited<ReturnType<typeof createUserWithToken>>;

export async function buy(t: TestApp, user: Account, templateId: string, packType: PackType = 'luxury') {
  const order = await createOrder(t.app.ctx.db, {
    userId: user.id,
    template: findTemplate(templateId)!,
    packType,
    provider: 'sandbox',
    now: t.clock.now(),
  });
  await markPaid(t.app.ctx.db, order.id, { at: t.clock.now() });
  return order.id;
}

/** Saves content through the buyer's own call; `fields` are wire names without the template prefix. */
export async function submitContent(t: TestApp, user: Account, templateId: string, fields: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/rest/api/private/createuserdata',
    headers: { authorization: user.authorization },
    payload: {
      baseTempID: templateId,
      components: Object.entries(fields).map(([name, value]) => ({
        comp_id: `${templateId}-${name}`,
        comp_type: 'TEXT',
        comp_value: value,
      })),
    },
  });
  if (response.statusCode !== 200) throw new Error(`content not saved: ${response.body}`);
}

export function publish(t: TestApp, user: Account, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/rest/api/private/live/publish',
    headers: { authorization: user.authorization },
    payload: body,
  });
}

/** A buyer with a published site at `slug` for `templateId` (bought in `pack`, with `fields` as content). */
export async function publishedSiteFor(
  t: TestApp,
  slug: string,
  options: { templateId?: string; pack?: PackType; fields?: Record<string, string> } = {},
) {
  const templateId = options.templateId ?? 'wed001';
  const user = await createUserWithToken(t);
  await buy(t, user, templateId, options.pack ?? 'luxury');
  await submitContent(t, user, templateId, options.fields ?? { BrideName: 'Ananya', GroomName: 'Rohan' });
  const response = await publish(t, user, { baseTempID: templateId, slug });
  if (response.statusCode !== 200) throw new Error(`not published: ${response.body}`);
  return { user, site: response.json() as { liveId: string; slug: string } };
}

/** A wedding's content with a two-day schedule, a venue and a cover date and time. */
export const WEDDING_WITH_SCHEDULE: Record<string, string> = {
  BrideName: 'Ananya',
  GroomName: 'Rohan',
  WeddingDate: '2027-02-14',
  WeddingTime: '10:30',
  VenueName: 'Sri Krishna Gardens',
  VenueAddress: 'Jayanagar, Bengaluru',
  VenueMapLink: 'https://maps.google.com/?q=Sri+Krishna+Gardens',
  Schedule1EventName: 'Sangeet',
  Schedule1Date: '2027-02-13',
  Schedule1FirstTitle: 'Welcome',
  Schedule1FirstTime: '19:00',
  Schedule1SecondTitle: 'Dances',
  Schedule1SecondTime: '20:30',
  Schedule2EventName: 'Wedding',
  Schedule2Date: '2027-02-14',
  Schedule2Location: 'Palace Grounds, Bengaluru',
};
