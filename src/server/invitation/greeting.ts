/**
 * A personal link's greeting ("Dear Sharma family"). The page is drawn once with a mark where the name goes
 * and the name of each request is put in its place, escaped the way React escapes text, so every personal
 * link is served from the same drawn page.
 */
import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../http/html';

export const GREETING_MAX = 60;

/**
 * Letters and digits only, so HTML escaping and URL encoding leave it as it is; random per process, so no
 * buyer's or guest's text can contain it.
 */
export const GREETING_MARK = `guest${randomBytes(12).toString('hex')}`;

/** A personal link's name: text only, one line, bounded; it never identifies anyone to the server. */
export function greetingFrom(to: unknown): string | undefined {
  if (typeof to !== 'string') return undefined;
  const clean = to
    .replace(/[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean) return undefined;
  return clean.length > GREETING_MAX ? `${clean.slice(0, GREETING_MAX - 1).trimEnd()}…` : clean;
}

/** A page drawn with GREETING_MARK: the pieces around each mark, and which marks sit in a link's `to=`. */
export interface GreetingSlots {
  pieces: string[];
  inLink: boolean[];
}

export function greetingSlots(html: string): GreetingSlots {
  const pieces = html.split(GREETING_MARK);
  // The language links keep the name (`?lang=hi&amp;to=<name>`); everywhere else it is text.
  return { pieces, inLink: pieces.slice(0, -1).map((piece) => piece.endsWith('to=')) };
}

/** What goes into each slot for this greeting: text, or the value of a link's `to=`. */
export function greetingFillers(slots: GreetingSlots, greeting: string): string[] {
  const asText = escapeHtml(greeting);
  const inLink = escapeHtml(new URLSearchParams({ to: greeting }).toString().slice('to='.length));
  return slots.inLink.map((link) => (link ? inLink : asText));
}

export function fillGreeting(slots: GreetingSlots, greeting: string): string {
  const fillers = greetingFillers(slots, greeting);
  return slots.pieces.reduce((html, piece, i) => html + fillers[i - 1]! + piece);
}
