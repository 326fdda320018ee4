/**
 * Sample invitation content for the artwork. The words are the category's (`x-category.art.sample` in its
 * schema file); the names filled into them rotate with the template number, so the catalogue reads like a
 * gallery of real invitations rather than one card repeated.
 */
import { categorySamples } from '../../generated/category-art';
import type { CategoryPrefix, Template } from '../catalogue';
import { monthName, weekdayName } from '../months';
import type { Rotating, SamplePlaceholder, SampleText } from './category-art';

export interface ArtEvent {
  name: string;
  when: string;
}

export interface ArtSample {
  /** Small line above the title. */
  eyebrow: string;
  /** Names or the event's title. */
  title: string;
  subtitle: string;
  date: string;
  time: string;
  venue: string;
  city: string;
  monogram: string;
  /** The people the invitation is about (portraits section). */
  people: { name: string; note: string }[];
  events: ArtEvent[];
  /** Timeline entries (love story, milestones). */
  story: { year: string; title: string; text: string }[];
  wishes: { name: string; text: string }[];
  /** Instructions or things to know. */
  notes: string[];
}

const COUPLES: [string, string][] = [
  ['Ananya', 'Rohan'],
  ['Meera', 'Arjun'],
  ['Diya', 'Kabir'],
  ['Priya', 'Karthik'],
  ['Isha', 'Vikram'],
  ['Kavya', 'Aditya'],
  ['Sneha', 'Rahul'],
  ['Pooja', 'Siddharth'],
  ['Nandini', 'Varun'],
  ['Aishwarya', 'Nikhil'],
  ['Riya', 'Aman'],
  ['Lakshmi', 'Harish'],
];
const CHILDREN = [
  'Aarav',
  'Myra',
  'Vihaan',
  'Anika',
  'Reyansh',
  'Saanvi',
  'Ishaan',
  'Kiara',
  'Advik',
  'Tara',
  'Dhruv',
  'Navya',
];
const FAMILIES = ['Sharma', 'Rao', 'Iyer', 'Kulkarni', 'Reddy', 'Menon', 'Hegde', 'Patil', 'Joshi', 'Nair'];
const CITIES = [
  'Bengaluru',
  'Mysuru',
  'Pune',
  'Chennai',
  'Hyderabad',
  'Jaipur',
  'Udaipur',
  'Kochi',
  'Mangaluru',
  'Hubballi',
];
const VENUES = [
  'Sri Krishna Gardens',
  'The Palace Grounds',
  'Lakeview Convention Hall',
  'Shubh Mangal Kalyana Mantapa',
  'Royal Orchid Lawns',
  'Heritage Courtyard',
];

function dateText(year: number, month: number, day: number): string {
  return `${weekdayName(year, month, day)}, ${day} ${monthName(month)} ${year}`;
}

const WISHES = [
  { name: 'Neha & family', text: 'Wishing you a lifetime of love and laughter. See you there!' },
  { name: 'Suresh Uncle', text: 'Blessings from all of us in Mysuru. Can’t wait to celebrate.' },
  { name: 'Anjali', text: 'So happy for you! Counting the days already.' },
];

/** The ordinal of a positive number: 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th, 21st. */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The value for template index `i`: a single value, or the list's entry in turn. */
function inTurn<T>(value: Rotating<T>, i: number): T {
  return Array.isArray(value) ? (value as readonly T[])[i % value.length]! : (value as T);
}

/** The placeholder values of one template: names rotate with its number. */
function placeholdersFor(template: Template, text: SampleText, i: number): Record<SamplePlaceholder, string> {
  const [bride, groom] = COUPLES[i % COUPLES.length];
  const family = FAMILIES[i % FAMILIES.length];
  const age = text.ages ? inTurn(text.ages, i) : 0;
  return {
    name: template.name,
    initial: template.name[0] ?? '',
    initials: template.name
      .split(' ')
      .filter((w) => /^[A-Za-z]/.test(w))
      .map((w) => w[0])
      .join('')
      .slice(0, 2),
    bride,
    groom,
    brideInitial: bride[0],
    groomInitial: groom[0],
    brideFamily: FAMILIES[(i + 2) % FAMILIES.length],
    child: CHILDREN[i % CHILDREN.length],
    family,
    familyInitial: family[0],
    age: String(age),
    ordinal: ordinal(age),
  };
}

/** The sample invitation drawn on a template's artwork: its category's words with this template's names. */
export function sampleFor(template: Template): ArtSample {
  const number = Number(template.id.slice(3)) || 1;
  const i = number - 1;
  const text = categorySamples[template.id.slice(0, 3) as CategoryPrefix];
  const values = placeholdersFor(template, text, i);
  const fill = (value: string) =>
    value.replace(/\{(\w+)\}/g, (match, key: string) => values[key as SamplePlaceholder] ?? match);
  const city = CITIES[i % CITIES.length];
  const { year, month, day } = text.date;
  return {
    eyebrow: fill(inTurn(text.eyebrow, i)),
    title: fill(inTurn(text.title, i)),
    subtitle: fill(inTurn(text.subtitle, i)),
    date: dateText(year, inTurn(month, i), day ?? 3 + ((i * 5) % 24)),
    time: fill(text.time),
    venue: `${VENUES[i % VENUES.length]}, ${city}`,
    city,
    monogram: fill(text.monogram),
    people: text.people.map((person) => ({ name: fill(person.name), note: fill(person.note) })),
    events: text.events.map((event) => ({ name: fill(event.name), when: fill(event.when) })),
    story: text.story.map((entry) => ({ year: fill(entry.year), title: fill(entry.title), text: fill(entry.text) })),
    wishes: WISHES,
    notes: text.notes.map(fill),
  };
}
