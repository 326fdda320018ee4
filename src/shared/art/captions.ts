/**
 * Which eight sections of the invitation site the screenshots show, per category, and their captions.
 * Kept apart from the drawing code so the web app can show captions without shipping the generator.
 */
import type { Template } from '../catalogue';

export const SCREENSHOT_COUNT = 8;

export type SectionKind =
  'cover' | 'people' | 'story' | 'events' | 'countdown' | 'gallery' | 'venue' | 'rsvp' | 'wishes' | 'notes' | 'home';

export interface SectionPlan {
  kind: SectionKind;
  /** Heading drawn on the screenshot. */
  heading: string;
  caption: string;
}

type Plan = [SectionKind, string, string][];

function planFor(template: Template): Plan {
  const prefix = template.id.slice(0, 3);
  const palette = template.design.palette.name;
  const cover = (what: string): [SectionKind, string, string] => ['cover', '', `Opening screen in ${palette}: ${what}`];
  switch (prefix) {
    case 'wed':
      return [
        cover('the couple’s names, the wedding date and your blessing line'),
        ['people', 'The Bride & Groom', 'The bride and groom, with their parents’ names'],
        ['story', 'Our Love Story', 'Your love story as a timeline: the first meeting, the proposal, the wedding'],
        ['events', 'Wedding Events', 'Every function with its time: Mehendi, Haldi, Sangeet and the Muhurtham'],
        ['countdown', 'Counting the Days', 'A live countdown to the Muhurtham, with add-to-calendar'],
        ['gallery', 'Our Moments', 'A photo gallery guests can swipe through'],
        ['venue', 'The Venue', 'The venue with a map, directions and a call button'],
        ['wishes', 'Blessings & Wishes', 'A wishes wall where guests leave their blessings'],
      ];
    case 'eng':
      return [
        cover('the couple’s names and the ring ceremony date'),
        ['people', 'The Couple', 'The couple, with their families'],
        ['story', 'How It Began', 'How you met and how the proposal happened'],
        ['events', 'Ceremony Plan', 'The evening’s plan: welcome, ring exchange, sangeet and dinner'],
        ['countdown', 'Almost There', 'A countdown to the ring ceremony'],
        ['gallery', 'Moments', 'A gallery of your favourite photos'],
        ['venue', 'The Venue', 'The venue with a map and directions'],
        ['rsvp', 'Will You Join Us?', 'RSVP so you know who is coming'],
      ];
    case 'ann':
      return [
        cover('the couple’s names and the years you are celebrating'),
        ['people', 'The Couple', 'The couple at the heart of the celebration'],
        ['story', 'Our Journey', 'Your journey together, year by year'],
        ['events', 'The Celebration', 'The day’s programme, from the puja to the evening music'],
        ['countdown', 'Counting the Days', 'A countdown to the celebration'],
        ['gallery', 'Through the Years', 'Memories through the years in a photo gallery'],
        ['venue', 'The Venue', 'The venue with a map and directions'],
        ['wishes', 'Wishes', 'Wishes from children, grandchildren and friends'],
      ];
    case 'bir':
      return [
        cover('the birthday star’s name, the age and the party date'),
        ['people', 'The Birthday Star', 'Meet the birthday star, with the proud parents'],
        ['story', 'Milestones', 'Milestones from the first smile to today'],
        ['events', 'Party Plan', 'The party plan: games, magic show, cake cutting and dinner'],
        ['countdown', 'Party Countdown', 'A countdown to the party'],
        ['gallery', 'Photo Fun', 'A photo gallery of the birthday star'],
        ['venue', 'Party Venue', 'The party venue with a map and directions'],
        ['wishes', 'Birthday Wishes', 'Birthday wishes from friends and family'],
      ];
    case 'hou':
      return [
        cover('your family name and the Griha Pravesh muhurtham'),
        ['home', 'Our New Home', 'Your new home, with a welcome message from the family'],
        ['events', 'Puja Timings', 'Puja timings: Ganapati puja, Griha Pravesh, Vastu homa and lunch'],
        ['people', 'Your Hosts', 'The family inviting you'],
        ['countdown', 'Counting the Days', 'A countdown to the muhurtham'],
        ['gallery', 'A Peek Inside', 'A peek inside the new home'],
        ['venue', 'How to Reach', 'The address with a map and directions'],
        ['rsvp', 'Let Us Know', 'RSVP so the family can plan lunch'],
      ];
    case 'sch':
      return [
        cover('the event title, the school’s name and the date'),
        ['events', 'Programme', 'The programme schedule, hour by hour'],
        ['people', 'Guests & Organisers', 'The chief guest, principal and organisers'],
        ['notes', 'Instructions', 'Instructions for students and parents'],
        ['countdown', 'Event Countdown', 'A countdown to the event'],
        ['gallery', 'Gallery', 'A gallery of the school’s best moments'],
        ['venue', 'Venue', 'The school’s address with a map'],
        ['rsvp', 'Confirm Attendance', 'Parents confirm attendance in one tap'],
      ];
    case 'par':
    case 'nye':
      return [
        cover('the party’s name, the date and the vibe'),
        ['events', 'Tonight’s Plan', 'The evening’s schedule, from welcome drinks to the dance floor'],
        ['notes', 'Good to Know', 'Dress code, parking and other things guests ask'],
        ['countdown', prefix === 'nye' ? 'Countdown to 2027' : 'Party Countdown', 'A countdown to the party'],
        ['gallery', 'Gallery', 'A gallery to set the mood'],
        ['venue', 'Venue', 'The venue with a map and directions'],
        [
          'rsvp',
          prefix === 'nye' ? 'Book Your Spot' : 'RSVP',
          prefix === 'nye' ? 'Book your spot for the night' : 'RSVP with the number of guests',
        ],
        ['wishes', 'Shout-outs', 'Messages from guests'],
      ];
    default:
      return [
        cover('the festival’s name, the date and the temple or venue'),
        ['events', 'Programme', 'The programme and ritual timings'],
        [
          'people',
          prefix === 'upa' ? 'The Vatu' : 'Guests & Organisers',
          prefix === 'upa' ? 'The vatu, with his parents’ names' : 'Chief guests, priests and the organising committee',
        ],
        ['countdown', 'Counting the Days', 'A countdown to the day'],
        ['gallery', 'Gallery', 'A gallery from past celebrations'],
        ['venue', 'Venue', 'The venue with a map and directions'],
        ['notes', 'Good to Know', 'Sevas, timings and things to bring'],
        ['wishes', 'Wishes', 'Wishes and blessings from guests'],
      ];
  }
}

/** The eight sections, in order. */
export function sectionPlan(template: Template): SectionPlan[] {
  return planFor(template).map(([kind, heading, caption]) => ({ kind, heading, caption }));
}

/** The eight screenshot captions shown under the detail page's carousel. */
export function screenshotCaptions(template: Template): string[] {
  return sectionPlan(template).map((section) => section.caption);
}
