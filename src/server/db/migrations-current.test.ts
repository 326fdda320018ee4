/**
 * A restart knows a database that has the latest migration by one query and skips the migrator; a new database and
 * one left at an older migration are still brought to the latest, on PGlite and on PostgreSQL.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freshPostgresDatabase, testEngines } from '../testing/postgres-server';
import { openDatabase } from './client';
import { hasLatestMigration, latestMigration, migrateUnlessCurrent, type QueryRows } from './migrations-current';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const CREATE_PGLITE = fileURLToPath(new URL('./create-pglite.mjs', import.meta.url));
const journalEntries = (folder: string) =>
  (JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries;

const scratch = mkdtempSync(join(tmpdir(), 'migrations-current-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The migrations as an older build had them: all but the last two. */
function olderMigrations(): string {
  const folder = join(scratch, 'older-migrations');
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -2) }));
  return folder;
}

async function appliedCount(rows: QueryRows): Promise<number> {
  const [row] = await rows('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number(row!.n);
}

describe('the latest migration', () => {
  it('is read from the journal and hashed as drizzle hashes it', async () => {
    const client = await PGlite.create('memory://');
    try {
      const rows: QueryRows = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
      const latest = latestMigration(MIGRATIONS);
      expect(await hasLatestMigration(rows, latest)).toBe(false);
      const { drizzle } = await import('drizzle-orm/pglite');
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
      expect(await hasLatestMigration(rows, latest)).toBe(true);
      // A row of another text (a migration edited since) is not taken for the latest: the migrator decides.
      expect(await hasLatestMigration(rows, { ...latest, hash: '0'.repeat(64) })).toBe(false);
    } finally {
      await client.close();
    }
  }, 120_000);
});

describe.each(testEngines())('a database on %s', (engine) => {
  it('is brought from an older migration to the latest, then known as current without the migrator', async () => {
    const older = olderMigrations();
    let rows: QueryRows;
    let reopen: () => Promise<{ close(): Promise<void> }>;
    let cleanup: () => Promise<void>;
    if (engine === 'pglite') {
      // Made by an older build: its own child process creates the directory with the older migrations.
      const dir = join(scratch, 'data');
      const location = join(dir, 'pglite');
      mkdirSync(location, { recursive: true });
      await promisify(execFile)(process.execPath, [CREATE_PGLITE, location, older], { timeout: 200_000 });
      reopen = () => openDatabase({ dataDir: dir });
      const client = () => PGlite.create(location);
      rows = async (text) => {
        const opened = await client();
        try {
          return (await opened.query<Record<string, unknown>>(text)).rows;
        } finally {
          await opened.close();
        }
      };
      cleanup = async () => undefined;
    } else {
      const database = await freshPostgresDatabase('migrations_current');
      const pool = new pg.Pool({ connectionString: database.url, max: 2 });
      await migratePg(drizzlePg(pool), { migrationsFolder: older });
      reopen = () => openDatabase({ url: database.url });
      rows = async (text) => (await pool.query(text)).rows;
      cleanup = async () => {
        await pool.end();
        await database.drop();
      };
    }
    try {
      expect(await appliedCount(rows)).toBe(journalEntries(MIGRATIONS).length - 2);
      expect(await hasLatestMigration(rows, latestMigration(MIGRATIONS))).toBe(false);

      // The server's start brings it to the latest migration.
      const opened = await reopen();
      await opened.close();
      expect(await appliedCount(rows)).toBe(journalEntries(MIGRATIONS).length);
      expect(await hasLatestMigration(rows, latestMigration(MIGRATIONS))).toBe(true);

      // The next start asks once and leaves the migrator alone.
      const migrate = vi.fn(async () => undefined);
      await migrateUnlessCurrent(MIGRATIONS, rows, migrate);
      expect(migrate).not.toHaveBeenCalled();
      const reopened = await reopen();
      await reopened.close();
      expect(await appliedCount(rows)).toBe(journalEntries(MIGRATIONS).length);
    } finally {
      await cleanup();
    }
  }, 300_000);
});

describe('a new database', () => {
  it('has no migrations table yet, and is migrated in full', async () => {
    const migrate = vi.fn(async () => undefined);
    const rows: QueryRows = async () => {
      throw new Error('relation "drizzle.__drizzle_migrations" does not exist');
    };
    await migrateUnlessCurrent(MIGRATIONS, rows, migrate);
    expect(migrate).toHaveBeenCalledOnce();
  });
});
