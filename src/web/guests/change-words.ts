import type { GuestListChange, GuestSite } from '../../shared/api/guests';
import { kolkataDateTime } from '../../shared/days';
import { isSiteLanguage, LANGUAGE_NAMES } from '../../shared/look/languages';

/**
 * One change of the guest list as a sentence a host reads: "Priya (owner@x.in) changed where shagun goes:
 * old@upi → new@upi". The server keeps what each action recorded as it was; this is the one place that words it.
 */
export function changeLine(change: GuestListChange, site: Pick<GuestSite, 'events'>): string {
  return `${actorOf(change)} ${whatChanged(change, site)}`;
}

/** The change's time as India reads it, whatever the phone's own time zone. */
export const changeTime = (change: GuestListChange) => `${kolkataDateTime(new Date(change.at))} IST`;

const actorOf = ({ actor }: GuestListChange) => (actor.name ? `${actor.name} (${actor.email})` : actor.email);

/** A language's English name ('Tamil'), or the code as recorded when it is none the invitation knows. */
const languageName = (code: string) => (isSiteLanguage(code) ? LANGUAGE_NAMES[code].english : code);
const CHANNELS: Record<string, string> = { whatsapp: 'WhatsApp', sms: 'SMS', share: 'sharing', copy: 'a copied link' };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' ? value : 0);
const households = (value: unknown) => (count(value) === 1 ? '1 household' : `${count(value)} households`);
const shown = (value: unknown) => text(value) || '(none)';

function whatChanged(change: GuestListChange, site: Pick<GuestSite, 'events'>): string {
  const { details } = change;
  const name = change.householdName ?? 'a household';
  const household = change.householdName ? `household ${change.householdName}` : 'a household';
  const event = () => site.events.find((fn) => fn.eventKey === details.eventKey)?.title ?? text(details.eventKey);
  switch (change.action) {
    case 'household.add':
      return `added ${household}`;
    case 'household.edit':
      return `changed ${household}`;
    case 'household.delete':
      return `removed ${household}`;
    case 'household.sent':
      return `sent the invitation to ${name}${details.channel ? ` by ${CHANNELS[text(details.channel)] ?? text(details.channel)}` : ''}`;
    case 'household.reminded':
      return `sent a reminder to ${name}`;
    case 'household.new-link':
      return `gave ${name} a new personal link`;
    case 'household.import': {
      const merged = count(details.merged) ? `, ${households(details.merged)} merged into the list` : '';
      return `imported ${households(details.added)}${merged}`;
    }
    case 'bulk.invite':
      return `invited ${households(details.count)} to ${event()}`;
    case 'bulk.uninvite':
      return `took ${households(details.count)} off ${event()}`;
    case 'bulk.side':
      return `set the side of ${households(details.count)} to ${text(details.value)}`;
    case 'bulk.tag':
      return `tagged ${households(details.count)} “${text(details.value)}”`;
    case 'bulk.untag':
      return `took the tag “${text(details.value)}” off ${households(details.count)}`;
    case 'bulk.language':
      return `set the language of ${households(details.count)} to ${languageName(text(details.value))}`;
    case 'bulk.delete':
      return `removed ${households(details.count)}`;
    case 'cohost.add':
      return `invited co-host ${text(details.email)}`;
    case 'cohost.remove':
      return `removed co-host ${text(details.email)}${count(details.linksRotated) ? ' and replaced the personal links' : ''}`;
    case 'settings.save':
      return 'changed the message texts and RSVP deadlines';
    case 'shagun.payee':
      return payeeChange(details);
    default:
      return `changed the guest list (${change.action})`;
  }
}

/** Where shagun goes: the UPI ID first, then the name guests see and the section on or off, each old → new. */
function payeeChange(details: Record<string, unknown>): string {
  const from = (details.from ?? {}) as Record<string, unknown>;
  const to = (details.to ?? {}) as Record<string, unknown>;
  const parts: string[] = [];
  if (from.upiId !== to.upiId) parts.push(`${shown(from.upiId)} → ${shown(to.upiId)}`);
  if (from.payeeName !== to.payeeName) parts.push(`name guests see ${shown(from.payeeName)} → ${shown(to.payeeName)}`);
  if (from.enabled !== to.enabled) parts.push(to.enabled ? 'section turned on' : 'section turned off');
  return `changed where shagun goes${parts.length ? `: ${parts.join('; ')}` : ''}`;
}
