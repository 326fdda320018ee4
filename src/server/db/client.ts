import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrateUnlessCurrent } from './migrations-current';
import { takingTurns } from './pglite-turns';
import * as schema from './schema';

/** The one database type feature code sees, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const createScript = fileURLToPath(new URL('./create-pglite.mjs', import.meta.url));

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string;
}

/**
 * Opens the database and brings it to the latest migration. A database that already has it (every restart) is
 * known by one query, and the migrator is not run.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // The PostgreSQL driver is loaded only for PostgreSQL: an embedded start does without it.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server closed (a restart, an administrator) is dropped by the pool, which opens a
    // new one when next asked; unheard, its error would end the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    const rows = async (text: string) => (await pool.query(text)).rows;
    await migrateUnlessCurrent(migrationsFolder, rows, () => migratePg(db, { migrationsFolder }));
    return { db: db as unknown as Db, engine: 'postgres', close: () => pool.end() };
  }
  const dir = options.dataDir ?? 'memory://';
  let location = dir;
  if (!dir.startsWith('memory://')) {
    location = join(dir, 'pglite');
    mkdirSync(location, { recursive: true });
    // A new directory is made and migrated in a child process, whose memory peak ends with it (create-pglite.mjs).
    if (!existsSync(join(location, 'PG_VERSION')))
      await promisify(execFile)(process.execPath, [createScript, location, migrationsFolder]);
  }
  const client = await PGlite.create(location);
  const db = drizzlePglite({ client: takingTurns(client), schema });
  const rows = async (text: string) => (await client.query<Record<string, unknown>>(text)).rows;
  await migrateUnlessCurrent(migrationsFolder, rows, () => migratePglite(db, { migrationsFolder }));
  return { db: db as unknown as Db, engine: 'pglite', close: () => client.close() };
}
