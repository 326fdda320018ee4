import type { ContentData, ContentLayout } from '../../shared/content';
import type { SiteLanguage } from '../../shared/look';
import { fieldLabel } from '../i18n/labels';
import { lookupValue, textOf } from '../view';

export interface FilmPerson {
  /** What the person is to the hosts, in the film's language ("Bride's Father"). */
  role: string;
  name: string;
}

/** The film's people scene holds this many at most: a still a phone reads in a few seconds. */
const MOST_PEOPLE = 6;

const NOT_PEOPLE = /(Venue|Contact|Event|Place|Location|Hall|Stream|Song|Album|Photo)/;

/**
 * The people the invitation names beyond the cover's (parents, families, hosts): its single text fields called
 * …Name outside the cover, in the form's order, each once, and none already in the film's title.
 */
export function filmPeople(layout: ContentLayout, data: ContentData, lang: SiteLanguage, title: string): FilmPerson[] {
  const cover = layout.sections[0]?.key;
  const people: FilmPerson[] = [];
  const seen = new Set<string>();
  for (const field of layout.fields) {
    if (people.length >= MOST_PEOPLE) break;
    if (field.group || field.kind !== 'text' || field.section === cover || !/Name$/.test(field.name)) continue;
    // A hall's, a contact's or a function's name is no one the hosts introduce.
    if (NOT_PEOPLE.test(field.name)) continue;
    const name = textOf(lookupValue(layout, data, field.name));
    if (!name || seen.has(name) || title.includes(name)) continue;
    seen.add(name);
    people.push({ role: fieldLabel(lang, field.label), name });
  }
  return people;
}
