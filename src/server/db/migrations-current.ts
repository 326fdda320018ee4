/**
 * Whether a database already has this build's latest migration, asked in one query before the migrator runs:
 * drizzle's migrator, even with nothing to do, reads and hashes every migration file and sends its own
 * `create schema/table if not exists` statements first, at every start of the server.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The last entry of the migrations' journal (meta/_journal.json): drizzle keeps `when` as the row's created_at. */
export interface LatestMigration {
  hash: string;
  when: number;
}

/** The latest migration in `folder`, hashed as drizzle hashes it (sha256 of the file's text). */
export function latestMigration(folder: string): LatestMigration {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error(`the migrations journal in ${folder} has no entries`);
  const text = readFileSync(join(folder, `${last.tag}.sql`)).toString();
  return { hash: createHash('sha256').update(text).digest('hex'), when: last.when };
}

/** Runs one query and answers its rows (each engine's client has its own method for it). */
export type QueryRows = (text: string) => Promise<Array<Record<string, unknown>>>;

/**
 * True when the migrations table's newest row is `latest` itself, the row drizzle writes once that migration
 * and every one before it have run (in one transaction). Anything else (no table yet, an older row, a row of a
 * newer build) is left to the migrator, which decides as it always has.
 */
export async function hasLatestMigration(rows: QueryRows, latest: LatestMigration): Promise<boolean> {
  try {
    const [newest] = await rows(
      'select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    return newest?.hash === latest.hash && Number(newest.created_at) === latest.when;
  } catch {
    return false;
  }
}

/** Runs `migrate` unless the database already has the latest migration of `folder`. */
export async function migrateUnlessCurrent(
  folder: string,
  rows: QueryRows,
  migrate: () => Promise<unknown>,
): Promise<void> {
  if (!(await hasLatestMigration(rows, latestMigration(folder)))) await migrate();
}
