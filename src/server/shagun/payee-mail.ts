/**
 * The mail the site's owner gets whenever where guests' shagun goes changes (the UPI ID, the name the UPI app
 * shows, the section on or off): old and new, who and when. Only the owner may change it, so a mail they did not
 * expect means someone else is in their account, and says what to do.
 */
import { eq } from 'drizzle-orm';
import type { ShagunSettings } from '../../shared/api/shagun';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import type { LiveSiteRow } from '../live';
import type { Mailer } from '../mail';

const IST = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const shown = (value: string) => value || '(none)';
const onOff = (enabled: boolean) => (enabled ? 'on' : 'off');

export async function mailPayeeChange(
  ctx: AppContext,
  mailer: Mailer,
  change: { site: LiveSiteRow; actor: string; at: Date; from: ShagunSettings; to: ShagunSettings },
  log: { warn(details: object, message: string): void },
): Promise<void> {
  const { site, from, to } = change;
  const [owner] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, site.userId)).limit(1);
  if (!owner) return;
  const text = [
    `Where guests' shagun goes on your invitation at ${ctx.config.publicUrl}/invite/${site.slug} was changed.`,
    '',
    `UPI ID: ${shown(from.upiId)} -> ${shown(to.upiId)}`,
    `Name guests see: ${shown(from.payeeName)} -> ${shown(to.payeeName)}`,
    `"Send your blessings" on the invitation: ${onOff(from.enabled)} -> ${onOff(to.enabled)}`,
    `Changed by: ${change.actor}`,
    `When: ${IST.format(change.at)} IST`,
    '',
    'If you did not make this change, sign in, set your UPI ID again on the Shagun tab of your guest list and',
    'change your password.',
  ].join('\n');
  // The change is saved whether or not the mail goes out; a failure is logged for the operators.
  await mailer
    .send({ to: owner.email, subject: 'The UPI ID for shagun on your invitation was changed', text })
    .catch((error: unknown) => log.warn({ err: error }, 'shagun change mail failed'));
}
