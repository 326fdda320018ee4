import type { Readable } from 'node:stream';
import { csvStream } from '../http/csv';
import type { SiteEvent } from './site-content';
import type { RsvpAnswerRow } from './rsvp-report';

export const CSV_HEADER = [
  'Event',
  'Date',
  'Name',
  'Phone',
  'Attending',
  'Adults',
  'Children',
  'Meal',
  'Answered at',
  // A later reply from a number that replied before: the earlier reply's name (see rsvp-report.ts).
  'Same number as',
];

/** One row per guest and event, written row by row to the reply. */
export function rsvpCsv(events: SiteEvent[], answers: RsvpAnswerRow[]): Readable {
  const byKey = new Map(events.map((event) => [event.eventKey, event]));
  function* rows(): Generator<string[]> {
    for (const answer of answers) {
      const event = byKey.get(answer.eventKey);
      yield [
        event?.title ?? answer.eventKey,
        event?.date ?? '',
        answer.name,
        answer.phone,
        answer.attending ? 'Yes' : 'No',
        String(answer.adults),
        String(answer.children),
        answer.meal ?? '',
        answer.answeredAt.toISOString(),
        answer.sameNumberAs ?? '',
      ];
    }
  }
  // The byte-order mark lets Excel read UTF-8 (names in Kannada, Hindi ...) correctly; cells are neutralised.
  return csvStream(CSV_HEADER, rows());
}
