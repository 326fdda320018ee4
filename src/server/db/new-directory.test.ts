/**
 * A new PGlite data directory is made in a child process: initdb grows the WebAssembly heap (by about 200 MB), which
 * never shrinks, and the server would otherwise keep that peak for its whole life.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'new-pglite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const OPEN_AND_MEASURE = `
import { openDatabase } from './src/server/db/client.ts';
import { sql } from 'drizzle-orm';
const database = await openDatabase({ dataDir: process.argv[1] });
const tables = await database.db.execute(sql\`select count(*)::int as n from information_schema.tables where table_name = 'live_sites'\`);
console.log(JSON.stringify({ rss: process.memoryUsage().rss, tables: tables.rows[0].n }));
await database.close();
`;

type Opened = { rss: number; tables: number };

async function openInChild(): Promise<Opened> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', OPEN_AND_MEASURE, dir],
    { cwd: process.cwd(), timeout: 120_000 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Opened;
}

describe('a new data directory', () => {
  it('is created and migrated without the server keeping initdb’s memory', async () => {
    const created = await openInChild();
    expect(created.tables).toBe(1);
    const reopened = await openInChild();
    // Measured against the same server opening the directory once it exists, in the same run: a machine's own
    // way of counting resident memory (huge pages, a loaded neighbour) moves both alike. Made and migrated in
    // this process, the new directory cost about half as much again (640 MB against 436 here); in a child, the
    // same as reopening it.
    expect(created.rss).toBeLessThan(reopened.rss * 1.2);
  }, 250_000);
});
