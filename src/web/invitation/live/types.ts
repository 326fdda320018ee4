import type { Design } from '../../../shared/catalogue';
import type { ContentData, ContentLayout } from '../../../shared/content';
import type { SiteLanguage } from '../../../shared/look';
import type { LiveEvent } from '../events';
import type { InvitationLook } from '../Invitation';
import type { GuestForms } from './form-state';

/** A wish the hosts made public; guests' text, always rendered as text. */
export interface PublicWish {
  id: number;
  name: string;
  message: string;
}

/** A guest photo the hosts made public, with its screen-sized WebP copies. */
export interface PublicPhoto {
  id: number;
  name: string;
  src: string;
  variants: { width: number; src: string }[];
}

/** Everything the live page renders: one published site, or a template's sample. */
export interface LivePageProps {
  slug: string;
  /** Absolute address guests share. */
  url: string;
  design: Design;
  layout: ContentLayout;
  content: ContentData;
  templateName: string;
  /** The names or the event's title, e.g. "Ananya & Rohan". */
  title: string;
  events: LiveEvent[];
  wishes: PublicWish[];
  photos: PublicPhoto[];
  /** The pack lets guests upload photos (premium and luxury). */
  photoUploads: boolean;
  /** From a personal link (?to=Sharma family). */
  greeting?: string;
  /** A template's demo: forms are shown but send nothing. */
  sample?: boolean;
  /** The buyer's music and languages, limited to their pack. */
  look?: InvitationLook;
  /** The language the server rendered the page in. */
  initialLanguage?: SiteLanguage;
  /** After a guest's plain HTML post: that form's typed values and refusals, or its confirmation. */
  forms?: GuestForms;
}
