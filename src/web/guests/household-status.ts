import type { Household } from '../../shared/api/guests';
import { weddingSideOf } from './sides';

/** The statuses the list filters by. */
export const STATUS_FILTERS = ['notSent', 'sent', 'opened', 'answered', 'notComing', 'noAnswer', 'failed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const STATUS_LABELS: Record<StatusFilter, string> = {
  notSent: 'Not sent',
  sent: 'Sent, not opened',
  opened: 'Opened, no answer',
  answered: 'Answered',
  notComing: 'Not coming',
  noAnswer: 'No answer yet',
  failed: 'Message failed',
};

/**
 * Whether a household is in a status, for the whole invitation or for one function (then "answered" and
 * "not coming" read that function's answer, and a household not invited to it is in none).
 */
export function hasStatus(household: Household, status: StatusFilter, eventKey?: string): boolean {
  const { sentAt, openedAt } = household.status;
  const invited = eventKey ? household.events.filter((event) => event.eventKey === eventKey) : household.events;
  if (eventKey && invited.length === 0) return false;
  const answers = invited.flatMap((event) => (event.answer ? [event.answer] : []));
  const answered = eventKey ? answers.length > 0 : household.status.answeredAt !== null || answers.length > 0;
  switch (status) {
    case 'notSent':
      return sentAt === null;
    case 'sent':
      return sentAt !== null && openedAt === null && !answered;
    case 'opened':
      return openedAt !== null && !answered;
    case 'answered':
      return answered;
    case 'notComing':
      return answers.length > 0 && answers.every((answer) => !answer.attending);
    case 'noAnswer':
      return !answered;
    case 'failed':
      // The last message sent from the product (WhatsApp via Utsav, e-mail) failed.
      return household.status.failure !== null;
  }
}

export interface HouseholdFilters {
  search: string;
  eventKey: string;
  side: string;
  tag: string;
  status: StatusFilter | '';
}

export const NO_FILTERS: HouseholdFilters = { search: '', eventKey: '', side: '', tag: '', status: '' };

/** Lower-case text a search matches: name, members, phone digits, e-mail, tags, notes. */
export function searchText(household: Household): string {
  return [
    household.name,
    ...household.members.map((member) => member.name),
    household.phone ?? '',
    household.phone?.replace(/^\+91/, '') ?? '',
    household.email ?? '',
    ...household.tags,
    household.notes,
  ]
    .join(' ')
    .toLowerCase();
}

export function filterHouseholds(
  households: readonly Household[],
  filters: HouseholdFilters,
  textOf: (household: Household) => string = searchText,
): Household[] {
  const words = filters.search
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  return households.filter(
    (household) =>
      (!filters.eventKey || household.events.some((event) => event.eventKey === filters.eventKey)) &&
      (!filters.side || (household.side !== null && weddingSideOf(household.side) === filters.side)) &&
      (!filters.tag || household.tags.includes(filters.tag)) &&
      (!filters.status || hasStatus(household, filters.status, filters.eventKey || undefined)) &&
      (words.length === 0 || words.every((word) => textOf(household).includes(word))),
  );
}

/** Every side and tag in use, for the filters and the bulk actions. */
export function sidesAndTags(households: readonly Household[]): { sides: string[]; tags: string[] } {
  const sides = new Set<string>();
  const tags = new Set<string>();
  for (const household of households) {
    if (household.side) sides.add(weddingSideOf(household.side));
    for (const tag of household.tags) tags.add(tag);
  }
  const sorted = (set: Set<string>) => [...set].sort((a, b) => a.localeCompare(b));
  return { sides: sorted(sides), tags: sorted(tags) };
}

/** A time as the chips show it: "12 Nov, 10:30". */
export function shortTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** People in a household: its members, or 1 when the host listed none. */
export const memberCount = (household: Pick<Household, 'members'>) => Math.max(household.members.length, 1);
