/**
 * Which function each wish and photo belongs to. Guests' posts carry no function, only when they were sent:
 * a post belongs to the latest function that had begun (India time) when it arrived, and posts sent before the
 * first function form a chapter of their own. A site whose functions have no dates gets one chapter.
 */
import { kolkataInstant } from '../../shared/days';
import type { RsvpEvent } from '../../shared/live';

export interface Dated {
  createdAt: Date;
}

export interface Chapter<W, P> {
  key: string;
  event?: RsvpEvent;
  own?: 'beforeTheDay' | 'allPosts';
  wishes: W[];
  photos: P[];
}

/** The instant a function begins: its date at its time (or at midnight), India time. */
export function startOf(event: RsvpEvent): number | null {
  if (!event.date || !/^\d{4}-\d{2}-\d{2}$/.test(event.date)) return null;
  const time = event.time && /^\d{2}:\d{2}$/.test(event.time) ? event.time : '00:00';
  const at = kolkataInstant(event.date, time).getTime();
  return Number.isNaN(at) ? null : at;
}

export function chaptersOf<W extends Dated, P extends Dated>(
  events: readonly RsvpEvent[],
  wishes: readonly W[],
  photos: readonly P[],
): Chapter<W, P>[] {
  const dated = events
    .map((event) => ({ event, start: startOf(event) }))
    .filter((entry): entry is { event: RsvpEvent; start: number } => entry.start !== null)
    .sort((a, b) => a.start - b.start);
  if (dated.length === 0) {
    return wishes.length || photos.length
      ? [{ key: 'all', own: 'allPosts', wishes: [...wishes], photos: [...photos] }]
      : [];
  }
  const before: Chapter<W, P> = { key: 'before', own: 'beforeTheDay', wishes: [], photos: [] };
  const chapters = dated.map(({ event }): Chapter<W, P> => ({ key: event.key, event, wishes: [], photos: [] }));
  const chapterAt = (post: Dated) => {
    const at = post.createdAt.getTime();
    let found: Chapter<W, P> = before;
    dated.forEach((entry, i) => {
      if (entry.start <= at) found = chapters[i]!;
    });
    return found;
  };
  for (const wish of wishes) chapterAt(wish).wishes.push(wish);
  for (const photo of photos) chapterAt(photo).photos.push(photo);
  // A function nobody wrote about during it gets no empty chapter.
  return [before, ...chapters].filter((chapter) => chapter.wishes.length || chapter.photos.length);
}
