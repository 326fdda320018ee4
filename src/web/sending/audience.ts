import type { Household } from '../../shared/api/guests';
import type { SendChannel, SendKind } from '../../shared/api/sending';
import { filterHouseholds, hasStatus, NO_FILTERS } from '../guests';

/** Who a batch goes to: the guest list's own filters, and the two that matter for sending. */
export interface AudienceFilters {
  eventKey: string;
  side: string;
  tag: string;
  /** Only households not sent their invitation yet (by any way, the host's own WhatsApp included). */
  notSent: boolean;
  /** Only households that have not answered (for the chosen function, when one is chosen). */
  notAnswered: boolean;
}

/** Each kind starts from the households it is usually for: invitations to those not sent, reminders to those not answered. */
export function defaultFilters(kind: SendKind): AudienceFilters {
  return { eventKey: '', side: '', tag: '', notSent: kind === 'invitation', notAnswered: kind === 'reminder' };
}

export interface Audience {
  /** Matched by the filters and reachable on the channel: the batch. */
  chosen: Household[];
  /** Matched, but with no number (WhatsApp) or no address (e-mail). */
  unreachable: Household[];
}

export const reachable = (household: Household, channel: SendChannel) =>
  channel === 'whatsapp' ? household.phone !== null : household.email !== null;

export function chooseAudience(
  households: readonly Household[],
  filters: AudienceFilters,
  channel: SendChannel,
): Audience {
  const { eventKey, side, tag } = filters;
  const matched = filterHouseholds(households, { ...NO_FILTERS, eventKey, side, tag }).filter(
    (household) =>
      (!filters.notSent || hasStatus(household, 'notSent')) &&
      (!filters.notAnswered || hasStatus(household, 'noAnswer', eventKey || undefined)),
  );
  // Households that replied STOP are not known here: the server leaves them out and the batch lists them.
  const audience: Audience = { chosen: [], unreachable: [] };
  for (const household of matched)
    (reachable(household, channel) ? audience.chosen : audience.unreachable).push(household);
  return audience;
}
