/**
 * Imports households from a CSV, a vCard file or pasted lines: numbers cleaned to E.164 (invalid ones reported
 * with their line), duplicates merged (the same number twice in the file, or a number already on the list),
 * functions from the columns named after them. A dry run answers the same counts and a preview and changes
 * nothing. The writes are set-based (one statement per table, whatever the number of rows) in one transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { MAX_HOUSEHOLDS_PER_SITE, MAX_SEATS, type ImportResult } from '../../shared/api/guests';
import type { RsvpEvent } from '../../shared/live';
import { toE164 } from '../../shared/phone';
import type { AppContext } from '../context';
import { rowsOf } from '../db/rows';
import { households } from '../db/schema';
import { hasControlCharacters } from '../http/control-characters';
import { HttpError } from '../http/errors';
import type { SiteLanguage } from '../../shared/look/languages';
import { languageNamed } from './language-named';
import { functionsOf, type ManagedSite } from './access';
import { recordChange } from './history';
import { LIST_FULL, lockSite } from './households';
import { parseCsv, parseLines, parseVcard, type RawRow } from './import-parse';
import { freshLink } from './links';
import { writeGuestList } from './guest-list-writes';

export type ImportFormat = 'csv' | 'vcard' | 'lines';

export { IMPORT_MAX_BYTES } from '../../shared/api/guests';

const YES = new Set(['yes', 'y', 'x', '✓', '✔', 'true', 'invited', 'haan', 'ha']);
const NO = new Set(['no', 'n', '0', 'false', '-', '']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Parsed {
  line: number;
  name: string;
  phone: string | null;
  email: string | null;
  side: string | null;
  language: SiteLanguage;
  tags: string[];
  notes: string;
  members: { name: string; child: boolean }[];
  /** Head count from the Adults/Children/Seats columns, for "yes" in a function column. */
  count: number;
  events: Map<string, number>;
}

const count = (cell: string) => {
  const n = Number.parseInt(cell, 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, MAX_SEATS) : 0;
};

/** Text that fits a column: one line, no control characters, bounded. */
const fit = (text: string, max: number) =>
  text
    .replace(/[\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/** A row made into a household, or the reason it cannot be one. */
function readRow(raw: RawRow): Parsed | string {
  const phoneText = raw.phone.split(/[,/]/)[0]?.trim() ?? '';
  const phone = phoneText ? toE164(phoneText) : null;
  if (phoneText && !phone) return `"${fit(phoneText, 40)}" is not a mobile number we can read`;
  const name = fit(raw.name, 120) || (phone ?? '');
  if (!name) return 'no name and no number';
  const members = raw.members
    .split(/[;,/\n]|\s+and\s+|\s*&\s*/i)
    .map((member) => fit(member, 80))
    .filter(Boolean)
    .slice(0, 30)
    .map((member) => ({ name: member, child: /\b(child|kid|baby|master|baby)\b/i.test(member) }));
  const adults = count(raw.adults);
  const children = count(raw.children);
  const headCount = count(raw.seats) || adults + children || members.length || 1;
  const events = new Map<string, number>();
  for (const [key, cell] of Object.entries(raw.functions)) {
    const word = cell.trim().toLowerCase();
    if (NO.has(word)) continue;
    const seats = count(word) || (YES.has(word) ? headCount : 0);
    if (!seats) return `"${fit(cell, 20)}" under a function is not a number of seats or yes`;
    events.set(key, Math.min(MAX_SEATS, seats));
  }
  const email = fit(raw.email, 254).toLowerCase();
  return {
    line: raw.line,
    name,
    phone,
    email: EMAIL.test(email) ? email : null,
    side: fit(raw.side, 40) || null,
    language: languageNamed(raw.language) ?? 'en',
    tags: [
      ...new Set(
        raw.tags
          .split(/[;,]/)
          .map((tag) => fit(tag, 40))
          .filter(Boolean),
      ),
    ].slice(0, 20),
    notes: hasControlCharacters(raw.notes, { keepLineBreaks: true })
      ? fit(raw.notes, 1000)
      : raw.notes.trim().slice(0, 1000),
    members,
    count: headCount,
    events,
  };
}

/** The second row with a number already seen adds to the first instead of making another household. */
function mergeInto(first: Parsed, next: Parsed): void {
  first.email ??= next.email;
  first.side ??= next.side;
  first.tags = [...new Set([...first.tags, ...next.tags])].slice(0, 20);
  if (!first.notes) first.notes = next.notes;
  if (!first.members.length) first.members = next.members;
  for (const [key, seats] of next.events) first.events.set(key, Math.max(seats, first.events.get(key) ?? 0));
}

export function readImport(format: ImportFormat, text: string, functions: readonly RsvpEvent[]) {
  const columns = functions.map((event) => ({ key: event.key, title: event.title }));
  const rows =
    format === 'csv'
      ? parseCsv(text, columns, MAX_HOUSEHOLDS_PER_SITE)
      : format === 'vcard'
        ? parseVcard(text, MAX_HOUSEHOLDS_PER_SITE)
        : parseLines(text, MAX_HOUSEHOLDS_PER_SITE);
  if (rows.length > MAX_HOUSEHOLDS_PER_SITE) {
    throw new HttpError(413, `An import holds at most ${MAX_HOUSEHOLDS_PER_SITE} households.`);
  }
  const invalid: ImportResult['invalid'] = [];
  const unique: Parsed[] = [];
  const byPhone = new Map<string, Parsed>();
  let mergedInFile = 0;
  for (const raw of rows) {
    const parsed = readRow(raw);
    if (typeof parsed === 'string') {
      invalid.push({ line: raw.line, reason: parsed });
      continue;
    }
    const earlier = parsed.phone ? byPhone.get(parsed.phone) : undefined;
    if (earlier) {
      mergeInto(earlier, parsed);
      mergedInFile += 1;
      continue;
    }
    if (parsed.phone) byPhone.set(parsed.phone, parsed);
    unique.push(parsed);
  }
  return { unique, invalid, mergedInFile };
}

const eventsJson = (rows: { id: number; parsed: Parsed }[]) =>
  rows.flatMap(({ id, parsed }) =>
    [...parsed.events].map(([eventKey, seats]) => ({ household_id: id, event_key: eventKey, seats })),
  );

export async function importHouseholds(
  ctx: AppContext,
  managed: ManagedSite,
  format: ImportFormat,
  text: string,
  dryRun: boolean,
): Promise<ImportResult> {
  const { site, actor } = managed;
  const { unique, invalid, mergedInFile } = readImport(format, text, await functionsOf(ctx, site));
  const plan = async (db: Pick<AppContext['db'], 'select'>) => {
    const existing = await db
      .select({ id: households.id, phone: households.phone })
      .from(households)
      .where(eq(households.liveId, site.id));
    const idByPhone = new Map(existing.flatMap((row) => (row.phone ? [[row.phone, row.id] as const] : [])));
    const merges = unique.flatMap((parsed) => {
      const id = parsed.phone ? idByPhone.get(parsed.phone) : undefined;
      return id ? [{ id, parsed }] : [];
    });
    const additions = unique.filter((parsed) => !(parsed.phone && idByPhone.has(parsed.phone)));
    return { existing: existing.length, merges, additions };
  };

  if (dryRun) {
    const { merges, additions } = await plan(ctx.db);
    const merging = new Set(merges.map((merge) => merge.parsed));
    return {
      added: additions.length,
      merged: merges.length + mergedInFile,
      invalid,
      preview: unique.map((parsed) => ({
        line: parsed.line,
        name: parsed.name,
        phone: parsed.phone,
        members: parsed.members.length || parsed.count,
        merge: merging.has(parsed),
      })),
    };
  }

  const now = ctx.config.now().toISOString();
  return writeGuestList(ctx, site.id, async (tx) => {
    await lockSite(tx, site.id);
    const { existing, merges, additions } = await plan(tx);
    if (existing + additions.length > MAX_HOUSEHOLDS_PER_SITE) {
      throw new HttpError(409, `${LIST_FULL} This import would make ${existing + additions.length}.`);
    }
    let added: { id: number; parsed: Parsed }[] = [];
    if (additions.length) {
      const links = additions.map(() => freshLink(ctx.config));
      const values = additions.map((parsed, index) => ({
        name: parsed.name,
        members: parsed.members,
        phone: parsed.phone,
        email: parsed.email,
        side: parsed.side,
        language: parsed.language,
        tags: parsed.tags,
        notes: parsed.notes,
        link_nonce: links[index]!.linkNonce,
        token_hash: links[index]!.tokenHash,
      }));
      // One statement for every new household: the rows travel as one JSON parameter.
      const inserted = await tx.execute<{ id: number; token_hash: string }>(sql`
        insert into households
          (live_id, name, members, phone, email, side, language, tags, notes, link_nonce, token_hash,
           updated_by, created_at, updated_at)
        select ${site.id}, v.name, v.members, v.phone, v.email, v.side, v.language, v.tags, v.notes,
               v.link_nonce, v.token_hash, ${actor}, ${now}::timestamptz, ${now}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(
          name text, members jsonb, phone text, email text, side text, language text, tags jsonb, notes text,
          link_nonce text, token_hash text)
        returning id, token_hash`);
      const byHash = new Map(additions.map((parsed, index) => [links[index]!.tokenHash, parsed]));
      added = rowsOf<{ id: number; token_hash: string }>(inserted).map((row) => ({
        id: Number(row.id),
        parsed: byHash.get(row.token_hash)!,
      }));
    }
    if (merges.length) {
      const values = merges.map(({ id, parsed }) => ({
        id,
        email: parsed.email,
        side: parsed.side,
        tags: parsed.tags,
        notes: parsed.notes,
        members: parsed.members,
      }));
      // What the host typed wins; the import fills what is empty and adds tags.
      await tx.execute(sql`
        update households h set
          email = coalesce(h.email, v.email),
          side = coalesce(h.side, v.side),
          notes = case when h.notes = '' then coalesce(v.notes, '') else h.notes end,
          members = case when jsonb_array_length(h.members) = 0 then v.members else h.members end,
          tags = (select coalesce(jsonb_agg(distinct t), '[]'::jsonb) from jsonb_array_elements(h.tags || v.tags) t),
          updated_by = ${actor},
          updated_at = ${now}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(
          id int, email text, side text, tags jsonb, notes text, members jsonb)
        where h.id = v.id and h.live_id = ${site.id}`);
    }
    const invitations = eventsJson([...added, ...merges]);
    if (invitations.length) {
      await tx.execute(sql`
        insert into household_events (household_id, event_key, seats)
        select v.household_id, v.event_key, v.seats
        from jsonb_to_recordset(${JSON.stringify(invitations)}::jsonb) as v(household_id int, event_key text, seats int)
        on conflict (household_id, event_key) do update set seats = greatest(household_events.seats, excluded.seats)`);
    }
    await recordChange(tx, {
      liveId: site.id,
      action: 'household.import',
      actor,
      details: { format, added: added.length, merged: merges.length + mergedInFile, invalid: invalid.length },
    });
    return { added: added.length, merged: merges.length + mergedInFile, invalid };
  });
}
