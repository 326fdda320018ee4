/**
 * Which general films a site's functions have, as its guests see them: each function's `everyone` slot in a
 * language names its current film (card-files.ts). The guest page links the functions that have one, and the
 * public film route serves it.
 */
import type { AppContext } from '../context';
import { currentInSlot, slotOf } from './card-files';

/** A kept film's version: the 32 hex digits of its name, which changes whenever what the film shows does. */
export type FilmVersion = string;

/** The kept film's name of the function's general film in `lang`, or null when none was made. */
export async function currentFilmName(
  ctx: AppContext,
  liveId: string,
  eventKey: string,
  lang: string,
): Promise<string | null> {
  const name = await currentInSlot(ctx, liveId, slotOf({ kind: 'film', eventKey, lang }));
  return name?.endsWith('.mp4') ? name : null;
}

export const filmVersionOf = (name: string): FilmVersion => name.replace(/\.mp4$/, '');

/**
 * The functions among `eventKeys` with a general film in `lang`, each with its film's version: one read of the
 * store per function, all at once (a site has a handful). A film is only in the language it was made in.
 */
export async function filmsOfFunctions(
  ctx: AppContext,
  liveId: string,
  eventKeys: readonly string[],
  lang: string,
): Promise<Record<string, FilmVersion>> {
  const names = await Promise.all(eventKeys.map((key) => currentFilmName(ctx, liveId, key, lang)));
  return Object.fromEntries(
    eventKeys.flatMap((key, index) => {
      const name = names[index];
      return name ? [[key, filmVersionOf(name)]] : [];
    }),
  );
}
