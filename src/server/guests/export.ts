/**
 * The guest list as CSV for the hosts, and per function the households expected (coming) with their meals
 * and stay needs, for caterers and hotels. UTF-8 with a byte-order mark, formula cells neutralised.
 */
import type { Readable } from 'node:stream';
import { MEAL_PREFERENCES } from '../../shared/api/live';
import type { Travel } from '../../shared/api/guests';
import { kolkataDateTime } from '../../shared/days';
import type { AppContext } from '../context';
import { csvStream, type CsvCell } from '../http/csv';
import { HttpError } from '../http/errors';
import { functionsOf, type ManagedSite } from './access';
import { householdsWithEvents } from './household-rows';
import { personalLink } from './links';

const when = (at: Date | null) => (at ? kolkataDateTime(at) : '');
const yesNo = (value: boolean | undefined) => (value ? 'yes' : '');

function answerWord(attending: boolean | null): string {
  if (attending === null) return 'no answer';
  return attending ? 'coming' : 'not coming';
}

export async function guestListCsv(ctx: AppContext, { site }: ManagedSite): Promise<Readable> {
  const [functions, list] = await Promise.all([functionsOf(ctx, site), householdsWithEvents(ctx.db, site.id)]);
  const header = [
    'Name',
    'Phone',
    'Email',
    'Side',
    'Language',
    'Tags',
    'Notes',
    'Members',
    'Adults',
    'Children',
    ...functions.flatMap((event) => [`${event.title} seats`, `${event.title} answer`]),
    'Sent (IST)',
    'Opened (IST)',
    'Answered (IST)',
    'Reminders',
    'Personal link',
  ];
  const rows = list.map(({ row, events }): CsvCell[] => {
    const adults = row.members.filter((member) => !member.child).length;
    return [
      row.name,
      row.phone ?? '',
      row.email ?? '',
      row.side ?? '',
      row.language,
      row.tags.join('; '),
      row.notes,
      row.members.map((member) => member.name).join('; '),
      adults,
      row.members.length - adults,
      ...functions.flatMap((event) => {
        const invited = events.find((entry) => entry.eventKey === event.key);
        return invited ? [invited.seats, answerWord(invited.attending)] : ['', ''];
      }),
      when(row.sentAt),
      when(row.openedAt),
      when(row.answeredAt),
      row.reminders,
      personalLink(ctx.config, site.slug, row.linkNonce),
    ];
  });
  return csvStream(header, rows);
}

export async function functionGuestsCsv(ctx: AppContext, { site }: ManagedSite, eventKey: string): Promise<Readable> {
  const [functions, list] = await Promise.all([functionsOf(ctx, site), householdsWithEvents(ctx.db, site.id)]);
  if (!functions.some((event) => event.key === eventKey)) {
    throw new HttpError(404, 'This invitation has no such function.');
  }
  const header = [
    'Name',
    'Phone',
    'Adults',
    'Children',
    ...MEAL_PREFERENCES,
    'Arrival date',
    'Arrival time',
    'Travel',
    'Needs stay',
    'Needs pickup',
    'Notes',
  ];
  const rows: CsvCell[][] = [];
  for (const { row, events } of list) {
    const answer = events.find((entry) => entry.eventKey === eventKey);
    if (!answer?.attending) continue;
    const travel = (row.travel as Travel | null) ?? {};
    rows.push([
      row.name,
      row.phone ?? '',
      answer.adults,
      answer.children,
      ...MEAL_PREFERENCES.map((meal) => answer.meals[meal] ?? 0),
      travel.arrivalDate ?? '',
      travel.arrivalTime ?? '',
      travel.mode ?? '',
      yesNo(travel.needsStay),
      yesNo(travel.needsPickup),
      row.notes,
    ]);
  }
  return csvStream(header, rows);
}
