import type { ReactNode } from 'react';
import type { Design } from '../../shared/catalogue';
import type { ContentData, ContentLayout } from '../../shared/content';
import type { SiteLanguage } from '../../shared/look/look';

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
