import type { ReactNode } from 'react';
import type { Design } from '../shared/catalogue';
import type { ContentData, ContentLayout } from '../shared/content';
import type { SiteLanguage } from '../shared/look';
import type { EventPlace } from './events';

/**
 * Where the invitation is shown. `preview`: a template's demo with sample content; `editor`: the buyer's
 * draft beside the customiser; `live`: the published site guests visit.
 */
export type InvitationMode = 'preview' | 'editor' | 'live';

/**
 * Parts only the live site fills in (wishes wall, guest photos, RSVP). Each receives the section it sits in,
 * so a live site can put the wishes list exactly where the template puts its wishes section.
 */
export interface InvitationExtras {
  wishes?: (sectionKey: string) => ReactNode;
  guestPhotos?: () => ReactNode;
  rsvp?: () => ReactNode;
  /** A personal greeting above the names ("Dear Sharma family"). */
  greeting?: () => ReactNode;
  /** Where "Add to calendar" points for a drawn event (see events.ts); replaces the Google Calendar link. */
  calendarHref?: (place: EventPlace) => string | undefined;
  /** Where "Watch the film" points for a drawn event: only a function whose film the page links. */
  filmHref?: (place: EventPlace) => string | undefined;
  /** The footer's line in place of "We look forward to celebrating with you" (the thank-you page's). */
  footerThanks?: string;
  /** The functions' live streams, after the sections. */
  streams?: () => ReactNode;
  /** The hosts' shagun section (UPI), after the RSVP. */
  shagun?: () => ReactNode;
  /** Sharing the invitation (WhatsApp, QR code), after the sections. */
  share?: () => ReactNode;
  /**
   * The server-rendered page switches language by address (?lang=hi): the switch renders links, not buttons,
   * so it works before (and without) any JavaScript.
   */
  languageHref?: (lang: SiteLanguage) => string;
  /** The ornaments drawn once each as images, a stylesheet (the server's, ornament-images.tsx); else inline SVG. */
  ornamentImages?: string;
  /** The music control as the page wants it (the live page wires it with plain DOM, music.ts). */
  music?: (src: string, lang: SiteLanguage) => ReactNode;
}

export interface RenderContext {
  design: Design;
  layout: ContentLayout;
  content: ContentData;
  mode: InvitationMode;
  extras: InvitationExtras;
  /** The template's name, e.g. for a cover without names. */
  templateName: string;
  /** The language the guest reads the page's own texts in. */
  lang: SiteLanguage;
}
