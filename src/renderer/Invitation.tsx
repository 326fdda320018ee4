import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { FONT_PAIRS, type Design } from '../shared/catalogue';
import type { ContentData, ContentLayout } from '../shared/content';
// Straight from the files (not the index): the guest page must not pull the catalogue in with the palettes.
import {
  bundledTrackUrl,
  DEFAULT_OFFERED_LANGUAGES,
  isSiteLanguage,
  pageLanguage,
  switchLanguages,
  textsIn,
  withSecondTexts,
  type ResolvedLook,
  type SiteLanguage,
} from '../shared/look';
import { POLICY } from '../shared/policy';
import { STORAGE_KEYS } from '../shared/storage-keys';
import { LanguageSwitch } from './controls/LanguageSwitch';
import { MusicControl } from './controls/MusicControl';
import { sectionTitle, t } from './i18n';
import { LanguageContext } from './i18n/context';
import { loadScriptFont, scriptFamilyFor } from './i18n/script-fonts';
import { downloadUrl } from './media/media-url';
import { SampleArtFiles } from './media/sample-art-files';
import { designStyle } from './design';
import { loadFontPair } from './fonts/load';
import { MotifDefinitions } from './ornaments/motifs';
import { Emblem } from './ornaments/Ornaments';
import { Hero } from './sections/Hero';
import { ExtraSection } from './sections/ExtraSection';
import { EmptySection, Section, sectionKind } from './sections/Section';
import type { InvitationExtras, InvitationMode, RenderContext } from './types';
import { monogramOf, readSection } from './view';
// Every language's texts: the renderer draws the page in whichever the guest or the buyer picks.
import './i18n/all-languages';

export interface InvitationProps {
  design: Design;
  /** The content schema's layout (sections and fields), from src/generated. */
  layout: ContentLayout;
  content: ContentData;
  templateName: string;
  mode?: InvitationMode;
  extras?: InvitationExtras;
  /** Inside another page (the customiser): no full-screen cover, navigation sticks to the container. */
  embedded?: boolean;
  /** The buyer's music and languages (already limited to their pack); the design prop carries the colours. */
  look?: InvitationLook;
  /** The language the page was rendered in on the server; without it the guest's device decides. */
  initialLanguage?: SiteLanguage;
}

/** Without `offered`, the switch offers English, Hindi and Kannada, as it always did; without a default, the device decides. */
export type InvitationLook = Omit<ResolvedLook, 'design' | 'offered' | 'defaultLanguage'> &
  Partial<Pick<ResolvedLook, 'offered' | 'defaultLanguage'>>;

/** The guest's earlier pick on this device. */
function storedLanguage(): SiteLanguage | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.inviteLanguage);
    if (isSiteLanguage(stored)) return stored;
  } catch {
    // Storage may be unavailable; the browser's languages still tell.
  }
  return null;
}

/** The device's earlier pick and the browser's languages, best first: one text, so it is the same between reads. */
function deviceLanguages(): string {
  return [storedLanguage() ?? '', ...navigator.languages].join('|');
}

function musicUrl(look: InvitationLook | undefined): string | null {
  const music = look?.music;
  if (!music) return null;
  return music.source === 'bundled' ? bundledTrackUrl(music.track) : downloadUrl(music.file);
}

const NO_EXTRAS: InvitationExtras = {};

/** The device's language never announces a change while the page is open; the guest's own pick is state. */
const noChanges = () => () => {};
/** The server knows no device: it goes without. */
const noDevice = () => null;

/** The one invitation renderer: (design, schema, content) -> the invitation site. */
export function Invitation({
  design,
  layout,
  content,
  templateName,
  mode = 'preview',
  extras = NO_EXTRAS,
  embedded = false,
  look,
  initialLanguage,
}: InvitationProps) {
  const languages = look?.languages ?? false;
  const [picked, setPicked] = useState<SiteLanguage | null>(null);
  // Languages switched off forget the pick: switched on again, the page starts from its default once more.
  if (!languages && picked !== null) setPicked(null);
  const device = useSyncExternalStore(noChanges, deviceLanguages, noDevice);
  // The guest's pick, else the page's own, else this device's earlier pick and the buyer's default and the
  // browser's, as the server decides (in the customiser the buyer starts in the default, else English).
  const [stored, ...browser] = (device ?? '').split('|');
  const lang: SiteLanguage = !languages
    ? 'en'
    : (picked ??
      initialLanguage ??
      pageLanguage(
        look && {
          ...look,
          offered: look.offered ?? [...DEFAULT_OFFERED_LANGUAGES],
          defaultLanguage: look.defaultLanguage ?? null,
        },
        mode === 'editor' ? {} : { picked: isSiteLanguage(stored) ? stored : undefined, browser },
      ));

  const chooseLanguage = (next: SiteLanguage) => {
    setPicked(next);
    if (mode === 'editor') return;
    try {
      localStorage.setItem(STORAGE_KEYS.inviteLanguage, next);
    } catch {
      // The choice still holds for this visit.
    }
  };

  useEffect(() => {
    void loadFontPair(design.fonts);
  }, [design.fonts]);
  useEffect(() => {
    if (lang !== 'en') void loadScriptFont(lang);
  }, [lang]);

  const texts = look?.texts;
  const shownContent = useMemo(
    () => (lang === 'en' || !texts ? content : withSecondTexts(layout, content, textsIn({ texts }, lang))),
    [layout, content, texts, lang],
  );
  const views = useMemo(
    () => layout.sections.map((section, index) => readSection(section, index, shownContent)),
    [layout, shownContent],
  );
  const ctx: RenderContext = { design, layout, content: shownContent, mode, extras, templateName, lang };
  const music = musicUrl(look);
  const [cover, ...rest] = views;
  const shown = rest.filter((view) => view.visible && (!view.empty || mode === 'editor'));
  const navigable = shown.filter((view) => !view.empty);
  const monogram = monogramOf(cover);

  return (
    <LanguageContext.Provider value={lang}>
      <div
        className={`inv inv--${design.layout} inv--${design.fonts} inv--motif-${design.motif}${embedded ? ' inv--embedded' : ''}`}
        style={designStyle(design, scriptFamilyFor(lang, FONT_PAIRS[design.fonts]))}
        data-template-layout={design.layout}
        lang={lang}
      >
        {/* The guest page shows sample pictures as images of the server's drawing; previews draw them inline. */}
        <SampleArtFiles value={mode === 'live' ? design.palette : null}>
          <MotifDefinitions motif={design.motif} images={extras.ornamentImages}>
            {(languages || music) && (
              <div className="inv-controls">
                {languages && (
                  <LanguageSwitch
                    lang={lang}
                    languages={switchLanguages(look?.offered, lang)}
                    onChange={chooseLanguage}
                    hrefFor={extras.languageHref}
                  />
                )}
                {music &&
                  (extras.music ? (
                    extras.music(music, lang)
                  ) : (
                    <MusicControl src={music} lang={lang} startOnFirstTouch={mode !== 'editor'} />
                  ))}
              </div>
            )}
            {cover && <Hero view={cover} ctx={ctx} />}
            {navigable.length > 1 && (
              <nav className="inv-nav" aria-label={t(lang, 'sectionsLabel')}>
                <ul>
                  {navigable.map((view) => (
                    <li key={view.section.key}>
                      <a href={`#inv-${view.section.key}`}>{sectionTitle(lang, view.section.title)}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            <main className="inv-main">
              {shown.map((view) =>
                view.empty ? (
                  <EmptySection key={view.section.key} view={view} ctx={ctx} />
                ) : (
                  <Section key={view.section.key} view={view} ctx={ctx} />
                ),
              )}
              {extras.streams && (
                <ExtraSection id="streams" title={t(lang, 'streamsTitle')} motif={design.motif}>
                  {extras.streams()}
                </ExtraSection>
              )}
              {extras.wishes && !shown.some((view) => sectionKind(view) === 'wishes') && (
                <ExtraSection id="wishes" title={sectionTitle(lang, 'Wishes')} motif={design.motif}>
                  {extras.wishes('wishes')}
                </ExtraSection>
              )}
              {extras.guestPhotos && (
                <ExtraSection id="guest-photos" title={t(lang, 'guestPhotosTitle')} motif={design.motif}>
                  {extras.guestPhotos()}
                </ExtraSection>
              )}
              {/* The contact section carries the RSVP when the template has one. */}
              {extras.rsvp && !shown.some((view) => sectionKind(view) === 'contact') && (
                <ExtraSection id="rsvp" title={t(lang, 'rsvpHeading')} motif={design.motif}>
                  {extras.rsvp()}
                </ExtraSection>
              )}
              {extras.shagun && (
                <ExtraSection id="shagun" title={t(lang, 'shagunTitle')} motif={design.motif}>
                  {extras.shagun()}
                </ExtraSection>
              )}
              {extras.share && (
                <ExtraSection id="share" title={t(lang, 'shareTitle')} motif={design.motif}>
                  {extras.share()}
                </ExtraSection>
              )}
            </main>
            <footer className="inv-footer">
              <Emblem motif={design.motif} size={52} />
              {monogram && <p className="inv-footer__monogram">{monogram}</p>}
              <p className="inv-footer__thanks">{extras.footerThanks ?? t(lang, 'footerThanks')}</p>
              <p className="inv-footer__credit">
                {t(lang, 'footerCredit')} <a href="/">{POLICY.productName}</a>
              </p>
            </footer>
          </MotifDefinitions>
        </SampleArtFiles>
      </div>
    </LanguageContext.Provider>
  );
}
