import { useEffect, useMemo } from 'react';
import type { Design } from '../../shared/catalogue';
import type { ContentData, ContentLayout } from '../../shared/content';
import { POLICY } from '../../shared/policy';
import { designStyle } from './design';
import { loadFontPair } from './fonts/load';
import { Emblem } from './ornaments/Ornaments';
import { Hero } from './sections/Hero';
import { ExtraSection } from './sections/ExtraSection';
import { EmptySection, Section, sectionKind } from './sections/Section';
import type { InvitationExtras, InvitationMode, RenderContext } from './types';
import { monogramOf, readSection } from './view';
import './invitation.css';

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
}

const NO_EXTRAS: InvitationExtras = {};

/** The one invitation renderer: (design, schema, content) -> the invitation site. */
export function Invitation({
  design,
  layout,
  content,
  templateName,
  mode = 'preview',
  extras = NO_EXTRAS,
  embedded = false,
}: InvitationProps) {
  useEffect(() => {
    void loadFontPair(design.fonts);
  }, [design.fonts]);

  const views = useMemo(
    () => layout.sections.map((section, index) => readSection(section, index, content)),
    [layout, content],
  );
  const ctx: RenderContext = { design, layout, content, mode, extras, templateName };
  const [cover, ...rest] = views;
  const shown = rest.filter((view) => view.visible && (!view.empty || mode === 'editor'));
  const navigable = shown.filter((view) => !view.empty);
  const monogram = monogramOf(cover);

  return (
    <div
      className={`inv inv--${design.layout} inv--${design.fonts} inv--motif-${design.motif}${embedded ? ' inv--embedded' : ''}`}
      style={designStyle(design)}
      data-template-layout={design.layout}
    >
      {cover && <Hero view={cover} ctx={ctx} />}
      {navigable.length > 1 && (
        <nav className="inv-nav" aria-label="Invitation sections">
          <ul>
            {navigable.map((view) => (
              <li key={view.section.key}>
                <a href={`#inv-${view.section.key}`}>{view.section.title}</a>
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
        {extras.wishes && !shown.some((view) => sectionKind(view) === 'wishes') && (
          <ExtraSection id="wishes" title="Wishes" motif={design.motif}>
            {extras.wishes('wishes')}
          </ExtraSection>
        )}
        {extras.guestPhotos && (
          <ExtraSection id="guest-photos" title="Guest photos" motif={design.motif}>
            {extras.guestPhotos()}
          </ExtraSection>
        )}
        {/* The contact section carries the RSVP when the template has one. */}
        {extras.rsvp && !shown.some((view) => sectionKind(view) === 'contact') && (
          <ExtraSection id="rsvp" title="RSVP" motif={design.motif}>
            {extras.rsvp()}
          </ExtraSection>
        )}
        {extras.share && (
          <ExtraSection id="share" title="Share the invitation" motif={design.motif}>
            {extras.share()}
          </ExtraSection>
        )}
      </main>
      <footer className="inv-footer">
        <Emblem motif={design.motif} size={52} />
        {monogram && <p className="inv-footer__monogram">{monogram}</p>}
        <p className="inv-footer__thanks">We look forward to celebrating with you</p>
        <p className="inv-footer__credit">
          Invitation website by <a href="/">{POLICY.productName}</a>
        </p>
      </footer>
    </div>
  );
}
