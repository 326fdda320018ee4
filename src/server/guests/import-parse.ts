/**
 * Reads an import into rows: a CSV (an Excel sheet saved as CSV: `,` `;` or tab between fields, quoted fields,
 * a byte-order mark, columns matched by name), a vCard file from a phone's contacts (ical.js), or pasted lines
 * ("Name, phone" or "Name phone"). Nothing here checks numbers or functions; import.ts does.
 */
import { parse } from 'csv-parse/sync';
import ICAL from 'ical.js';
import { HttpError } from '../http/errors';

export interface RawRow {
  /** The file's line the row starts on (CSV: the header is line 1). */
  line: number;
  name: string;
  phone: string;
  email: string;
  side: string;
  language: string;
  tags: string;
  notes: string;
  members: string;
  adults: string;
  children: string;
  /** Default seats ("Seats", "Pax", "Guests"). */
  seats: string;
  /** Cells of function columns, by event key. */
  functions: Record<string, string>;
}

export interface FunctionColumn {
  key: string;
  title: string;
}

const MAX_CELL = 2000;

type Field = Exclude<keyof RawRow, 'line' | 'functions'>;

/** Header words per field, compared lower-cased with spaces, dots, dashes and underscores removed. */
const HEADERS: Record<Field, string[]> = {
  name: [
    'name',
    'household',
    'family',
    'householdname',
    'familyname',
    'guest',
    'guestname',
    'fullname',
    'envelope',
    'envelopename',
    'displayname',
    'naam',
  ],
  phone: [
    'phone',
    'mobile',
    'whatsapp',
    'number',
    'phonenumber',
    'mobilenumber',
    'mobileno',
    'phoneno',
    'whatsappnumber',
    'contact',
    'contactnumber',
    'cell',
    'tel',
    'telephone',
  ],
  email: ['email', 'mail', 'emailaddress', 'emailid'],
  side: ['side', 'bridegroom', 'from'],
  language: ['language', 'lang'],
  tags: ['tags', 'tag', 'group', 'groups', 'category', 'relation'],
  notes: ['notes', 'note', 'remarks', 'remark', 'comments', 'comment'],
  members: ['members', 'membernames', 'names', 'people'],
  adults: ['adults', 'adult', 'noofadults', 'adultcount'],
  children: ['children', 'child', 'kids', 'noofchildren', 'childcount', 'kidscount'],
  seats: ['seats', 'pax', 'guests', 'count', 'headcount', 'total', 'noofguests'],
};

const squash = (header: string) => header.toLowerCase().replace(/[\s._\-/()#:]+/g, '');

const emptyRow = (line: number): RawRow => ({
  line,
  name: '',
  phone: '',
  email: '',
  side: '',
  language: '',
  tags: '',
  notes: '',
  members: '',
  adults: '',
  children: '',
  seats: '',
  functions: {},
});

/** The separator the header line uses most, outside quotes. */
function separatorOf(text: string): string {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

export function parseCsv(text: string, functions: readonly FunctionColumn[], maxRows: number): RawRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: separatorOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      to: maxRows + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const at = (error as { lines?: number }).lines;
    throw new HttpError(
      400,
      `The file could not be read as CSV${at ? ` (line ${at})` : ''}. Save the sheet as CSV and try again.`,
    );
  }
  const [head, ...body] = records;
  if (!head) return [];
  const columns = head.record.map((header) => {
    const word = squash(header);
    const field = (Object.keys(HEADERS) as Field[]).find((candidate) => HEADERS[candidate].includes(word));
    if (field) return { field };
    const fn = functions.find((candidate) => squash(candidate.title) === word || squash(candidate.key) === word);
    return fn ? { eventKey: fn.key } : {};
  });
  if (
    !columns.some((column) => 'field' in column && column.field === 'name') &&
    !columns.some((column) => 'field' in column && column.field === 'phone')
  ) {
    throw new HttpError(400, 'The first line must name the columns, with at least a Name or a Phone column.');
  }
  let previousEnd = head.info.lines;
  const rows: RawRow[] = [];
  for (const { record, info } of body) {
    const row = emptyRow(previousEnd + 1);
    previousEnd = info.lines;
    // A line of separators only (a sheet's empty row) is no household.
    if (record.every((cell) => !cell)) continue;
    record.forEach((whole, index) => {
      // No field of a household is longer; the patterns that split members run on bounded text.
      const cell = whole.slice(0, MAX_CELL);
      const column = columns[index];
      if (!column || !cell) return;
      if ('field' in column && column.field) {
        const field = column.field;
        row[field] = (row[field] ? `${row[field]}, ${cell}` : cell).slice(0, MAX_CELL);
      } else if ('eventKey' in column && column.eventKey) {
        row.functions[column.eventKey] = cell;
      }
    });
    rows.push(row);
  }
  return rows;
}

/** The line each BEGIN:VCARD starts on, in order. */
function cardLines(text: string): number[] {
  const lines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (/^BEGIN:VCARD\s*$/i.test(line.trim())) lines.push(index + 1);
  });
  return lines;
}

type JCardProperty = [string, Record<string, unknown>, string, ...unknown[]];

export function parseVcard(text: string, maxRows: number): RawRow[] {
  const clean = text.replace(/^\uFEFF/, '');
  const starts = cardLines(clean);
  if (starts.length > maxRows) throw new HttpError(413, `The file has more than ${maxRows} contacts.`);
  let parsed: unknown;
  try {
    parsed = ICAL.parse(clean);
  } catch {
    throw new HttpError(400, 'The file could not be read as a vCard (.vcf) file.');
  }
  const cards = (Array.isArray(parsed) && parsed[0] === 'vcard' ? [parsed] : (parsed as unknown[])) as unknown[];
  return cards
    .filter(
      (card): card is [string, JCardProperty[]] => Array.isArray(card) && card[0] === 'vcard' && Array.isArray(card[1]),
    )
    .map((card, index) => {
      const row = emptyRow(starts[index] ?? index + 1);
      const props = card[1];
      const value = (prop: JCardProperty) => (Array.isArray(prop[3]) ? prop[3].join(' ') : String(prop[3] ?? ''));
      const fn = props.find((prop) => prop[0] === 'fn');
      const n = props.find((prop) => prop[0] === 'n');
      row.name = fn ? value(fn).trim() : n && Array.isArray(n[3]) ? [n[3][1], n[3][0]].filter(Boolean).join(' ') : '';
      const phones = props.filter((prop) => prop[0] === 'tel');
      const types = (prop: JCardProperty) => [prop[1].type].flat().map((type) => String(type).toLowerCase());
      const cell = phones.find((prop) => types(prop).some((type) => type === 'cell' || type === 'mobile')) ?? phones[0];
      row.phone = cell ? value(cell).replace(/^tel:/i, '') : '';
      const email = props.find((prop) => prop[0] === 'email');
      row.email = email ? value(email) : '';
      const note = props.find((prop) => prop[0] === 'note');
      row.notes = note ? value(note) : '';
      return row;
    });
}

const MAX_LINE = 200;

/** The digits at the end (or start) of a line are its number, however short: a wrong one is reported. */
const PHONE_AT_END = /^(.*?)[\s,;:\t-]*(\+?\d[\d\s().-]*\d)\s*$/;
const PHONE_AT_START = /^(\+?\d[\d\s().-]{5,}\d)[\s,;:\t-]+(.+)$/;

/** Pasted lines: "Name, phone", "Name phone", "Name<TAB>phone" or "phone, Name"; one household a line. */
export function parseLines(text: string, maxRows: number): RawRow[] {
  const rows: RawRow[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    if (rows.length >= maxRows) throw new HttpError(413, `Paste at most ${maxRows} lines at once.`);
    const row = emptyRow(index + 1);
    // Bounded before any pattern runs on it: one household's name and number fit in far less.
    if (line.length > MAX_LINE) {
      row.name = line.slice(0, MAX_LINE);
      row.phone = 'too long';
      rows.push(row);
      continue;
    }
    const end = PHONE_AT_END.exec(line);
    const start = end ? null : PHONE_AT_START.exec(line);
    if (end) {
      row.name = end[1]!.replace(/[\s,;:\t-]+$/, '').trim();
      row.phone = end[2]!;
    } else if (start) {
      row.phone = start[1]!;
      row.name = start[2]!.trim();
    } else {
      row.name = line;
    }
    rows.push(row);
  }
  return rows;
}
