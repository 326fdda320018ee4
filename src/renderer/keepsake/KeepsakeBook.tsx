import type { Design } from '../../shared/catalogue';
import type { SiteLanguage } from '../../shared/look';
import { designStyle } from '../design';
import { dateText } from '../i18n';
import { SampleArt } from '../media/SampleArt';
import { Corner, Divider, Emblem, MotifPattern } from '../ornaments/Ornaments';
import { bookWord, type BookWords } from './book-text';

export interface BookWish {
  id: number;
  name: string;
  message: string;
}

export interface BookPhoto {
  id: number;
  name: string;
  /** The address the printer fetches the picture from (the server answers it from the stored variant). */
  src: string;
}

/** One function of the site (or the time before the first one) with what guests sent during it. */
export interface BookGroup {
  key: string;
  /** The function's title as the buyer wrote it; a group of the book's own ('before', 'all') has none. */
  title?: string;
  own?: Extract<keyof BookWords, 'beforeTheDay' | 'allPosts'>;
  /** YYYY-MM-DD. */
  date?: string;
  wishes: BookWish[];
  photos: BookPhoto[];
}

export interface KeepsakeBookProps {
  size: 'A5' | 'A4';
  design: Design;
  /** The site's languages, its first language first: every heading of the book is printed in each. */
  languages: SiteLanguage[];
  /** The names (or the event's title) as each language's page shows them; at least the first language's. */
  titles: Partial<Record<SiteLanguage, string>>;
  /** The first function's date (YYYY-MM-DD), printed on the cover in each language. */
  date?: string;
  place?: string;
  /** The invitation's cover picture: a drawn sample scene, or the address the printer fetches the upload from. */
  coverPicture?: { sample: string } | { src: string };
  groups: BookGroup[];
  /** The font stack for Devanagari and Kannada text, after the design's Latin faces. */
  scriptFamilies: string;
}

/** A heading in every language of the book: the first language large, the others beside it. */
function Words({
  langs,
  word,
  values,
}: {
  langs: SiteLanguage[];
  word: keyof BookWords;
  values?: Record<string, number>;
}) {
  return (
    <>
      {langs.map((lang, i) => (
        <span key={lang} lang={lang} className={i === 0 ? 'kb-word' : 'kb-word kb-word--other'}>
          {bookWord(lang, word, values)}
        </span>
      ))}
    </>
  );
}

/**
 * The keepsake book: a cover in the template's artwork (its palette, motif and fonts, the same ornaments as the
 * invitation), then one chapter per function with the wishes and photos guests sent around it. Printed to PDF
 * by the server's Chromium, so every text stays text and Indian scripts are shaped by the browser.
 */
export function KeepsakeBook(props: KeepsakeBookProps) {
  const { design, languages, groups } = props;
  const [first = 'en'] = languages;
  const wishes = groups.reduce((n, group) => n + group.wishes.length, 0);
  const photos = groups.reduce((n, group) => n + group.photos.length, 0);
  const otherTitles = languages
    .slice(1)
    .map((lang) => ({ lang, title: props.titles[lang] }))
    .filter((entry) => entry.title && entry.title !== props.titles[first]);
  return (
    <div className={`kb kb--${props.size}`} style={designStyle(design, props.scriptFamilies)}>
      <section className="kb-cover" aria-label={bookWord(first, 'cover')}>
        <MotifPattern motif={design.motif} opacity={0.08} />
        {(['tl', 'tr', 'bl', 'br'] as const).map((p) => (
          <Corner key={p} motif={design.motif} position={p} />
        ))}
        <div className="kb-cover__inner">
          {props.coverPicture ? (
            <div className="kb-cover__picture">
              {'sample' in props.coverPicture ? (
                <SampleArt subject={props.coverPicture.sample} alt="" className="kb-cover__art" />
              ) : (
                <img src={props.coverPicture.src} alt="" />
              )}
            </div>
          ) : (
            <Emblem motif={design.motif} size={84} className="kb-cover__emblem" />
          )}
          <p className="kb-cover__kicker">
            <Words langs={languages} word="bookTitle" />
          </p>
          <h1 className="kb-cover__names" lang={first}>
            {props.titles[first]}
          </h1>
          {otherTitles.map(({ lang, title }) => (
            <p key={lang} className="kb-cover__names-other" lang={lang}>
              {title}
            </p>
          ))}
          <Divider motif={design.motif} />
          {props.date && (
            <p className="kb-cover__date">
              {languages.map((lang) => (
                <span key={lang} lang={lang}>
                  {dateText(lang, props.date)}
                </span>
              ))}
            </p>
          )}
          {props.place && <p className="kb-cover__place">{props.place}</p>}
          <p className="kb-cover__count">
            <Words langs={languages} word="counted" values={{ wishes, photos }} />
          </p>
        </div>
      </section>
      {groups.map((group) => (
        <section key={group.key} className="kb-chapter" aria-label={group.title ?? group.own}>
          <header className="kb-chapter__head">
            <Emblem motif={design.motif} size={40} />
            <h2 className="kb-chapter__title">
              {group.title ?? (group.own && <Words langs={languages} word={group.own} />)}
            </h2>
            {group.date && (
              <p className="kb-chapter__date">
                {languages.map((lang) => (
                  <span key={lang} lang={lang}>
                    {dateText(lang, group.date)}
                  </span>
                ))}
              </p>
            )}
          </header>
          {group.wishes.length > 0 && (
            <>
              <h3 className="kb-part">
                <Words langs={languages} word="wishes" />
              </h3>
              <div className="kb-wishes">
                {group.wishes.map((wish) => (
                  <blockquote key={wish.id} className="kb-wish">
                    <p className="kb-wish__message">{wish.message}</p>
                    <footer className="kb-wish__name">— {wish.name}</footer>
                  </blockquote>
                ))}
              </div>
            </>
          )}
          {group.photos.length > 0 && (
            <>
              <h3 className="kb-part">
                <Words langs={languages} word="photos" />
              </h3>
              <div className="kb-photos">
                {group.photos.map((photo) => (
                  <figure key={photo.id} className="kb-photo">
                    <img src={photo.src} alt={photo.name} />
                    <figcaption lang={first}>{bookWord(first, 'photoBy', { name: photo.name })}</figcaption>
                  </figure>
                ))}
              </div>
            </>
          )}
        </section>
      ))}
    </div>
  );
}
