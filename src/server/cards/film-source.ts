/**
 * Everything one film is made from: the same invitation a card reads (card-source.ts), drawn as the film's stills
 * in one document, and the look's music. The document and the music's name are hashed together into the film's
 * id, so a film is made once per content, look, language and household.
 */
import type { LookMusic } from '../../shared/look';
import type { AppContext } from '../context';
import { SCRIPT_FAMILIES, type PageFile } from '../keepsake';
import type { LiveSiteRow } from '../live';
import { cardId } from './card-names';
import { CARD_ORIGIN, fontFiles, invitationFor } from './card-source';
import type { MediaRequest } from '../../shared/api/cards';

export type FilmAsk = Omit<MediaRequest, 'kind'> & { kind: 'film' };

export interface FilmSource {
  id: string;
  html: string;
  files: Map<string, PageFile>;
  /** The frame's size; the document is `scenes` frames tall. */
  size: { width: number; height: number };
  scenes: number;
  /** The look's page colour, which the film fades out to. */
  background: string;
  /** The look's music (premium and luxury packs), else null: the film then has a silent sound track. */
  music: LookMusic | null;
}

const musicName = (music: LookMusic | null) =>
  !music ? 'silence' : music.source === 'bundled' ? `track:${music.track}` : `upload:${music.file}`;

export async function filmSource(ctx: AppContext, site: LiveSiteRow, ask: FilmAsk): Promise<FilmSource> {
  const invitation = await invitationFor(ctx, site, ask);
  const { filmDocument, filmPeople, filmScenes, FILM_SIZE } = invitation.renderer;
  const props = {
    lang: ask.lang,
    design: invitation.design,
    title: invitation.title,
    event: invitation.event,
    people: filmPeople(invitation.layout, invitation.data, ask.lang, invitation.title),
    ...(invitation.household !== undefined ? { household: invitation.household } : {}),
    link: invitation.link,
    scriptFamilies: SCRIPT_FAMILIES,
  };
  const html = filmDocument(props, invitation.fonts.css, CARD_ORIGIN);
  return {
    id: cardId(site.id, 'film', `${musicName(invitation.music)}\n${html}`),
    html,
    files: fontFiles(invitation.fonts),
    size: { ...FILM_SIZE },
    scenes: filmScenes(props).length,
    background: invitation.design.palette.background,
    music: invitation.music,
  };
}
