/** The one-line facts of an invitation (names, date, place) for link previews and the page title. */
import type { ContentData, ContentLayout } from '../../shared/content';
import type { SiteLanguage } from '../../shared/look';
import { dateText } from '../i18n';
import { isOrganisationName, lookupValue, readSection, textOf } from '../view';

export interface InvitationSummary {
  title: string;
  /** 'Sunday, 14 February 2027' or ''. */
  date: string;
  place: string;
}

/** `lang` writes the date as that language does (the link preview and the page's description are in the page's). */
export function summarise(
  layout: ContentLayout,
  content: ContentData,
  templateName: string,
  lang: SiteLanguage = 'en',
): InvitationSummary {
  const first = layout.sections[0];
  if (!first) return { title: templateName, date: '', place: '' };
  const cover = readSection(first, 0, content);
  const text = (predicate: (name: string, kind: string) => boolean) =>
    cover.values.filter((v) => predicate(v.field.name, v.field.kind)).map((v) => textOf(v.value));
  const heading = text((name, kind) => kind === 'text' && /Title$/.test(name))[0];
  const names = text((name, kind) => kind === 'text' && /Name$/.test(name) && !isOrganisationName(name)).slice(0, 2);
  const org = text((name, kind) => kind === 'text' && isOrganisationName(name))[0];
  const title = heading || (names.length ? names.join(' & ') : org || templateName);
  const date = text((name, kind) => kind === 'date' && !/End/.test(name))[0];
  const place = text((name, kind) => kind === 'text' && /(Location|Venue|Address|Place)/.test(name))[0];
  return { title, date: date ? dateText(lang, date) : '', place: place || venueElsewhere(layout, content) };
}

/** A wedding names its hall in the venue section rather than on the cover. */
function venueElsewhere(layout: ContentLayout, content: ContentData): string {
  for (const field of layout.fields) {
    if (field.group || field.kind !== 'text' || !/(Venue|Venue(Name|Location)|Location)$/.test(field.name)) continue;
    const value = textOf(lookupValue(layout, content, field.name));
    if (value) return value;
  }
  return '';
}
