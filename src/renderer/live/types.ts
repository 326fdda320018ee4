import type { Design } from '../../shared/catalogue';
import type { ContentData, ContentLayout } from '../../shared/content';
import type { SiteLanguage } from '../../shared/look';
import type { LiveEvent } from '../events';
import type { InvitationLook } from '../Invitation';
import type { HouseholdPageData } from './HouseholdRsvpForm';
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

/** The hosts' shagun section: their UPI ID, the name shown, and the `upi://pay` address of both. */
export interface ShagunOffer {
  upiId: string;
  payeeName: string;
  payLink: string;
}

/** A function's stream and whether it is on (India time) when the page was drawn. */
export interface StreamLink {
  key: string;
  title: string;
  url: string;
  state: 'soon' | 'live' | 'recording';
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
  /** A household's personal link: its own RSVP form and calendar files (the server filtered the schedule). */
  household?: HouseholdPageData;
  /** After a guest's plain HTML post: that form's typed values and refusals, or its confirmation. */
  forms?: GuestForms;
  /** "Send your blessings", when the hosts turned it on. */
  shagun?: ShagunOffer;
  /** The functions (of those shown) with a stream address. */
  streams?: StreamLink[];
  /**
   * The functions (of those shown) with a film in the page's language: each key's film version, which the
   * link names so the answer may be kept (the server's film route, src/server/cards/film-route.ts).
   */
  films?: Readonly<Record<string, string>>;
  /** The design's ornaments drawn once each as images (the server's ornamentImagesCss); without it, inline SVG. */
  ornamentImages?: string;
  /** The celebrations are over: the page thanks its guests, shows wishes and photos, and RSVP is closed. */
  afterEvent?: boolean;
}
