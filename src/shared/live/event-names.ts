/**
 * Who and what an invitation is about, read from its content by field names the schemas share: the people on
 * the cover (BrideName, CelebrantName ...), an event title (EventTitle, PartyTitle ...) or an organisation
 * (SchoolName, FamilyName ...). The RSVP events, calendar entries and address suggestions all start here.
 */
import type { ContentData, ContentLayout, FieldInfo } from '../content';

export interface InvitationNames {
  /** People named on the cover, in schema order (bride before groom). */
  people: string[];
  /** An event title typed by the buyer, e.g. "Kannada Rajyotsava 2026". */
  title?: string;
  /** A school, family, temple or organisation name. */
  organisation?: string;
  /** A number on the cover such as TurningAge. */
  age?: number;
  /** What kind of occasion, from the schema title: "Wedding", "Birthday", "School sports day". */
  occasion: string;
}

const ORGANISATION = /(School|Organisation|Organization|Family|House|Temple|Company|Society)Name$/;

/** The value at a path of the content (a field's uiPath, or a repeated group's array path). */
export function readContentPath(node: unknown, path: readonly (string | number)[]): unknown {
  let current = node;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** The trimmed text of a plain (not repeated) field, or ''. */
export function fieldText(content: ContentData, field: FieldInfo): string {
  const value = readContentPath(content, field.uiPath);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** "Wedding invitation" -> "Wedding"; "Birthday invitation (short)" -> "Birthday". */
export function occasionOf(schemaTitle: string): string {
  return (
    schemaTitle
      .replace(/\s*\(.*\)\s*$/, '')
      .replace(/\s+invitation$/i, '')
      .trim() || schemaTitle
  );
}

export function invitationNames(layout: ContentLayout, content: ContentData, schemaTitle: string): InvitationNames {
  const cover = layout.sections[0];
  const names: InvitationNames = { people: [], occasion: occasionOf(schemaTitle) };
  for (const field of cover?.fields ?? []) {
    if (field.group) continue;
    const text = fieldText(content, field);
    if (!text) continue;
    if (ORGANISATION.test(field.name)) names.organisation ??= text;
    else if (/Title$/.test(field.name)) names.title ??= text;
    else if (/Name$/.test(field.name) && field.kind === 'text') names.people.push(text);
    else if (/Age$/.test(field.name) && /^\d+$/.test(text)) names.age ??= Number(text);
  }
  return names;
}

/** A heading for the whole invitation: "Ananya & Rohan · Wedding", "Annual Day 2026", "Aarav turns 5". */
export function invitationHeading(names: InvitationNames, fallback: string): string {
  if (names.title) return names.title;
  const people = names.people.slice(0, 2).join(' & ');
  if (people && names.age !== undefined) return `${people} turns ${names.age}`;
  if (people) return `${people} · ${names.occasion}`;
  if (names.organisation) return `${names.organisation} · ${names.occasion}`;
  return fallback;
}
